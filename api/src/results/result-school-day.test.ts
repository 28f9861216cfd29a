import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schools, type UserRow } from '../db/schema.js';
import { callAs } from '../testing/assignment-world.js';
import { addAssignment, addGroup, addPerson, addSchool } from '../testing/school-world.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import type { GroupResultJson, IndividualResultJson } from './result-json.js';

/*
 * Issue 34: a result's `date` and its `from` are days of the school's own
 * calendar. The API's clock is fixed per case; local times are written with
 * the offset the zone has on that day (Sydney leaves daylight saving on
 * 7 April 2030 and enters it on 6 October 2030).
 */

let api: TestApi;
let school: string;
let teacher: UserRow;
let sam: UserRow;
let group: string;
let clock = new Date();

beforeAll(async () => {
  api = await startTestApi({ now: () => clock });
  const { db } = api.database;
  school = await addSchool(db, 'Clock School');
  teacher = await addPerson(db, { schoolId: school, roles: ['teacher'] });
  sam = await addPerson(db, { schoolId: school, roles: ['student'], firstName: 'Sam', lastName: 'Sun' });
  group = await addGroup(db, { schoolId: school, name: 'Sunrise', owners: [teacher.id], students: [sam.id] });
});
afterAll(() => api.close());

async function placeSchool(timeZone: string) {
  await api.database.db.update(schools).set({ timeZone }).where(eq(schools.id, school));
}

async function read<T>(url: string): Promise<T> {
  const response = await callAs(api, teacher, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe("a result's date is the school's today", () => {
  it.each([
    ['Australia/Sydney', 'in summer time', '2030-03-04', '+11:00'],
    ['Australia/Sydney', 'in winter time', '2030-07-15', '+10:00'],
    ['Pacific/Pago_Pago', 'eleven hours behind UTC', '2030-03-01', '-11:00'],
    ['Pacific/Kiritimati', 'fourteen hours ahead', '2030-03-01', '+14:00'],
  ])('%s, %s: at 00:30, 08:00 and 23:30 on %s the report is dated that day', async (zone, _when, day, offset) => {
    await placeSchool(zone);
    for (const time of ['00:30', '08:00', '23:30']) {
      clock = new Date(`${day}T${time}${offset}`);
      expect((await read<IndividualResultJson>(`/result/${sam.id}`)).date, `${time} local`).toBe(day);
      expect((await read<GroupResultJson>(`/result/groups/${group}`)).date, `${time} local`).toBe(day);
    }
  });

  it('Australia/Sydney on the mornings of both changes: dated that day', async () => {
    await placeSchool('Australia/Sydney');
    clock = new Date('2030-04-07T08:00+10:00');
    expect((await read<IndividualResultJson>(`/result/${sam.id}`)).date).toBe('2030-04-07');
    clock = new Date('2030-10-06T08:00+11:00');
    expect((await read<IndividualResultJson>(`/result/${sam.id}`)).date).toBe('2030-10-06');
  });
});

describe("`from` is the start of that day in the school's zone", () => {
  it.each([
    ['Australia/Sydney', 'in summer time', '2030-03-04', '2030-03-04T00:00+11:00'],
    ['Australia/Sydney', 'on April’s change (midnight still in summer time)', '2030-04-07', '2030-04-07T00:00+11:00'],
    ['Australia/Sydney', 'in winter time', '2030-07-15', '2030-07-15T00:00+10:00'],
    ['Australia/Sydney', 'on October’s change (midnight still in winter time)', '2030-10-06', '2030-10-06T00:00+10:00'],
    ['Pacific/Pago_Pago', 'eleven hours behind UTC', '2030-03-01', '2030-03-01T00:00-11:00'],
    ['Pacific/Kiritimati', 'fourteen hours ahead', '2030-03-01', '2030-03-01T00:00+14:00'],
  ])(
    '%s, %s: from=%s keeps one due at local midnight, not one due a second before',
    async (zone, when, day, midnight) => {
      await placeSchool(zone);
      clock = new Date(`${day}T12:00:00Z`);
      const due = new Date(midnight);
      const name = (what: string) => `${zone} ${when}: ${what}`;
      const add = (what: string, endDate: Date) =>
        addAssignment(api.database.db, {
          schoolId: school,
          groupId: group,
          name: name(what),
          startDate: new Date(due.getTime() - 7 * 86_400_000),
          endDate,
        });
      await add('due at midnight', due);
      await add('due a second before', new Date(due.getTime() - 1000));
      const result = await read<IndividualResultJson>(`/result/${sam.id}?from=${day}`);
      expect(result.from).toBe(day);
      const mine = result.assignmentResultList
        .map((entry) => entry.assignmentDetails.name)
        .filter((listed) => listed.startsWith(`${zone} ${when}:`));
      expect(mine).toEqual([name('due at midnight')]);
    },
  );
});
