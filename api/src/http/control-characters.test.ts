import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, type UserRow } from '../db/schema.js';
import { addPerson, addSchool, sessionFor } from '../testing/school-world.js';
import { post, registrationForm, startTestApi, type TestApi } from '../testing/test-api.js';

let api: TestApi;
let admin: UserRow;
let student: UserRow;
beforeAll(async () => {
  api = await startTestApi();
  const school = await addSchool(api.database.db);
  admin = await addPerson(api.database.db, { schoolId: school, roles: ['admin', 'teacher'] });
  student = await addPerson(api.database.db, { schoolId: school, roles: ['student'] });
});
afterAll(() => api.close());

function refused(field: string) {
  return { error: { code: 'BAD_REQUEST', message: `${field}: Control characters are not allowed`, field } };
}

async function peopleCount(): Promise<number> {
  const [row] = await api.database.db.select({ total: count() }).from(users);
  return Number(row?.total);
}

describe('control characters', () => {
  it("refuses a null byte in a registration's name, creating nothing", async () => {
    const before = await peopleCount();
    const response = await post(api.app, '/api/v1/register', registrationForm({ firstName: 'Ada\u0000' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused('firstName'));
    expect(await peopleCount()).toBe(before);
  });

  it('refuses a null byte in the name filter of the people list', async () => {
    const response = await api.app.inject({
      url: '/api/v1/users?name=Ada%00',
      ...(await sessionFor(api.database.db, admin)),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused('name'));
  });

  it('refuses a control character in a name change, leaving the name as it was', async () => {
    const response = await api.app.inject({
      method: 'PATCH',
      url: `/api/v1/user/${student.id}/update-name`,
      payload: { firstName: 'Bea', lastName: 'Null\u0000Byte' },
      ...(await sessionFor(api.database.db, admin)),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused('lastName'));
    const [stored] = await api.database.db.select().from(users).where(eq(users.id, student.id));
    expect(stored?.lastName).toBe(student.lastName);
  });

  it('names the row of a bulk import holding one, creating none of the rows', async () => {
    const before = await peopleCount();
    const rows = Array.from({ length: 5 }, (_, row) => ({
      firstName: 'Row',
      lastName: row === 3 ? 'Bell\u0007' : `Number${row}`,
      email: `row${row}.control@bulk.school`,
      role: ['student'],
    }));
    const response = await post(
      api.app,
      '/api/v1/school/register-users',
      rows,
      await sessionFor(api.database.db, admin),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused('3.lastName'));
    expect(await peopleCount()).toBe(before);
  });

  it('refuses DEL and line breaks too, in a path parameter, a sign-in and an object key', async () => {
    const session = await sessionFor(api.database.db, admin);
    const path = await api.app.inject({ url: '/api/v1/user/%7F', ...session });
    expect(path.json()).toEqual(refused('id'));
    const signIn = await post(api.app, '/api/v1/auth/signin', { email: 'a@b.school', password: 'Pass\nword1!' });
    expect(signIn.json()).toEqual(refused('password'));
    const key = await post(api.app, '/api/v1/register', { ...registrationForm(), 'extra\u0000': 1 });
    expect(key.json()).toEqual(refused('body'));
  });

  it('keeps letters of every script, and answers a deeply nested body without failing', async () => {
    const response = await post(api.app, '/api/v1/register', registrationForm({ firstName: 'Ngọc Ánh 李' }));
    expect(response.statusCode).toBe(201);
    const nested = await api.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      headers: { 'content-type': 'application/json' },
      payload: `${'['.repeat(100_000)}"\\u0001"${']'.repeat(100_000)}`,
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().error.message).toBe(`${Array(12).fill('0').join('.')}: Control characters are not allowed`);
  });
});
