import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.js';
import { MIGRATIONS_FOLDER, migrate } from './migrate.js';
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
      'activities',
      'assignment_activities',
      'assignments',
      'attempts',
      'comments',
      'content_versions',
      'email_outbox',
      'evaluation_audit',
      'grades',
      'group_owners',
      'group_students',
      'groups',
      'metric_activity_months',
      'metric_assignment_months',
      'metric_assignments',
      'metric_student_assignments',
      'metric_student_months',
      'parent_children',
      'schools',
      'sessions',
      'sign_in_failures',
      'sso_nonces',
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

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** A copy of the migrations folder holding only the migrations before `tag`. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'portal-migrations-'));
  mkdirSync(join(folder, 'meta'));
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as Journal;
  const end = journal.entries.findIndex((entry) => entry.tag === tag);
  if (end < 0) throw new Error(`no migration ${tag}`);
  const earlier = journal.entries.slice(0, end);
  for (const entry of earlier)
    copyFileSync(join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: earlier }));
  return folder;
}

describe('the parent link status migration', () => {
  it('keeps the links made before it active, and makes new links pending', async () => {
    const folder = migrationsBefore('0002_parent_link_status');
    const old = await createTestDatabase(process.env.DATABASE_URL, folder);
    try {
      const person = (email: string, role: string) =>
        sql`insert into users (school_id, email, first_name, last_name, roles, password_hash)
            select id, ${email}, 'F', 'L', array[${role}]::text[], 'h' from schools returning id`;
      await old.db.execute(sql`insert into schools (name) values ('Before')`);
      const [parent] = (await old.db.execute<{ id: string }>(person('p@before.school', 'parent'))).rows;
      const [child] = (await old.db.execute<{ id: string }>(person('c@before.school', 'student'))).rows;
      const [other] = (await old.db.execute<{ id: string }>(person('o@before.school', 'student'))).rows;
      await old.db.execute(sql`insert into parent_children (parent_id, child_id) values (${parent?.id}, ${child?.id})`);

      await migrate(old);
      await old.db.execute(sql`insert into parent_children (parent_id, child_id) values (${parent?.id}, ${other?.id})`);
      const links = await old.db.execute<{ child_id: string; status: string }>(
        sql`select child_id, status from parent_children`,
      );
      expect(Object.fromEntries(links.rows.map((row) => [row.child_id, row.status]))).toEqual({
        [child?.id ?? '']: 'active',
        [other?.id ?? '']: 'pending',
      });
    } finally {
      await old.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
