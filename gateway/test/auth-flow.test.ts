import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Caller, startStack, withoutViewer, type Stack } from './stack.js';

const REGISTER = `mutation Register($input: RegisterInput!) {
  register(input: $input) { role user { id firstName email roles role } school { id name } }
}`;
const SIGN_IN = `mutation SignIn($input: SignInInput!) { signIn(input: $input) { role user { firstName } } }`;
const STATUS = `query { authStatus { authenticated role } }`;
const ME = `query { me { firstName lastName email role school { name } } }`;

const admin = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@hill-primary.edu.au',
  schoolName: 'Hill Primary',
  password: 'Engine!42',
  license: 'SCHOOL',
};

describe('signing in through the gateway', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack.close();
  });
  beforeEach(() => {
    stack.restCalls.length = 0;
  });

  it('registers a school, signs the new admin in and relays the session cookie', async () => {
    const browser = new Caller(stack.origin);
    const answer = await browser.graphql<{
      register: { role: string; user: { firstName: string; roles: string[] }; school: { name: string } };
    }>(REGISTER, { input: admin });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.register).toMatchObject({
      role: 'ADMIN',
      user: { firstName: 'Ada' },
      school: { name: 'Hill Primary' },
    });
    expect(answer.data?.register.user.roles).toContain('ADMIN');
    expect(browser.cookieHeader).toMatch(/portal_session=/);
    expect(await browser.graphql(STATUS)).toEqual({ data: { authStatus: { authenticated: true, role: 'ADMIN' } } });
  });

  it('answers CONFLICT with the spec text when the e-mail is taken, whatever its case', async () => {
    const answer = await new Caller(stack.origin).graphql(REGISTER, {
      input: { ...admin, email: admin.email.toUpperCase() },
    });
    expect(answer.errors?.[0]).toMatchObject({
      message: 'An account with this email has already been created.',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('answers BAD_USER_INPUT naming the field for a weak password', async () => {
    const answer = await new Caller(stack.origin).graphql(REGISTER, {
      input: { ...admin, email: 'weak@hill.edu.au', password: 'weakpass' },
    });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'password' });
  });

  it('refuses a wrong password with UNAUTHENTICATED and no stack trace', async () => {
    const answer = await new Caller(stack.origin).graphql(SIGN_IN, {
      input: { email: admin.email, password: 'Wrong!pass1' },
    });
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(JSON.stringify(answer)).not.toMatch(/stacktrace|at .*\.(ts|js):\d+/);
  });

  it('signs in, shows the user and their school, then signs out', async () => {
    const browser = new Caller(stack.origin);
    const signIn = await browser.graphql(SIGN_IN, { input: { email: admin.email, password: admin.password } });
    expect(signIn).toEqual({ data: { signIn: { role: 'ADMIN', user: { firstName: 'Ada' } } } });

    const me = await browser.graphql(ME);
    expect(me).toEqual({
      data: {
        me: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: admin.email,
          role: 'ADMIN',
          school: { name: 'Hill Primary' },
        },
      },
    });

    const signOut = await browser.graphql(`mutation { signOut { signedOut } }`);
    expect(signOut).toEqual({ data: { signOut: { signedOut: true } } });
    expect(await browser.graphql(STATUS)).toEqual({ data: { authStatus: { authenticated: false, role: null } } });
    expect((await browser.graphql(ME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('checks the role rule before any upstream call of the field', async () => {
    const answer = await new Caller(stack.origin).graphql(ME);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(withoutViewer(stack.restCalls)).toEqual([]);
  });

  it('asks the API who is calling once per request, however many fields need it', async () => {
    const browser = new Caller(stack.origin);
    await browser.graphql(SIGN_IN, { input: { email: admin.email, password: admin.password } });
    stack.restCalls.length = 0;
    await browser.graphql(
      `query { authStatus { role } me { firstName } school { name } people(first: 1) { totalCount } }`,
    );
    expect(stack.restCalls.filter((call) => call === 'GET /api/v1/auth/status')).toHaveLength(1);
  });
});
