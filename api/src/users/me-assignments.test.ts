import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWN_ASSIGNMENTS_MAX, orderAssignments } from '@portal/domain';
import { assignments, type UserRow } from '../db/schema.js';
import { addAssignment, addGroup, addPerson, addSchool, linkChild, sessionFor } from '../testing/school-world.js';
import { countStatements } from '../testing/statement-count.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';

/*
 * Spec 1 §7: GET /me answers "firstName, userId, role, email, assignments";
 * spec 2 §3: a User's assignments each carry a groupId. They are those of the
 * person's groups (as a student or an owner), current first, bounded, read in
 * the same statements however many groups.
 */

const now = new Date('2026-03-10T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const day = (days: number, hours = 0) => new Date(now.getTime() + days * DAY + hours * 3_600_000);

let api: TestApi;
let school: string;
let teacher: UserRow;
let student: UserRow;
let parent: UserRow;
let loner: UserRow;
let root: UserRow;
let science: string;
let maths: string;

interface Answered {
  assignmentId: string;
  name: string;
  groupId: string;
  startDate: string;
  endDate: string;
  status: string;
  activities: unknown[];
}

async function me(person: UserRow) {
  const response = await api.app.inject({ url: '/api/v1/me', ...(await sessionFor(api.database.db, person)) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.assignments as Answered[];
}

const names = (list: readonly { name: string }[]) => list.map((item) => item.name);

beforeAll(async () => {
  api = await startTestApi({ now: () => now });
  const { db } = api.database;
  school = await addSchool(db, 'Me School');
  teacher = await addPerson(db, { schoolId: school, roles: ['teacher'] });
  const otherTeacher = await addPerson(db, { schoolId: school, roles: ['teacher'] });
  student = await addPerson(db, { schoolId: school, roles: ['student'] });
  loner = await addPerson(db, { schoolId: school, roles: ['student'] });
  parent = await addPerson(db, { schoolId: school, roles: ['parent'] });
  root = await addPerson(db, { schoolId: null, roles: ['root'] });
  await linkChild(db, parent.id, student.id);
  science = await addGroup(db, { schoolId: school, name: 'Science', owners: [teacher.id], students: [student.id] });
  maths = await addGroup(db, { schoolId: school, name: 'Maths', owners: [teacher.id], students: [student.id] });
  const art = await addGroup(db, { schoolId: school, name: 'Art', owners: [otherTeacher.id], students: [loner.id] });
  const add = (groupId: string, name: string, start: Date, end: Date) =>
    addAssignment(db, {
      schoolId: school,
      groupId,
      name,
      startDate: start,
      endDate: end,
      activities: [{ questId: `${name}-quiz`, activityType: 'quiz' }],
    });
  await add(science, 'Ended last month', day(-40), day(-30));
  await add(maths, 'Ended yesterday', day(-8), day(-1));
  await add(science, 'Due in a week', day(-3), day(7));
  await add(maths, 'Due tomorrow', day(-20), day(1));
  await add(science, 'Starts in 3 days', day(3), day(10));
  await add(maths, 'Starts tomorrow', day(1), day(20));
  await add(science, 'beta', day(-1), day(2));
  await add(maths, 'Alpha', day(-1), day(2));
  await add(science, 'Ends now', day(-2), now);
  await add(art, 'Another group', day(-1), day(1));
});
afterAll(() => api.close());

describe("GET /me's assignments", () => {
  it("answers a student's groups' assignments, current by due date, then upcoming by start, then the latest ended", async () => {
    const list = await me(student);
    expect(names(list)).toEqual([
      'Ends now',
      'Due tomorrow',
      'Alpha',
      'beta',
      'Due in a week',
      'Starts tomorrow',
      'Starts in 3 days',
      'Ended yesterday',
      'Ended last month',
    ]);
    const dated = list.map((item) => ({
      ...item,
      startDate: new Date(item.startDate),
      endDate: new Date(item.endDate),
    }));
    expect(names(orderAssignments(dated, now))).toEqual(names(list));
    expect(list[0]).toMatchObject({
      groupId: science,
      status: 'In Progress',
      activities: [{ questId: 'Ends now-quiz', activityType: 'quiz' }],
    });
    expect(list.find((item) => item.name === 'Starts tomorrow')).toMatchObject({ groupId: maths, status: 'Scheduled' });
    expect(list.at(-1)?.status).toBe('Completed');
  });

  it("answers a teacher's owned groups' assignments, and no other group's", async () => {
    const list = await me(teacher);
    expect(list).toHaveLength(9);
    expect(names(list)).not.toContain('Another group');
    expect(names(await me(loner))).toEqual(['Another group']);
  });

  it('answers none to a parent (their children have their own), to root, and to a student in no group', async () => {
    expect(await me(parent)).toEqual([]);
    expect(await me(root)).toEqual([]);
    const newcomer = await addPerson(api.database.db, { schoolId: school, roles: ['student'] });
    expect(await me(newcomer)).toEqual([]);
  });

  it(`answers at most ${OWN_ASSIGNMENTS_MAX}, keeping what is current and upcoming and leaving out the oldest`, async () => {
    const { db } = api.database;
    const pupil = await addPerson(db, { schoolId: school, roles: ['student'] });
    const busy = await addGroup(db, { schoolId: school, name: 'Busy', owners: [teacher.id], students: [pupil.id] });
    const past = Array.from({ length: OWN_ASSIGNMENTS_MAX + 5 }, (_, index) => ({
      schoolId: school,
      groupId: busy,
      name: `Week ${String(index + 1).padStart(2, '0')}`,
      startDate: day(-7 * (OWN_ASSIGNMENTS_MAX + 6 - index)),
      endDate: day(-7 * (OWN_ASSIGNMENTS_MAX + 5 - index)),
    }));
    await db.insert(assignments).values(past);
    await addAssignment(db, {
      schoolId: school,
      groupId: busy,
      name: 'This week',
      startDate: day(-1),
      endDate: day(4),
    });
    await addAssignment(db, {
      schoolId: school,
      groupId: busy,
      name: 'Next week',
      startDate: day(6),
      endDate: day(11),
    });
    const list = await me(pupil);
    expect(list).toHaveLength(OWN_ASSIGNMENTS_MAX);
    expect(names(list).slice(0, 4)).toEqual(['This week', 'Next week', 'Week 55', 'Week 54']);
    expect(names(list).at(-1)).toBe('Week 08');
  });

  it('reads them in two statements however many groups: the rows, then their activities', async () => {
    const { db } = api.database;
    const statements = (person: UserRow) => countStatements(api.database, () => me(person));
    const inOne = await addPerson(db, { schoolId: school, roles: ['student'] });
    const inSix = await addPerson(db, { schoolId: school, roles: ['student'] });
    const solo = await addGroup(db, { schoolId: school, name: 'Solo', students: [inOne.id] });
    await addAssignment(db, {
      schoolId: school,
      groupId: solo,
      name: 'Solo',
      startDate: day(-1),
      endDate: day(1),
      activities: [{ questId: 'solo', activityType: 'game' }],
    });
    for (let index = 0; index < 6; index += 1) {
      const group = await addGroup(db, { schoolId: school, name: `Six ${index}`, students: [inSix.id] });
      await addAssignment(db, {
        schoolId: school,
        groupId: group,
        name: `Six ${index}`,
        startDate: day(-1),
        endDate: day(1 + index),
        activities: [{ questId: `six-${index}`, activityType: 'game' }],
      });
    }
    expect(await me(inSix)).toHaveLength(6);
    // Root has no school, so no group: its answer reads no assignment at all.
    const withoutAssignments = await statements(root);
    expect(await statements(inOne)).toBe(withoutAssignments + 2);
    expect(await statements(inSix)).toBe(withoutAssignments + 2);
  });
});
