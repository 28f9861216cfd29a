import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOPICS } from '@portal/domain';
import { KNOWN_PASSWORD, addGroup, addPerson, addSchool } from '../../api/src/testing/school-world.js';
import { nodes, signedIn, startStack, type Caller, type Page, type Stack } from './stack.js';

/*
 * The evaluation page through the gateway: its one query (the student, both
 * kinds of grades, the fixed lists), the create-then-update path, and a
 * comment signed with the caller's own id, as the student then reads it.
 */

const EVALUATION_PAGE = `query($id: ID!) {
  user(id: $id) { id firstName lastName
    topicGrades: grades(type: TOPIC) { itemId name grade }
    capabilityGrades: grades(type: CAPABILITY) { itemId name grade } }
  topics { id name }
  generalCapabilities { id name } }`;

const CREATE = `mutation($input: EvaluationInput!) { createGrades(input: $input) { student { id grades(type: TOPIC) { itemId grade } } } }`;
const UPDATE = `mutation($input: EvaluationInput!) { updateGrades(input: $input) { student { id grades(type: TOPIC) { itemId grade } } } }`;
const COMMENT = `mutation($input: CommentInput!) { addComment(input: $input) { comment { commentId commentFrom commentTo comment } } }`;
const MY_COMMENTS = `query($id: ID!) { user(id: $id) { grades(type: TOPIC) { grade } comments(first: 5) { totalCount edges { node { comment commentFrom } } } } }`;

interface Grades {
  itemId: string;
  grade: number;
}

let stack: Stack;
let teacher: Caller;
let outsider: Caller;
let students: { id: string; email: string }[];

beforeAll(async () => {
  stack = await startStack();
  const { db } = stack.database;
  const school = await addSchool(db, 'Evaluation School');
  const owner = await addPerson(db, { schoolId: school, roles: ['teacher'], firstName: 'Tess', lastName: 'Teacher' });
  const other = await addPerson(db, { schoolId: school, roles: ['teacher'] });
  students = [];
  for (let index = 0; index < 12; index += 1) {
    students.push(await addPerson(db, { schoolId: school, roles: ['student'], firstName: `Pupil${index}` }));
  }
  await addGroup(db, { schoolId: school, name: 'Graded', owners: [owner.id], students: students.map((s) => s.id) });
  teacher = await signedIn(stack, owner.email, KNOWN_PASSWORD);
  outsider = await signedIn(stack, other.email, KNOWN_PASSWORD);
});
afterAll(async () => {
  await stack.close();
});

describe('the evaluation page', () => {
  it('loads in one query: the student, no grades yet, the ten topics and seven capabilities', async () => {
    const student = students[0];
    stack.restCalls.length = 0;
    const answer = await teacher.graphql<{
      user: { firstName: string; topicGrades: Grades[]; capabilityGrades: Grades[] };
      topics: { id: string; name: string }[];
      generalCapabilities: { id: string }[];
    }>(EVALUATION_PAGE, { id: student?.id });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.user).toMatchObject({ firstName: 'Pupil0', topicGrades: [], capabilityGrades: [] });
    expect(answer.data?.topics).toEqual(TOPICS);
    expect(answer.data?.generalCapabilities).toHaveLength(7);
    // Session, the user, a batch read per grade type, the two fixed lists.
    expect(stack.restCalls).toHaveLength(6);
  });

  it('creates the grades, then updates one of them, answering the student with the grades as saved', async () => {
    const student = students[1];
    const all = TOPICS.map(({ id }) => ({ itemId: id, grade: 3 }));
    const created = await teacher.graphql<{ createGrades: { student: { grades: Grades[] } } }>(CREATE, {
      input: { studentId: student?.id, gradeType: 'TOPIC', grades: all },
    });
    expect(created.errors).toBeUndefined();
    expect(created.data?.createGrades.student.grades.map((g) => g.grade)).toEqual(TOPICS.map(() => 3));

    const again = await teacher.graphql(CREATE, { input: { studentId: student?.id, gradeType: 'TOPIC', grades: all } });
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    const updated = await teacher.graphql<{ updateGrades: { student: { grades: Grades[] } } }>(UPDATE, {
      input: { studentId: student?.id, gradeType: 'TOPIC', grades: [{ itemId: TOPICS[2]?.id, grade: 5 }] },
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updateGrades.student.grades[2]).toEqual({ itemId: TOPICS[2]?.id, grade: 5 });
  });

  it("refuses a partial first evaluation with the spec's words, and a teacher of other groups", async () => {
    const student = students[2];
    const partial = await teacher.graphql(CREATE, {
      input: { studentId: student?.id, gradeType: 'TOPIC', grades: [{ itemId: TOPICS[0]?.id, grade: 2 }] },
    });
    expect(partial.errors?.[0]?.message).toBe('Please add all the evaluations');
    const stranger = await outsider.graphql(UPDATE, {
      input: { studentId: student?.id, gradeType: 'TOPIC', grades: [{ itemId: TOPICS[0]?.id, grade: 2 }] },
    });
    expect(stranger.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("signs a comment with the caller's own name; the student reads it, and their grades, on their own", async () => {
    const student = students[1];
    const added = await teacher.graphql<{ addComment: { comment: { commentFrom: string; comment: string } } }>(
      COMMENT,
      { input: { studentId: student?.id, comment: 'Great questions this term.\nKeep reading!' } },
    );
    expect(added.errors).toBeUndefined();
    expect(added.data?.addComment.comment).toMatchObject({ commentFrom: 'Tess Teacher' });

    const own = await signedIn(stack, student?.email ?? '', KNOWN_PASSWORD);
    const read = await own.graphql<{ user: { grades: { grade: number }[]; comments: Page<{ comment: string }> } }>(
      MY_COMMENTS,
      { id: student?.id },
    );
    expect(read.errors).toBeUndefined();
    expect(read.data?.user.grades).toHaveLength(TOPICS.length);
    expect(nodes(read.data?.user.comments).map((c) => c.comment)).toEqual([
      'Great questions this term.\nKeep reading!',
    ]);
  });

  it('reads the grades of a page of students in one batch call, however many there are', async () => {
    const list = `query { people(first: 20, role: STUDENT) { edges { node { id grades(type: TOPIC) { grade } comments(first: 1) { totalCount } } } } }`;
    stack.restCalls.length = 0;
    const answer = await teacher.graphql<{ people: Page<{ grades: unknown[] }> }>(list);
    expect(answer.errors).toBeUndefined();
    expect(nodes(answer.data?.people).length).toBe(12);
    expect(stack.restCalls.filter((call) => call.includes('/result/grades'))).toHaveLength(1);
    expect(stack.restCalls.filter((call) => call.includes('/result/comments'))).toHaveLength(1);
  });
});
