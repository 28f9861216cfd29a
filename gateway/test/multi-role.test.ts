import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodes, signedIn, signedInWithOwnPassword, startStack, type Caller, type Page, type Stack } from './stack.js';

/*
 * A user holding several roles holds the capabilities of each (domain
 * capabilities, union of roles): the gateway checks them against every role
 * from auth/status, not the primary one alone, and so allows what the API
 * allows.
 */

const CREATE = `mutation($input: CreateAccountsInput!) { createAccounts(input: $input) { created { password user { email } } } }`;
const LINK = `mutation($input: LinkChildInput!) {
  linkChild(input: $input) { user { pendingChildren { edges { node { id email } } } } }
}`;

interface Created {
  createAccounts: { created: { password: string; user: { email: string } }[] };
}

describe('a user with several roles through the gateway', () => {
  let stack: Stack;
  let teacherParent: Caller;
  let studentParent: Caller;

  beforeAll(async () => {
    stack = await startStack({ demo: true });
    const admin = await signedIn(stack, 'admin@demo.school');
    const answer = await admin.graphql<Created>(CREATE, {
      input: {
        accounts: [
          { firstName: 'Tess', lastName: 'Both', email: 'tess.both@demo.school', roles: ['TEACHER', 'PARENT'] },
          { firstName: 'Sam', lastName: 'Both', email: 'sam.both@demo.school', roles: ['STUDENT', 'PARENT'] },
        ],
      },
    });
    expect(answer.errors).toBeUndefined();
    const password = (email: string) =>
      answer.data?.createAccounts.created.find((c) => c.user.email === email)?.password ?? '';
    // Both hold a role other than student: each chooses their own password first (issue 36).
    teacherParent = await signedInWithOwnPassword(stack, 'tess.both@demo.school', password('tess.both@demo.school'));
    studentParent = await signedInWithOwnPassword(stack, 'sam.both@demo.school', password('sam.both@demo.school'));
  });
  afterAll(async () => {
    await stack.close();
  });

  it('tells the web every role, with the primary one', async () => {
    expect(await teacherParent.graphql(`query { authStatus { role roles } }`)).toEqual({
      data: { authStatus: { role: 'TEACHER', roles: ['TEACHER', 'PARENT'] } },
    });
  });

  it('lets a teacher who is a parent list people (teacher) and read their children (parent), asking auth/status once at most', async () => {
    stack.restCalls.length = 0;
    const answer = await teacherParent.graphql<{ people: { totalCount: number }; me: { children: Page<unknown> } }>(
      `query { people(first: 5) { totalCount } me { children { edges { node { id } } } pendingChildren { totalCount } } }`,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.people.totalCount).toBeGreaterThan(0);
    expect(nodes(answer.data?.me.children)).toEqual([]);
    expect(stack.restCalls.filter((call) => call === 'GET /api/v1/auth/status').length).toBeLessThanOrEqual(1);
  });

  it('lets a teacher who is a parent ask to link a child to themself, as a pending request', async () => {
    const answer = await teacherParent.graphql<{ linkChild: { user: { pendingChildren: Page<{ email: string }> } } }>(
      LINK,
      { input: { childEmail: 'student05@demo.school' } },
    );
    expect(answer.errors).toBeUndefined();
    expect(nodes(answer.data?.linkChild.user.pendingChildren).map((c) => c.email)).toContain('student05@demo.school');
  });

  it('refuses a capability none of the roles holds', async () => {
    const answer = await teacherParent.graphql(
      `mutation($input: UserIdsInput!) { deleteUsers(input: $input) { deletedIds } }`,
      { input: { userIds: ['00000000-0000-4000-8000-000000000000'] } },
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('never lets a student decide on a link request naming them, whatever their other roles (issue 36)', async () => {
    const parent = await signedIn(stack, 'parent3@demo.school');
    const linked = await parent.graphql(LINK, { input: { childEmail: 'sam.both@demo.school' } });
    expect(linked.errors).toBeUndefined();
    expect(await studentParent.graphql(`query { authStatus { role } }`)).toEqual({
      data: { authStatus: { role: 'PARENT' } },
    });
    const requests = await studentParent.graphql<{ parentLinkRequests: Page<unknown> }>(
      `query { parentLinkRequests { totalCount } }`,
    );
    expect(requests.data?.parentLinkRequests).toEqual({ totalCount: 0 });
    const parentId = (await parent.graphql<{ me: { id: string } }>(`query { me { id } }`)).data?.me.id;
    const childId = (await studentParent.graphql<{ me: { id: string } }>(`query { me { id } }`)).data?.me.id;
    const accepted = await studentParent.graphql(
      `mutation($input: ParentLinkInput!) { acceptParentLink(input: $input) { link { status } } }`,
      { input: { parentId, childId } },
    );
    expect(accepted.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
