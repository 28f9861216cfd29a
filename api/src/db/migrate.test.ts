import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
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
      'api_tokens',
      'assignment_activities',
      'assignments',
      'attempts',
      'audit_events',
      'comments',
      'content_versions',
      'email_outbox',
      'evaluation_audit',
      'family_codes',
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
      'progress_best_attempts',
      'schools',
      'sessions',
      'sign_in_cards',
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
      await old.db.execute(
        sql`insert into parent_children (school_id, parent_id, child_id)
            select school_id, ${parent?.id}, id from users where id = ${other?.id}`,
      );
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

describe('the school-owned tables migration', () => {
  it("gives the link tables and the outbox the school of the row they hang off, root's reports none", async () => {
    const folder = migrationsBefore('0010_school_owned_tables');
    const old = await createTestDatabase(process.env.DATABASE_URL, folder);
    try {
      const one = async <Row extends Record<string, unknown>>(query: SQL): Promise<Row> => {
        const [row] = (await old.db.execute<Row>(query)).rows;
        if (!row) throw new Error('no row');
        return row;
      };
      const schoolOf = async (name: string) =>
        (await one<{ id: string }>(sql`insert into schools (name) values (${name}) returning id`)).id;
      const person = async (school: string | null, email: string, role: string) =>
        (
          await one<{ id: string }>(
            sql`insert into users (school_id, email, first_name, last_name, roles, password_hash)
                values (${school}, ${email}, 'F', 'L', array[${role}]::text[], 'h') returning id`,
          )
        ).id;
      // Two schools, so a backfill taking another row's school (or the first school's) shows.
      const first = await schoolOf('First');
      const second = await schoolOf('Second');
      await person(first, 't@first.school', 'teacher');
      const teacher = await person(second, 't@second.school', 'teacher');
      const student = await person(second, 's@second.school', 'student');
      const parent = await person(second, 'p@second.school', 'parent');
      const root = await person(null, 'root@platform.example', 'root');
      const group = (
        await one<{ id: string }>(sql`insert into groups (school_id, name) values (${second}, 'G') returning id`)
      ).id;
      await old.db.execute(sql`insert into group_owners (group_id, user_id) values (${group}, ${teacher})`);
      await old.db.execute(sql`insert into group_students (group_id, user_id) values (${group}, ${student})`);
      const assignment = (
        await one<{ id: string }>(
          sql`insert into assignments (school_id, group_id, name, start_date, end_date)
              values (${second}, ${group}, 'A', now(), now() + interval '1 day') returning id`,
        )
      ).id;
      await old.db.execute(
        sql`insert into assignment_activities (assignment_id, position, quest_id, activity_type)
            values (${assignment}, 0, 'q-none-001', 'quiz')`,
      );
      await old.db.execute(sql`insert into parent_children (parent_id, child_id) values (${parent}, ${student})`);
      for (const [id, user] of [
        ['00000000-0000-4000-8000-000000000001', student],
        ['00000000-0000-4000-8000-000000000002', root],
      ])
        await old.db.execute(
          sql`insert into email_outbox (id, user_id, email_to, user_name, file_name, file_type, file)
              values (${id}, ${user}, 'x@y.example', 'X', 'r.pdf', 'pdf', '\\x00'::bytea)`,
        );

      await migrate(old);
      const schools = await old.db.execute<{ source: string; school_id: string | null }>(sql`
        select 'group_owners' as source, school_id from group_owners
        union all select 'group_students', school_id from group_students
        union all select 'assignment_activities', school_id from assignment_activities
        union all select 'parent_children', school_id from parent_children
        union all select 'email_outbox ' || user_id, school_id from email_outbox`);
      expect(Object.fromEntries(schools.rows.map((row) => [row.source, row.school_id]))).toEqual({
        assignment_activities: second,
        [`email_outbox ${root}`]: null,
        [`email_outbox ${student}`]: second,
        group_owners: second,
        group_students: second,
        parent_children: second,
      });
      expect(schools.rows).toHaveLength(6);
      // The column is required from now on: a link without its school is refused.
      await expect(
        old.db.execute(sql`insert into group_students (group_id, user_id) values (${group}, ${parent})`),
      ).rejects.toThrow();
    } finally {
      await old.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
