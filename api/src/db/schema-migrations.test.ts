import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateDrizzleJson, generateMigration, type DrizzleSnapshotJSON } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './migrate.js';
import * as schema from './schema.js';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** The snapshot drizzle-kit wrote with the newest migration: the schema the migrations make. */
function latestSnapshot(): DrizzleSnapshotJSON {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as Journal;
  const latest = journal.entries.at(-1);
  if (!latest) throw new Error('no migration in the journal');
  const file = join(MIGRATIONS_FOLDER, 'meta', `${String(latest.idx).padStart(4, '0')}_snapshot.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as DrizzleSnapshotJSON;
}

describe('src/db/schema.ts and api/migrations', () => {
  it('agree: a schema change comes with its migration (npm run db:generate -w @portal/api)', async () => {
    const migrated = latestSnapshot();
    const current = generateDrizzleJson(schema, migrated.id);
    // What `drizzle-kit generate` would write now, as SQL statements: none when they agree.
    let statements: string[];
    try {
      statements = await generateMigration(migrated, current);
    } catch (error) {
      // A table that lost a column and gained another makes drizzle-kit ask whether it was renamed.
      statements = [`drizzle-kit would ask about a rename: ${error instanceof Error ? error.message : String(error)}`];
    }
    expect(statements, 'schema.ts changed without a migration: run `npm run db:generate -w @portal/api`').toEqual([]);
  });
});
