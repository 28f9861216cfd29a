import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  assignmentActivities,
  assignments,
  attempts,
  groupStudents,
  groups,
  metricAssignmentMonths,
  users,
  type UserRow,
} from '../db/schema.js';
import { seedDemoSchool } from '../seed/demo-school.js';
import { callAs } from '../testing/assignment-world.js';
import { withoutMetricTriggers } from './rollup-maintenance.js';
import { rebuildRollups, rollupRows } from '../testing/metric-rollups.js';
import { quizResponses } from '../testing/quiz-answers.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';

/*
 * The rollups the metrics read are kept by the database's triggers
 * (migration 0008) as people work and staff change groups and assignments.
 * After each kind of change, through the API's own write paths where there
 * is one, they must be exactly what metric_rebuild_school makes from the
 * attempts. The demo school gives a year of history to start from.
 */

let api: TestApi;
let admin: UserRow;

beforeAll(async () => {
  api = await startTestApi();
  await seedDemoSchool(api.database);
  const [found] = await api.database.db.select().from(users).where(eq(users.email, 'admin@demo.school'));
  if (!found) throw new Error('no demo admin');
  admin = found;
});
afterAll(() => api.close());

/** The rollups as the triggers left them equal a rebuild from the attempts. */
async function expectRebuildAgrees(): Promise<void> {
  const { db } = api.database;
  const kept = await rollupRows(db);
  await rebuildRollups(db);
  expect(kept).toEqual(await rollupRows(db));
}

/**
 * An assignment under way that holds a quiz (the demo's ids are random, so
 * the first by id alone may hold none), one of its group's students and its
 * activities.
 */
async function underWay() {
  const { db } = api.database;
  const now = new Date();
  const [row] = await db
    .select({ assignmentId: assignments.id, groupId: assignments.groupId, studentId: groupStudents.userId })
    .from(assignments)
    .innerJoin(groupStudents, eq(groupStudents.groupId, assignments.groupId))
    .where(
      and(
        lte(assignments.startDate, now),
        gt(assignments.endDate, now),
        sql`exists (select 1 from ${assignmentActivities} where ${assignmentActivities.assignmentId} = ${assignments.id}
          and ${assignmentActivities.activityType} = 'quiz')`,
      ),
    )
    .orderBy(asc(assignments.id), asc(groupStudents.userId))
    .limit(1);
  if (!row) throw new Error('the demo school has no assignment under way');
  const questIds = await db
    .select({ questId: assignmentActivities.questId, activityType: assignmentActivities.activityType })
    .from(assignmentActivities)
    .where(eq(assignmentActivities.assignmentId, row.assignmentId))
    .orderBy(asc(assignmentActivities.position));
  const [student] = await db.select().from(users).where(eq(users.id, row.studentId));
  if (!student) throw new Error('no student');
  return { ...row, student, activities: questIds };
}

describe('the metrics rollups', () => {
  it('hold the demo school’s year once it is seeded', async () => {
    const [counted] = await api.database.db.select({ count: sql<number>`count(*)::int` }).from(metricAssignmentMonths);
    expect(counted?.count).toBeGreaterThan(20);
    await expectRebuildAgrees();
  });

  it('follow the attempts students record: a first try, a worse retry, a better one that finishes, a worse one', async () => {
    const { assignmentId, student, activities: list } = await underWay();
    const questId = list.find((activity) => activity.activityType === 'quiz')?.questId;
    if (!questId) throw new Error('expected a quiz in the assignment under way');
    // [right, answered]: two questions of which one right, then none; every question, four right, then two.
    for (const [right, answered] of [
      [1, 2],
      [0, 2],
      [4, undefined],
      [2, undefined],
    ] as const) {
      const response = await callAs(api, student, 'POST', '/progress', {
        assignmentId,
        questId,
        responses: quizResponses(questId, right, answered),
        seconds: 30,
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    await expectRebuildAgrees();
  });

  it('follow students leaving and joining a group', async () => {
    const { groupId, student } = await underWay();
    const [other] = await api.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.schoolId, admin.schoolId ?? ''), sql`'student' = any(${users.roles})`))
      .orderBy(sql`${users.id} in (select ${groupStudents.userId} from ${groupStudents})`, asc(users.id))
      .limit(1);
    const leave = await callAs(api, admin, 'PATCH', `/groups/${groupId}/users`, [student.id]);
    expect(leave.statusCode, leave.body).toBeLessThan(300);
    await expectRebuildAgrees();
    const join = await callAs(api, admin, 'PUT', `/groups/${groupId}/users`, [student.id, other?.id]);
    expect(join.statusCode, join.body).toBeLessThan(300);
    await expectRebuildAgrees();
  });

  it('follow activities removed from an assignment and added back', async () => {
    const { assignmentId, activities: list } = await underWay();
    const last = list.at(-1);
    if (!last || list.length < 2) throw new Error('expected an assignment of several activities');
    const removed = await callAs(api, admin, 'PATCH', `/assignments/${assignmentId}/activities`, [last]);
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    await expectRebuildAgrees();
    const added = await callAs(api, admin, 'PUT', `/assignments/${assignmentId}/activities`, [last]);
    expect(added.statusCode, added.body).toBeLessThan(300);
    await expectRebuildAgrees();
  });

  it('follow an assignment finished early (its due date moves)', async () => {
    const { assignmentId } = await underWay();
    const finished = await callAs(api, admin, 'POST', `/assignments/${assignmentId}/finish`);
    expect(finished.statusCode, finished.body).toBeLessThan(300);
    await expectRebuildAgrees();
  });

  it('follow an assignment moved to another group, a student deleted and an assignment deleted', async () => {
    const { db } = api.database;
    const { assignmentId, groupId, student } = await underWay();
    const [other] = await db
      .select({ id: groups.id })
      .from(groups)
      .where(sql`${groups.id} <> ${groupId}`);
    await db.update(assignments).set({ groupId: other?.id }).where(eq(assignments.id, assignmentId));
    await expectRebuildAgrees();
    const deleted = await callAs(api, admin, 'PATCH', '/users', [student.id]);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    await expectRebuildAgrees();
    const gone = await callAs(api, admin, 'DELETE', `/assignments/${assignmentId}`);
    expect(gone.statusCode, gone.body).toBeLessThan(300);
    await expectRebuildAgrees();
    // A past assignment its group's students worked on.
    const [worked] = await db
      .select({ id: attempts.assignmentId })
      .from(attempts)
      .innerJoin(assignments, eq(assignments.id, attempts.assignmentId))
      .innerJoin(
        groupStudents,
        and(eq(groupStudents.groupId, assignments.groupId), eq(groupStudents.userId, attempts.studentId)),
      )
      .where(lte(assignments.endDate, new Date()))
      .limit(1);
    const pastGone = await callAs(api, admin, 'DELETE', `/assignments/${worked?.id}`);
    expect(pastGone.statusCode, pastGone.body).toBeLessThan(300);
    await expectRebuildAgrees();
  });

  it('follow a release that moves an activity to another realm and changes its year levels', async () => {
    const { db } = api.database;
    const [worked] = await db.select({ questId: attempts.questId }).from(attempts).limit(1);
    await db
      .update(activities)
      .set({ realm: 'Cape Cosmos', yearLevels: [6] })
      .where(eq(activities.questId, worked?.questId ?? ''));
    await expectRebuildAgrees();
  });

  it('skip attempts loaded in bulk with the triggers off, which a rebuild then sums', async () => {
    const { db } = api.database;
    const { assignmentId, student, activities: list } = await underWay();
    const before = await rollupRows(db);
    await withoutMetricTriggers(db, async (tx) => {
      await tx.insert(attempts).values({
        schoolId: admin.schoolId ?? '',
        assignmentId,
        studentId: student.id,
        questId: list[0]?.questId ?? '',
        answered: 9,
        correct: 9,
        seconds: 60,
        completed: true,
      });
    });
    expect(await rollupRows(db)).toEqual(before);
    await rebuildRollups(db);
    expect(await rollupRows(db)).not.toEqual(before);
  });
});
