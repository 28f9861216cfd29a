import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, nodes, signedIn, startStack, type Caller, type Page, type Stack } from './stack.js';

/*
 * The gateway remembers who a credential is for a few seconds
 * (gateway/src/context/viewer-cache.ts), so a signed-in caller's queries do
 * not each ask auth/status first. A session that ends meanwhile must still be
 * refused at once: by the API, which checks every call's own credential, and
 * by authStatus, which always asks. A role granted meanwhile must not be
 * refused: the gateway refuses only on the API's answer of the moment.
 */
const ME = '{ me { email } }';
const STATUS = '{ authStatus { authenticated roles } }';

describe('a remembered caller never outlives their session or their roles', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ demo: true });
  });
  afterAll(async () => {
    await stack.close();
  });

  const signOutThroughRest = async (caller: Caller) => {
    const response = await stack.origin.inject({
      method: 'POST',
      url: '/api/v1/auth/signout',
      headers: { cookie: caller.cookieHeader },
    });
    expect(response.statusCode).toBe(204);
  };

  it('asks auth/status once for a signed-in caller’s queries a moment apart', async () => {
    const teacher = await signedIn(stack, 'teacher1@demo.school');
    expect((await teacher.graphql(ME)).errors).toBeUndefined();
    expect((await teacher.graphql(ME)).errors).toBeUndefined();
    expect(stack.restCalls).toEqual(['GET /api/v1/auth/status', 'GET /api/v1/me', 'GET /api/v1/me']);
  });

  it('refuses a session signed out elsewhere (another tab, the REST API) at once, though its caller was just read', async () => {
    const teacher = await signedIn(stack, 'teacher1@demo.school');
    expect((await teacher.graphql<{ me: { email: string } }>(ME)).data?.me.email).toBe('teacher1@demo.school');
    await signOutThroughRest(teacher);

    const refused = await teacher.graphql(ME);
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await teacher.graphql(STATUS)).toEqual({ data: { authStatus: { authenticated: false, roles: [] } } });
  });

  it('refuses the other sessions of someone whose password was just changed', async () => {
    const email = 'teacher2@demo.school';
    const elsewhere = await signedIn(stack, email);
    expect((await elsewhere.graphql(ME)).errors).toBeUndefined();
    const here = await signedIn(stack, email);
    const changed = await here.graphql(
      `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { user { email } } }`,
      {
        input: { password: `${DEMO_PASSWORD}x`, currentPassword: DEMO_PASSWORD },
      },
    );
    expect(changed.errors).toBeUndefined();

    expect((await elsewhere.graphql(ME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await elsewhere.graphql(STATUS)).toEqual({ data: { authStatus: { authenticated: false, roles: [] } } });
    expect((await here.graphql(ME)).errors).toBeUndefined();
  });

  it('answers authStatus from the API every time, so a sign-out shows on the next one', async () => {
    const student = await signedIn(stack, 'student01@demo.school');
    expect(await student.graphql(STATUS)).toEqual({
      data: { authStatus: { authenticated: true, roles: ['STUDENT'] } },
    });
    await signOutThroughRest(student);
    expect(await student.graphql(STATUS)).toEqual({ data: { authStatus: { authenticated: false, roles: [] } } });
  });

  it('lets through at once a role granted a moment ago, and refuses at once one taken away', async () => {
    const GRANT = `mutation($input: UserIdsInput!) { grantAdmin(input: $input) { users { roles } } }`;
    const REVOKE = `mutation($input: UserIdsInput!) { revokeAdmin(input: $input) { users { roles } } }`;
    const admin = await signedIn(stack, 'admin@demo.school');
    const teacher = await signedIn(stack, 'teacher1@demo.school');
    const teachers = await admin.graphql<{ people: Page<{ id: string; email: string }> }>(
      `query { people(role: TEACHER, first: 10) { edges { node { id email } } } }`,
    );
    const idOf = (email: string) => nodes(teachers.data?.people).find((person) => person.email === email)?.id;
    const teacherId = idOf('teacher1@demo.school');
    const otherId = { input: { userIds: [idOf('teacher2@demo.school')] } };
    expect((await teacher.graphql(GRANT, otherId)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    expect((await admin.graphql(GRANT, { input: { userIds: [teacherId] } })).errors).toBeUndefined();
    expect(await teacher.graphql(GRANT, otherId)).toEqual({
      data: { grantAdmin: { users: [{ roles: ['ADMIN', 'TEACHER'] }] } },
    });

    expect((await admin.graphql(REVOKE, { input: { userIds: [teacherId] } })).errors).toBeUndefined();
    expect((await teacher.graphql(REVOKE, otherId)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
