import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, registerSchool, sessionTokenOf, startTestApi, withSession, type TestApi } from '../testing/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

let address = 0;
/** Each test signs in from its own client address, so the per-address limit of one test leaves the others alone. */
function fromNewAddress() {
  address += 1;
  return { remoteAddress: `10.0.0.${address}` };
}

function signIn(body: unknown, extra: Record<string, unknown> = {}, url = '/api/v1/auth/signin/') {
  return post(api.app, url, body, extra);
}

describe('POST /auth/signin', () => {
  it('signs in with the e-mail in any case, answering the user and the primary role', async () => {
    const { form } = await registerSchool(api.app);
    const client = fromNewAddress();
    const email = String(form.email).toUpperCase();
    const response = await signIn({ email, password: form.password }, client);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      role: 'admin',
      user: { email: form.email, role: ['admin', 'teacher'] },
    });
    expect(sessionTokenOf(response)).toBeTruthy();
    const withoutSlash = await signIn({ email, password: form.password }, client, '/api/v1/auth/signin');
    expect(withoutSlash.statusCode).toBe(200);
  });

  it('gives a new session at every sign-in and ends the one the browser held', async () => {
    const { form, token: registered } = await registerSchool(api.app);
    const client = fromNewAddress();
    const credentials = { email: form.email, password: form.password };
    const response = await signIn(credentials, { ...client, ...withSession(registered) });
    const rotated = sessionTokenOf(response);
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(registered);
    const oldStatus = await api.app.inject({ url: '/api/v1/auth/status', ...withSession(registered) });
    expect(oldStatus.statusCode).toBe(401);
    const newStatus = await api.app.inject({ url: '/api/v1/auth/status', ...withSession(rotated) });
    expect(newStatus.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const { form } = await registerSchool(api.app);
    const client = fromNewAddress();
    const wrong = await signIn({ email: form.email, password: 'Wrong!pass1' }, client);
    const unknown = await signIn({ email: 'nobody@hill.school', password: 'Wrong!pass1' }, client);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Invalid email or password' } });
    expect(unknown.json()).toEqual(wrong.json());
    expect(sessionTokenOf(wrong)).toBeUndefined();
  });

  it('refuses a malformed e-mail or an empty password before checking anything', async () => {
    const client = fromNewAddress();
    const badEmail = await signIn({ email: 'nobody', password: 'x' }, client);
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error).toMatchObject({ field: 'email', message: 'email: Invalid email' });
    const noPassword = await signIn({ email: 'a@b.school', password: '' }, client);
    expect(noPassword.json().error).toMatchObject({ field: 'password', message: 'password: Invalid password' });
  });
});

describe('sign-in throttle', () => {
  it('answers 429 with Retry-After after 5 failures for one e-mail from one address, even with the right password', async () => {
    const { form } = await registerSchool(api.app);
    const client = fromNewAddress();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signIn({ email: form.email, password: 'Wrong!pass1' }, client)).statusCode).toBe(401);
    }
    const sixth = await signIn({ email: form.email, password: form.password }, client);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      error: { code: 'TOO_MANY_REQUESTS', message: 'Too many failed sign-ins, please try again later' },
    });
    expect(sessionTokenOf(sixth)).toBeUndefined();
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const owner = await signIn({ email: form.email, password: form.password }, fromNewAddress());
    expect(owner.statusCode).toBe(200);
  });

  it('forgives earlier failures after a successful sign-in', async () => {
    const { form } = await registerSchool(api.app);
    const client = fromNewAddress();
    const wrong = { email: form.email, password: 'Wrong!pass1' };
    for (let attempt = 1; attempt <= 4; attempt += 1) await signIn(wrong, client);
    expect((await signIn({ email: form.email, password: form.password }, client)).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await signIn(wrong, client)).statusCode).toBe(401);
    }
    expect((await signIn({ email: form.email, password: form.password }, client)).statusCode).toBe(200);
  });

  it('answers 429 after 20 failures from one address, whatever the e-mails', async () => {
    const client = fromNewAddress();
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const response = await signIn({ email: `guess${attempt}@hill.school`, password: 'Wrong!pass1' }, client);
      expect(response.statusCode).toBe(401);
    }
    const next = await signIn({ email: 'guess21@hill.school', password: 'Wrong!pass1' }, client);
    expect(next.statusCode).toBe(429);
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = await signIn({ email: 'guess21@hill.school', password: 'Wrong!pass1' }, fromNewAddress());
    expect(elsewhere.statusCode).toBe(401);
  });

  it('counts the address the gateway forwards', async () => {
    const proxy = fromNewAddress();
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      await signIn(
        { email: `fwd${attempt}@hill.school`, password: 'x' },
        { ...proxy, headers: { 'x-forwarded-for': '203.0.113.9' } },
      );
    }
    const sameBrowser = await signIn(
      { email: 'fwd@hill.school', password: 'x' },
      { ...proxy, headers: { 'x-forwarded-for': '203.0.113.9' } },
    );
    expect(sameBrowser.statusCode).toBe(429);
    const otherBrowser = await signIn(
      { email: 'fwd@hill.school', password: 'x' },
      { ...proxy, headers: { 'x-forwarded-for': '203.0.113.10' } },
    );
    expect(otherBrowser.statusCode).toBe(401);
  });
});
