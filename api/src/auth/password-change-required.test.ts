import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isGeneratedPassword, isReadablePassword } from '@portal/domain';
import { ACCOUNT_TEXTS } from '@portal/domain/account-texts';
import { users, type UserRow } from '../db/schema.js';
import { createApiToken } from '../api-tokens/api-token-store.js';
import { addPerson, addSchool, sessionFor } from '../testing/school-world.js';
import { post, sessionTokenOf, startTestApi, withSession, type TestApi } from '../testing/test-api.js';

let api: TestApi;
let school: string;
let admin: UserRow;
let batch = 0;
beforeAll(async () => {
  api = await startTestApi();
  school = await addSchool(api.database.db, 'First Sign-in School');
  admin = await addPerson(api.database.db, { schoolId: school, roles: ['admin', 'teacher'] });
});
afterAll(() => api.close());

interface Imported {
  id: string;
  email: string;
  password: string;
}

/** Accounts the admin makes, one per roles list: each with its e-mail and the password the server made. */
async function imported(...roles: string[][]): Promise<Imported[]> {
  const rows = roles.map((role) => {
    batch += 1;
    return { firstName: 'Nova', lastName: `New${batch}`, email: `nova.${batch}@first.school`, role };
  });
  const response = await post(api.app, '/api/v1/school/register-users', rows, await sessionFor(api.database.db, admin));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.new_users.map((user: { userId: string; email: string; password: string }) => ({
    id: user.userId,
    email: user.email,
    password: user.password,
  }));
}

/** Signs in from an address of its own (the throttle never answers instead); the session's cookie. */
async function signIn({ email, password }: { email: string; password: string }) {
  batch += 1;
  const response = await post(
    api.app,
    '/api/v1/auth/signin',
    { email, password },
    { remoteAddress: `10.36.0.${batch}` },
  );
  expect(response.statusCode, response.body).toBe(200);
  return { answer: response.json().data, session: withSession(sessionTokenOf(response)) };
}

const get = (url: string, extra: object) => api.app.inject({ url, ...extra });
const changeOwn = (id: string, body: object, extra: object) =>
  api.app.inject({ method: 'PATCH', url: `/api/v1/user/${id}`, payload: body, ...extra });

describe('passwords the school makes (issue 36)', () => {
  it('are readable for students, who keep them: nothing is refused', async () => {
    const [student] = await imported(['student']);
    if (!student) throw new Error('no student');
    expect(isReadablePassword(student.password)).toBe(true);
    const { answer, session } = await signIn(student);
    expect(answer.mustChangePassword).toBe(false);
    const status = await get('/api/v1/auth/status', session);
    expect(status.json().data.mustChangePassword).toBe(false);
    expect((await get('/api/v1/groups', session)).statusCode).toBe(200);
  });

  it('are strong for staff and parents, who must change them at their first sign-in', async () => {
    const made = await imported(['teacher'], ['admin', 'teacher'], ['parent'], ['student', 'parent']);
    for (const person of made) {
      expect(isGeneratedPassword(person.password)).toBe(true);
      const { answer, session } = await signIn(person);
      expect(answer.mustChangePassword).toBe(true);
      const status = await get('/api/v1/auth/status', session);
      expect(status.statusCode).toBe(200);
      expect(status.json().data.mustChangePassword).toBe(true);
    }
  });
});

describe('a required password change', () => {
  it('refuses every other call with 403 PASSWORD_CHANGE_REQUIRED until the change, then lets them in', async () => {
    const [teacher] = await imported(['teacher']);
    if (!teacher) throw new Error('no teacher');
    const { session } = await signIn(teacher);

    for (const url of ['/api/v1/groups', '/api/v1/users', `/api/v1/user/${teacher.id}`]) {
      const refused = await get(url, session);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error).toEqual({
        code: 'PASSWORD_CHANGE_REQUIRED',
        message: ACCOUNT_TEXTS.passwordChangeRequired,
      });
    }
    const write = await api.app.inject({
      method: 'PATCH',
      url: `/api/v1/user/${teacher.id}/update-name`,
      payload: { firstName: 'Not', lastName: 'Yet' },
      ...session,
    });
    expect(write.json().error.code).toBe('PASSWORD_CHANGE_REQUIRED');
    // Who they are stays readable: the change page shows it.
    const me = await get('/api/v1/me', session);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.mustChangePassword).toBe(true);

    // Giving the school's password back as the new one is no change.
    const same = await changeOwn(
      teacher.id,
      { currentPassword: teacher.password, password: teacher.password },
      session,
    );
    expect(same.statusCode).toBe(400);
    expect(same.json().error.field).toBe('password');

    const changed = await changeOwn(
      teacher.id,
      { currentPassword: teacher.password, password: 'My0wn!choice' },
      session,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await get('/api/v1/auth/status', session)).json().data.mustChangePassword).toBe(false);
    expect((await get('/api/v1/groups', session)).statusCode).toBe(200);
    expect((await get('/api/v1/me', session)).json().data.mustChangePassword).toBe(false);
  });

  it('lets them sign out', async () => {
    const [parent] = await imported(['parent']);
    if (!parent) throw new Error('no parent');
    const { session } = await signIn(parent);
    const out = await post(api.app, '/api/v1/auth/signout', undefined, session);
    expect(out.statusCode).toBe(204);
    expect((await get('/api/v1/auth/status', session)).statusCode).toBe(401);
  });

  it('does not let them reset anyone else’s password meanwhile', async () => {
    const [newAdmin] = await imported(['admin', 'teacher']);
    if (!newAdmin) throw new Error('no admin');
    const student = await addPerson(api.database.db, { schoolId: school, roles: ['student'] });
    const { session } = await signIn(newAdmin);
    const reset = await changeOwn(student.id, { password: 'Their0wn!pw' }, session);
    expect(reset.statusCode).toBe(403);
    expect(reset.json().error.code).toBe('PASSWORD_CHANGE_REQUIRED');
  });

  it('comes back with an admin’s reset of a teacher’s or parent’s password, not of a student’s', async () => {
    const { db } = api.database;
    const teacher = await addPerson(db, { schoolId: school, roles: ['teacher'] });
    const parent = await addPerson(db, { schoolId: school, roles: ['parent'] });
    const student = await addPerson(db, { schoolId: school, roles: ['student'] });
    const adminSession = await sessionFor(db, admin);
    for (const person of [teacher, parent, student]) {
      const reset = await changeOwn(person.id, { password: 'Reset!pass9' }, adminSession);
      expect(reset.statusCode, reset.body).toBe(200);
    }
    const flags = await db.select({ id: users.id, must: users.mustChangePassword }).from(users);
    const mustOf = (id: string) => flags.find((row) => row.id === id)?.must;
    expect([mustOf(teacher.id), mustOf(parent.id), mustOf(student.id)]).toEqual([true, true, false]);
    const { answer } = await signIn({ email: teacher.email, password: 'Reset!pass9' });
    expect(answer.mustChangePassword).toBe(true);
  });

  it('refuses the account’s API tokens too, until the change', async () => {
    const { db } = api.database;
    const teacher = await addPerson(db, { schoolId: school, roles: ['admin', 'teacher'] });
    const { token } = await createApiToken(db, {
      schoolId: school,
      createdBy: teacher.id,
      name: 'Sync',
      role: 'teacher',
      lifetimeDays: 30,
    });
    const bearer = { headers: { authorization: `Bearer ${token}` } };
    expect((await get('/api/v1/groups', bearer)).statusCode).toBe(200);
    await db.update(users).set({ mustChangePassword: true }).where(eq(users.id, teacher.id));
    const refused = await get('/api/v1/groups', bearer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('PASSWORD_CHANGE_REQUIRED');
    // And no new token is made meanwhile.
    const made = await api.app.inject({
      method: 'POST',
      url: '/api/v1/api-tokens',
      payload: { name: 'Another', role: 'teacher', lifetimeDays: 30 },
      ...(await sessionFor(db, teacher)),
    });
    expect(made.json().error.code).toBe('PASSWORD_CHANGE_REQUIRED');
  });
});
