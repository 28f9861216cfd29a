import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_MESSAGES } from '@portal/domain';
import type { UserRow } from '../db/schema.js';
import { addPerson, addSchool, sessionFor } from '../testing/school-world.js';
import { post, startTestApi, type TestApi } from '../testing/test-api.js';

let api: TestApi;
let admin: UserRow;
let student: UserRow;
let session: Awaited<ReturnType<typeof sessionFor>>;

beforeAll(async () => {
  api = await startTestApi();
  const { db } = api.database;
  const schoolId = await addSchool(db, 'Leaky Token School');
  admin = await addPerson(db, { schoolId, roles: ['admin', 'teacher'] });
  student = await addPerson(db, { schoolId, roles: ['student'], yearLevel: 5 });
  session = await sessionFor(db, admin);
});
afterAll(() => api.close());

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

async function makeAdminToken() {
  const made = await post(
    api.app,
    '/api/v1/api-tokens',
    { name: 'Roster sync', role: 'admin', lifetimeDays: 30 },
    session,
  );
  expect(made.statusCode, made.body).toBe(201);
  return made.json().data as { apiToken: { id: string }; token: string };
}

const signIn = (email: string, password: string) => post(api.app, '/api/v1/auth/signin', { email, password });

interface NewAccount {
  userId: string;
  email: string;
  password: string | null;
}

describe('what an API token makes outlives it in nothing that signs in', () => {
  it('accounts come without a password and a parent link is only a request; after revocation none signs in until a person gives it a password', async () => {
    const { apiToken, token } = await makeAdminToken();
    const person = (local: string, role: string[]) => ({
      firstName: 'Synced',
      lastName: local,
      email: `${local}.synced@leaky.school`,
      role,
    });
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/v1/school/register-users',
      payload: [person('teacher', ['teacher']), person('parent', ['parent']), person('pupil', ['student'])],
      ...bearer(token),
    });
    expect(created.statusCode, created.body).toBe(201);
    const accounts = created.json().data.new_users as NewAccount[];
    expect(accounts.map((account) => account.password)).toEqual([null, null, null]);
    const [teacher, parent] = accounts as [NewAccount, NewAccount, NewAccount];

    // The token asks for a link: a request like any other, which the token cannot approve.
    const linked = await api.app.inject({
      method: 'PATCH',
      url: `/api/v1/parent/${parent.userId}/add-child`,
      payload: { childEmail: student.email },
      ...bearer(token),
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().data).toEqual([expect.objectContaining({ id: student.id, status: 'pending' })]);
    const approved = await api.app.inject({
      method: 'POST',
      url: `/api/v1/parent-links/${parent.userId}/${student.id}/accept`,
      ...bearer(token),
    });
    expect(approved.statusCode).toBe(403);
    expect(approved.json().error.message).toBe(API_TOKEN_MESSAGES.notWithToken);

    const revoked = await api.app.inject({ method: 'DELETE', url: `/api/v1/api-tokens/${apiToken.id}`, ...session });
    expect(revoked.statusCode).toBe(200);

    for (const account of accounts) {
      // No password was handed out; neither an empty one nor a guess opens the account.
      for (const guess of ['', 'Known!pass1', account.password ?? 'Guess!1234']) {
        expect((await signIn(account.email, guess)).statusCode, account.email).not.toBe(200);
      }
    }
    // Nobody reads the child through the parent: the link waits for the student or an admin, in a session.
    const children = await api.app.inject({
      url: `/api/v1/parent/${parent.userId}/children`,
      ...session,
    });
    expect(children.json().data).toEqual([]);

    // A person in a session gives the teacher a password: from then on it signs in.
    const reset = await api.app.inject({
      method: 'PATCH',
      url: `/api/v1/user/${teacher.userId}`,
      payload: { password: 'Chosen!by1admin' },
      ...session,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const teacherIn = await signIn(teacher.email, 'Chosen!by1admin');
    expect(teacherIn.statusCode).toBe(200);
    expect((await signIn(parent.email, 'Chosen!by1admin')).statusCode).toBe(401);
  });

  it('a person in a session still gets the one-time passwords and makes active links', async () => {
    const created = await post(
      api.app,
      '/api/v1/school/register-users',
      [{ firstName: 'Hand', lastName: 'Made', email: 'hand.made@leaky.school', role: ['parent'] }],
      session,
    );
    expect(created.statusCode).toBe(201);
    const [parent] = created.json().data.new_users as NewAccount[];
    expect(parent?.password).toEqual(expect.any(String));
    expect((await signIn(parent!.email, parent!.password!)).statusCode).toBe(200);
    const linked = await api.app.inject({
      method: 'PATCH',
      url: `/api/v1/parent/${parent!.userId}/add-child`,
      payload: { childEmail: student.email },
      ...session,
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().data).toEqual([expect.objectContaining({ id: student.id, status: 'active' })]);
  });
});
