import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, localDay } from '@portal/domain';
import type { UserRow } from '../db/schema.js';
import { callAs } from '../testing/assignment-world.js';
import { daysFromToday } from '../testing/assignment-dates.js';
import { addAttempts, type AttemptSpec } from '../testing/result-world.js';
import { addAssignment, addGroup, addPerson, addSchool } from '../testing/school-world.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import type { GroupResultJson, IndividualResultJson } from './result-json.js';

/*
 * The numbers of a result, worked out by hand from a small school: group
 * "Year 3 Seeds" (year 3) with Ann, Ben and Cat; Eve has left it (her
 * attempts stay in the database). Real activities of the library:
 *
 *   q-env-001 How Seeds Travel        AC9S3U01
 *   q-env-003 Soil Detectives         AC9S3U02 + AC9S3I03 (two codes)
 *   q-env-007 Pollinators at Work     AC9S3U01
 *   g-env-002 Seed Rides: Wind, Water or Animal?   AC9S3U01 + AC9S3I02 (two codes)
 *   q-ani-005 Surviving the Outback   AC9S5U01 + AC9S6U01
 *
 * Assignments: A1 "Seeds" (ended: q-env-001, q-env-003), A2 "Pollinators"
 * (under way: q-env-007, g-env-002; q-env-003 was in it and was removed), A3
 * "Outback" (scheduled: q-ani-005, no attempt).
 */

let api: TestApi;
let owner: UserRow;
let ann: UserRow;
let ben: UserRow;
let cat: UserRow;
let group: string;
let a1: string;
let a2: string;
let a3: string;

beforeAll(async () => {
  api = await startTestApi();
  const { db } = api.database;
  const school = await addSchool(db, 'Seed School');
  owner = await addPerson(db, { schoolId: school, roles: ['teacher'], firstName: 'Tia', lastName: 'Owner' });
  const student = (firstName: string) =>
    addPerson(db, { schoolId: school, roles: ['student'], firstName, lastName: 'Pupil', yearLevel: 3 });
  [ann, ben, cat] = [await student('Ann'), await student('Ben'), await student('Cat')];
  const eve = await student('Eve');
  group = await addGroup(db, {
    schoolId: school,
    name: 'Year 3 Seeds',
    yearLevel: 3,
    owners: [owner.id],
    students: [ann.id, ben.id, cat.id],
  });
  const assignment = (name: string, start: number, end: number, questIds: string[]) =>
    addAssignment(db, {
      schoolId: school,
      groupId: group,
      name,
      startDate: daysFromToday(start),
      endDate: daysFromToday(end),
      activities: questIds.map((questId) => ({ questId, activityType: questId.startsWith('g-') ? 'game' : 'quiz' })),
    });
  a1 = await assignment('Seeds', -20, -10, ['q-env-001', 'q-env-003']);
  a2 = await assignment('Pollinators', -2, 5, ['q-env-007', 'g-env-002']);
  a3 = await assignment('Outback', 3, 10, ['q-ani-005']);
  const tries = (studentId: string, assignmentId: string, questId: string, ...scores: [number, number][]) =>
    scores.map(([correct, answered]): AttemptSpec => ({
      schoolId: school,
      assignmentId,
      studentId,
      questId,
      correct,
      answered,
    }));
  await addAttempts(db, [
    // A1. Ann: q-env-001 3/5 then a retry 4/5 (best 4/5); q-env-003 2/4.
    ...tries(ann.id, a1, 'q-env-001', [3, 5], [4, 5]),
    ...tries(ann.id, a1, 'q-env-003', [2, 4]),
    // Ben: q-env-001 5/5; q-env-003 1/3 then 1/4 (equal correct: the one with more answered, 1/4).
    ...tries(ben.id, a1, 'q-env-001', [5, 5]),
    ...tries(ben.id, a1, 'q-env-003', [1, 3], [1, 4]),
    // Eve left the group: her 5/5 counts in no group result.
    ...tries(eve.id, a1, 'q-env-001', [5, 5]),
    // A2. Ann: q-env-007 3/4. Cat: q-env-007 4/4, g-env-002 6/10. Ben: g-env-002 0/0.
    ...tries(ann.id, a2, 'q-env-007', [3, 4]),
    ...tries(cat.id, a2, 'q-env-007', [4, 4]),
    ...tries(cat.id, a2, 'g-env-002', [6, 10]),
    ...tries(ben.id, a2, 'g-env-002', [0, 0]),
    // Ben at q-env-003 while it was in A2: removed since, it counts nowhere.
    ...tries(ben.id, a2, 'q-env-003', [4, 4]),
  ]);
});
afterAll(() => api.close());

async function groupResult(): Promise<GroupResultJson> {
  const response = await callAs(api, owner, 'GET', `/result/groups/${group}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe("a group's result, by hand", () => {
  it('sums every current student’s best attempts, assignment by assignment', async () => {
    const result = await groupResult();
    expect(result).toMatchObject({
      groupId: group,
      name: 'Year 3 Seeds',
      yearLevel: 3,
      totalStudent: 3,
      // Today in the school's zone: Sydney, where a school is when it has not said.
      date: localDay(new Date(), DEFAULT_TIME_ZONE),
      totalAssignment: 3,
      // A1 ended; A2 is under way, A3 scheduled.
      completedAssignment: 1,
      // A1 12 + A2 13 + A3 0 = 25 correct; 18 + 18 + 0 = 36 answered.
      totalCorrect: 25,
      totalAnswered: 36,
    });
    expect(
      result.groupAssignmentResultList.map((entry) => [
        entry.assignmentId,
        entry.status,
        entry.correct,
        entry.answered,
      ]),
    ).toEqual([
      // Newest start first. A3: nobody has tried it.
      [a3, 'Scheduled', 0, 0],
      // A2: Ann 3/4 + Cat 4/4 + Cat 6/10 + Ben 0/0 = 13/18 (Ben's 4/4 at the removed q-env-003 does not count).
      [a2, 'In Progress', 13, 18],
      // A1: Ann 4/5 (her best) + Ann 2/4 + Ben 5/5 + Ben 1/4 = 12/18 (Eve's 5/5 does not count).
      [a1, 'Completed', 12, 18],
    ]);
  });

  it('adds up each curriculum code over the activities carrying it, the percentage worked out by the database', async () => {
    const result = await groupResult();
    expect(
      result.curriculumResultList.map((entry) => [
        entry.curriculumDetails.code,
        entry.correct,
        entry.answered,
        entry.evaluation,
        entry.userId,
      ]),
    ).toEqual([
      // g-env-002: Cat 6/10 + Ben 0/0 = 6/10.
      ['AC9S3I02', 6, 10, '60.00', null],
      // q-env-003 in A1: Ann 2/4 + Ben 1/4 = 3/8.
      ['AC9S3I03', 3, 8, '37.50', null],
      // q-env-001: Ann 4/5 + Ben 5/5; q-env-007: Ann 3/4 + Cat 4/4; g-env-002: 6/10 + 0/0 → 22/28 = 78.571…
      ['AC9S3U01', 22, 28, '78.57', null],
      // The same q-env-003 answers as AC9S3I03.
      ['AC9S3U02', 3, 8, '37.50', null],
      // AC9S5U01 and AC9S6U01 (A3's q-ani-005) have no answer: left out.
    ]);
  });

  it('describes each assignment: its activities in order and the curriculum they cover, by code', async () => {
    const [outback, pollinators, seeds] = (await groupResult()).groupAssignmentResultList;
    expect(seeds?.assignmentDetails).toEqual({
      name: 'Seeds',
      activities: [
        { questId: 'q-env-001', name: 'How Seeds Travel', realm: 'Green Acres' },
        { questId: 'q-env-003', name: 'Soil Detectives', realm: 'Green Acres' },
      ],
    });
    expect(seeds?.curriculumList.map((item) => item.code)).toEqual(['AC9S3I03', 'AC9S3U01', 'AC9S3U02']);
    expect(pollinators?.curriculumList.map((item) => item.code)).toEqual(['AC9S3I02', 'AC9S3U01']);
    expect(outback?.curriculumList.map((item) => item.code)).toEqual(['AC9S5U01', 'AC9S6U01']);
    expect(outback?.curriculumList[0]).toMatchObject({
      id: 'AC9S5U01',
      code: 'AC9S5U01',
      learningArea: 'Science',
      yearLevel: 5,
      strand: 'Science understanding',
    });
    expect(outback?.curriculumList[0]?.capabilityList.length).toBeGreaterThan(0);
  });

  it("gives a student's own result from the same attempts: Ann's", async () => {
    const response = await callAs(api, owner, 'GET', `/result/${ann.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const result: IndividualResultJson = response.json().data;
    expect(result).toMatchObject({
      userId: ann.id,
      firstName: 'Ann',
      yearLevel: 3,
      from: null,
      totalAssignment: 3,
      completedAssignment: 1,
      // A1 4/5 + 2/4, A2 3/4: 9/13.
      totalCorrect: 9,
      totalAnswered: 13,
    });
    expect(result.assignmentResultList.map((entry) => [entry.assignmentId, entry.correct, entry.answered])).toEqual([
      [a3, 0, 0],
      [a2, 3, 4],
      [a1, 6, 9],
    ]);
    expect(
      result.curriculumResultList.map((entry) => [entry.curriculumDetails.code, entry.evaluation, entry.userId]),
    ).toEqual([
      // q-env-003: 2/4.
      ['AC9S3I03', '50.00', ann.id],
      // q-env-001 4/5 + q-env-007 3/4 = 7/9 = 77.777…
      ['AC9S3U01', '77.78', ann.id],
      ['AC9S3U02', '50.00', ann.id],
    ]);
  });

  it('answers the batch read with the same results, in the order asked', async () => {
    const one = await groupResult();
    const response = await callAs(api, owner, 'POST', '/result/groups/', { groupIds: [group] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual([one]);
    const students = await callAs(api, owner, 'POST', '/result/', [cat.id, ann.id]);
    expect(students.json().data.map((entry: IndividualResultJson) => [entry.firstName, entry.totalCorrect])).toEqual([
      // Cat: 4/4 + 6/10; Ann: 9/13.
      ['Cat', 10],
      ['Ann', 9],
    ]);
  });
});
