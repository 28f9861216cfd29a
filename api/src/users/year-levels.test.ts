import type { InjectOptions } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_YEAR_LEVEL, MIN_YEAR_LEVEL, YEAR_LEVEL_MESSAGE } from '@portal/domain';
import { groups, users, type UserRow } from '../db/schema.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import { addGroup, addPerson, addSchool, sessionFor } from '../testing/school-world.js';

/*
 * Spec 2 §9: year levels are 1 to 10, for students and groups. Every write
 * that takes one refuses 0 and 11 (400 naming the field) and takes 1 and 10.
 */

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

async function call(method: InjectOptions['method'], url: string, payload: unknown) {
  return api.app.inject({
    method,
    url: `/api/v1${url}`,
    payload: payload as InjectOptions['payload'],
    ...(await sessionFor(api.database.db, admin)),
  });
}

const refused = [0, MAX_YEAR_LEVEL + 1, -1, 2.5];
const taken = [MIN_YEAR_LEVEL, MAX_YEAR_LEVEL, null];

it('are 1 to 10, as spec 2 says', () => {
  expect([MIN_YEAR_LEVEL, MAX_YEAR_LEVEL]).toEqual([1, 10]);
  expect(YEAR_LEVEL_MESSAGE).toBe('Year level must be a whole number from 1 to 10');
});

describe('a new group (POST /groups)', () => {
  it.each(refused)('refuses year level %s, naming the field, and creates nothing', async (yearLevel) => {
    const name = `Year ${yearLevel} club`;
    const response = await call('POST', '/groups', { name, yearLevel });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toEqual({
      code: 'BAD_REQUEST',
      message: `yearLevel: ${YEAR_LEVEL_MESSAGE}`,
      field: 'yearLevel',
    });
    expect(await api.database.db.select().from(groups).where(eq(groups.name, name))).toEqual([]);
  });

  it.each(taken)('takes year level %s', async (yearLevel) => {
    const response = await call('POST', '/groups', { name: `Taken ${yearLevel}`, yearLevel });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ yearLevel });
  });
});

describe('a group changed (PATCH /groups/{id})', () => {
  let group: string;
  beforeAll(async () => {
    group = await addGroup(api.database.db, { schoolId: school, name: 'Year 4', yearLevel: 4, owners: [admin.id] });
  });

  const storedLevel = async () =>
    (await api.database.db.select({ level: groups.yearLevel }).from(groups).where(eq(groups.id, group)))[0]?.level;

  it.each(refused)('refuses year level %s, naming the field, and keeps the one it had', async (yearLevel) => {
    const response = await call('PATCH', `/groups/${group}`, { yearLevel, name: 'Renamed' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({ message: `yearLevel: ${YEAR_LEVEL_MESSAGE}`, field: 'yearLevel' });
    expect(await storedLevel()).toBe(4);
  });

  it.each(taken)('takes year level %s', async (yearLevel) => {
    const response = await call('PATCH', `/groups/${group}`, { yearLevel });
    expect(response.statusCode, response.body).toBe(201);
    expect(await storedLevel()).toBe(yearLevel);
  });
});

describe('imported students (POST /school/register-users)', () => {
  const row = (local: string, yearLevel: unknown) => ({
    firstName: 'Zoë',
    lastName: 'Nguyễn',
    email: `${local}.${batch}@years.school`,
    role: ['student'],
    yearLevel,
  });

  it.each(refused)('refuses a row with year level %s, naming its index, and creates no row', async (yearLevel) => {
    batch += 1;
    const rows = [row('first', 4), row('second', yearLevel)];
    const response = await call('POST', '/school/register-users', rows);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toEqual({
      code: 'BAD_REQUEST',
      message: `1.yearLevel: ${YEAR_LEVEL_MESSAGE}`,
      field: '1.yearLevel',
    });
    const emails = rows.map((one) => one.email);
    expect(await api.database.db.select().from(users).where(inArray(users.email, emails))).toEqual([]);
  });

  it('takes year levels 1 and 10, and none', async () => {
    batch += 1;
    const rows = taken.map((yearLevel, index) => row(`taken${index}`, yearLevel));
    const response = await call('POST', '/school/register-users', rows);
    expect(response.statusCode, response.body).toBe(201);
    const made = response.json().data.new_users as { yearLevel: number | null }[];
    expect(made.map((user) => user.yearLevel)).toEqual(taken);
  });
});
