import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERAL_CAPABILITIES, TOPICS, isAchieved, type GradedItem } from '@portal/domain';
import { schools, type UserRow } from '../db/schema.js';
import { callAs } from '../testing/assignment-world.js';
import { daysFromToday } from '../testing/assignment-dates.js';
import { addAttempts, addComment, addGrade, type AttemptSpec } from '../testing/result-world.js';
import { addAssignment, addGroup, addPerson, addSchool } from '../testing/school-world.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import type { GroupResultJson, IndividualResultJson } from './result-json.js';

/*
 * A student's result: Sam (year 5) is in "Rangers" (with Tom, no year level)
 * and in "Coders" (another teacher's). Assignments of Rangers: "Quarter"
 * (under way), "Old" (ended 30 days ago), "Edge" (ended at the very start of
 * the day 25 days ago) and "Just before" (ended 3.6 s before that day);
 * of Coders: "Twenty" (under way, twenty activities carrying AC9S3U01).
 * The school keeps UTC's days, so its midnights are UTC's here; how a
 * school's own zone moves them: result-school-day.test.ts.
 */

let api: TestApi;
let school: string;
let owner: UserRow;
let sam: UserRow;
let tom: UserRow;
let rangers: string;
let quarter: string;

/** Twenty activities of the library carrying AC9S3U01 (g-env-002 also AC9S3I02; q-ani-003 and q-lif-006 also AC9S3I04). */
const TWENTY = [
  'q-env-001',
  'q-env-007',
  'g-env-002',
  'b-env-002',
  'a-env-001',
  's-env-002',
  'q-ani-002',
  'q-ani-003',
  'q-ani-007',
  'g-ani-003',
  'b-ani-003',
  'a-ani-001',
  'a-ani-006',
  's-ani-002',
  's-ani-005',
  'q-lif-001',
  'q-lif-002',
  'q-lif-006',
  'g-lif-001',
  'g-lif-002',
];
const TYPES: Record<string, string> = { q: 'quiz', g: 'game', b: 'book', a: 'animation', s: 'song' };
const activity = (questId: string) => ({ questId, activityType: TYPES[questId[0] ?? 'q'] ?? 'quiz' });

beforeAll(async () => {
  api = await startTestApi();
  const { db } = api.database;
  school = await addSchool(db, 'Range School');
  await db.update(schools).set({ timeZone: 'UTC' }).where(eq(schools.id, school));
  owner = await addPerson(db, { schoolId: school, roles: ['teacher'], firstName: 'Ola', lastName: 'Owner' });
  const coder = await addPerson(db, { schoolId: school, roles: ['teacher'] });
  sam = await addPerson(db, {
    schoolId: school,
    roles: ['student'],
    firstName: 'Sam',
    lastName: 'Stone',
    yearLevel: 5,
  });
  tom = await addPerson(db, { schoolId: school, roles: ['student'], firstName: 'Tom', lastName: 'Tree' });
  rangers = await addGroup(db, { schoolId: school, name: 'Rangers', owners: [owner.id], students: [sam.id, tom.id] });
  const coders = await addGroup(db, { schoolId: school, name: 'Coders', owners: [coder.id], students: [sam.id] });
  const add = (groupId: string, name: string, startDate: Date, endDate: Date, questIds: string[]) =>
    addAssignment(db, { schoolId: school, groupId, name, startDate, endDate, activities: questIds.map(activity) });
  quarter = await add(rangers, 'Quarter', daysFromToday(-5), daysFromToday(5), ['q-env-003']);
  const old = await add(rangers, 'Old', daysFromToday(-40), daysFromToday(-30), ['q-ani-005']);
  const edge = await add(rangers, 'Edge', daysFromToday(-28), daysFromToday(-25), ['q-ani-005']);
  await add(rangers, 'Just before', daysFromToday(-28), daysFromToday(-25, -0.001), ['q-ani-005']);
  const twenty = await add(coders, 'Twenty', daysFromToday(-3), daysFromToday(4), TWENTY);
  const attempt = (assignmentId: string, questId: string, correct: number, answered: number): AttemptSpec => ({
    schoolId: school,
    assignmentId,
    studentId: sam.id,
    questId,
    correct,
    answered,
  });
  await addAttempts(db, [
    // 3 of 4: exactly 75.00 on both codes of q-env-003 (AC9S3U02, AC9S3I03).
    attempt(quarter, 'q-env-003', 3, 4),
    // 19 × 375/500 + 376/500 = 7501/10000 on AC9S3U01: 75.01.
    ...TWENTY.map((questId) => attempt(twenty, questId, questId === 'q-env-001' ? 376 : 375, 500)),
    // AC9S5U01 and AC9S6U01: Old 1/1, Edge 0/2.
    attempt(old, 'q-ani-005', 1, 1),
    attempt(edge, 'q-ani-005', 0, 2),
  ]);
  // Seven comments on Sam, one a day from 7 days ago to yesterday, and one on Tom a day and a half ago.
  const author = { id: owner.id, name: 'Ola Owner' };
  for (let day = 7; day >= 1; day -= 1) {
    await addComment(db, {
      schoolId: school,
      studentId: sam.id,
      author,
      comment: `Day -${day}`,
      createdAt: daysFromToday(-day),
    });
  }
  await addComment(db, {
    schoolId: school,
    studentId: tom.id,
    author,
    comment: 'On Tom',
    createdAt: daysFromToday(-2, 12),
  });
  // Grades stored out of the domain's order.
  const grade = (gradeType: 'topic' | 'capability', item: GradedItem | undefined, value: number) =>
    addGrade(db, { schoolId: school, studentId: sam.id, gradeType, itemId: item?.id ?? '', grade: value });
  await grade('topic', TOPICS[6], 4);
  await grade('topic', TOPICS[1], 2);
  await grade('topic', TOPICS[0], 5);
  await grade('capability', GENERAL_CAPABILITIES[1], 3);
  await grade('capability', GENERAL_CAPABILITIES[0], 1);
});
afterAll(() => api.close());

async function resultOf(person: UserRow, query = ''): Promise<IndividualResultJson> {
  const response = await callAs(api, owner, 'GET', `/result/${person.id}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const evaluations = (result: IndividualResultJson) =>
  Object.fromEntries(result.curriculumResultList.map((entry) => [entry.curriculumDetails.code, entry.evaluation]));

/** The day `days` from today (UTC, the school's zone here), yyyy-mm-dd. */
const day = (days: number) => daysFromToday(days).toISOString().slice(0, 10);

describe("a student's result", () => {
  it('sends the evaluations either side of the 75% threshold as the web reads them', async () => {
    const result = await resultOf(sam);
    expect(evaluations(result)).toEqual({
      // g-env-002: 375/500.
      AC9S3I02: '75.00',
      AC9S3I03: '75.00',
      // q-ani-003 and q-lif-006: 750/1000.
      AC9S3I04: '75.00',
      AC9S3U01: '75.01',
      AC9S3U02: '75.00',
      // Old 1/1 + Edge 0/2 = 1/3.
      AC9S5U01: '33.33',
      AC9S6U01: '33.33',
    });
    expect(isAchieved('75.00')).toBe(false);
    expect(isAchieved(evaluations(result).AC9S3U01 ?? '')).toBe(true);
    expect(result.curriculumResultList.find((entry) => entry.curriculumDetails.code === 'AC9S3U01')).toMatchObject({
      correct: 7501,
      answered: 10000,
    });
  });

  it("counts every group's assignments, newest start first, and the completed ones", async () => {
    const result = await resultOf(sam);
    expect(result).toMatchObject({ yearLevel: 5, from: null, totalAssignment: 5, completedAssignment: 3 });
    expect(result.assignmentResultList.map((entry) => [entry.assignmentDetails.name, entry.status])).toEqual([
      ['Twenty', 'In Progress'],
      ['Quarter', 'In Progress'],
      // Equal starts: by name.
      ['Edge', 'Completed'],
      ['Just before', 'Completed'],
      ['Old', 'Completed'],
    ]);
    expect((await resultOf(tom)).yearLevel).toBeNull();
  });

  it('with `from`, keeps the assignments due since the start of that day (the school’s) and the comments written since', async () => {
    const result = await resultOf(sam, `?from=${day(-25)}`);
    expect(result.from).toBe(day(-25));
    expect(result.assignmentResultList.map((entry) => entry.assignmentDetails.name)).toEqual([
      'Twenty',
      'Quarter',
      'Edge',
    ]);
    expect(result).toMatchObject({ totalAssignment: 3, completedAssignment: 1 });
    // Edge alone: 0/2.
    expect(evaluations(result).AC9S5U01).toBe('0.00');
    const later = await resultOf(sam, `?from=${day(-3)}`);
    expect(later.commentList.map((entry) => entry.comment)).toEqual(['Day -1', 'Day -2', 'Day -3']);
  });

  it('lists the newest five comments, newest first, about the report subject', async () => {
    const { commentList } = await resultOf(sam);
    expect(commentList.map((entry) => entry.comment)).toEqual(['Day -1', 'Day -2', 'Day -3', 'Day -4', 'Day -5']);
    expect(commentList[0]).toMatchObject({
      studentId: sam.id,
      authorId: owner.id,
      commentFrom: 'Ola Owner',
      commentTo: '',
      date: daysFromToday(-1).toISOString(),
    });
  });

  it('lists the grades in the order of the topics and of the capabilities, only those graded', async () => {
    const result = await resultOf(sam);
    const listed = (list: IndividualResultJson['topicGradeList']) => list.map((entry) => [entry.name, entry.grade]);
    expect(listed(result.topicGradeList)).toEqual([
      [TOPICS[0]?.name, '5'],
      [TOPICS[1]?.name, '2'],
      [TOPICS[6]?.name, '4'],
    ]);
    expect(listed(result.capabilityGradeList)).toEqual([
      ['Literacy', '1'],
      ['Numeracy', '3'],
    ]);
    expect(result.topicGradeList[0]?.gradeId).toBe(TOPICS[0]?.id);
    expect((await resultOf(tom)).topicGradeList).toEqual([]);
  });

  it("names the student of each comment in a group's result", async () => {
    const response = await callAs(api, owner, 'GET', `/result/groups/${rangers}`);
    const result: GroupResultJson = response.json().data;
    expect(result.commentList.map((entry) => [entry.comment, entry.commentTo])).toEqual([
      ['Day -1', 'Sam Stone'],
      ['On Tom', 'Tom Tree'],
      ['Day -2', 'Sam Stone'],
      ['Day -3', 'Sam Stone'],
      ['Day -4', 'Sam Stone'],
    ]);
    expect(result).toMatchObject({ yearLevel: null, totalStudent: 2, totalAssignment: 4, completedAssignment: 3 });
  });

  it('counts an assignment finished early as completed (its end date is moved)', async () => {
    const finish = await callAs(api, owner, 'POST', `/assignments/${quarter}/finish`);
    expect(finish.statusCode, finish.body).toBe(200);
    const result = await resultOf(sam);
    expect(result.completedAssignment).toBe(4);
    expect(result.assignmentResultList.find((entry) => entry.assignmentId === quarter)?.status).toBe('Completed');
  });
});

// Last in the file: it adds Tom's attempts.
describe("a student's own work at each assignment (issue 35: one status, one word)", () => {
  const work = (result: IndividualResultJson) =>
    Object.fromEntries(
      result.assignmentResultList.map((entry) => [
        entry.assignmentDetails.name,
        [entry.attempted, entry.finished, entry.assignmentDetails.activities.length],
      ]),
    );

  it('counts the activities attempted and finished, any attempt finishing one, not only the best', async () => {
    expect(work(await resultOf(sam))).toMatchObject({ Quarter: [1, 1, 1], Twenty: [20, 20, 20], Old: [1, 1, 1] });
    expect(work(await resultOf(tom)).Quarter).toEqual([0, 0, 1]);

    const tomAt = (correct: number, answered: number, completed: boolean): AttemptSpec => ({
      schoolId: school,
      assignmentId: quarter,
      studentId: tom.id,
      questId: 'q-env-003',
      correct,
      answered,
      completed,
    });
    await addAttempts(api.database.db, [tomAt(2, 4, false)]);
    expect(work(await resultOf(tom)).Quarter).toEqual([1, 0, 1]);
    // A finished attempt with fewer right is not the best, but it finishes the activity.
    await addAttempts(api.database.db, [tomAt(1, 4, true)]);
    const quarterOfTom = (await resultOf(tom)).assignmentResultList.find((entry) => entry.assignmentId === quarter);
    expect([quarterOfTom?.attempted, quarterOfTom?.finished, quarterOfTom?.correct]).toEqual([1, 1, 2]);
  });
});
