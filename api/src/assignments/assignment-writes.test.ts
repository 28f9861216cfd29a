import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, assignmentStatus } from '@portal/domain';
import type { UserRow } from '../db/schema.js';
import { buildAssignmentWorld, callAs, type AssignmentWorld } from '../testing/assignment-world.js';
import { daysFromToday, withoutZone } from '../testing/assignment-dates.js';
import { addAssignment, addGroup } from '../testing/school-world.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import { groupsAndAssignmentsState, storedAssignment } from '../testing/world-state.js';
import { schoolClock, startOfSchoolToday } from '../schools/school-clock.js';
import { FINISH_OFFSET_MS } from './assignment-dates.js';

let api: TestApi;
let world: AssignmentWorld;

beforeAll(async () => {
  api = await startTestApi();
  world = await buildAssignmentWorld(api);
});
afterAll(() => api.close());

const call = (actor: UserRow | undefined, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
  callAs(api, actor, method, url, body);
const state = () => groupsAndAssignmentsState(api.database.db);
const stored = (id: string) => storedAssignment(api.database.db, id);

/** The instant the world school's local day began: its "today" for the start rule (the real clock). */
const schoolToday = async () => startOfSchoolToday(new Date(), await schoolClock(api.database.db, world.school));
const minuteBefore = (date: Date) => new Date(date.getTime() - 60_000);
const withZ = (date: Date) => date.toISOString();

const START = () => daysFromToday(3, 8);
const END = () => daysFromToday(10, 15.5);

/** A valid Create payload for the group, dates without a zone as the spec's client sends them. */
function newAssignment(groupId: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Forces and motion',
    groupId,
    startDate: withoutZone(START()),
    endDate: withoutZone(END()),
    activities: [
      { questId: 'q-phy-001', activityType: 'quiz' },
      { questId: 'b-phy-001', activityType: 'book' },
    ],
    ...overrides,
  };
}

/** An assignment of this group made straight in the database, with two activities. */
async function seeded(groupId: string, startDate = START(), endDate = END()) {
  return addAssignment(api.database.db, {
    schoolId: world.school,
    groupId,
    name: 'Seeded',
    startDate,
    endDate,
    activities: [
      { questId: 'q-a', activityType: 'quiz' },
      { questId: 'q-b', activityType: 'song' },
    ],
  });
}

describe('POST /assignments', () => {
  it('creates an assignment of an owned group: dates without a zone stored as UTC and answered ISO UTC', async () => {
    const response = await call(
      world.owner,
      'POST',
      '/assignments/',
      newAssignment(world.group, { name: '  Forces ' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json();
    expect(data).toEqual({
      assignmentId: expect.any(String),
      name: 'Forces',
      groupId: world.group,
      startDate: START().toISOString(),
      endDate: END().toISOString(),
      status: 'Scheduled',
      activities: [
        { questId: 'q-phy-001', activityType: 'quiz' },
        { questId: 'b-phy-001', activityType: 'book' },
      ],
    });
    expect(data.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T08:00:00\.000Z$/);
    expect(data.endDate).toMatch(/T15:30:00\.000Z$/);
    const row = await stored(data.assignmentId);
    expect(row?.schoolId).toBe(world.school);
    expect(row?.startDate.getTime()).toBe(START().getTime());
    expect(row?.endDate.getTime()).toBe(END().getTime());
    expect(row?.activities.map((activity) => activity.position)).toEqual([0, 1]);
    const read = await call(world.student, 'GET', `/assignments/${data.assignmentId}`);
    expect(read.json()).toEqual({ data });
  });

  it('converts a date sent with a zone to UTC, and takes seconds', async () => {
    const start = START();
    const local = `${withoutZone(new Date(start.getTime() + 10 * 3_600_000))}:00+10:00`;
    const response = await call(world.owner, 'POST', '/assignments', newAssignment(world.group, { startDate: local }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.startDate).toBe(start.toISOString());
  });

  it('lets an admin create one in any group of the school, and ignores extra activity fields', async () => {
    const activities = [{ questId: 's-spa-001', activityType: 'song', name: 'Planets', realm: 'Cape Cosmos' }];
    const response = await call(world.admin, 'POST', '/assignments', newAssignment(world.otherGroup, { activities }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.activities).toEqual([{ questId: 's-spa-001', activityType: 'song' }]);
  });

  it('takes a start at the school’s midnight today, and a start equal to the end', async () => {
    const today = await schoolToday();
    const body = newAssignment(world.group, { startDate: withZ(today), endDate: withZ(today) });
    const response = await call(world.owner, 'POST', '/assignments', body);
    expect(response.statusCode, response.body).toBe(201);
  });

  it.each([
    [
      'a start after the end',
      async () => ({ startDate: withoutZone(daysFromToday(5, 8)), endDate: withoutZone(daysFromToday(5, 7)) }),
      MESSAGES.dueDateBeforeStartDate,
    ],
    [
      'a start a minute before the school’s today',
      async () => ({ startDate: withZ(minuteBefore(await schoolToday())) }),
      MESSAGES.newAssignmentStartBeforeToday,
    ],
  ])('refuses %s with the dialog helper text (400, startDate) and creates nothing', async (_title, dates, message) => {
    const before = await state();
    const response = await call(world.owner, 'POST', '/assignments', newAssignment(world.group, await dates()));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toEqual({ code: 'BAD_REQUEST', message, field: 'startDate' });
    expect(await state()).toEqual(before);
  });

  it('words the date refusals exactly as spec 1 §5 does', () => {
    expect(MESSAGES.dueDateBeforeStartDate).toBe('Due date must be after start date');
    expect(MESSAGES.newAssignmentStartBeforeToday).toBe('New assignments cannot start before today');
  });

  const twice = [
    { questId: 'q-1', activityType: 'quiz' },
    { questId: 'q-1', activityType: 'game' },
  ];
  it.each([
    ['a blank name', { name: '  ' }, 'name', 'An assignment needs a name'],
    ['no name', { name: undefined }, 'name', 'An assignment needs a name'],
    ['a name over 200 characters', { name: 'x'.repeat(201) }, 'name', 'At most 200 characters'],
    ['a control character in the name', { name: 'Forces\u0007' }, 'name', 'Control characters are not allowed'],
    ['a group id that is not a uuid', { groupId: 'g1' }, 'groupId', ''],
    ['a date that does not exist', { startDate: '2031-02-30T08:00' }, 'startDate', 'yyyy-MM-ddTHH:mm'],
    ['a date without a time', { endDate: '2031-03-01' }, 'endDate', 'yyyy-MM-ddTHH:mm'],
    ['no activities', { activities: [] }, 'activities', 'An assignment needs at least one activity'],
    [
      'an unknown activity type',
      { activities: [{ questId: 'q', activityType: 'video' }] },
      'activities.0.activityType',
      'quiz',
    ],
    ['an empty questId', { activities: [{ questId: ' ', activityType: 'quiz' }] }, 'activities.0.questId', ''],
    [
      'a questId over 100 characters',
      { activities: [{ questId: 'q'.repeat(101), activityType: 'quiz' }] },
      'activities.0.questId',
      '',
    ],
    ['the same activity twice', { activities: twice }, 'activities.1.questId', 'This activity is already listed'],
    [
      'over 100 activities',
      { activities: Array.from({ length: 101 }, (_, i) => ({ questId: `q${i}`, activityType: 'quiz' })) },
      'activities',
      '100',
    ],
  ])('refuses %s (400) and creates nothing', async (_title, overrides, field, message) => {
    const before = await state();
    const response = await call(world.owner, 'POST', '/assignments', newAssignment(world.group, overrides));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'BAD_REQUEST', field });
    expect(response.json().error.message).toContain(message);
    expect(await state()).toEqual(before);
  });

  it.each([
    ['a teacher, for a group of the school they do not own', () => world.owner, () => world.otherGroup, 404],
    ['an admin, for a group of another school', () => world.admin, () => world.foreignGroup, 404],
    ['an admin, for a group nobody has', () => world.admin, () => randomUUID(), 404],
    ['a teacher of another school, for a group of this one', () => world.foreignTeacher, () => world.group, 404],
    ['a student', () => world.student, () => world.group, 403],
    ['a parent', () => world.parent, () => world.group, 403],
    ['root', () => world.root, () => world.group, 403],
    ['a visitor', () => undefined, () => world.group, 401],
  ])('refuses %s (%#) and creates nothing', async (_title, actor, groupId, status) => {
    const before = await state();
    const response = await call(actor(), 'POST', '/assignments', newAssignment(groupId()));
    expect(response.statusCode, response.body).toBe(status);
    if (status === 404)
      expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: 'Group not found', field: 'groupId' });
    expect(await state()).toEqual(before);
  });
});

describe('assignment status from the stored dates (domain assignmentStatus)', () => {
  it('is Scheduled just before the start, In Progress at the start and at the end, Completed just after the end', async () => {
    const response = await call(world.owner, 'POST', '/assignments', newAssignment(world.group));
    const { assignmentId, startDate, endDate } = response.json().data;
    const row = await stored(assignmentId);
    if (!row) throw new Error('not stored');
    const [start, end] = [row.startDate, row.endDate];
    expect([start.toISOString(), end.toISOString()]).toEqual([startDate, endDate]);
    const at = (ms: number) => assignmentStatus(start, end, new Date(ms));
    expect(at(start.getTime() - 1)).toBe('Scheduled');
    expect(at(start.getTime())).toBe('In Progress');
    expect(at(end.getTime())).toBe('In Progress');
    expect(at(end.getTime() + 1)).toBe('Completed');
    expect(assignmentStatus(new Date(startDate), new Date(endDate))).toBe('Scheduled');
  });
});

describe('PATCH /assignments/{id}', () => {
  const changes = (groupId: string, overrides: Record<string, unknown> = {}) => ({
    name: 'Renamed',
    groupId,
    startDate: withoutZone(daysFromToday(4, 9)),
    endDate: withoutZone(daysFromToday(12, 16)),
    ...overrides,
  });

  it('changes name and dates (204, no body), activities untouched', async () => {
    const id = await seeded(world.group);
    const response = await call(
      world.owner,
      'PATCH',
      `/assignments/${id}`,
      changes(world.group, { name: ' Renamed ' }),
    );
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');
    const row = await stored(id);
    expect(row).toMatchObject({ name: 'Renamed', groupId: world.group });
    expect(row?.startDate.getTime()).toBe(daysFromToday(4, 9).getTime());
    expect(row?.endDate.getTime()).toBe(daysFromToday(12, 16).getTime());
    expect(row?.activities.map((activity) => activity.questId)).toEqual(['q-a', 'q-b']);
  });

  it('keeps an unchanged start that is long past (an assignment under way), and checks the end against it', async () => {
    const start = daysFromToday(-20, 8);
    const id = await seeded(world.group, start, daysFromToday(2, 8));
    const body = changes(world.group, {
      startDate: `${withoutZone(start)}:00Z`,
      endDate: withoutZone(daysFromToday(5)),
    });
    expect((await call(world.owner, 'PATCH', `/assignments/${id}`, body)).statusCode).toBe(204);
    const backwards = changes(world.group, { startDate: withoutZone(start), endDate: withoutZone(daysFromToday(-21)) });
    const refused = await call(world.owner, 'PATCH', `/assignments/${id}`, backwards);
    expect(refused.json().error).toEqual({
      code: 'BAD_REQUEST',
      message: MESSAGES.dueDateBeforeStartDate,
      field: 'startDate',
    });
  });

  it('refuses a start moved before today (400, the spec’s words) and changes nothing', async () => {
    const id = await seeded(world.group);
    const before = await state();
    const body = changes(world.group, { startDate: withZ(minuteBefore(await schoolToday())) });
    const response = await call(world.owner, 'PATCH', `/assignments/${id}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'BAD_REQUEST',
      message: MESSAGES.newAssignmentStartBeforeToday,
      field: 'startDate',
    });
    expect(await state()).toEqual(before);
  });

  it('recovers a completed assignment by moving its dates (spec 1 §4 Recover)', async () => {
    const id = await seeded(world.group, daysFromToday(-10, 8), daysFromToday(-3, 8));
    const body = changes(world.group, {
      startDate: withZ(await schoolToday()),
      endDate: withoutZone(daysFromToday(7)),
    });
    expect((await call(world.owner, 'PATCH', `/assignments/${id}`, body)).statusCode).toBe(204);
    const row = await stored(id);
    if (!row) throw new Error('gone');
    expect(assignmentStatus(row.startDate, row.endDate)).toBe('In Progress');
  });

  it('moves it to another group the caller manages, never to one they do not', async () => {
    const id = await seeded(world.group);
    const before = await state();
    const refused = await call(world.owner, 'PATCH', `/assignments/${id}`, changes(world.otherGroup));
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toEqual({ code: 'NOT_FOUND', message: 'Group not found', field: 'groupId' });
    const foreign = await call(world.admin, 'PATCH', `/assignments/${id}`, changes(world.foreignGroup));
    expect(foreign.statusCode).toBe(404);
    expect(await state()).toEqual(before);
    expect((await call(world.admin, 'PATCH', `/assignments/${id}`, changes(world.otherGroup))).statusCode).toBe(204);
    expect((await stored(id))?.groupId).toBe(world.otherGroup);
    expect((await call(world.owner, 'GET', `/assignments/${id}`)).statusCode).toBe(404);
  });

  it.each([
    ['no dates', { startDate: undefined, endDate: undefined }, 'startDate'],
    ['a blank name', { name: '' }, 'name'],
    [
      'a start after the end',
      { startDate: withoutZone(daysFromToday(9)), endDate: withoutZone(daysFromToday(8)) },
      'startDate',
    ],
  ])('refuses %s (400) and changes nothing', async (_title, overrides, field) => {
    const id = await seeded(world.group);
    const before = await state();
    const response = await call(world.owner, 'PATCH', `/assignments/${id}`, changes(world.group, overrides));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.field).toBe(field);
    expect(await state()).toEqual(before);
  });
});

describe('DELETE /assignments/{id}', () => {
  it('deletes it with its activities (204); then it is not found', async () => {
    const id = await seeded(world.group);
    const response = await call(world.owner, 'DELETE', `/assignments/${id}`);
    expect(response.statusCode, response.body).toBe(204);
    expect(await stored(id)).toBeNull();
    expect((await call(world.owner, 'GET', `/assignments/${id}`)).statusCode).toBe(404);
    const again = await call(world.owner, 'DELETE', `/assignments/${id}`);
    expect(again.json().error).toEqual({ code: 'NOT_FOUND', message: 'Assignment not found' });
  });

  it('lets the group be deleted once its last assignment is', async () => {
    const group = await addGroup(api.database.db, {
      schoolId: world.school,
      name: 'Short-lived',
      owners: [world.owner.id],
    });
    const id = await seeded(group);
    expect((await call(world.owner, 'DELETE', `/groups/${group}`)).statusCode).toBe(405);
    expect((await call(world.owner, 'DELETE', `/assignments/${id}`)).statusCode).toBe(204);
    expect((await call(world.owner, 'DELETE', `/groups/${group}`)).statusCode).toBe(201);
  });
});

describe('POST /assignments/{id}/finish', () => {
  const statusOf = async (id: string) => {
    const row = await stored(id);
    if (!row) throw new Error('gone');
    return { row, status: assignmentStatus(row.startDate, row.endDate) };
  };

  it('ends a running assignment 5 minutes before now, keeping its start: Completed', async () => {
    const start = daysFromToday(-2, 8);
    const id = await seeded(world.group, start, daysFromToday(5, 8));
    const before = Date.now();
    const response = await call(world.owner, 'POST', `/assignments/${id}/finish`);
    const after = Date.now();
    expect(response.statusCode, response.body).toBe(200);
    const { row, status } = await statusOf(id);
    expect(status).toBe('Completed');
    expect(row.startDate.getTime()).toBe(start.getTime());
    expect(row.endDate.getTime()).toBeGreaterThanOrEqual(before - FINISH_OFFSET_MS);
    expect(row.endDate.getTime()).toBeLessThanOrEqual(after - FINISH_OFFSET_MS);
    expect(response.json().data).toMatchObject({ assignmentId: id, endDate: row.endDate.toISOString() });
    expect(response.json().data.activities).toHaveLength(2);
  });

  it('moves both dates of a scheduled assignment to 5 minutes before now: Completed', async () => {
    const id = await seeded(world.group);
    expect((await call(world.admin, 'POST', `/assignments/${id}/finish`)).statusCode).toBe(200);
    const { row, status } = await statusOf(id);
    expect(status).toBe('Completed');
    expect(row.startDate.getTime()).toBe(row.endDate.getTime());
    expect(Date.now() - row.endDate.getTime()).toBeGreaterThanOrEqual(FINISH_OFFSET_MS);
  });

  it('keeps the dates of an assignment that has already ended', async () => {
    const [start, end] = [daysFromToday(-9, 8), daysFromToday(-2, 8)];
    const id = await seeded(world.group, start, end);
    expect((await call(world.owner, 'POST', `/assignments/${id}/finish`)).statusCode).toBe(200);
    const { row } = await statusOf(id);
    expect([row.startDate.getTime(), row.endDate.getTime()]).toEqual([start.getTime(), end.getTime()]);
  });
});
