import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_PASSWORD, addGroup, addPerson, addSchool } from '../../api/src/testing/school-world.js';
import { nodes, signedIn, startStack, withoutViewer, type Caller, type Page, type Stack } from './stack.js';

/*
 * The school's audit log through GraphQL (`auditLog`), the counterpart of
 * GET /api/v1/audit: an admin reads who changed whose record, each entry's
 * actor and subject as `User`s read in one batch per page (so the REST calls
 * do not grow with the entries); anyone else is refused before any upstream read.
 */

const LOG = `query($kind: AuditKind, $personId: ID, $first: Int, $after: String) {
  auditLog(kind: $kind, personId: $personId, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { at kind detail address actorId subjectId actor { email } subject { email } } } } }`;

const UPDATE_GROUP = `mutation($input: UpdateGroupInput!) { updateGroup(input: $input) { group { id } } }`;
const RESET = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { user { id } } }`;

interface Entry {
  at: string;
  kind: string;
  detail: string;
  address: string;
  actorId: string;
  subjectId: string;
  actor: { email: string } | null;
  subject: { email: string } | null;
}
type Log = { auditLog: Page<Entry> & { pageInfo: { hasNextPage: boolean; endCursor: string | null } } };

let stack: Stack;
let admin: Caller;
let teacher: Caller;
let strangerAdmin: Caller;
let teacherEmail: string;
const students: { id: string; email: string }[] = [];

beforeAll(async () => {
  stack = await startStack();
  const { db } = stack.database;
  const school = await addSchool(db, 'Logged School');
  const owner = await addPerson(db, { schoolId: school, roles: ['teacher'] });
  teacherEmail = owner.email;
  const head = await addPerson(db, { schoolId: school, roles: ['admin', 'teacher'] });
  for (let index = 0; index < 6; index += 1) {
    students.push(await addPerson(db, { schoolId: school, roles: ['student'] }));
  }
  const groupId = await addGroup(db, { schoolId: school, name: 'Logged', owners: [owner.id] });
  const elsewhere = await addPerson(db, { schoolId: await addSchool(db, 'Other School'), roles: ['admin'] });
  teacher = await signedIn(stack, owner.email, KNOWN_PASSWORD);
  admin = await signedIn(stack, head.email, KNOWN_PASSWORD);
  strangerAdmin = await signedIn(stack, elsewhere.email, KNOWN_PASSWORD);
  const added = await teacher.graphql(UPDATE_GROUP, {
    input: { groupId, addStudentIds: students.map((student) => student.id) },
  });
  expect(added.errors).toBeUndefined();
  const reset = await teacher.graphql(RESET, { input: { userId: students[0]?.id, password: 'Reset!pass29' } });
  expect(reset.errors).toBeUndefined();
});
afterAll(async () => {
  await stack.close();
});

describe('auditLog', () => {
  it('gives an admin the log, newest first, with actor and subject as users, in a constant number of REST calls', async () => {
    const calls: string[][] = [];
    for (const first of [2, 7]) {
      stack.restCalls.length = 0;
      const answer = await admin.graphql<Log>(LOG, { first });
      expect(answer.errors).toBeUndefined();
      const page = nodes(answer.data?.auditLog);
      expect(page).toHaveLength(first);
      expect(answer.data?.auditLog.totalCount).toBe(7);
      expect(page[0]).toMatchObject({
        kind: 'PASSWORD_RESET',
        detail: 'Password reset',
        actor: { email: teacherEmail },
        subject: { email: students[0]?.email },
      });
      expect(page.slice(1).every((entry) => entry.kind === 'GROUP_MEMBERSHIP')).toBe(true);
      expect(page.every((entry) => entry.actor?.email === teacherEmail && entry.address !== '')).toBe(true);
      calls.push(withoutViewer(stack.restCalls));
    }
    // Two entries or seven: the log, then one batch read of the people.
    expect(calls).toEqual([
      ['GET /api/v1/audit', 'GET /api/v1/users'],
      ['GET /api/v1/audit', 'GET /api/v1/users'],
    ]);
  });

  it('filters by kind and by person, and pages with the cursor', async () => {
    const resets = await admin.graphql<Log>(LOG, { kind: 'PASSWORD_RESET' });
    expect(nodes(resets.data?.auditLog).map((entry) => entry.subjectId)).toEqual([students[0]?.id]);
    const ofOne = await admin.graphql<Log>(LOG, { personId: students[1]?.id });
    expect(nodes(ofOne.data?.auditLog).map((entry) => [entry.kind, entry.subjectId])).toEqual([
      ['GROUP_MEMBERSHIP', students[1]?.id],
    ]);
    const first = await admin.graphql<Log>(LOG, { first: 4 });
    const rest = await admin.graphql<Log>(LOG, { first: 4, after: first.data?.auditLog.pageInfo.endCursor });
    expect(nodes(rest.data?.auditLog)).toHaveLength(3);
    expect(rest.data?.auditLog.pageInfo.hasNextPage).toBe(false);
    const bad = await admin.graphql<Log>(LOG, { personId: 'nobody' });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a teacher before any REST read, and shows another school nothing', async () => {
    stack.restCalls.length = 0;
    const refused = await teacher.graphql<Log>(LOG);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(withoutViewer(stack.restCalls)).toEqual([]);
    const elsewhere = await strangerAdmin.graphql<Log>(LOG, { personId: students[0]?.id });
    expect(elsewhere.errors).toBeUndefined();
    expect(elsewhere.data?.auditLog.totalCount).toBe(0);
  });
});
