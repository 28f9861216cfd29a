import { ACCOUNT_TEXTS } from '@portal/domain/account-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Caller, signedIn, startStack, type Stack } from './stack.js';

/* The required password change through GraphQL (issue 36): the status says so, the API's refusal comes through with its code. */

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ demo: true });
});
afterAll(() => stack?.close());

const CREATE = `mutation($input: CreateAccountsInput!) { createAccounts(input: $input) { created { password user { id email } } } }`;
const SIGN_IN = `mutation($input: SignInInput!) { signIn(input: $input) { role mustChangePassword } }`;
const STATUS = `query { authStatus { authenticated mustChangePassword } }`;
const ME = `query { me { email mustChangePassword } }`;
const CHANGE_PASSWORD = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { user { id } } }`;

async function created(roles: string[], email: string) {
  const admin = await signedIn(stack, 'admin@demo.school');
  const answer = await admin.graphql<{ createAccounts: { created: { password: string; user: { id: string } }[] } }>(
    CREATE,
    { input: { accounts: [{ firstName: 'Tess', lastName: 'Newcomer', email, roles }] } },
  );
  expect(answer.errors).toBeUndefined();
  const [account] = answer.data?.createAccounts.created ?? [];
  if (!account) throw new Error('nothing created');
  return { id: account.user.id, email, password: account.password };
}

describe('a required password change through GraphQL', () => {
  it('shows in signIn, authStatus and me; refuses all else with PASSWORD_CHANGE_REQUIRED until changed', async () => {
    const teacher = await created(['TEACHER'], 'tess.newcomer@demo.school');
    const caller = new Caller(stack.origin);
    const signIn = await caller.graphql(SIGN_IN, { input: { email: teacher.email, password: teacher.password } });
    expect(signIn).toEqual({ data: { signIn: { role: 'TEACHER', mustChangePassword: true } } });
    expect((await caller.graphql(STATUS)).data).toEqual({
      authStatus: { authenticated: true, mustChangePassword: true },
    });
    expect((await caller.graphql(ME)).data).toEqual({ me: { email: teacher.email, mustChangePassword: true } });

    const refused = await caller.graphql(`query { groups { totalCount } }`);
    expect(refused.errors?.[0]).toMatchObject({
      message: ACCOUNT_TEXTS.passwordChangeRequired,
      extensions: { code: 'PASSWORD_CHANGE_REQUIRED' },
    });

    const changed = await caller.graphql(CHANGE_PASSWORD, {
      input: { userId: teacher.id, password: 'Tess!own42', currentPassword: teacher.password },
    });
    expect(changed.errors).toBeUndefined();
    expect((await caller.graphql(STATUS)).data).toEqual({
      authStatus: { authenticated: true, mustChangePassword: false },
    });
    const after = await caller.graphql(`query { groups { totalCount } }`);
    expect(after.errors).toBeUndefined();
  });

  it('does not ask a student, nor the demo accounts', async () => {
    const student = await created(['STUDENT'], 'sam.newcomer@demo.school');
    expect(student.password).toMatch(/^[a-z]+-[a-z]+-[a-z]+-[1-9][0-9]$/);
    const caller = new Caller(stack.origin);
    const signIn = await caller.graphql(SIGN_IN, { input: { email: student.email, password: student.password } });
    expect(signIn).toEqual({ data: { signIn: { role: 'STUDENT', mustChangePassword: false } } });
    const demo = await signedIn(stack, 'teacher1@demo.school');
    expect((await demo.graphql(STATUS)).data).toEqual({
      authStatus: { authenticated: true, mustChangePassword: false },
    });
  });
});
