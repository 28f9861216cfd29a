import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { activities } from '../db/schema.js';
import { createTestDatabase } from '../db/test-database.js';
import { loadActivityLibrary, shippedActivities, type LibraryActivity } from './activity-library.js';

/*
 * The library reaches every database through the migration path, and a new
 * release's library updates it in place: renamed activities keep their
 * questId, new ones are added, nothing is duplicated.
 */

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function stored(): Promise<number> {
  const [row] = await database.db.select({ total: count() }).from(activities);
  return Number(row?.total ?? 0);
}

describe('loading the activity library', () => {
  const shipped = shippedActivities();

  it('is done by the migrations, and a second load with unchanged content writes nothing', async () => {
    expect(await stored()).toBe(shipped.length);
    expect(await loadActivityLibrary(database.db)).toBe(false);
    await migrate(database);
    expect(await stored()).toBe(shipped.length);
  });

  it('updates a renamed activity in place and adds a new one, by questId', async () => {
    const [first, ...rest] = shipped;
    if (!first) throw new Error('empty library');
    const renamed: LibraryActivity = { ...first, name: `${first.name} (Revised)` };
    const added: LibraryActivity = { ...first, questId: `${first.questId.slice(0, 6)}900`, name: 'A Brand New Quiz' };
    expect(await loadActivityLibrary(database.db, [renamed, ...rest, added])).toBe(true);
    expect(await stored()).toBe(shipped.length + 1);
    const [row] = await database.db.select().from(activities).where(eq(activities.questId, first.questId));
    expect(row?.name).toBe(renamed.name);

    // The next release (here, the shipped library again) puts the name back; the added activity stays.
    expect(await loadActivityLibrary(database.db)).toBe(true);
    const [back] = await database.db.select().from(activities).where(eq(activities.questId, first.questId));
    expect(back?.name).toBe(first.name);
    expect(await stored()).toBe(shipped.length + 1);
  });

  it('stores each quiz with its questions and every other type without', async () => {
    const rows = await database.db.select().from(activities);
    for (const row of rows) expect(row.questions === null, row.questId).toBe(row.activityType !== 'quiz');
  });
});
