import type { InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, type UserRow } from './schema.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import { addPerson, addSchool, sessionFor } from '../testing/school-world.js';

/*
 * The API writes `school_id` into the link tables itself (migration 0010 only
 * backfilled the rows before it): each must be the school of the row it hangs
 * off. The people work in the second of two schools, so a write that took
 * another school (the first one, say) shows.
 */

let api: TestApi;
let school: string;
let admin: UserRow;
let teacher: UserRow;
let students: UserRow[];
let parent: UserRow;

beforeAll(async () => {
  api = await startTestApi();
  const { db } = api.database;
  const first = await addSchool(db, 'First');
  await addPerson(db, { schoolId: first, roles: ['admin', 'teacher'] });
  school = await addSchool(db, 'Second');
  admin = await addPerson(db, { schoolId: school, roles: ['admin', 'teacher'] });
  teacher = await addPerson(db, { schoolId: school, roles: ['teacher'] });
  students = await Promise.all([1, 2, 3].map(() => addPerson(db, { schoolId: school, roles: ['student'] })));
  parent = await addPerson(db, { schoolId: school, roles: ['parent'] });
});
afterAll(() => api.close());

async function call(actor: UserRow, method: InjectOptions['method'], url: string, payload: unknown) {
  const response = await api.app.inject({
    method,
    url: `/api/v1${url}`,
    payload: payload as InjectOptions['payload'],
    ...(await sessionFor(api.database.db, actor)),
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response;
}

const student = (index: number) => students[index]?.id ?? '';

/** Per table, how many rows there are and what schools they name (other than the one they should). */
async function linkSchools() {
  const result = await api.database.db.execute<{ source: string; rows: number; schools: string[] }>(sql`
    select source, count(*)::int as rows, array_agg(distinct school_id::text) as schools from (
      select 'group_owners' as source, t.school_id from group_owners t
      union all select 'group_students', t.school_id from group_students t
      union all select 'assignment_activities', t.school_id from assignment_activities t
      union all select 'parent_children', t.school_id from parent_children t
    ) as rows group by source`);
  return Object.fromEntries(result.rows.map((row) => [row.source, { rows: row.rows, schools: row.schools }]));
}

describe("the API's writes to the link tables", () => {
  it('name the school of the group, the assignment or the child', async () => {
    const created = await call(teacher, 'POST', '/groups', { name: 'Year 5', students: [student(0)] });
    const groupId = (created.json() as { data: { groupId: string } }).data.groupId;
    await call(teacher, 'PATCH', `/groups/${groupId}`, { owners: [admin.id], students: { add: [student(1)] } });
    await call(teacher, 'PUT', `/groups/${groupId}/users`, { userIds: [student(2)] });

    const library = await api.database.db
      .select({ questId: activities.questId, activityType: activities.activityType })
      .from(activities)
      .orderBy(activities.questId)
      .limit(2);
    const [firstActivity, secondActivity] = library;
    const day = 86_400_000;
    const assignment = await call(teacher, 'POST', '/assignments', {
      name: 'Weather',
      groupId,
      startDate: new Date(Date.now() + day).toISOString(),
      endDate: new Date(Date.now() + 8 * day).toISOString(),
      activities: [firstActivity],
    });
    const assignmentId = (assignment.json() as { data: { assignmentId: string } }).data.assignmentId;
    await call(teacher, 'PUT', `/assignments/${assignmentId}/activities`, [secondActivity]);

    await call(admin, 'PATCH', `/parent/${parent.id}/add-child`, { childEmail: students[0]?.email });

    expect(await linkSchools()).toEqual({
      group_owners: { rows: 2, schools: [school] },
      group_students: { rows: 3, schools: [school] },
      assignment_activities: { rows: 2, schools: [school] },
      parent_children: { rows: 1, schools: [school] },
    });
  });
});
