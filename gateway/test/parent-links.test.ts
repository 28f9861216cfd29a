import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodes, signedIn, startStack, type Page, type Stack } from './stack.js';

const LINK = `mutation($input: LinkChildInput!) {
  linkChild(input: $input) { user { children { edges { node { id email } } } pendingChildren { edges { node { id email } } } } }
}`;
const REQUESTS = `query { parentLinkRequests { totalCount edges { node { id status parent { id firstName roles } child { id email } } } } }`;
const ACCEPT = `mutation($input: ParentLinkInput!) {
  acceptParentLink(input: $input) { link { status parent { id } child { id email } } }
}`;
const DECLINE = `mutation($input: ParentLinkInput!) { declineParentLink(input: $input) { parentId childId } }`;
const READ_USER = `query($id: ID!) { user(id: $id) { email } }`;

interface LinkAnswer {
  linkChild: {
    user: { children: Page<{ email: string }>; pendingChildren: Page<{ id: string; email: string }> };
  };
}
interface Requests {
  parentLinkRequests: Page<{
    id: string;
    status: string;
    parent: { id: string; firstName: string; roles: string[] };
    child: { id: string; email: string };
  }>;
}

describe('parent link requests through the gateway', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ demo: true });
  });
  afterAll(async () => {
    await stack.close();
  });

  it("gives a parent the child only after a teacher of the child's group approves; never the student", async () => {
    const parent = await signedIn(stack, 'parent3@demo.school');
    const linked = await parent.graphql<LinkAnswer>(LINK, { input: { childEmail: 'student09@demo.school' } });
    expect(linked.errors).toBeUndefined();
    const user = linked.data?.linkChild.user;
    expect(nodes(user?.children).map((c) => c.email)).not.toContain('student09@demo.school');
    const pending = nodes(user?.pendingChildren).find((c) => c.email === 'student09@demo.school');
    expect(pending).toBeDefined();

    const refused = await parent.graphql(READ_USER, { id: pending?.id });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const reset = await parent.graphql(
      `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { user { id } } }`,
      { input: { userId: pending?.id, password: 'Taken!over1' } },
    );
    expect(reset.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const student = await signedIn(stack, 'student09@demo.school');
    expect((await student.graphql<Requests>(REQUESTS)).data?.parentLinkRequests.totalCount).toBe(0);
    const teacher = await signedIn(stack, 'teacher1@demo.school');
    const requests = await teacher.graphql<Requests>(REQUESTS);
    expect(requests.errors).toBeUndefined();
    const request = nodes(requests.data?.parentLinkRequests).find((r) => r.child.id === pending?.id);
    expect(request).toMatchObject({
      status: 'PENDING',
      parent: { roles: ['PARENT'] },
      child: { email: 'student09@demo.school' },
    });
    const input = { parentId: request?.parent.id, childId: request?.child.id };
    expect((await student.graphql(ACCEPT, { input })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const otherTeacher = await signedIn(stack, 'teacher2@demo.school');
    expect((await otherTeacher.graphql(ACCEPT, { input })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const accepted = await teacher.graphql(ACCEPT, { input });
    expect(accepted).toEqual({
      data: {
        acceptParentLink: {
          link: {
            status: 'ACTIVE',
            parent: { id: request?.parent.id },
            child: { id: pending?.id, email: 'student09@demo.school' },
          },
        },
      },
    });

    expect(await parent.graphql(READ_USER, { id: pending?.id })).toEqual({
      data: { user: { email: 'student09@demo.school' } },
    });
    const after = await parent.graphql<{
      me: { children: Page<{ email: string }>; pendingChildren: Page<unknown> };
    }>(`query { me { children { edges { node { email } } } pendingChildren { totalCount edges { node { id } } } } }`);
    expect(nodes(after.data?.me.children)).toContainEqual({ email: 'student09@demo.school' });
    expect(after.data?.me.pendingChildren).toEqual({ totalCount: 0, edges: [] });
  });

  it("lets an admin see and decline a parent's request; a student cannot decide on it", async () => {
    const parent = await signedIn(stack, 'parent2@demo.school');
    const linked = await parent.graphql<LinkAnswer>(LINK, { input: { childEmail: 'student21@demo.school' } });
    const pending = nodes(linked.data?.linkChild.user.pendingChildren).find((c) => c.email === 'student21@demo.school');

    const admin = await signedIn(stack, 'admin@demo.school');
    const ofParent = await admin.graphql<{ user: { id: string; pendingChildren: Page<{ id: string }> } }>(
      `query($id: ID!) { user(id: $id) { id pendingChildren { edges { node { id } } } } }`,
      { id: (await parent.graphql<{ me: { id: string } }>(`query { me { id } }`)).data?.me.id },
    );
    expect(nodes(ofParent.data?.user.pendingChildren)).toContainEqual({ id: pending?.id });
    const input = { parentId: ofParent.data?.user.id, childId: pending?.id };

    const other = await signedIn(stack, 'student22@demo.school');
    expect((await other.graphql(ACCEPT, { input })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await parent.graphql(ACCEPT, { input })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    expect(await admin.graphql(DECLINE, { input })).toEqual({ data: { declineParentLink: input } });
    const requests = await admin.graphql<Requests>(REQUESTS);
    expect(nodes(requests.data?.parentLinkRequests).some((r) => r.child.id === pending?.id)).toBe(false);
  });

  it('makes a family code for whom the profile says, and links the parent who redeems it', async () => {
    const teacher = await signedIn(stack, 'teacher1@demo.school');
    const ids = await teacher.graphql<{ people: Page<{ id: string; email: string }> }>(
      `query { people(first: 100) { edges { node { id email } } } }`,
    );
    const idOf = (email: string) => nodes(ids.data?.people).find((person) => person.email === email)?.id;
    const may = `query($id: ID!) { user(id: $id) { viewerMay { createFamilyCode } } }`;
    expect((await teacher.graphql(may, { id: idOf('student13@demo.school') })).data).toEqual({
      user: { viewerMay: { createFamilyCode: true } },
    });
    expect((await teacher.graphql(may, { id: idOf('student03@demo.school') })).data).toEqual({
      user: { viewerMay: { createFamilyCode: false } },
    });
    const made = await teacher.graphql<{ createFamilyCode: { code: string; expiresAt: string } }>(
      `mutation($input: CreateFamilyCodeInput!) { createFamilyCode(input: $input) { code expiresAt } }`,
      { input: { userId: idOf('student13@demo.school') } },
    );
    expect(made.errors).toBeUndefined();
    const code = made.data?.createFamilyCode.code ?? '';
    const days = (Date.parse(made.data?.createFamilyCode.expiresAt ?? '') - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(14);

    const REDEEM = `mutation($input: RedeemFamilyCodeInput!) {
      redeemFamilyCode(input: $input) { user { children { edges { node { email } } } } }
    }`;
    const parent = await signedIn(stack, 'parent2@demo.school');
    const redeemed = await parent.graphql<{ redeemFamilyCode: { user: { children: Page<{ email: string }> } } }>(
      REDEEM,
      { input: { code } },
    );
    expect(redeemed.errors).toBeUndefined();
    expect(nodes(redeemed.data?.redeemFamilyCode.user.children)).toContainEqual({ email: 'student13@demo.school' });
    const again = await parent.graphql(REDEEM, { input: { code } });
    expect(again.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("resolves a page of parents' children and pending children with one batch each", async () => {
    const admin = await signedIn(stack, 'admin@demo.school');
    const answer = await admin.graphql(
      `query { people(role: PARENT, first: 10) {
        edges { node { children { totalCount edges { node { id } } } pendingChildren { edges { node { id } } } } }
      } }`,
    );
    expect(answer.errors).toBeUndefined();
    expect(stack.restCalls).toEqual([
      'GET /api/v1/auth/status',
      'GET /api/v1/users',
      'GET /api/v1/parents/children',
      'GET /api/v1/parents/children',
    ]);
  });
});
