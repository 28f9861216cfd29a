import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOPICS } from '@portal/domain';
import { KNOWN_PASSWORD, addGroup, addPerson, addSchool } from '../../api/src/testing/school-world.js';
import { nodes, signedIn, startStack, type Caller, type Page, type Stack } from './stack.js';

/*
 * The evaluation audit trail through GraphQL (`evaluationAudit`), the
 * counterpart of GET /api/v1/result/audit/{studentId}: an admin reads every
 * change a teacher made to a student's grades and comments, newest first, a
 * page at a time; a teacher is refused before any upstream read, and another
 * school's admin finds no such student.
 */

const AUDIT = `query($studentId: ID!, $first: Int, $after: String) {
  evaluationAudit(studentId: $studentId, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { studentId actorName kind gradeType itemName oldValue newValue changedAt } } } }`;

const CREATE = `mutation($input: EvaluationInput!) { createGrades(input: $input) { student { id } } }`;
const UPDATE = `mutation($input: EvaluationInput!) { updateGrades(input: $input) { student { id } } }`;
const COMMENT = `mutation($input: CommentInput!) { addComment(input: $input) { comment { commentId } } }`;

interface Change {
  studentId: string;
  actorName: string;
  kind: string;
  gradeType: string | null;
  itemName: string;
  oldValue: string | null;
  newValue: string | null;
  changedAt: string;
}
type Audit = { evaluationAudit: Page<Change> & { pageInfo: { hasNextPage: boolean; endCursor: string | null } } };

let stack: Stack;
let admin: Caller;
let teacher: Caller;
let strangerAdmin: Caller;
let studentId: string;

beforeAll(async () => {
  stack = await startStack();
  const { db } = stack.database;
  const school = await addSchool(db, 'Audit School');
  const owner = await addPerson(db, { schoolId: school, roles: ['teacher'], firstName: 'Tess', lastName: 'Teacher' });
  const head = await addPerson(db, { schoolId: school, roles: ['admin', 'teacher'] });
  const student = await addPerson(db, { schoolId: school, roles: ['student'] });
  studentId = student.id;
  await addGroup(db, { schoolId: school, name: 'Audited', owners: [owner.id], students: [student.id] });
  const elsewhere = await addPerson(db, { schoolId: await addSchool(db, 'Other School'), roles: ['admin'] });
  teacher = await signedIn(stack, owner.email, KNOWN_PASSWORD);
  admin = await signedIn(stack, head.email, KNOWN_PASSWORD);
  strangerAdmin = await signedIn(stack, elsewhere.email, KNOWN_PASSWORD);

  const [first, second] = TOPICS;
  const grades = TOPICS.map(({ id }) => ({ itemId: id, grade: 3 }));
  for (const [query, input] of [
    [CREATE, { studentId, gradeType: 'TOPIC', grades }],
    [UPDATE, { studentId, gradeType: 'TOPIC', grades: [{ itemId: second?.id, grade: 5 }] }],
    [UPDATE, { studentId, gradeType: 'TOPIC', grades: [{ itemId: first?.id, grade: 4 }] }],
    [COMMENT, { studentId, comment: 'Reads the questions\ncarefully.' }],
  ] as const) {
    const answer = await teacher.graphql(query, { input });
    expect(answer.errors).toBeUndefined();
  }
});
afterAll(async () => {
  await stack.close();
});

describe('evaluationAudit', () => {
  it("gives an admin every change to a student's evaluation, newest first, with who made it and the values", async () => {
    stack.restCalls.length = 0;
    const answer = await admin.graphql<Audit>(AUDIT, { studentId, first: 3 });
    expect(answer.errors).toBeUndefined();
    const page = answer.data?.evaluationAudit;
    // Ten first grades, two changed grades, one comment.
    expect(page?.totalCount).toBe(TOPICS.length + 3);
    expect(
      nodes(page).map(({ kind, itemName, oldValue, newValue, actorName }) => ({
        kind,
        itemName,
        oldValue,
        newValue,
        actorName,
      })),
    ).toEqual([
      {
        kind: 'COMMENT',
        itemName: 'Comment',
        oldValue: null,
        newValue: 'Reads the questions\ncarefully.',
        actorName: 'Tess Teacher',
      },
      { kind: 'GRADE', itemName: TOPICS[0]?.name, oldValue: '3', newValue: '4', actorName: 'Tess Teacher' },
      { kind: 'GRADE', itemName: TOPICS[1]?.name, oldValue: '3', newValue: '5', actorName: 'Tess Teacher' },
    ]);
    expect(nodes(page)[1]).toMatchObject({ studentId, gradeType: 'TOPIC' });
    expect(nodes(page)[0]?.gradeType).toBeNull();
    expect(Number.isNaN(Date.parse(nodes(page)[0]?.changedAt ?? ''))).toBe(false);
    // The session, then one read of the trail.
    expect(stack.restCalls).toEqual(['GET /api/v1/auth/status', `GET /api/v1/result/audit/${studentId}`]);

    const next = await admin.graphql<Audit>(AUDIT, { studentId, first: 100, after: page?.pageInfo.endCursor });
    expect(nodes(next.data?.evaluationAudit)).toHaveLength(TOPICS.length);
    expect(nodes(next.data?.evaluationAudit).every((change) => change.oldValue === null)).toBe(true);
    expect(next.data?.evaluationAudit.pageInfo.hasNextPage).toBe(false);
  });

  it('links who made each change and whose evaluation it is, every User of a page from one REST read', async () => {
    const PEOPLE = `query($studentId: ID!) { evaluationAudit(studentId: $studentId, first: 100) {
      edges { node { actor { firstName lastName } student { id } } } } }`;
    stack.restCalls.length = 0;
    const answer = await admin.graphql<{
      evaluationAudit: Page<{ actor: { firstName: string; lastName: string } | null; student: { id: string } | null }>;
    }>(PEOPLE, { studentId });
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    const changes = nodes(answer.data?.evaluationAudit);
    expect(changes).toHaveLength(TOPICS.length + 3);
    expect(new Set(changes.map((change) => `${change.actor?.firstName} ${change.actor?.lastName}`))).toEqual(
      new Set(['Tess Teacher']),
    );
    expect(changes.every((change) => change.student?.id === studentId)).toBe(true);
    expect(stack.restCalls.filter((call) => call === 'GET /api/v1/users')).toHaveLength(1);
  });

  it('refuses a teacher (FORBIDDEN) before asking the API', async () => {
    stack.restCalls.length = 0;
    const answer = await teacher.graphql<Audit>(AUDIT, { studentId });
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(stack.restCalls).toEqual(['GET /api/v1/auth/status']);
  });

  it("answers another school's admin NOT_FOUND, as for an id nobody has", async () => {
    const answer = await strangerAdmin.graphql<Audit>(AUDIT, { studentId });
    expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(answer.data?.evaluationAudit ?? null).toBeNull();
  });

  it('answers BAD_USER_INPUT for a student id that is not an id', async () => {
    const answer = await admin.graphql<Audit>(AUDIT, { studentId: 'nobody' });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'studentId' });
  });
});
