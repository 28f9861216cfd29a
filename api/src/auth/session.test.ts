import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema.js';
import { hashToken } from './session-store.js';
import { post, registerSchool, startTestApi, withSession, type TestApi } from '../testing/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ sessionTtlHours: 2 });
});
afterAll(() => api.close());

const status = (token?: string) => api.app.inject({ url: '/api/v1/auth/status', ...withSession(token) });

describe('GET /auth/status', () => {
  it('answers the primary role and the roles of the signed-in user', async () => {
    const { token, body } = await registerSchool(api.app);
    const response = await status(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { userId: body.data.user.userId, role: 'admin', roles: ['admin', 'teacher'], mustChangePassword: false },
    });
  });

  it('answers 401 without a cookie or with an unknown one', async () => {
    expect((await status()).statusCode).toBe(401);
    const unknown = await status('not-a-session');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('answers 401 once the session has expired', async () => {
    const { token } = await registerSchool(api.app);
    await api.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, hashToken(String(token))));
    expect((await status(token)).statusCode).toBe(401);
  });

  it('stores only a hash of the token, expiring after the configured hours', async () => {
    const { token } = await registerSchool(api.app);
    const [row] = await api.database.db
      .select({ hours: sql<number>`extract(epoch from (${sessions.expiresAt} - ${sessions.createdAt})) / 3600` })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(String(token))));
    expect(Number(row?.hours)).toBeCloseTo(2, 1);
    const stored = await api.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, String(token)));
    expect(stored).toHaveLength(0);
  });
});

describe('POST /auth/signout', () => {
  it('ends the session and clears the cookie', async () => {
    const { token } = await registerSchool(api.app);
    const response = await post(api.app, '/api/v1/auth/signout', undefined, withSession(token));
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((c) => c.name === 'portal_session');
    expect(cleared?.value).toBe('');
    expect((await status(token)).statusCode).toBe(401);
  });

  it('answers 204 when nobody is signed in, even with an empty JSON body', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signout',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(204);
  });
});
