import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, registerSchool, startTestApi, withSession, type TestApi } from '../testing/test-api.js';

let api: TestApi;
let credentials: { email: unknown; password: unknown };
beforeAll(async () => {
  api = await startTestApi();
  const { form } = await registerSchool(api.app);
  credentials = { email: form.email, password: form.password };
});
afterAll(() => api.close());

function sessionCookie(response: Awaited<ReturnType<typeof post>>) {
  return response.cookies.find((cookie) => cookie.name === 'portal_session');
}

describe('the session cookie over HTTPS', () => {
  it('is Secure when the origin was reached over HTTPS (X-Forwarded-Proto), set and cleared', async () => {
    const https = { headers: { 'x-forwarded-proto': 'https' } };
    const signIn = await post(api.app, '/api/v1/auth/signin', credentials, https);
    expect(signIn.statusCode).toBe(200);
    const cookie = sessionCookie(signIn);
    expect(cookie).toMatchObject({ secure: true, httpOnly: true });
    const signOut = await post(api.app, '/api/v1/auth/signout', undefined, { ...https, ...withSession(cookie?.value) });
    expect(sessionCookie(signOut)).toMatchObject({ value: '', secure: true });
  });

  it('is not Secure over plain HTTP unless the settings say so', async () => {
    const plain = await post(api.app, '/api/v1/auth/signin', credentials);
    expect(sessionCookie(plain)?.secure).toBeFalsy();

    const configured = await startTestApi({ cookieSecure: true });
    try {
      const { token } = await registerSchool(configured.app);
      const signOut = await post(configured.app, '/api/v1/auth/signout', undefined, withSession(token));
      expect(sessionCookie(signOut)).toMatchObject({ value: '', secure: true });
    } finally {
      await configured.close();
    }
  });
});
