import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isGeneratedPassword, isReadablePassword } from '@portal/domain';
import { users, type UserRow } from '../db/schema.js';
import { post, startTestApi, type TestApi } from '../testing/test-api.js';
import { addPerson, addSchool, sessionFor } from '../testing/school-world.js';

let api: TestApi;
let school: string;
let admin: UserRow;
let batch = 0;

beforeAll(async () => {
  api = await startTestApi();
  school = await addSchool(api.database.db);
  admin = await addPerson(api.database.db, { schoolId: school, roles: ['admin', 'teacher'] });
});
afterAll(() => api.close());

/** A unique e-mail for this test run. */
function email(local: string): string {
  return `${local}.${batch}@bulk.school`;
}

async function register(rows: unknown) {
  batch += 1;
  return post(api.app, '/api/v1/school/register-users', rows, await sessionFor(api.database.db, admin));
}

async function peopleCount(): Promise<number> {
  const [row] = await api.database.db.select({ total: count() }).from(users);
  return Number(row?.total);
}

describe('POST /school/register-users', () => {
  it('creates the new accounts with generated passwords that sign in, listing those already present', async () => {
    const elsewhere = await addSchool(api.database.db, 'Elsewhere');
    const existing = await addPerson(api.database.db, { schoolId: elsewhere, roles: ['teacher'] });
    batch += 1;
    const rows = [
      { firstName: 'Zoë', lastName: 'Nguyễn', email: email('Zoe').toUpperCase(), role: ['student'], yearLevel: 4 },
      { firstName: ' José ', lastName: 'Álvarez', email: email('jose'), role: ['Teacher', 'admin'] },
      { firstName: 'Ngọc', lastName: 'Trần', email: email('ngoc'), role: 'parent' },
      { firstName: 'Already', lastName: 'There', email: existing.email, role: ['teacher'] },
    ];
    const response = await post(
      api.app,
      '/api/v1/school/register-users',
      rows,
      await sessionFor(api.database.db, admin),
    );
    expect(response.statusCode).toBe(201);
    const { new_users: created, already_present: present } = response.json().data;
    expect(present).toEqual([{ firstName: 'Already', lastName: 'There', email: existing.email, role: ['teacher'] }]);
    expect(created.map((u: { email: string; role: string[] }) => [u.email, u.role])).toEqual([
      [email('zoe'), ['student']],
      [email('jose'), ['admin', 'teacher']],
      [email('ngoc'), ['parent']],
    ]);
    // Each is answered as the User it now is, so a client needs no second read.
    expect(created[0]).toMatchObject({ yearLevel: 4, schoolId: school, createdAt: expect.any(String) });

    for (const account of created) {
      // A student's is readable, staff's and parents' strong (issue 36); both generated, so lighter to hash.
      const student = account.role.join() === 'student';
      expect(student ? isReadablePassword(account.password) : isGeneratedPassword(account.password)).toBe(true);
      const signIn = await post(
        api.app,
        '/api/v1/auth/signin',
        { email: account.email, password: account.password },
        { remoteAddress: '10.8.0.1' },
      );
      expect(signIn.statusCode, account.email).toBe(200);
      expect(signIn.json().data.mustChangePassword).toBe(!student);
      const [stored] = await api.database.db.select().from(users).where(eq(users.id, account.userId));
      expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=4096,t=1,p=1\$/);
      expect(stored?.passwordHash).not.toContain(account.password);
      expect(stored?.schoolId).toBe(school);
    }
    expect(new Set(created.map((u: { password: string }) => u.password)).size).toBe(3);
  });

  it('stores names intact, trimmed, and a year level for students only', async () => {
    batch += 1;
    const response = await post(
      api.app,
      '/api/v1/school/register-users',
      [
        { firstName: 'Zoë', lastName: 'Ngọc', email: email('intact'), role: ['student'], yearLevel: 6 },
        { firstName: '  José', lastName: 'Trần  ', email: email('intact2'), role: ['teacher'], yearLevel: 6 },
      ],
      await sessionFor(api.database.db, admin),
    );
    expect(response.statusCode).toBe(201);
    const stored = await api.database.db
      .select()
      .from(users)
      .where(inArray(users.email, [email('intact'), email('intact2')]))
      .orderBy(users.email);
    expect(stored.map((u) => [u.firstName, u.lastName, u.yearLevel])).toEqual([
      ['Zoë', 'Ngọc', 6],
      ['José', 'Trần', null],
    ]);
    const read = await api.app.inject({
      url: `/api/v1/user/${stored[0]?.id}`,
      ...(await sessionFor(api.database.db, admin)),
    });
    expect(read.json().data).toMatchObject({ firstName: 'Zoë', lastName: 'Ngọc' });
  });

  it('creates nothing when one row is bad, naming its index and the problem', async () => {
    const before = await peopleCount();
    batch += 1;
    const rows = [
      { firstName: 'Good', lastName: 'Row', email: email('good'), role: ['student'] },
      { firstName: 'Also', lastName: 'Good', email: email('good2'), role: ['student'] },
      { firstName: 'Bad', lastName: 'Row', email: 'bad@school', role: ['student'] },
    ];
    const response = await post(
      api.app,
      '/api/v1/school/register-users',
      rows,
      await sessionFor(api.database.db, admin),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'BAD_REQUEST',
      message: '2.email: "bad@school" is an invalid email address',
      field: '2.email',
    });
    expect(await peopleCount()).toBe(before);
  });

  it.each([
    [
      { firstName: ' ', lastName: 'X', email: 'x@bulk.school', role: ['student'] },
      '0.firstName: First name is required',
    ],
    [
      { firstName: 'X', lastName: 'X', email: 'x@bulk.school', role: ['admin'] },
      expect.stringContaining("'admin teacher'"),
    ],
    [
      { firstName: 'X', lastName: 'X', email: 'x@bulk.school', role: ['janitor'] },
      expect.stringContaining('"janitor" is not a valid role.'),
    ],
    [
      { firstName: 'X', lastName: 'X', email: 'x@bulk.school', role: [] },
      expect.stringContaining('0.role: Roles must'),
    ],
    [{ firstName: 'X', lastName: 'X', role: ['student'] }, '0.email: Email is required'],
    [
      { firstName: 'X', lastName: 'X', email: 'x@bulk.school', role: ['student'], yearLevel: 11 },
      '0.yearLevel: Year level must be a whole number from 1 to 10',
    ],
  ])('refuses a row breaking the account rules: %j', async (row, message) => {
    const response = await register([row]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toEqual(message);
  });

  it('refuses e-mails repeated within the request, whatever their case', async () => {
    const before = await peopleCount();
    batch += 1;
    const response = await post(
      api.app,
      '/api/v1/school/register-users',
      [
        { firstName: 'A', lastName: 'A', email: email('twice'), role: ['student'] },
        { firstName: 'B', lastName: 'B', email: email('twice').toUpperCase(), role: ['parent'] },
      ],
      await sessionFor(api.database.db, admin),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ code: 'BAD_REQUEST', message: 'Emails must be unique', field: '1.email' });
    expect(await peopleCount()).toBe(before);
  });

  it('answers 409 with the spec message when every e-mail is already registered', async () => {
    const one = await addPerson(api.database.db, { schoolId: school, roles: ['student'] });
    const response = await register([{ firstName: 'A', lastName: 'B', email: one.email, role: ['student'] }]);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({ code: 'CONFLICT', message: 'The email has already been registered' });
  });

  it('takes at most 500 rows a request and at least one', async () => {
    const rows = Array.from({ length: 501 }, (_, i) => ({
      firstName: 'A',
      lastName: 'B',
      email: `many${i}@bulk.school`,
      role: ['student'],
    }));
    expect((await register(rows)).statusCode).toBe(400);
    expect((await register([])).statusCode).toBe(400);
    expect((await register({ users: [] })).statusCode).toBe(400);
  });
});
