import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONE_TIME_PASSWORD_DAYS_DEFAULT } from '@portal/domain';
import { users, type UserRow } from '../db/schema.js';
import { addPerson, addSchool, sessionFor } from '../testing/school-world.js';
import { post, startTestApi, type TestApi } from '../testing/test-api.js';
import { ACCOUNT_TEXTS } from '@portal/domain/account-texts';

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

const DAY_MS = 24 * 60 * 60 * 1000;

/** Each sign-in from its own address, so the throttle never answers instead. */
const signIn = (email: string, password: string) => {
  batch += 1;
  return post(api.app, '/api/v1/auth/signin', { email, password }, { remoteAddress: `10.29.0.${batch}` });
};

/** An account made by the import: its e-mail and one-time password. */
async function imported(): Promise<{ id: string; email: string; password: string }> {
  batch += 1;
  const response = await post(
    api.app,
    '/api/v1/school/register-users',
    [{ firstName: 'Otto', lastName: 'Once', email: `otto.${batch}@once.school`, role: ['student'] }],
    await sessionFor(api.database.db, admin),
  );
  expect(response.statusCode, response.body).toBe(201);
  const [account] = response.json().data.new_users;
  return { id: account.userId, email: account.email, password: account.password };
}

/** Moves the moment the one-time password was set `days` into the past. */
async function setDaysAgo(id: string, days: number): Promise<void> {
  await api.database.db
    .update(users)
    .set({ oneTimePasswordSetAt: new Date(Date.now() - days * DAY_MS) })
    .where(eq(users.id, id));
}

describe('one-time passwords expire', () => {
  it(`refuses an imported account's unused one-time password after ${ONE_TIME_PASSWORD_DAYS_DEFAULT} days, asking for a new one`, async () => {
    const account = await imported();
    await setDaysAgo(account.id, ONE_TIME_PASSWORD_DAYS_DEFAULT + 1);
    const response = await signIn(account.email, account.password);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(ACCOUNT_TEXTS.oneTimePasswordExpired);
  });

  it('keeps signing in an account that signed in with its one-time password in time', async () => {
    const account = await imported();
    await setDaysAgo(account.id, ONE_TIME_PASSWORD_DAYS_DEFAULT - 1);
    expect((await signIn(account.email, account.password)).statusCode).toBe(200);
    // That sign-in ended the one-time state: later ones are ordinary, however long after.
    const [stored] = await api.database.db.select().from(users).where(eq(users.id, account.id));
    expect(stored?.oneTimePasswordSetAt).toBeNull();
    expect((await signIn(account.email, account.password)).statusCode).toBe(200);
  });

  it('gives a fresh period with a reset by an admin', async () => {
    const account = await imported();
    await setDaysAgo(account.id, ONE_TIME_PASSWORD_DAYS_DEFAULT + 1);
    const reset = await api.app.inject({
      method: 'PATCH',
      url: `/api/v1/user/${account.id}`,
      payload: { password: 'Fresh!pass29' },
      ...(await sessionFor(api.database.db, admin)),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await signIn(account.email, 'Fresh!pass29')).statusCode).toBe(200);
  });

  it('does not touch a wrong password: it is still "Invalid email or password"', async () => {
    const account = await imported();
    await setDaysAgo(account.id, ONE_TIME_PASSWORD_DAYS_DEFAULT + 1);
    const response = await signIn(account.email, 'Wrong!pass1');
    expect(response.json().error.message).toBe('Invalid email or password');
  });
});
