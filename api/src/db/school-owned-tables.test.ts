import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from './database.js';
import { createTestDatabase } from './test-database.js';

/*
 * Past one PostgreSQL server the data is distributed by school (docs/scaling-out.md): every table a school owns carries `school_id`,
 * NOT NULL, a foreign key to `schools` deleted with the school, and leading
 * its primary key or an index. These tests read the migrated database's
 * catalog, so a table added later without it fails here until it has it or
 * is named below with its reason.
 */

/** The platform's own tables: no school owns their rows, so they have no `school_id`. */
const PLATFORM_TABLES: Readonly<Record<string, string>> = {
  schools: 'the root of every school: its id is the school id',
  activities: 'the shared activity library every school assigns from, loaded with each release',
  content_versions: 'which release of the shipped content the database holds',
  sign_in_failures: 'throttle counts keyed by e-mail and address, counted before anyone is known to be of a school',
  sso_nonces: "replay keys of ID tokens, checked before the token's person (and so school) is known",
  sessions: "found by the cookie's token alone, before the school is known; root's sessions have no school",
};

/** School-owned tables whose `school_id` may be null, and why. */
const NULLABLE_SCHOOL: Readonly<Record<string, string>> = {
  users: "root, the platform's operator, belongs to no school (check users_school_unless_root)",
  email_outbox: "root's own e-mailed reports: root has no school",
};

type TableFacts = {
  table_name: string;
  has_school: boolean;
  school_nullable: boolean;
  leads_index: boolean;
  cascades_from_schools: boolean;
};

/** What the catalog says of `school_id` in every table of the public schema. */
async function tableFacts(db: Db): Promise<TableFacts[]> {
  const result = await db.execute<TableFacts>(sql`
    select c.relname as table_name,
      a.attnum is not null as has_school,
      coalesce(not a.attnotnull, false) as school_nullable,
      exists (select 1 from pg_index i where i.indrelid = c.oid and i.indkey[0] = a.attnum) as leads_index,
      exists (
        select 1 from pg_constraint f
        where f.conrelid = c.oid and f.contype = 'f' and f.conkey = array[a.attnum]
          and f.confrelid = 'public.schools'::regclass and f.confdeltype = 'c'
      ) as cascades_from_schools
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_attribute a on a.attrelid = c.oid and a.attname = 'school_id' and not a.attisdropped
    where n.nspname = 'public' and c.relkind in ('r', 'p')
    order by c.relname`);
  return result.rows;
}

/** Every way the tables break the rule, one line each; none when they keep it. */
async function schoolOwnershipProblems(db: Db): Promise<string[]> {
  const facts = await tableFacts(db);
  const present = new Set(facts.map((row) => row.table_name));
  const problems = [...Object.keys(PLATFORM_TABLES), ...Object.keys(NULLABLE_SCHOOL)]
    .filter((name) => !present.has(name))
    .map((name) => `${name}: named as an exception but no such table`);
  for (const row of facts) {
    const name = row.table_name;
    if (name in PLATFORM_TABLES) {
      if (row.has_school) problems.push(`${name}: has school_id, so it is no longer the platform's own`);
      continue;
    }
    if (!row.has_school) {
      problems.push(`${name}: no school_id (a school's table needs it; the platform's own are named in this test)`);
      continue;
    }
    const nullableAllowed = name in NULLABLE_SCHOOL;
    if (row.school_nullable && !nullableAllowed) problems.push(`${name}: school_id may be null`);
    if (!row.school_nullable && nullableAllowed)
      problems.push(`${name}: school_id is NOT NULL now, drop the exception`);
    if (!row.leads_index) problems.push(`${name}: no primary key or index starts with school_id`);
    if (!row.cascades_from_schools)
      problems.push(`${name}: school_id is not a foreign key to schools on delete cascade`);
  }
  return problems;
}

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the tables a school owns', () => {
  it('all carry school_id, NOT NULL unless named, from schools, leading an index; the platform tables none', async () => {
    expect(await schoolOwnershipProblems(database.db)).toEqual([]);
  });

  it('include a table added later, which fails the rule without school_id or its index', async () => {
    const { db } = database;
    await db.execute(sql`create table later_without_school (id uuid primary key)`);
    await db.execute(sql`create table later_unindexed (id uuid primary key, school_id uuid references schools (id))`);
    try {
      expect(await schoolOwnershipProblems(db)).toEqual([
        'later_unindexed: school_id may be null',
        'later_unindexed: no primary key or index starts with school_id',
        'later_unindexed: school_id is not a foreign key to schools on delete cascade',
        "later_without_school: no school_id (a school's table needs it; the platform's own are named in this test)",
      ]);
    } finally {
      await db.execute(sql`drop table later_without_school, later_unindexed`);
    }
  });
});
