import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { addAttempts } from '../testing/result-world.js';
import { addAssignment, addGroup, addPerson, addSchool, sessionFor } from '../testing/school-world.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';

/*
 * The homes' reads (issue 35): a school with more than a year of weekly
 * assignments still opens on today's work; the staff home counts who has
 * started each one and how many students the caller follows.
 */

const now = new Date('2026-03-10T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const day = (days: number) => new Date(now.getTime() + days * DAY);
const QUIZ = 'q-env-001';

let api: TestApi;
let school: string;
let admin: UserRow;
let teacher: UserRow;
let students: UserRow[];
let current: string;

async function get(person: UserRow, url: string) {
  const response = await api.app.inject({ url: `/api/v1${url}`, ...(await sessionFor(api.database.db, person)) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

beforeAll(async () => {
  api = await startTestApi({ now: () => now });
  const { db } = api.database;
  school = await addSchool(db, 'Home School');
  admin = await addPerson(db, { schoolId: school, roles: ['admin'] });
  teacher = await addPerson(db, { schoolId: school, roles: ['teacher'] });
  const other = await addPerson(db, { schoolId: school, roles: ['teacher'] });
  students = [];
  for (let index = 0; index < 5; index += 1) {
    students.push(await addPerson(db, { schoolId: school, roles: ['student'], firstName: `S${index}` }));
  }
  const [s0, s1, s2, s3, s4] = students as [UserRow, UserRow, UserRow, UserRow, UserRow];
  // The teacher's two groups share s1: three distinct students. s3 and s4 are another teacher's.
  const science = await addGroup(db, {
    schoolId: school,
    name: 'Science',
    owners: [teacher.id],
    students: [s0.id, s1.id],
  });
  await addGroup(db, { schoolId: school, name: 'Maths', owners: [teacher.id], students: [s1.id, s2.id] });
  const art = await addGroup(db, { schoolId: school, name: 'Art', owners: [other.id], students: [s3.id, s4.id] });
  // 66 weeks of history, oldest first by start, then this week's and next week's.
  for (let week = 66; week >= 1; week -= 1) {
    await addAssignment(db, {
      schoolId: school,
      groupId: science,
      name: `Week -${week}`,
      startDate: day(-7 * week - 7),
      endDate: day(-7 * week),
      activities: [{ questId: QUIZ, activityType: 'quiz' }],
    });
  }
  current = await addAssignment(db, {
    schoolId: school,
    groupId: science,
    name: 'This week',
    startDate: day(-1),
    endDate: day(3),
    activities: [{ questId: QUIZ, activityType: 'quiz' }],
  });
  await addAssignment(db, {
    schoolId: school,
    groupId: science,
    name: 'Due tomorrow',
    startDate: day(-5),
    endDate: day(1),
    activities: [{ questId: QUIZ, activityType: 'quiz' }],
  });
  await addAssignment(db, {
    schoolId: school,
    groupId: science,
    name: 'Next week',
    startDate: day(6),
    endDate: day(13),
  });
  await addAssignment(db, { schoolId: school, groupId: art, name: 'Art now', startDate: day(-1), endDate: day(2) });
  await addAttempts(db, [
    { schoolId: school, assignmentId: current, studentId: s0.id, questId: QUIZ, answered: 3, correct: 2 },
  ]);
});
afterAll(async () => {
  await api.close();
});

describe('GET /assignments/current', () => {
  it('opens on what is in progress by due date, then what is scheduled, then the latest ended', async () => {
    const { data, total } = await get(teacher, '/assignments/current?count=4');
    expect(total).toBe(69);
    expect(data.map((item: { name: string }) => item.name)).toEqual([
      'Due tomorrow',
      'This week',
      'Next week',
      'Week -1',
    ]);
    expect(data.map((item: { status: string }) => item.status)).toEqual([
      'In Progress',
      'In Progress',
      'Scheduled',
      'Completed',
    ]);
  });

  it('pages on in the same order, the oldest last', async () => {
    const { data } = await get(teacher, '/assignments/current?start=68&count=10');
    expect(data.map((item: { name: string }) => item.name)).toEqual(['Week -66']);
  });

  it("shows an admin the whole school's and a teacher only their groups'", async () => {
    const school = await get(admin, '/assignments/current?count=3');
    expect(school.total).toBe(70);
    expect(school.data[0].name).toBe('Due tomorrow');
    expect(school.data.map((item: { name: string }) => item.name)).toContain('Art now');
    const own = await get(teacher, '/assignments/current?count=100');
    expect(own.data.map((item: { name: string }) => item.name)).not.toContain('Art now');
  });
});

describe('GET /report/assignments/started', () => {
  it("counts, in one read, how many of each assignment's students have started it", async () => {
    const { data: page } = await get(teacher, '/assignments/current?count=2');
    const ids = page.map((item: { assignmentId: string }) => item.assignmentId).join(',');
    const { data } = await get(teacher, `/report/assignments/started?ids=${ids}`);
    expect(data).toEqual([
      { assignmentId: page[0].assignmentId, started: 0, students: 2 },
      { assignmentId: current, started: 1, students: 2 },
    ]);
  });
});

describe('GET /report/students/count', () => {
  it("is a teacher's distinct students of their own groups, and an admin's the school's", async () => {
    expect((await get(teacher, '/report/students/count')).data).toEqual({ total: 3 });
    expect((await get(admin, '/report/students/count')).data).toEqual({ total: 5 });
  });
});
