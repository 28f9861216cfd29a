import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_MESSAGES, API_TOKENS_PER_SCHOOL, apiTokenRoleOf } from '@portal/domain';
import { apiTokens, users, type UserRow } from '../db/schema.js';
import { addPerson, addSchool, sessionFor } from '../testing/school-world.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';

let api: TestApi;
let admin: UserRow;
let teacher: UserRow;
let session: Awaited<ReturnType<typeof sessionFor>>;

beforeAll(async () => {
  api = await startTestApi();
  const { db } = api.database;
  const schoolId = await addSchool(db, 'Token School');
  admin = await addPerson(db, { schoolId, roles: ['admin', 'teacher'] });
  teacher = await addPerson(db, { schoolId, roles: ['teacher'] });
  session = await sessionFor(db, admin);
});
afterAll(() => api.close());

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

async function makeToken(body: Record<string, unknown> = {}) {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/v1/api-tokens',
    payload: { name: 'Timetable sync', role: 'teacher', lifetimeDays: 30, ...body },
    ...session,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { apiToken: { id: string; lastUsedAt: string | null }; token: string };
}

describe('API tokens', () => {
  it('are shown once and stored hashed: neither the list nor the database holds the token', async () => {
    const { apiToken, token } = await makeToken({ role: 'admin', lifetimeDays: 7 });
    expect(apiTokenRoleOf(token)).toBe('admin');
    const list = await api.app.inject({ url: '/api/v1/api-tokens', ...session });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(token);
    expect(list.json().data.map((row: { id: string }) => row.id)).toContain(apiToken.id);
    const rows = await api.database.db.select().from(apiTokens).where(eq(apiTokens.id, apiToken.id));
    expect(JSON.stringify(rows)).not.toContain(token.slice(-43));
    const days = (Date.parse(list.json().data.at(-1).expiresAt) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(7);
  });

  it('act as their maker with their role only, on any route, and note when they were last used', async () => {
    const { apiToken, token } = await makeToken();
    const status = await api.app.inject({ url: '/api/v1/auth/status', ...bearer(token) });
    expect(status.json().data).toEqual({
      userId: admin.id,
      role: 'teacher',
      roles: ['teacher'],
      mustChangePassword: false,
    });
    // Deleting people is an admin's: the maker may, the teacher token may not.
    const refused = await api.app.inject({
      method: 'PATCH',
      url: '/api/v1/users',
      payload: { userIds: [teacher.id] },
      ...bearer(token),
    });
    expect(refused.statusCode).toBe(403);
    const [row] = await api.database.db.select().from(apiTokens).where(eq(apiTokens.id, apiToken.id));
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
  });

  it('stop working when revoked, when expired, and when the maker loses the role', async () => {
    const revoked = await makeToken();
    const answer = await api.app.inject({
      method: 'DELETE',
      url: `/api/v1/api-tokens/${revoked.apiToken.id}`,
      ...session,
    });
    expect(answer.statusCode).toBe(200);
    const afterRevoke = await api.app.inject({ url: '/api/v1/auth/status', ...bearer(revoked.token) });
    expect(afterRevoke.statusCode).toBe(401);
    expect(afterRevoke.json().error.message).toBe(API_TOKEN_MESSAGES.notValid);

    const expired = await makeToken();
    await api.database.db
      .update(apiTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(apiTokens.id, expired.apiToken.id));
    expect((await api.app.inject({ url: '/api/v1/auth/status', ...bearer(expired.token) })).statusCode).toBe(401);

    const { db } = api.database;
    const schoolId = admin.schoolId as string;
    const formerAdmin = await addPerson(db, { schoolId, roles: ['admin', 'teacher'] });
    const made = await api.app.inject({
      method: 'POST',
      url: '/api/v1/api-tokens',
      payload: { name: 'Old', role: 'admin', lifetimeDays: 30 },
      ...(await sessionFor(db, formerAdmin)),
    });
    await db
      .update(users)
      .set({ roles: ['teacher'] })
      .where(eq(users.id, formerAdmin.id));
    const lost = await api.app.inject({ url: '/api/v1/auth/status', ...bearer(made.json().data.token) });
    expect(lost.statusCode).toBe(401);
    expect(lost.json().error.message).toBe(API_TOKEN_MESSAGES.roleLost);
  });

  it('win over a session cookie: a bad token is refused even beside a good cookie', async () => {
    const both = await api.app.inject({
      url: '/api/v1/auth/status',
      headers: { authorization: 'Bearer sp_admin_not-a-token' },
      ...session,
    });
    expect(both.statusCode).toBe(401);
    const malformed = await api.app.inject({
      url: '/api/v1/auth/status',
      headers: { authorization: 'Bearer a b' },
      ...session,
    });
    expect(malformed.statusCode).toBe(401);
    // Another scheme is not ours (a proxy's Basic auth in front of a staging portal): the cookie still signs in.
    const basic = await api.app.inject({
      url: '/api/v1/auth/status',
      headers: { authorization: 'Basic eDp5' },
      ...session,
    });
    expect(basic.json().data.userId).toBe(admin.id);
  });

  it('cannot be given another role by editing the role its text names', async () => {
    const { token } = await makeToken({ role: 'teacher' });
    const edited = token.replace(/^sp_teacher_/, 'sp_admin_');
    const response = await api.app.inject({ url: '/api/v1/auth/status', ...bearer(edited) });
    expect(response.statusCode).toBe(401);
  });

  it('refuse bad input with a clear message and make nothing', async () => {
    const { db } = api.database;
    const count = async () => (await db.select().from(apiTokens)).length;
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ' }, API_TOKEN_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(81) }, 'At most 80 characters'],
      [{ role: 'student' }, 'role: one of admin, teacher'],
      [{ lifetimeDays: 5 }, 'lifetimeDays: one of 7, 30, 90, 365'],
      [{ name: 'Bell\u0007' }, 'Control characters are not allowed'],
    ];
    for (const [body, message] of cases) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/v1/api-tokens',
        payload: { name: 'Sync', role: 'teacher', lifetimeDays: 30, ...body },
        ...session,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.message).toContain(message);
    }
    // An admin who is not a teacher makes no teacher token; a token makes no token.
    const adminOnly = await addPerson(db, { schoolId: admin.schoolId, roles: ['admin'] });
    const notHeld = await api.app.inject({
      method: 'POST',
      url: '/api/v1/api-tokens',
      payload: { name: 'Sync', role: 'teacher', lifetimeDays: 30 },
      ...(await sessionFor(db, adminOnly)),
    });
    expect(notHeld.statusCode).toBe(403);
    expect(notHeld.json().error.message).toBe(API_TOKEN_MESSAGES.roleNotHeld);
    expect(await count()).toBe(before);
  });

  it('cannot make tokens, nor change a password or an e-mail address: what signs people in stays with people', async () => {
    const { token } = await makeToken({ role: 'admin' });
    const calls = [
      {
        method: 'POST' as const,
        url: '/api/v1/api-tokens',
        payload: { name: 'Again', role: 'admin', lifetimeDays: 365 },
      },
      { method: 'GET' as const, url: '/api/v1/api-tokens' },
      { method: 'PATCH' as const, url: `/api/v1/user/${admin.id}`, payload: { password: 'N3w!password' } },
      {
        method: 'PATCH' as const,
        url: `/api/v1/user/${teacher.id}/update-email`,
        payload: { email: 'new@world.school' },
      },
    ];
    for (const call of calls) {
      const response = await api.app.inject({ ...call, ...bearer(token) });
      expect(response.statusCode, call.url).toBe(403);
      expect(response.json().error.message).toBe(API_TOKEN_MESSAGES.notWithToken);
    }
    // Accounts, yes (a roster sync, without passwords: token-leaves-no-sign-ins.test.ts), but never an admin's.
    const person = (email: string, role: string[]) => ({ firstName: 'New', lastName: 'Person', email, role });
    const admins = await api.app.inject({
      method: 'POST',
      url: '/api/v1/school/register-users',
      payload: [
        person('sync.student@world.school', ['student']),
        person('sync.admin@world.school', ['admin', 'teacher']),
      ],
      ...bearer(token),
    });
    expect(admins.statusCode).toBe(403);
    expect(admins.json().error.message).toBe(API_TOKEN_MESSAGES.noAdminsWithToken);
    const students = await api.app.inject({
      method: 'POST',
      url: '/api/v1/school/register-users',
      payload: [person('sync.student@world.school', ['student'])],
      ...bearer(token),
    });
    expect(students.statusCode).toBe(201);
  });

  it(`stop at ${API_TOKENS_PER_SCHOOL} live tokens a school`, async () => {
    const { db } = api.database;
    const schoolId = await addSchool(db, 'Busy School');
    const busyAdmin = await addPerson(db, { schoolId, roles: ['admin'] });
    await db.insert(apiTokens).values(
      Array.from({ length: API_TOKENS_PER_SCHOOL }, (_, index) => ({
        schoolId,
        createdBy: busyAdmin.id,
        name: `Token ${index}`,
        role: 'admin',
        tokenHash: `hash-${index}`,
        expiresAt: sql`now() + interval '1 day'`,
      })),
    );
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/api-tokens',
      payload: { name: 'One more', role: 'admin', lifetimeDays: 30 },
      ...(await sessionFor(db, busyAdmin)),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(API_TOKEN_MESSAGES.tooMany);
  });
});
