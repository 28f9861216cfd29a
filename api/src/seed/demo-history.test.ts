import { assignmentStatus, type AssignmentStatus } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  assignmentActivities,
  assignments,
  attempts,
  groupStudents,
  groups,
  users,
  type AssignmentRow,
  type AttemptRow,
} from '../db/schema.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import { planDemoHistory } from './demo-history.js';
import { DEMO_GROUPS } from './demo-roster.js';
import { seedDemoSchool } from './demo-school.js';
import { DEMO_TOPICS } from './demo-topics.js';

const DAY_MS = 86_400_000;

let api: TestApi;
const now = new Date();
let all: {
  groupName: Map<string, string>;
  members: Map<string, Set<string>>;
  emailOf: Map<string, string>;
  assignments: (AssignmentRow & { status: AssignmentStatus })[];
  activitiesOf: Map<string, { questId: string; activityType: string; position: number }[]>;
  library: Map<string, { realm: string; activityType: string; questions: number; items: number; check: number }>;
  attempts: AttemptRow[];
};

beforeAll(async () => {
  api = await startTestApi();
  // How long this takes is measured by `npm run bench -- demo-seed`, not asserted here.
  await seedDemoSchool(api.database, { now });
  const { db } = api.database;
  const members = new Map<string, Set<string>>();
  for (const row of await db.select().from(groupStudents))
    members.set(row.groupId, (members.get(row.groupId) ?? new Set()).add(row.userId));
  const activitiesOf = new Map<string, { questId: string; activityType: string; position: number }[]>();
  for (const row of await db.select().from(assignmentActivities).orderBy(assignmentActivities.position))
    activitiesOf.set(row.assignmentId, [...(activitiesOf.get(row.assignmentId) ?? []), row]);
  all = {
    groupName: new Map((await db.select().from(groups)).map((group) => [group.id, group.name])),
    members,
    emailOf: new Map((await db.select().from(users)).map((user) => [user.id, user.email])),
    assignments: (await db.select().from(assignments).orderBy(assignments.startDate)).map((row) => ({
      ...row,
      status: assignmentStatus(row.startDate, row.endDate, now),
    })),
    activitiesOf,
    library: new Map(
      (await db.select().from(activities)).map((row) => [
        row.questId,
        {
          realm: row.realm,
          activityType: row.activityType,
          questions: row.questions?.length ?? 0,
          items: row.game?.items.length ?? 0,
          check: row.story?.check.length ?? 0,
        },
      ]),
    ),
    attempts: await db.select().from(attempts),
  };
});
afterAll(() => api.close());

const ofGroup = (groupId: string) => all.assignments.filter((assignment) => assignment.groupId === groupId);
const assignmentOf = (attempt: AttemptRow) => all.assignments.find((row) => row.id === attempt.assignmentId);
const accuracy = (rows: readonly AttemptRow[]) =>
  rows.reduce((sum, row) => sum + row.correct, 0) /
  Math.max(
    1,
    rows.reduce((sum, row) => sum + row.answered, 0),
  );
const quizzes = () => all.attempts.filter((row) => row.questId.startsWith('q-'));

describe('demo history', () => {
  it('gives each demo group past, under-way and scheduled assignments over the last twelve months', () => {
    expect([...all.groupName.values()].sort()).toEqual(DEMO_GROUPS.map((group) => group.name).sort());
    for (const groupId of all.groupName.keys()) {
      const mine = ofGroup(groupId);
      const count = (status: AssignmentStatus) => mine.filter((row) => row.status === status).length;
      expect(count('Completed')).toBeGreaterThanOrEqual(22);
      expect(count('Completed')).toBeLessThanOrEqual(40);
      expect(count('In Progress')).toBeGreaterThanOrEqual(2);
      expect(count('Scheduled')).toBe(2);
      const daysAgo = (now.getTime() - (mine[0]?.startDate.getTime() ?? 0)) / DAY_MS;
      expect(daysAgo).toBeGreaterThan(350);
      expect(daysAgo).toBeLessThan(370);
      // Two or three a month, without a month left out.
      for (const [index, row] of mine.slice(1).entries())
        expect(row.startDate.getTime() - (mine[index]?.startDate.getTime() ?? 0)).toBeLessThan(20 * DAY_MS);
      const scheduled = mine.filter((row) => row.status === 'Scheduled');
      for (const row of scheduled) expect(row.startDate.getTime() - now.getTime()).toBeLessThan(35 * DAY_MS);
      expect(new Set(mine.map((row) => row.name)).size).toBe(mine.length);
      for (const row of mine) expect(row.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });

  it("names assignments as a teacher would and fills them with 2 to 5 activities of the topic's realm", () => {
    for (const assignment of all.assignments) {
      expect(assignment.name).toMatch(/^(Week \d+: )?[A-Z][A-Za-z ,]+( Investigation| Check-in| Review| Quiz)?$/);
      const held = all.activitiesOf.get(assignment.id) ?? [];
      expect(held.length, assignment.name).toBeGreaterThanOrEqual(2);
      expect(held.length, assignment.name).toBeLessThanOrEqual(5);
      expect(held.map((activity) => activity.position)).toEqual(held.map((_, index) => index));
      const topic = DEMO_TOPICS.find((candidate) => assignment.name.includes(candidate.title));
      for (const activity of held) {
        const inLibrary = all.library.get(activity.questId);
        expect(inLibrary?.activityType, activity.questId).toBe(activity.activityType);
        expect(inLibrary?.realm, `${assignment.name}: ${activity.questId}`).toBe(topic?.realm);
      }
    }
  });

  it('records every attempt for a student of the group, at an activity of the assignment, within its dates', () => {
    expect(all.attempts.length).toBeGreaterThan(1000);
    for (const attempt of all.attempts) {
      const assignment = assignmentOf(attempt);
      if (!assignment) throw new Error(`attempt ${attempt.id} names no assignment`);
      expect(all.members.get(assignment.groupId)?.has(attempt.studentId)).toBe(true);
      const activity = all.activitiesOf.get(assignment.id)?.find((held) => held.questId === attempt.questId);
      expect(activity, attempt.questId).toBeDefined();
      expect(attempt.recordedAt.getTime()).toBeGreaterThanOrEqual(assignment.startDate.getTime());
      expect(attempt.recordedAt.getTime()).toBeLessThanOrEqual(Math.min(assignment.endDate.getTime(), now.getTime()));
      expect(attempt.correct).toBeLessThanOrEqual(attempt.answered);
      const { questions = 0, items = 0, check = 0 } = all.library.get(attempt.questId) ?? {};
      if (activity?.activityType === 'quiz') expect(attempt.answered).toBe(questions);
      else if (activity?.activityType === 'game') {
        // A game is finished by placing every item, as the portal grades it.
        expect(attempt.answered).toBeLessThanOrEqual(items);
        expect(attempt.completed).toBe(attempt.answered === items);
      } else {
        // A book, an animation or a song: its check answered when, and only when, the student reached the end.
        expect(attempt.answered).toBe(attempt.completed ? check : 0);
        expect(attempt.reached).not.toBeNull();
      }
      expect(attempt.seconds).toBeGreaterThan(10);
      expect(attempt.seconds).toBeLessThan(3600);
    }
  });

  it('has most past work done, some of the work under way, and none of the scheduled', () => {
    const pairs = (status: AssignmentStatus) =>
      all.assignments
        .filter((row) => row.status === status)
        .reduce((sum, row) => sum + (all.activitiesOf.get(row.id)?.length ?? 0) * 8, 0);
    const done = (status: AssignmentStatus) =>
      new Set(
        all.attempts
          .filter((row) => row.completed && assignmentOf(row)?.status === status)
          .map((row) => `${row.assignmentId} ${row.studentId} ${row.questId}`),
      ).size;
    expect(done('Completed') / pairs('Completed')).toBeGreaterThan(0.5);
    expect(done('In Progress')).toBeGreaterThan(0);
    expect(done('In Progress') / pairs('In Progress')).toBeLessThan(done('Completed') / pairs('Completed'));
    expect(all.attempts.filter((row) => assignmentOf(row)?.status === 'Scheduled')).toEqual([]);
    const tries = new Map<string, number>();
    for (const row of all.attempts) {
      const key = `${row.assignmentId} ${row.studentId} ${row.questId}`;
      tries.set(key, (tries.get(key) ?? 0) + 1);
    }
    const retried = [...tries.values()].filter((count) => count > 1).length;
    expect(retried).toBeGreaterThan(5);
    expect(retried / tries.size).toBeLessThan(0.15);
  });

  it('shows strong and struggling students, some who rarely finish, all improving a little over the year', () => {
    const halfway = now.getTime() - 182 * DAY_MS;
    for (const [groupId, students] of all.members) {
      const ofStudent = [...students].map((studentId) => all.attempts.filter((row) => row.studentId === studentId));
      const accuracies = ofStudent.map((rows) => accuracy(rows.filter((row) => row.questId.startsWith('q-'))));
      expect(Math.max(...accuracies) - Math.min(...accuracies), all.groupName.get(groupId)).toBeGreaterThan(0.3);
      const finished = ofStudent.map((rows) => new Set(rows.filter((row) => row.completed).map((row) => row.id)).size);
      expect(Math.max(...finished)).toBeGreaterThan(2 * Math.min(...finished));
    }
    const students = new Set(quizzes().map((row) => row.studentId));
    const gains = [...students].map((studentId) => {
      const mine = quizzes().filter((row) => row.studentId === studentId);
      return (
        accuracy(mine.filter((row) => row.recordedAt.getTime() >= halfway)) -
        accuracy(mine.filter((row) => row.recordedAt.getTime() < halfway))
      );
    });
    expect(gains.reduce((sum, gain) => sum + gain, 0) / gains.length).toBeGreaterThan(0.02);
  });

  it('keeps the roster: students 17 to 19 in no group, the groups as they were', () => {
    const inGroups = new Set([...all.members.values()].flatMap((ids) => [...ids]).map((id) => all.emailOf.get(id)));
    for (const local of ['student17', 'student18', 'student19'])
      expect(inGroups.has(`${local}@demo.school`)).toBe(false);
    for (const [groupId, ids] of all.members) {
      const roster = DEMO_GROUPS.find((group) => group.name === all.groupName.get(groupId));
      expect([...ids].map((id) => all.emailOf.get(id)).sort()).toEqual(
        roster?.students.map((local) => `${local}@demo.school`).sort(),
      );
    }
  });

  it('is the same history for the same moment of seeding', () => {
    const idOfGroup = new Map([...all.groupName].map(([id, name]) => [name, id]));
    const idOfEmail = new Map([...all.emailOf].map(([id, email]) => [email, id]));
    const plan = planDemoHistory(
      DEMO_GROUPS.map((group) => ({
        id: idOfGroup.get(group.name) ?? '',
        key: group.name,
        yearLevel: group.yearLevel,
        students: group.students.map((local) => ({ id: idOfEmail.get(`${local}@demo.school`) ?? '', key: local })),
      })),
      now,
    );
    expect(planDemoHistory(plan.assignments.map((row) => row.group).filter(unique), now)).toEqual(plan);
    const planned = plan.assignments.map((row) => [row.group.id, row.name, row.startDate, row.endDate]);
    const seeded = all.assignments.map((row) => [row.groupId, row.name, row.startDate, row.endDate]);
    expect(sortedText(seeded)).toEqual(sortedText(planned));
    const nameOf = new Map(all.assignments.map((row) => [row.id, row.name]));
    const keyName = new Map(plan.assignments.map((row) => [row.key, row.name]));
    const attemptOf = (
      name: string | undefined,
      row: Omit<AttemptRow, 'id' | 'schoolId' | 'assignmentId' | 'idempotencyKey'>,
    ) => [name, row.studentId, row.questId, row.answered, row.correct, row.seconds, row.completed, row.recordedAt];
    expect(sortedText(all.attempts.map((row) => attemptOf(nameOf.get(row.assignmentId), row)))).toEqual(
      sortedText(plan.attempts.map((row) => attemptOf(keyName.get(row.assignmentKey), row))),
    );
  });
});

function unique<T>(item: T, index: number, items: readonly T[]): boolean {
  return items.indexOf(item) === index;
}

function sortedText(rows: readonly unknown[][]): string[] {
  return rows.map((row) => JSON.stringify(row)).sort();
}
