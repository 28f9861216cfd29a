import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOPICS } from '@portal/domain';
import {
  KNOWN_PASSWORD,
  addAssignment,
  addGroup,
  addPerson,
  addSchool,
  linkChild,
} from '../../api/src/testing/school-world.js';
import { addAttempts, addComment, addGrade } from '../../api/src/testing/result-world.js';
import { nodes, signedIn, startStack, withoutViewer, type Caller, type Page, type Stack } from './stack.js';
import { webOperation } from './web-operation.js';

/*
 * Results through the gateway: the group result page's one query makes the
 * same REST calls whatever the size of the group, a student's result carries
 * their grades and comments, and a parent reads their child's but no one
 * else's.
 */

const QUIZ = 'q-env-001';
const OTHER_QUIZ = 'q-ani-001';
const DAY = 86_400_000;

/** A group result with every number asked for. */
const GROUP_RESULT = `query($id: ID!) { group(id: $id) { id name yearLevel
  result { date yearLevel totalStudents totalAssignments completedAssignments totalCorrect totalAnswered
    assignments(first: 20) { totalCount edges { node { assignmentId name status studentStatus correct answered
      activities { questId name realm } curriculum { id code name } } } }
    curriculum { curriculum { id code name yearLevel } evaluation achieved correct answered }
    comments { commentId commentFrom commentTo date comment } } } }`;

const STUDENT_RESULT = `query($id: ID!, $from: String) { user(id: $id) { id firstName
  result(from: $from) { totalAssignments totalCorrect totalAnswered
    assignments(first: 20) { totalCount edges { node { name studentStatus } } }
    curriculum { evaluation achieved }
    topicGrades { itemId name grade } capabilityGrades { grade }
    comments { commentFrom commentTo comment } } } }`;

interface GroupResultAnswer {
  group: {
    result: {
      totalStudents: number;
      totalCorrect: number;
      totalAnswered: number;
      assignments: Page<{ name: string; correct: number; studentStatus: string | null }>;
      curriculum: { evaluation: string; achieved: boolean }[];
      comments: { commentTo: string }[];
    };
  };
}

let stack: Stack;
let teacher: Caller;
let school: string;
let ownerId: string;

/** A group of `size` students with two assignments, each student with a best attempt of 3 of 4 at the quiz. */
async function classOf(size: number, name: string) {
  const { db } = stack.database;
  const students = [];
  for (let index = 0; index < size; index += 1) {
    students.push(
      await addPerson(db, { schoolId: school, roles: ['student'], firstName: `${name}${index}`, lastName: 'Pupil' }),
    );
  }
  const group = await addGroup(db, { schoolId: school, name, owners: [ownerId], students: students.map((s) => s.id) });
  const now = Date.now();
  const assignment = await addAssignment(db, {
    schoolId: school,
    groupId: group,
    name: `${name} week 1`,
    startDate: new Date(now - 10 * DAY),
    endDate: new Date(now - 3 * DAY),
    activities: [{ questId: QUIZ, activityType: 'quiz' }],
  });
  await addAssignment(db, {
    schoolId: school,
    groupId: group,
    name: `${name} week 2`,
    startDate: new Date(now - DAY),
    endDate: new Date(now + 5 * DAY),
    activities: [{ questId: OTHER_QUIZ, activityType: 'quiz' }],
  });
  await addAttempts(
    db,
    students.flatMap((student) => [
      { schoolId: school, assignmentId: assignment, studentId: student.id, questId: QUIZ, answered: 4, correct: 2 },
      { schoolId: school, assignmentId: assignment, studentId: student.id, questId: QUIZ, answered: 4, correct: 3 },
    ]),
  );
  return { group, students };
}

let small: Awaited<ReturnType<typeof classOf>>;
let large: Awaited<ReturnType<typeof classOf>>;

beforeAll(async () => {
  stack = await startStack();
  const { db } = stack.database;
  school = await addSchool(db, 'Result School');
  const owner = await addPerson(db, { schoolId: school, roles: ['teacher'], firstName: 'Rita', lastName: 'Reed' });
  ownerId = owner.id;
  small = await classOf(10, 'Small');
  large = await classOf(100, 'Large');
  teacher = await signedIn(stack, owner.email, KNOWN_PASSWORD);
  const [first] = small.students;
  if (!first) throw new Error('no student');
  await addComment(db, {
    schoolId: school,
    studentId: first.id,
    author: { id: owner.id, name: 'Rita Reed' },
    comment: 'Curious and careful.',
    createdAt: new Date(Date.now() - DAY),
  });
  await addGrade(db, {
    schoolId: school,
    studentId: first.id,
    gradeType: 'topic',
    itemId: TOPICS[1]?.id ?? '',
    grade: 4,
  });
});
afterAll(async () => {
  await stack.close();
});

describe('the group result page', () => {
  it("is one query (the web page's own) making the same REST calls for a group of 10 and of 100 students", async () => {
    const page = webOperation('GroupResultPage');
    const callsFor = async (groupId: string) => {
      stack.restCalls.length = 0;
      const answer = await teacher.graphql(page, { id: groupId });
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
      return withoutViewer(stack.restCalls);
    };
    const ten = await callsFor(small.group);
    const hundred = await callsFor(large.group);
    expect(hundred).toEqual(ten);
    // The group, its result.
    expect(hundred).toHaveLength(2);
  });

  it('answers the numbers of every student, the curriculum and the comments on them', async () => {
    const resultOf = async (groupId: string) => {
      const answer = await teacher.graphql<GroupResultAnswer>(GROUP_RESULT, { id: groupId });
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
      return answer.data?.group.result;
    };
    const ten = await resultOf(small.group);
    const hundred = await resultOf(large.group);
    expect(ten).toMatchObject({ totalStudents: 10, totalCorrect: 30, totalAnswered: 40 });
    expect(hundred).toMatchObject({ totalStudents: 100, totalCorrect: 300, totalAnswered: 400 });
    expect(nodes(hundred?.assignments).map((a) => a.name)).toEqual(['Large week 2', 'Large week 1']);
    // A group has no one status at an assignment: only a student's result says it.
    expect(nodes(hundred?.assignments).map((a) => a.studentStatus)).toEqual([null, null]);
    expect(hundred?.curriculum.every((item) => item.evaluation === '75.00' && !item.achieved)).toBe(true);
    expect(ten?.comments).toEqual([expect.objectContaining({ commentTo: 'Small0 Pupil' })]);
  });
});

describe("a student's result", () => {
  it('carries their work, grades and comments, and a parent reads their child’s and no one else’s', async () => {
    const { db } = stack.database;
    const [child, other] = small.students;
    const parent = await addPerson(db, { schoolId: school, roles: ['parent'] });
    await linkChild(db, parent.id, child?.id ?? '');
    const asParent = await signedIn(stack, parent.email, KNOWN_PASSWORD);
    type Answer = {
      user: {
        result: {
          totalCorrect: number;
          assignments: Page<{ name: string; studentStatus: string | null }>;
          topicGrades: { name: string; grade: number }[];
          comments: { commentTo: string; comment: string }[];
        } | null;
      } | null;
    };
    const own = await asParent.graphql<Answer>(STUDENT_RESULT, { id: child?.id });
    expect(own.errors).toBeUndefined();
    expect(own.data?.user?.result).toMatchObject({
      totalCorrect: 3,
      topicGrades: [{ name: TOPICS[1]?.name, grade: 4 }],
      comments: [{ commentTo: '', comment: 'Curious and careful.' }],
    });
    // The student's own status at each, in one word (issue 35): week 1's quiz finished, week 2 never tried.
    expect(nodes(own.data?.user?.result?.assignments).map((a) => [a.name, a.studentStatus])).toEqual([
      ['Small week 2', 'NOT_STARTED'],
      ['Small week 1', 'COMPLETED'],
    ]);
    const someoneElse = await asParent.graphql<Answer>(STUDENT_RESULT, { id: other?.id });
    expect(someoneElse.data?.user?.result ?? null).toBeNull();

    const since = await teacher.graphql<{ user: { result: { totalAssignments: number } } }>(STUDENT_RESULT, {
      id: child?.id,
      from: new Date(Date.now()).toISOString().slice(0, 10),
    });
    expect(since.data?.user.result.totalAssignments, 'only week 2 is due after today').toBe(1);
    const bad = await teacher.graphql(STUDENT_RESULT, { id: child?.id, from: '2026-02-30' });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('several results at once', () => {
  it('answers those the caller tracks in the order asked, and fails on a malformed id rather than answering less', async () => {
    const [first, second] = small.students;
    const both = await teacher.graphql<{ results: { userId: string }[]; groupResults: { name: string }[] }>(
      'query($ids: [ID!]!, $groups: [ID!]!) { results(userIds: $ids) { userId } groupResults(groupIds: $groups) { name } }',
      { ids: [second?.id, first?.id], groups: [large.group, small.group] },
    );
    expect(both.errors).toBeUndefined();
    expect(both.data?.results.map((r) => r.userId)).toEqual([second?.id, first?.id]);
    expect(both.data?.groupResults.map((g) => g.name)).toEqual(['Large', 'Small']);
    const bad = await teacher.graphql('query($ids: [ID!]!) { results(userIds: $ids) { userId } }', {
      ids: [first?.id, 'not-an-id'],
    });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
