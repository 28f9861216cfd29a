import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Caller, nodes, signedIn, startStack, type Page, type Stack } from './stack.js';

const CREATE = `mutation($input: CreateAccountsInput!) {
  createAccounts(input: $input) { created { password user { id firstName email roles yearLevel school { name } } } alreadyPresent }
}`;

describe('account mutations through the gateway', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ demo: true });
  });
  afterAll(async () => {
    await stack.close();
  });

  it('creates accounts with one-time passwords that sign in, and reports those already present', async () => {
    const admin = await signedIn(stack, 'admin@demo.school');
    const accounts = [
      { firstName: 'Zoë', lastName: 'Ngọc', email: 'zoe.ngoc@demo.school', roles: ['STUDENT'], yearLevel: 4 },
      { firstName: 'Existing', lastName: 'Student', email: 'student01@demo.school', roles: ['STUDENT'] },
    ];
    const answer = await admin.graphql<{
      createAccounts: {
        created: { password: string; user: { firstName: string; roles: string[] } }[];
        alreadyPresent: string[];
      };
    }>(CREATE, { input: { accounts } });
    expect(answer.errors).toBeUndefined();
    const [created] = answer.data?.createAccounts.created ?? [];
    expect(created?.user).toMatchObject({
      firstName: 'Zoë',
      roles: ['STUDENT'],
      yearLevel: 4,
      school: { name: expect.any(String) },
    });
    expect(answer.data?.createAccounts.alreadyPresent).toEqual(['student01@demo.school']);

    const student = await signedIn(stack, 'zoe.ngoc@demo.school', created?.password);
    expect(await student.graphql(`query { me { firstName lastName } }`)).toEqual({
      data: { me: { firstName: 'Zoë', lastName: 'Ngọc' } },
    });
  });

  it('answers CONFLICT when every account already exists', async () => {
    const admin = await signedIn(stack, 'admin@demo.school');
    const answer = await admin.graphql(CREATE, {
      input: { accounts: [{ firstName: 'A', lastName: 'B', email: 'student02@demo.school', roles: ['STUDENT'] }] },
    });
    expect(answer.errors?.[0]).toMatchObject({
      message: 'The email has already been registered',
      extensions: { code: 'CONFLICT' },
    });
  });

  it("finds an import's namesakes among the school's students in one REST call, for admins only", async () => {
    const admin = await signedIn(stack, 'admin@demo.school');
    const first = await admin.graphql<{
      people: { edges: { node: { id: string; firstName: string; lastName: string } }[] };
    }>(`query { people(role: STUDENT, first: 1) { edges { node { id firstName lastName } } } }`);
    const student = first.data?.people.edges[0]?.node;
    if (!student) throw new Error('the demo school has no students');
    stack.restCalls.length = 0;
    const named = `query($names: [PersonNameInput!]!) { studentsNamed(names: $names) { id } }`;
    const names = [
      { firstName: student.firstName.toUpperCase(), lastName: student.lastName.toLowerCase() },
      { firstName: 'Nobody', lastName: 'Atall' },
    ];
    const answer = await admin.graphql<{ studentsNamed: { id: string }[] }>(named, { names });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.studentsNamed.map(({ id }) => id)).toContain(student.id);
    expect(stack.restCalls.filter((call) => call === 'POST /api/v1/users/name-matches')).toHaveLength(1);

    const teacher = await signedIn(stack, 'teacher1@demo.school');
    expect((await teacher.graphql(named, { names })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('keeps bulk creation for admins', async () => {
    const teacher = await signedIn(stack, 'teacher1@demo.school');
    const answer = await teacher.graphql(CREATE, {
      input: { accounts: [{ firstName: 'A', lastName: 'B', email: 'new.one@demo.school', roles: ['STUDENT'] }] },
    });
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses to delete yourself with the spec message', async () => {
    const admin = await signedIn(stack, 'admin@demo.school');
    const me = await admin.graphql<{ me: { id: string } }>(`query { me { id } }`);
    const answer = await admin.graphql(
      `mutation($input: UserIdsInput!) { deleteUsers(input: $input) { deletedIds } }`,
      {
        input: { userIds: [me.data?.me.id] },
      },
    );
    expect(answer.errors?.[0]?.message).toBe("You can't delete yourself!");
  });

  it('changes your own name and answers with the changed user', async () => {
    const student = await signedIn(stack, 'student03@demo.school');
    const answer = await student.graphql(
      `mutation($input: ChangeNameInput!) { changeName(input: $input) { user { firstName lastName } } }`,
      { input: { firstName: 'Renée', lastName: 'Dubois' } },
    );
    expect(answer).toEqual({ data: { changeName: { user: { firstName: 'Renée', lastName: 'Dubois' } } } });
  });

  it('lets a parent ask to link a child by e-mail, and says when the e-mail is no student of the school', async () => {
    const parent = await signedIn(stack, 'parent3@demo.school');
    const linked = await parent.graphql<{ linkChild: { user: { pendingChildren: Page<{ email: string }> } } }>(
      `mutation($input: LinkChildInput!) { linkChild(input: $input) { user { pendingChildren { edges { node { email } } } } } }`,
      { input: { childEmail: 'student19@demo.school' } },
    );
    expect(linked.errors).toBeUndefined();
    expect(nodes(linked.data?.linkChild.user.pendingChildren)).toContainEqual({ email: 'student19@demo.school' });

    const wrong = await parent.graphql(
      `mutation($input: LinkChildInput!) { linkChild(input: $input) { user { id } } }`,
      {
        input: { childEmail: 'nobody@demo.school' },
      },
    );
    expect(wrong.errors?.[0]?.message).toBe('Sorry, the entered email is invalid. Please check it and try again!');
  });

  it('gives and takes admin permissions, answering with the changed roles', async () => {
    const admin = await signedIn(stack, 'admin@demo.school');
    const teachers = await admin.graphql<{ people: { edges: { node: { id: string; email: string } }[] } }>(
      `query { people(role: TEACHER, first: 10) { edges { node { id email } } } }`,
    );
    const teacher = teachers.data?.people.edges.find((e) => e.node.email === 'teacher2@demo.school')?.node;
    const grant = await admin.graphql(
      `mutation($input: UserIdsInput!) { grantAdmin(input: $input) { users { email roles } } }`,
      {
        input: { userIds: [teacher?.id] },
      },
    );
    expect(grant).toEqual({
      data: { grantAdmin: { users: [{ email: 'teacher2@demo.school', roles: ['ADMIN', 'TEACHER'] }] } },
    });
    const revoke = await admin.graphql(
      `mutation($input: UserIdsInput!) { revokeAdmin(input: $input) { users { roles } } }`,
      {
        input: { userIds: [teacher?.id] },
      },
    );
    expect(revoke).toEqual({ data: { revokeAdmin: { users: [{ roles: ['TEACHER'] }] } } });
  });

  it('keeps another caller signed out of all of it', async () => {
    const visitor = new Caller(stack.origin);
    const answer = await visitor.graphql(
      `mutation { changeName(input: { firstName: "X", lastName: "Y" }) { user { id } } }`,
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
