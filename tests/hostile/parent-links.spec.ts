import { expect, test } from '@playwright/test';
import { Caller } from './hostile-client.js';

const CHILD = 'student30@demo.school';

test.describe('a parent who names any student of the school', () => {
  test('gets no access to the student until the school approves the link; the student cannot', async () => {
    const parent = await new Caller('127.0.0.6').signIn('parent3@demo.school');
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
    expect(linked.pendingChildren.edges).toHaveLength(1);
    const childId = linked.pendingChildren.edges[0]!.node.id;

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
