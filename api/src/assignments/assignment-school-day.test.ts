import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { schools } from '../db/schema.js';
import { buildAssignmentWorld, callAs, type AssignmentWorld } from '../testing/assignment-world.js';
import { addAssignment } from '../testing/school-world.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';

/*
 * Issue 34: "today" in the start rule is the school's own day. The API's
 * clock is fixed at 14:00 local in each zone; the local times are written
 * with the offset the zone has on that day (Sydney leaves daylight saving
 * on 7 April 2030 and enters it on 6 October 2030).
 */

let api: TestApi;
let world: AssignmentWorld;
let clock = new Date();

beforeAll(async () => {
  api = await startTestApi({ now: () => clock });
  world = await buildAssignmentWorld(api);
});
afterAll(() => api.close());

async function placeSchool(timeZone: string, twoPm: string) {
  await api.database.db.update(schools).set({ timeZone }).where(eq(schools.id, world.school));
  clock = new Date(twoPm);
}

const create = (startDate: string) =>
  callAs(api, world.owner, 'POST', '/assignments', {
    name: 'Morning lesson',
    groupId: world.group,
    startDate,
    endDate: '2031-01-01T00:00Z',
    activities: [{ questId: 'q-phy-001', activityType: 'quiz' }],
  });

const refusedBeforeToday = { code: 'BAD_REQUEST', message: MESSAGES.newAssignmentStartBeforeToday, field: 'startDate' };

const zones = [
  ['Australia/Sydney', 'in summer time', '2030-03-04T14:00+11:00', '2030-03-04T08:00+11:00', '2030-03-03T23:59+11:00'],
  [
    'Australia/Sydney',
    'on April’s change',
    '2030-04-07T14:00+10:00',
    '2030-04-07T08:00+10:00',
    '2030-04-06T23:59+11:00',
  ],
  ['Australia/Sydney', 'in winter time', '2030-07-15T14:00+10:00', '2030-07-15T08:00+10:00', '2030-07-14T23:59+10:00'],
  [
    'Australia/Sydney',
    'on October’s change',
    '2030-10-06T14:00+11:00',
    '2030-10-06T08:00+11:00',
    '2030-10-05T23:59+10:00',
  ],
  [
    'Pacific/Pago_Pago',
    'eleven hours behind UTC',
    '2030-03-01T14:00-11:00',
    '2030-03-01T08:00-11:00',
    '2030-02-28T23:59-11:00',
  ],
  [
    'Pacific/Kiritimati',
    'fourteen hours ahead',
    '2030-03-01T14:00+14:00',
    '2030-03-01T08:00+14:00',
    '2030-02-28T23:59+14:00',
  ],
] as const;

describe('POST /assignments in the school’s day', () => {
  it.each(zones)('%s, %s: at 14:00 a start at 08:00 that morning is taken', async (zone, _when, twoPm, eight) => {
    await placeSchool(zone, twoPm);
    const response = await create(new Date(eight).toISOString());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.startDate).toBe(new Date(eight).toISOString());
  });

  it.each(zones)('%s, %s: a start the local day before is refused', async (zone, _when, twoPm, _eight, dayBefore) => {
    await placeSchool(zone, twoPm);
    const response = await create(new Date(dayBefore).toISOString());
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toEqual(refusedBeforeToday);
  });

  it('still reads a date sent without a zone as UTC: 18:00 UTC is 08:00 the next morning in Kiritimati', async () => {
    await placeSchool('Pacific/Kiritimati', '2030-03-01T14:00+14:00');
    const response = await create('2030-02-28T18:00');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.startDate).toBe('2030-02-28T18:00:00.000Z');
  });
});

describe('PATCH /assignments/{id} in the school’s day', () => {
  it.each(zones)(
    '%s, %s: a start moved to 08:00 that morning is taken, one moved to the day before is not',
    async (zone, _when, twoPm, eight, dayBefore) => {
      await placeSchool(zone, twoPm);
      const id = await addAssignment(api.database.db, {
        schoolId: world.school,
        groupId: world.group,
        name: 'Later',
        startDate: new Date('2030-12-01T00:00Z'),
        endDate: new Date('2031-01-01T00:00Z'),
        activities: [],
      });
      const move = (startDate: string) =>
        callAs(api, world.owner, 'PATCH', `/assignments/${id}`, {
          name: 'Later',
          groupId: world.group,
          startDate: new Date(startDate).toISOString(),
          endDate: '2031-01-01T00:00Z',
        });
      const refused = await move(dayBefore);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().error).toEqual(refusedBeforeToday);
      expect((await move(eight)).statusCode).toBe(204);
    },
  );
});
