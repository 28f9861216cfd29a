import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.js';
import { migrate } from './migrate.js';
import { createTestDatabase } from './test-database.js';
import { users } from './schema.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function tableNames(): Promise<string[]> {
  const result = await database.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return result.rows.map((row) => row.table_name);
}

describe('migrations', () => {
  it('create the tables, and applying them again changes nothing', async () => {
    const expected = [
      'assignment_activities',
      'assignments',
      'group_owners',
      'group_students',
      'groups',
      'parent_children',
      'schools',
      'sessions',
      'sign_in_failures',
      'users',
    ];
    expect(await tableNames()).toEqual(expected);
    await migrate(database);
    expect(await tableNames()).toEqual(expected);
  });

  it('keep e-mails unique and school users in a school', async () => {
    const person = { email: 'x@y.school', firstName: 'X', lastName: 'Y', passwordHash: 'h' };
    await expect(database.db.insert(users).values({ ...person, roles: ['teacher'] })).rejects.toThrow();
    await database.db.insert(users).values({ ...person, roles: ['root'] });
    await expect(database.db.insert(users).values({ ...person, roles: ['root'] })).rejects.toThrow();
  });
});
