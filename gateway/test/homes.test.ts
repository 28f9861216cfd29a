import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAttempts } from '../../api/src/testing/result-world.js';
import {
  KNOWN_PASSWORD,
  addAssignment,
  addGroup,
  addPerson,
  addSchool,
  addToGroup,
  linkChild,
} from '../../api/src/testing/school-world.js';
import { nodes, signedIn, startStack, withoutViewer, type Caller, type Page, type Stack } from './stack.js';
import { webOperation } from './web-operation.js';

/*
 * The homes' one query each (issue 35), as the web sends them: what is
 * current comes first, the staff home counts who has started each assignment,
 * and none of them makes more REST calls as the school's history grows.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const QUIZ = 'q-env-001';

interface StaffHome {
  ownStudentCount: number;
  assignments: Page<{ name: string; started: { started: number; students: number } | null }>;
}
interface StudentHome {
  assignments: Page<{ name: string; progressReport: Page<{ completed: boolean[] }> }>;
  me: { progress: Page<{ correct: number }> };
}
interface ParentHome {
  me: { children: Page<{ firstName: string; groups: Page<{ name: string }> }> };
  assignments: Page<{ name: string; group: { id: string } | null }>;
}

let stack: Stack;
let school: string;
let science: string;
let teacher: Caller;
let student: Caller;
let parent: Caller;

async function assignment(name: string, startDays: number, endDays: number, groupId = science) {
  const now = Date.now();
  return addAssignment(stack.database.db, {
    schoolId: school,
    groupId,
    name,
    startDate: new Date(now + startDays * DAY),
    endDate: new Date(now + endDays * DAY),
    activities: [{ questId: QUIZ, activityType: 'quiz' }],
  });
}

/** The page's answer and its REST calls (less the viewer's, which depends on what came before). */
async function home<T>(caller: Caller, operation: string) {
  stack.restCalls.length = 0;
  const answer = await caller.graphql<T>(webOperation(operation));
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return { data: answer.data as T, calls: withoutViewer(stack.restCalls).sort() };
}

beforeAll(async () => {
  stack = await startStack();
  const { db } = stack.database;
  school = await addSchool(db, 'Homes School');
  const owner = await addPerson(db, { schoolId: school, roles: ['teacher'] });
  const other = await addPerson(db, { schoolId: school, roles: ['teacher'] });
  const kid = await addPerson(db, { schoolId: school, roles: ['student'], firstName: 'Mia' });
  const sibling = await addPerson(db, { schoolId: school, roles: ['student'], firstName: 'Noah' });
  const classmate = await addPerson(db, { schoolId: school, roles: ['student'] });
  const outsider = await addPerson(db, { schoolId: school, roles: ['student'] });
  const mother = await addPerson(db, { schoolId: school, roles: ['parent'] });

  science = await addGroup(db, {
    schoolId: school,
    name: 'Science',
    owners: [owner.id],
    students: [kid.id, classmate.id],
  });
  const art = await addGroup(db, {
    schoolId: school,
    name: 'Art',
    owners: [other.id],
    students: [sibling.id, outsider.id],
  });
  await linkChild(db, mother.id, kid.id);
  await linkChild(db, mother.id, sibling.id);
  await assignment('Last term', -100, -90);
  const current = await assignment('This week', -1, 3);
  await assignment('Next week', 6, 13);
  await assignment('Art now', -1, 2, art);
  await addAttempts(db, [
    { schoolId: school, assignmentId: current, studentId: kid.id, questId: QUIZ, answered: 3, correct: 2 },
  ]);
  teacher = await signedIn(stack, owner.email, KNOWN_PASSWORD);
  student = await signedIn(stack, kid.email, KNOWN_PASSWORD);
  parent = await signedIn(stack, mother.email, KNOWN_PASSWORD);
});
afterAll(async () => {
  await stack.close();
});

describe("the staff home's query", () => {
  it("opens on what is current, with who has started it, and counts the teacher's own students", async () => {
    const { data } = await home<StaffHome>(teacher, 'StaffHomePage');
    expect(nodes(data.assignments).map((item) => [item.name, item.started])).toEqual([
      ['This week', { started: 1, students: 2 }],
      ['Next week', { started: 0, students: 2 }],
      ['Last term', { started: 0, students: 2 }],
    ]);
    // The two of Science, not the school's four.
    expect(data.ownStudentCount).toBe(2);
  });

  it('makes the same REST calls, one batch read of started counts, however many assignments and students', async () => {
    const before = await home<StaffHome>(teacher, 'StaffHomePage');
    for (let week = 1; week <= 12; week += 1) await assignment(`Old week ${week}`, -7 * week - 30, -7 * week - 25);
    for (let index = 0; index < 5; index += 1) {
      const more = await addPerson(stack.database.db, { schoolId: school, roles: ['student'] });
      await addToGroup(stack.database.db, science, more.id);
    }
    const after = await home<StaffHome>(teacher, 'StaffHomePage');
    expect(nodes(after.data.assignments)).toHaveLength(15);
    expect(nodes(after.data.assignments)[0]?.started).toEqual({ started: 1, students: 7 });
    expect(after.calls).toEqual(before.calls);
    expect(after.calls.filter((call) => call.startsWith('GET /api/v1/report/assignments/started'))).toHaveLength(1);
  });
});

describe("the student's and the parent's home queries", () => {
  it('give the student the current assignments first, each with what they have completed', async () => {
    const { data, calls } = await home<StudentHome>(student, 'StudentHomePage');
    const first = nodes(data.assignments)[0];
    expect(first?.name).toBe('This week');
    expect(nodes(first?.progressReport)[0]?.completed).toEqual([true]);
    expect(nodes(data.me.progress).map((line) => line.correct)).toEqual([2]);
    // The whole page's progress rows in one read.
    expect(calls.filter((call) => call.startsWith('GET /api/v1/report/assignments'))).toHaveLength(1);
  });

  it("give the parent each child with their groups, and their children's assignments current first", async () => {
    const { data } = await home<ParentHome>(parent, 'ParentHomePage');
    expect(nodes(data.me.children).map((child) => [child.firstName, nodes(child.groups).map((g) => g.name)])).toEqual([
      ['Mia', ['Science']],
      ['Noah', ['Art']],
    ]);
    expect(
      nodes(data.assignments)
        .slice(0, 2)
        .map((item) => item.name)
        .sort(),
    ).toEqual(['Art now', 'This week']);
  });
});
