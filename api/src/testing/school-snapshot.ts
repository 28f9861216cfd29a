import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { BATCH_LIMIT, LARGEST_PAGE } from '@portal/domain';
import type { Db } from '../db/database.js';
import { demoEmail } from '../seed/demo-roster.js';
import { DEMO_PASSWORD } from '../seed/demo-school.js';
import { post, sessionTokenOf, withSession } from './test-api.js';

/** The demo school's admin (also a teacher): sees every person, group, assignment and attempt of the school. */
export const DEMO_ADMIN_EMAIL = demoEmail('admin');

/** Signs in with the demo password, as the sign-in page does; answers the session token. */
export async function signInAsDemo(app: FastifyInstance, email = DEMO_ADMIN_EMAIL): Promise<string> {
  const response = await post(app, '/api/v1/auth/signin', { email, password: DEMO_PASSWORD });
  const token = sessionTokenOf(response);
  if (response.statusCode !== 200 || !token) throw new Error(`${email} could not sign in: ${response.body}`);
  return token;
}

interface ProgressReport {
  assignmentId: string;
  rows: { activities: { attempts: number }[] }[];
}

/** What a signed-in admin reads of their school through the REST API, as the People, Groups, Assignments and Progress pages do. */
export interface SchoolAsSeen {
  people: { data: unknown[]; total: number };
  /** With each group's owners and students. */
  groups: { data: unknown[]; total: number };
  /** With each assignment's activities. */
  assignments: { data: { assignmentId: string }[]; total: number };
  /** Each assignment's progress report: a row per student, each activity's best attempt and how many there were. */
  progress: ProgressReport[];
  /** The attempts the progress reports count, over every student and activity. */
  attempts: number;
}

export async function schoolAsSeenBy(app: FastifyInstance, token: string): Promise<SchoolAsSeen> {
  async function read<T>(url: string): Promise<T> {
    const response = await app.inject({ method: 'GET', url: `/api/v1${url}`, ...withSession(token) });
    if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body}`);
    return response.json<T>();
  }
  const people = await read<SchoolAsSeen['people']>(`/users?count=${LARGEST_PAGE}`);
  if (people.total > people.data.length) throw new Error(`the school has ${people.total} people, more than a page`);
  const groups = await read<SchoolAsSeen['groups']>('/groups');
  const assignments = await read<SchoolAsSeen['assignments']>('/assignments');
  const progress: ProgressReport[] = [];
  for (let start = 0; start < assignments.data.length; start += BATCH_LIMIT) {
    const ids = assignments.data.slice(start, start + BATCH_LIMIT).map((assignment) => assignment.assignmentId);
    progress.push(...(await read<{ data: ProgressReport[] }>(`/report/assignments?ids=${ids.join(',')}`)).data);
  }
  const attempts = progress
    .flatMap((report) => report.rows)
    .flatMap((row) => row.activities)
    .reduce((sum, activity) => sum + activity.attempts, 0);
  return { people, groups, assignments, progress, attempts };
}

/**
 * How many rows each table of the database holds, by `schema.table`: the
 * portal's (`public`), drizzle's record of migrations and pg-boss's queue.
 * Partitions count as tables of their own, their parents not at all.
 */
export async function rowCountsOfEveryTable(db: Db): Promise<Record<string, number>> {
  const tables = await db.execute<{ schema: string; name: string }>(sql`
    select n.nspname as schema, c.relname as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\_toast%'
    order by 1, 2`);
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables.rows) {
    const [row] = (
      await db.execute<{ total: number }>(
        sql`select count(*)::int as total from ${sql.identifier(schema)}.${sql.identifier(name)}`,
      )
    ).rows;
    counts[`${schema}.${name}`] = Number(row?.total);
  }
  return counts;
}
