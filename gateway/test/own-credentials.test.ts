import { EMAIL_CHANGE_TEXTS } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpCatcher } from '../../api/src/testing/smtp-catcher.js';
import { Caller, DEMO_PASSWORD, signedIn, startStack, type Stack } from './stack.js';

/* Changing one's own password or address through GraphQL: the current password, then the link (issue 29). */

const catcher = new SmtpCatcher();
let stack: Stack;
beforeAll(async () => {
  await catcher.listen();
  stack = await startStack({
    demo: true,
    email: { smtpUrl: catcher.url, pollingIntervalSeconds: 0.5, supervise: false, portalUrl: 'http://portal.test' },
  });
});
afterAll(async () => {
  await stack?.close();
  await catcher.stop();
});

const CHANGE_PASSWORD = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { user { id } } }`;
const CHANGE_EMAIL = `mutation($input: ChangeEmailInput!) { changeEmail(input: $input) { user { email pendingEmail } } }`;
const CONFIRM = `mutation($input: ConfirmEmailInput!) { confirmEmail(input: $input) { email } }`;
const ME = `query { me { email pendingEmail } }`;

describe('own credentials through GraphQL', () => {
  it('refuses a password change without the current password (BAD_USER_INPUT) or with a wrong one (FORBIDDEN)', async () => {
    const student = await signedIn(stack, 'student02@demo.school');
    const without = await student.graphql(CHANGE_PASSWORD, { input: { password: 'Brand!new29' } });
    expect(without.errors?.[0]).toMatchObject({
      message: 'currentPassword: Please enter your current password',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const wrong = await student.graphql(CHANGE_PASSWORD, {
      input: { password: 'Brand!new29', currentPassword: 'Wrong!pass1' },
    });
    expect(wrong.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const right = await student.graphql(CHANGE_PASSWORD, {
      input: { password: 'Brand!new29', currentPassword: DEMO_PASSWORD },
    });
    expect(right.errors).toBeUndefined();
  });

  it('keeps the old address, pending the new one, until the mailed link is confirmed signed out', async () => {
    const student = await signedIn(stack, 'student03@demo.school');
    const changed = await student.graphql(CHANGE_EMAIL, {
      input: { email: 'moved.student03@demo.school', currentPassword: DEMO_PASSWORD },
    });
    expect(changed).toEqual({
      data: { changeEmail: { user: { email: 'student03@demo.school', pendingEmail: 'moved.student03@demo.school' } } },
    });
    expect((await student.graphql(ME)).data).toEqual({
      me: { email: 'student03@demo.school', pendingEmail: 'moved.student03@demo.school' },
    });
    await expect
      .poll(() => catcher.messages.filter((mail) => mail.subject === EMAIL_CHANGE_TEXTS.mailSubject).length, {
        timeout: 10_000,
      })
      .toBe(1);
    const text = catcher.messages.find((mail) => mail.subject === EMAIL_CHANGE_TEXTS.mailSubject)?.text ?? '';
    const token = new URL(/http\S+/.exec(text)?.[0] ?? 'http://x').searchParams.get('token');

    const visitor = new Caller(stack.origin);
    const confirmed = await visitor.graphql(CONFIRM, { input: { token } });
    expect(confirmed).toEqual({ data: { confirmEmail: { email: 'moved.student03@demo.school' } } });
    expect((await student.graphql(ME)).data).toEqual({
      me: { email: 'moved.student03@demo.school', pendingEmail: null },
    });
    const again = await visitor.graphql(CONFIRM, { input: { token } });
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
