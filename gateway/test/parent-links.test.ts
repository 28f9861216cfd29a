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

  it('gives a parent the child only after the student accepts', async () => {
    const parent = await signedIn(stack, 'parent3@demo.school');
    const linked = await parent.graphql<LinkAnswer>(LINK, { input: { childEmail: 'student20@demo.school' } });
    expect(linked.errors).toBeUndefined();
    const user = linked.data?.linkChild.user;
    expect(nodes(user?.children).map((c) => c.email)).not.toContain('student20@demo.school');
    const pending = nodes(user?.pendingChildren).find((c) => c.email === 'student20@demo.school');
    expect(pending).toBeDefined();

    const refused = await parent.graphql(READ_USER, { id: pending?.id });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const reset = await parent.graphql(
      `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { user { id } } }`,
      { input: { userId: pending?.id, password: 'Taken!over1' } },
    );
    expect(reset.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const student = await signedIn(stack, 'student20@demo.school');
    const requests = await student.graphql<Requests>(REQUESTS);
    expect(requests.errors).toBeUndefined();
    const request = nodes(requests.data?.parentLinkRequests).find((r) => r.child.id === pending?.id);
    expect(request).toMatchObject({
      status: 'PENDING',
      parent: { roles: ['PARENT'] },
      child: { email: 'student20@demo.school' },
    });
    const accepted = await student.graphql(ACCEPT, {
      input: { parentId: request?.parent.id, childId: request?.child.id },
    });
    expect(accepted).toEqual({
      data: {
        acceptParentLink: {
          link: {
            status: 'ACTIVE',
            parent: { id: request?.parent.id },
            child: { id: pending?.id, email: 'student20@demo.school' },
          },
        },
      },
    });

    expect(await parent.graphql(READ_USER, { id: pending?.id })).toEqual({
      data: { user: { email: 'student20@demo.school' } },
    });
    const after = await parent.graphql<{
      me: { children: Page<{ email: string }>; pendingChildren: Page<unknown> };
    }>(`query { me { children { edges { node { email } } } pendingChildren { totalCount edges { node { id } } } } }`);
    expect(nodes(after.data?.me.children)).toContainEqual({ email: 'student20@demo.school' });
    expect(after.data?.me.pendingChildren).toEqual({ totalCount: 0, edges: [] });
  });

  it("lets an admin see and decline a parent's request; a student cannot decide on another's", async () => {
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
