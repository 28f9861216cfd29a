import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentStatus } from '@portal/domain';
import { buildAssignmentWorld, callAs, type AssignmentWorld } from '../testing/assignment-world.js';
import { addAssignment } from '../testing/school-world.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';

/*
 * Spec 1 §7: GET /assignments/ answers "list with status and assignment
 * fields". Every assignment the API answers carries the status of domain's
 * `assignmentStatus` at the API's clock (fixed here), its boundaries included.
 */

const now = new Date('2026-03-10T12:00:00Z');
const ms = (offset: number) => new Date(now.getTime() + offset);
const DAY = 24 * 60 * 60 * 1000;

let api: TestApi;
let world: AssignmentWorld;
const ids: Record<string, string> = {};

const expected: Record<string, string> = {
  'Starts in a millisecond': 'Scheduled',
  'Starts now': 'In Progress',
  'Ends now': 'In Progress',
  'Ended a millisecond ago': 'Completed',
};

beforeAll(async () => {
  api = await startTestApi({ now: () => now });
  world = await buildAssignmentWorld(api);
  const add = async (name: string, startDate: Date, endDate: Date) => {
    ids[name] = await addAssignment(api.database.db, {
      schoolId: world.school,
      groupId: world.group,
      name,
      startDate,
      endDate,
      activities: [{ questId: 'q-env-001', activityType: 'quiz' }],
    });
  };
  await add('Starts in a millisecond', ms(1), ms(DAY));
  await add('Starts now', now, ms(DAY));
  await add('Ends now', ms(-DAY), now);
  await add('Ended a millisecond ago', ms(-DAY), ms(-1));
});
afterAll(() => api.close());

interface Answered {
  name: string;
  startDate: string;
  endDate: string;
  status: string;
}

const statuses = (list: Answered[]) => Object.fromEntries(list.map((item) => [item.name, item.status]));

describe('the status of each assignment answered', () => {
  it('is in GET /assignments/, for every caller who sees the group, at the boundaries too', async () => {
    for (const actor of [world.owner, world.admin, world.student, world.parent]) {
      const response = await callAs(api, actor, 'GET', '/assignments/');
      expect(response.statusCode, response.body).toBe(200);
      const list = response.json().data as Answered[];
      expect(statuses(list)).toEqual(expected);
      for (const item of list) {
        expect(item.status).toBe(assignmentStatus(new Date(item.startDate), new Date(item.endDate), now));
      }
    }
  });

  it('is in one assignment, a group’s list and the batch read of groups', async () => {
    const one = await callAs(api, world.owner, 'GET', `/assignments/${ids['Starts now']}`);
    expect(one.json().data.status).toBe('In Progress');
    const ofGroup = await callAs(api, world.student, 'GET', `/assignments/groups/${world.group}`);
    expect(statuses(ofGroup.json().data)).toEqual(expected);
    const batch = await callAs(api, world.owner, 'GET', `/groups/assignments?ids=${world.group}`);
    expect(statuses(batch.json().data[0].assignments)).toEqual(expected);
  });

  it('is Scheduled for a new assignment starting later, and Completed once ended, at the API’s clock', async () => {
    const created = await callAs(api, world.owner, 'POST', '/assignments', {
      name: 'Floating and sinking',
      groupId: world.group,
      startDate: ms(60 * 60 * 1000).toISOString(),
      endDate: ms(7 * DAY).toISOString(),
      activities: [{ questId: 'q-env-001', activityType: 'quiz' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.status).toBe('Scheduled');
    const finished = await callAs(api, world.owner, 'POST', `/assignments/${created.json().data.assignmentId}/finish`);
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json().data).toMatchObject({ status: 'Completed', endDate: ms(-5 * 60 * 1000).toISOString() });
  });
});
