import { expect, test } from '@playwright/test';
import { Caller } from './hostile-client.js';

const CHILD = 'student30@demo.school';

test.describe('a parent who names any student of the school', () => {
  test('gets no access to the student until the school approves the link; the student cannot', async () => {
    const parent = await new Caller('127.0.0.6').signIn('parent3@demo.school');
    // Other specs may leave parent3 a request of theirs pending: the one this test makes is the new one.
    const before = await parent.graphql(`{ me { pendingChildren(first: 20) { edges { node { id } } } } }`);
    const pendingBefore = new Set(
      (before.data?.me as { pendingChildren: { edges: { node: { id: string } }[] } }).pendingChildren.edges.map(
        (edge) => edge.node.id,
      ),
    );
    const requested = await parent.graphql(
      `mutation($input: LinkChildInput!) {
        linkChild(input: $input) { user { id pendingChildren { edges { node { id } } } } }
      }`,
      { input: { childEmail: CHILD } },
    );
    expect(requested.errors).toBeUndefined();
    const linked = (
      requested.data?.linkChild as { user: { id: string; pendingChildren: { edges: { node: { id: string } }[] } } }
    ).user;
    const added = linked.pendingChildren.edges.filter((edge) => !pendingBefore.has(edge.node.id));
    expect(added).toHaveLength(1);
    const childId = added[0]!.node.id;

    const profile = await parent.graphql(`{ user(id: "${childId}") { email } }`);
    expect(profile.data?.user ?? null).toBeNull();
    expect(['FORBIDDEN', 'NOT_FOUND']).toContain(profile.errors?.[0]?.extensions?.code);

    const takeover = await parent.graphql(
      `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { user { id } } }`,
      { input: { userId: childId, password: 'Taken!Over1' } },
    );
    expect(['FORBIDDEN', 'NOT_FOUND']).toContain(takeover.errors?.[0]?.extensions?.code);

    const ACCEPT = `mutation($input: ParentLinkInput!) { acceptParentLink(input: $input) { link { status } } }`;
    const input = { input: { parentId: linked.id, childId } };
    const student = await new Caller('127.0.0.7').signIn(CHILD);
    expect((await student.graphql(ACCEPT, input)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const afterStudent = await parent.graphql(`{ user(id: "${childId}") { email } }`);
    expect(['FORBIDDEN', 'NOT_FOUND']).toContain(afterStudent.errors?.[0]?.extensions?.code);

    const admin = await new Caller('127.0.0.8').signIn('admin@demo.school');
    const approved = await admin.graphql(ACCEPT, input);
    expect(approved.data).toEqual({ acceptParentLink: { link: { status: 'ACTIVE' } } });

    const afterwards = await parent.graphql(`{ user(id: "${childId}") { email } }`);
    expect(afterwards.data).toEqual({ user: { email: CHILD } });
  });
});
