import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOPICS } from '@portal/domain';
import type { UserRow } from '../db/schema.js';
import { daysFromToday } from '../testing/assignment-dates.js';
import { addAttempts, addComment, addGrade, type AttemptSpec } from '../testing/result-world.js';
import { addAssignment, addGroup, addPerson, addSchool, sessionFor } from '../testing/school-world.js';
import { countStatements } from '../testing/statement-count.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';

/*
 * Results are computed set-based: the statements one call makes do not grow
 * with the students, assignments or ids it covers. A group of 3 students and
 * one of 30, each with three assignments, attempts, comments and grades.
 * One statement of each call reads the school's time zone (issue 34: a
 * result's days are the school's), once whatever the call covers.
 */

let api: TestApi;
let teacher: UserRow;
let small: string;
let big: string;
let students: UserRow[];
let session: Awaited<ReturnType<typeof sessionFor>>;

async function groupWith(school: string, name: string, count: number): Promise<{ id: string; members: UserRow[] }> {
  const { db } = api.database;
  const members: UserRow[] = [];
  for (let index = 0; index < count; index += 1) {
    members.push(await addPerson(db, { schoolId: school, roles: ['student'], yearLevel: 4 }));
  }
  const id = await addGroup(db, { schoolId: school, name, owners: [teacher.id], students: members.map((m) => m.id) });
  const attempts: AttemptSpec[] = [];
  for (const [offset, questId] of ['q-env-001', 'q-env-003', 'q-ani-005'].entries()) {
    const assignmentId = await addAssignment(db, {
      schoolId: school,
      groupId: id,
      name: `${name} ${offset}`,
      startDate: daysFromToday(-10 + offset),
      endDate: daysFromToday(offset),
      activities: [{ questId, activityType: 'quiz' }],
    });
    for (const member of members) {
      attempts.push({ schoolId: school, assignmentId, studentId: member.id, questId, correct: 2, answered: 4 });
      attempts.push({ schoolId: school, assignmentId, studentId: member.id, questId, correct: 3, answered: 4 });
    }
  }
  await addAttempts(db, attempts);
  for (const member of members) {
    const author = { id: teacher.id, name: 'T' };
    await addComment(db, { schoolId: school, studentId: member.id, author, comment: 'Fine', createdAt: new Date() });
    const itemId = TOPICS[0]?.id ?? '';
    await addGrade(db, { schoolId: school, studentId: member.id, gradeType: 'topic', itemId, grade: 3 });
  }
  return { id, members };
}

beforeAll(async () => {
  api = await startTestApi();
  const { db } = api.database;
  const school = await addSchool(db, 'Counting School');
  teacher = await addPerson(db, { schoolId: school, roles: ['admin', 'teacher'] });
  small = (await groupWith(school, 'Small', 3)).id;
  const large = await groupWith(school, 'Big', 30);
  big = large.id;
  students = large.members;
  session = await sessionFor(db, teacher);
});
afterAll(() => api.close());

/** The statements one call makes (its session's lookup included), checking it answers 200. */
async function statementsOf(method: 'GET' | 'POST', url: string, payload?: unknown): Promise<number> {
  return countStatements(api.database, async () => {
    const response = await api.app.inject({
      method,
      url: `/api/v1${url}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
      ...session,
    });
    expect(response.statusCode, response.body).toBe(200);
  });
}

describe('the statements of a result call', () => {
  it('are as many for a group of 30 students as for a group of 3', async () => {
    const [three, thirty] = [
      await statementsOf('GET', `/result/groups/${small}`),
      await statementsOf('GET', `/result/groups/${big}`),
    ];
    expect(thirty).toBe(three);
    expect(thirty).toBeLessThanOrEqual(7);
  });

  it('are as many for a batch of 20 students as for one', async () => {
    const ids = students.slice(0, 20).map((student) => student.id);
    const [one, twenty] = [
      await statementsOf('POST', '/result/', { userIds: ids.slice(0, 1) }),
      await statementsOf('POST', '/result/', { userIds: ids, from: '2020-01-01' }),
    ];
    expect(twenty).toBe(one);
    expect(twenty).toBeLessThanOrEqual(9);
  });

  it('are as many for a batch of two groups as for one', async () => {
    const one = await statementsOf('POST', '/result/groups/', [small]);
    expect(await statementsOf('POST', '/result/groups/', [small, big])).toBe(one);
  });

  it('are a handful for one student', async () => {
    expect(await statementsOf('GET', `/result/${students[0]?.id}`)).toBeLessThanOrEqual(9);
  });
});
