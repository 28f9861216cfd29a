import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { addPerson, addSchool, sessionFor } from '../testing/school-world.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';

let api: TestApi;
let admin: UserRow;
let teacher: UserRow;
let otherAdmin: UserRow;

beforeAll(async () => {
  api = await startTestApi();
  const { db } = api.database;
  const school = await addSchool(db, 'Hill Primary');
  const otherSchool = await addSchool(db, 'Valley Primary');
  admin = await addPerson(db, { schoolId: school, roles: ['admin', 'teacher'] });
  teacher = await addPerson(db, { schoolId: school, roles: ['teacher'] });
  otherAdmin = await addPerson(db, { schoolId: otherSchool, roles: ['admin', 'teacher'] });
});
afterAll(() => api.close());

async function getSchool(person: UserRow) {
  return api.app.inject({ url: '/api/v1/school', ...(await sessionFor(api.database.db, person)) });
}

async function patchSchool(person: UserRow, payload: Record<string, unknown>) {
  const session = await sessionFor(api.database.db, person);
  return api.app.inject({ method: 'PATCH', url: '/api/v1/school', payload, ...session });
}

describe('GET and PATCH /school: where the school is', () => {
  it('says a school made before zones existed is in Sydney and writes dates as in Australia', async () => {
    const response = await getSchool(teacher);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      schoolName: 'Hill Primary',
      timeZone: 'Australia/Sydney',
      locale: 'en-AU',
    });
  });

  it('lets an admin move the school to another zone and locale, which everyone of the school then reads', async () => {
    const response = await patchSchool(admin, { timeZone: 'Pacific/Auckland', locale: 'en-NZ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ timeZone: 'Pacific/Auckland', locale: 'en-NZ' });
    expect((await getSchool(teacher)).json().data).toMatchObject({ timeZone: 'Pacific/Auckland', locale: 'en-NZ' });
    expect((await getSchool(otherAdmin)).json().data).toMatchObject({ timeZone: 'Australia/Sydney' });
  });

  it('keeps a field the admin leaves out', async () => {
    await patchSchool(admin, { timeZone: 'Australia/Perth', locale: 'en-AU' });
    const response = await patchSchool(admin, { locale: 'en-GB' });
    expect(response.json().data).toMatchObject({ timeZone: 'Australia/Perth', locale: 'en-GB' });
    const unchanged = await patchSchool(admin, {});
    expect(unchanged.json().data).toMatchObject({ timeZone: 'Australia/Perth', locale: 'en-GB' });
  });

  it.each([
    ['timeZone', 'Mars/Olympus', 'Not a time zone'],
    ['timeZone', '+10:00', 'Not a time zone'],
    ['timeZone', 'australia/sydney', 'Not a time zone'],
    ['timeZone', 42, 'Not a time zone'],
    ['timeZone', 'Australia/'.repeat(20), 'At most 64 characters'],
    ['locale', 'xx', 'Not a locale'],
    ['locale', 'en-XX', 'Not a locale'],
    ['locale', 'en AU', 'Not a locale'],
    ['locale', 'en-'.repeat(20), 'At most 35 characters'],
  ])('refuses a %s of %j, naming it, and changes nothing', async (field, value, reason) => {
    const before = (await getSchool(admin)).json().data;
    const response = await patchSchool(admin, { [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ code: 'BAD_REQUEST', message: `${field}: ${reason}`, field });
    expect((await getSchool(admin)).json().data).toEqual(before);
  });

  it('refuses a zone with a control character before reading it', async () => {
    const response = await patchSchool(admin, { timeZone: 'Australia/Sydney\u0007' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('timeZone');
  });

  it('refuses a teacher (403) and a visitor (401)', async () => {
    expect((await patchSchool(teacher, { timeZone: 'UTC' })).statusCode).toBe(403);
    const visitor = await api.app.inject({ method: 'PATCH', url: '/api/v1/school', payload: { timeZone: 'UTC' } });
    expect(visitor.statusCode).toBe(401);
  });
});
