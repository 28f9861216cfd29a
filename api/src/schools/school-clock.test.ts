import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schools } from '../db/schema.js';
import { addSchool } from '../testing/school-world.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import { DEFAULT_SCHOOL_CLOCK, schoolClock, startOfSchoolToday, viewerSchoolClock } from './school-clock.js';

let api: TestApi;
let school: string;

beforeAll(async () => {
  api = await startTestApi();
  school = await addSchool(api.database.db, 'Clock School');
  await api.database.db
    .update(schools)
    .set({ timeZone: 'Pacific/Pago_Pago', locale: 'en-US' })
    .where(eq(schools.id, school));
});
afterAll(() => api.close());

describe('schoolClock', () => {
  it('reads where the school is: its time zone and locale', async () => {
    expect(await schoolClock(api.database.db, school)).toEqual({ timeZone: 'Pacific/Pago_Pago', locale: 'en-US' });
    expect(await viewerSchoolClock(api.database.db, { schoolId: school })).toEqual({
      timeZone: 'Pacific/Pago_Pago',
      locale: 'en-US',
    });
  });

  it('gives root (no school) and a school that is gone the default clock: Sydney, en-AU', async () => {
    expect(DEFAULT_SCHOOL_CLOCK).toEqual({ timeZone: 'Australia/Sydney', locale: 'en-AU' });
    expect(await viewerSchoolClock(api.database.db, { schoolId: null })).toEqual(DEFAULT_SCHOOL_CLOCK);
    expect(await schoolClock(api.database.db, randomUUID())).toEqual(DEFAULT_SCHOOL_CLOCK);
  });
});

describe('startOfSchoolToday', () => {
  it.each([
    ['Australia/Sydney', '2030-03-04T08:00+11:00', '2030-03-04T00:00+11:00'],
    ['Australia/Sydney', '2030-04-07T14:00+10:00', '2030-04-07T00:00+11:00'],
    ['Australia/Sydney', '2030-10-06T14:00+11:00', '2030-10-06T00:00+10:00'],
    ['Pacific/Pago_Pago', '2030-03-01T23:30-11:00', '2030-03-01T00:00-11:00'],
    ['Pacific/Kiritimati', '2030-03-01T00:30+14:00', '2030-03-01T00:00+14:00'],
  ])('%s at %s: the day began at %s (local midnight)', (timeZone, now, midnight) => {
    expect(startOfSchoolToday(new Date(now), { timeZone }).toISOString()).toBe(new Date(midnight).toISOString());
  });
});
