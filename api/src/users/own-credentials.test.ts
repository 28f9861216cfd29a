import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_CHANGE_TEXTS, EMAIL_CONFIRMATION_PATH, MESSAGES } from '@portal/domain';
import { noAccountFor } from '@portal/domain/sso-texts';
import { users, type UserRow } from '../db/schema.js';
import { SSO_NONCE_COOKIE } from '../sso/sso-nonce-cookie.js';
import { testEmailOptions } from '../testing/email-world.js';
import {
  FAKE_CLIENT_ID,
  startFakeIdentityProvider,
  type FakeIdentityProvider,
} from '../testing/fake-identity-provider.js';
import { KNOWN_PASSWORD, addPerson, addSchool, sessionFor } from '../testing/school-world.js';
import { SmtpCatcher } from '../testing/smtp-catcher.js';
import { post, startTestApi, type TestApi } from '../testing/test-api.js';

const PORTAL_URL = 'https://portal.hill.school';
const NEW_PASSWORD = 'Brand!new29';

let api: TestApi;
let provider: FakeIdentityProvider;
let school: string;
let admin: UserRow;
let address = 0;
const catcher = new SmtpCatcher();

beforeAll(async () => {
  await catcher.listen();
  provider = await startFakeIdentityProvider();
  api = await startTestApi({
    email: testEmailOptions(catcher.url, { portalUrl: PORTAL_URL }),
    sso: { issuer: provider.issuer, clientId: FAKE_CLIENT_ID, name: 'Hill SSO' },
  });
  school = await addSchool(api.database.db);
  admin = await addPerson(api.database.db, { schoolId: school, roles: ['admin', 'teacher'] });
});
afterAll(async () => {
  await api?.close();
  await provider?.close();
  await catcher.stop();
});

/** Every caller from an address of its own, so one test's throttle counts never reach another's. */
function nextAddress(): string {
  address += 1;
  return `10.29.1.${address}`;
}

async function patchAs(actor: UserRow, url: string, payload: Record<string, unknown>, remoteAddress = nextAddress()) {
  return api.app.inject({
    method: 'PATCH',
    url: `/api/v1${url}`,
    payload,
    remoteAddress,
    ...(await sessionFor(api.database.db, actor)),
  });
}

const signIn = (email: string, password: string) =>
  post(api.app, '/api/v1/auth/signin', { email, password }, { remoteAddress: nextAddress() });

const student = () => addPerson(api.database.db, { schoolId: school, roles: ['student'] });

async function stored(id: string): Promise<UserRow> {
  const [row] = await api.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('gone');
  return row;
}

const mailsTo = (email: string): ParsedMail[] =>
  catcher.messages.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === email);

/** The token of the newest confirmation link mailed to `email`, once it has arrived. */
async function linkTokenFor(email: string, count = 1): Promise<string> {
  await expect.poll(() => mailsTo(email).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  const mail = mailsTo(email).at(-1);
  expect(mail?.subject).toBe(EMAIL_CHANGE_TEXTS.mailSubject);
  const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
  const url = new URL(link);
  expect(`${url.origin}${url.pathname}`).toBe(`${PORTAL_URL}${EMAIL_CONFIRMATION_PATH}`);
  return url.searchParams.get('token') ?? '';
}

const confirm = (token: string) => post(api.app, '/api/v1/auth/confirm-email', { token });

describe('changing your own password needs the current one', () => {
  it('refuses without it (400) and with a wrong one (403), keeping the old password', async () => {
    const person = await student();
    const without = await patchAs(person, `/user/${person.id}`, { password: NEW_PASSWORD });
    expect(without.statusCode).toBe(400);
    expect(without.json().error).toMatchObject({
      message: 'currentPassword: Please enter your current password',
      field: 'currentPassword',
    });
    const wrong = await patchAs(person, `/user/${person.id}`, {
      password: NEW_PASSWORD,
      currentPassword: 'Wrong!pass1',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.message).toBe(`currentPassword: ${EMAIL_CHANGE_TEXTS.currentPasswordWrong}`);
    expect((await signIn(person.email, KNOWN_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(person.email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('changes it with the right one', async () => {
    const person = await student();
    const response = await patchAs(person, `/user/${person.id}`, {
      password: NEW_PASSWORD,
      currentPassword: KNOWN_PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await signIn(person.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('counts wrong current passwords with the sign-in throttle (429 past its limit)', async () => {
    const person = await student();
    const from = nextAddress();
    const answers: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await patchAs(
        person,
        `/user/${person.id}`,
        { password: NEW_PASSWORD, currentPassword: `Wrong!pass${attempt}` },
        from,
      );
      answers.push(response.statusCode);
    }
    expect(answers).toEqual([403, 403, 403, 403, 403, 429]);
  });

  it("still lets an admin reset someone else's password without theirs", async () => {
    const person = await student();
    const response = await patchAs(admin, `/user/${person.id}`, { password: NEW_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect((await signIn(person.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('a new e-mail takes effect when the link mailed to it is opened', () => {
  it('needs the current password', async () => {
    const person = await student();
    const without = await patchAs(person, `/user/${person.id}/update-email`, { email: `new.${person.email}` });
    expect(without.statusCode).toBe(400);
    expect(without.json().error.message).toBe('currentPassword: Please enter your current password');
    const wrong = await patchAs(person, `/user/${person.id}/update-email`, {
      email: `new.${person.email}`,
      currentPassword: 'Wrong!pass1',
    });
    expect(wrong.statusCode).toBe(403);
    expect((await stored(person.id)).email).toBe(person.email);
  });

  it('keeps the old address for sign-in until the link is opened, then only the new one', async () => {
    const person = await student();
    const newEmail = `moved.${person.email}`;
    const asked = await patchAs(person, `/user/${person.id}/update-email`, {
      email: newEmail.toUpperCase(),
      currentPassword: KNOWN_PASSWORD,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data).toMatchObject({ email: person.email, pendingEmail: newEmail });
    const me = await api.app.inject({ url: '/api/v1/me', ...(await sessionFor(api.database.db, person)) });
    expect(me.json().data).toMatchObject({ email: person.email, pendingEmail: newEmail });

    const token = await linkTokenFor(newEmail);
    expect((await signIn(newEmail, KNOWN_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(person.email, KNOWN_PASSWORD)).statusCode).toBe(200);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ data: { email: newEmail } });
    expect((await signIn(newEmail, KNOWN_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(person.email, KNOWN_PASSWORD)).statusCode).toBe(401);
    expect((await stored(person.id)).pendingEmail).toBeNull();

    const again = await confirm(token);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(EMAIL_CHANGE_TEXTS.invalid);
  });

  it('refuses a link after 24 hours, saying it expired', async () => {
    const person = await student();
    const newEmail = `late.${person.email}`;
    await patchAs(person, `/user/${person.id}/update-email`, { email: newEmail, currentPassword: KNOWN_PASSWORD });
    const token = await linkTokenFor(newEmail);
    await api.database.db
      .update(users)
      .set({ pendingEmailExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, person.id));
    const response = await confirm(token);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(EMAIL_CHANGE_TEXTS.expired);
    expect((await stored(person.id)).email).toBe(person.email);
  });

  it('makes a newer request replace the earlier link', async () => {
    const person = await student();
    const first = `first.${person.email}`;
    const second = `second.${person.email}`;
    await patchAs(person, `/user/${person.id}/update-email`, { email: first, currentPassword: KNOWN_PASSWORD });
    const firstToken = await linkTokenFor(first);
    await patchAs(person, `/user/${person.id}/update-email`, { email: second, currentPassword: KNOWN_PASSWORD });
    await linkTokenFor(second);
    expect((await confirm(firstToken)).statusCode).toBe(404);
    expect((await stored(person.id)).email).toBe(person.email);
  });

  it('single sign-on matches only the confirmed address', async () => {
    const person = await student();
    const newEmail = `sso.${person.email}`;
    await patchAs(person, `/user/${person.id}/update-email`, { email: newEmail, currentPassword: KNOWN_PASSWORD });
    await linkTokenFor(newEmail);
    const nonce = (await post(api.app, '/api/v1/auth/sso/start', {})).json().data.nonce as string;
    const response = await post(
      api.app,
      '/api/v1/auth/sso',
      { idToken: await provider.idToken({ email: newEmail, nonce }), nonce },
      { cookies: { [SSO_NONCE_COOKIE]: nonce } },
    );
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(noAccountFor(newEmail));
  });

  it('counts each confirmation mail against the e-mail limit: 429 with Retry-After past it, nothing stored or sent', async () => {
    const person = await student();
    // testEmailOptions allows 3 mails a user within the window.
    const asked = [1, 2, 3, 4].map((n) => `limit${n}.${person.email}`);
    for (const email of asked.slice(0, 3)) {
      const response = await patchAs(person, `/user/${person.id}/update-email`, {
        email,
        currentPassword: KNOWN_PASSWORD,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const refused = await patchAs(person, `/user/${person.id}/update-email`, {
      email: asked[3],
      currentPassword: KNOWN_PASSWORD,
    });
    expect(refused.statusCode, refused.body).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.message).toBe(EMAIL_CHANGE_TEXTS.confirmationLimitReached(3, 60));
    expect((await stored(person.id)).pendingEmail, 'the last accepted address still waits').toBe(asked[2]);
    await linkTokenFor(asked[2] ?? '');
    expect(mailsTo(asked[3] ?? '')).toEqual([]);
  });

  it('refuses a link whose address was taken meanwhile (409), keeping the old address', async () => {
    const person = await student();
    const newEmail = `taken.${person.email}`;
    await patchAs(person, `/user/${person.id}/update-email`, { email: newEmail, currentPassword: KNOWN_PASSWORD });
    const token = await linkTokenFor(newEmail);
    const other = await student();
    const took = await patchAs(admin, `/user/${other.id}/update-email`, { email: newEmail });
    expect(took.statusCode, took.body).toBe(200);
    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(409);
    expect(confirmed.json().error.message).toBe(MESSAGES.emailAlreadyRegistered);
    expect((await stored(person.id)).email).toBe(person.email);
    expect((await signIn(person.email, KNOWN_PASSWORD)).statusCode).toBe(200);
  });

  it("lets an admin change someone else's address at once, without a password", async () => {
    const person = await student();
    const newEmail = `admin.set.${person.email}`;
    const response = await patchAs(admin, `/user/${person.id}/update-email`, { email: newEmail });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.email).toBe(newEmail);
    expect(response.json().data).not.toHaveProperty('pendingEmail');
  });
});
