import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { buildAssignmentWorld, callAs, type AssignmentWorld } from '../testing/assignment-world.js';
import { daysFromToday } from '../testing/assignment-dates.js';
import { addAssignment, addGroup, addPerson, linkChild } from '../testing/school-world.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';

let api: TestApi;
let world: AssignmentWorld;
let later: string;
let sooner: string;
let otherGroups: string;
let foreign: string;

beforeAll(async () => {
  api = await startTestApi();
  world = await buildAssignmentWorld(api);
  const add = (groupId: string, name: string, start: Date, schoolId = world.school) =>
    addAssignment(api.database.db, {
      schoolId,
      groupId,
      name,
      startDate: start,
      endDate: daysFromToday(30),
      activities: [{ questId: `${name}-quiz`, activityType: 'quiz' }],
    });
  later = await add(world.group, 'Later', daysFromToday(5, 9));
  sooner = await add(world.group, 'Sooner', daysFromToday(-5, 9));
  otherGroups = await add(world.otherGroup, 'Inventions', daysFromToday(1));
  foreign = await add(world.foreignGroup, 'Far', daysFromToday(1), world.elsewhere);
});
afterAll(() => api.close());

const get = (actor: UserRow | undefined, url: string) => callAs(api, actor, 'GET', url);

describe('GET /assignments/{id}', () => {
  it('answers the assignment with its activities and dates in ISO UTC', async () => {
    const response = await get(world.owner, `/assignments/${later}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      assignmentId: later,
      name: 'Later',
      groupId: world.group,
      startDate: daysFromToday(5, 9).toISOString(),
      endDate: daysFromToday(30).toISOString(),
      status: 'Scheduled',
      activities: [{ questId: 'Later-quiz', activityType: 'quiz' }],
    });
  });

  it.each([
    ['an admin, any of the school', () => world.admin, () => otherGroups, 200],
    ['the owning teacher', () => world.owner, () => later, 200],
    ['another teacher', () => world.otherTeacher, () => later, 404],
    ['a student of the group', () => world.student, () => later, 200],
    ['a student, of a group they are not in', () => world.student, () => otherGroups, 404],
    ['a parent of a student of the group', () => world.parent, () => later, 200],
    ['a parent, of a group their child is not in', () => world.parent, () => otherGroups, 404],
    ['root', () => world.root, () => later, 404],
    ['an admin of another school', () => world.foreignAdmin, () => later, 404],
    ['an admin, of another school', () => world.admin, () => foreign, 404],
    ['an admin, an id nobody has', () => world.admin, randomUUID, 404],
    ['a visitor', () => undefined, () => later, 401],
  ])('%s: %#', async (_title, actor, id, status) => {
    const response = await get(actor(), `/assignments/${id()}`);
    expect(response.statusCode, response.body).toBe(status);
    if (status === 404) expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: 'Assignment not found' });
  });

  it('shows a parent nothing through a pending link', async () => {
    const parent = await addPerson(api.database.db, { schoolId: world.school, roles: ['parent'] });
    await linkChild(api.database.db, parent.id, world.student.id, 'pending');
    expect((await get(parent, `/assignments/${later}`)).statusCode).toBe(404);
  });
});

describe('GET /assignments/groups/{groupId}', () => {
  const names = async (actor: UserRow, url: string) => {
    const response = await get(actor, url);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    return [body.data.map((assignment: { name: string }) => assignment.name), body.total];
  };

  it('answers the group’s assignments by start date, with the total', async () => {
    expect(await names(world.owner, `/assignments/groups/${world.group}`)).toEqual([['Sooner', 'Later'], 2]);
    expect(await names(world.student, `/assignments/groups/${world.group}`)).toEqual([['Sooner', 'Later'], 2]);
    expect(await names(world.parent, `/assignments/groups/${world.group}/`)).toEqual([['Sooner', 'Later'], 2]);
    expect(await names(world.admin, `/assignments/groups/${world.otherGroup}`)).toEqual([['Inventions'], 1]);
    expect(await names(world.owner, `/assignments/groups/${world.group}?start=1&count=1`)).toEqual([['Later'], 2]);
    expect(sooner).toBeTruthy();
  });

  it.each([
    ['another teacher', () => world.otherTeacher, () => world.group, 404],
    ['a student, a group they are not in', () => world.student, () => world.otherGroup, 404],
    ['root', () => world.root, () => world.group, 404],
    ['an admin, a group of another school', () => world.admin, () => world.foreignGroup, 404],
    ['an admin of another school', () => world.foreignAdmin, () => world.group, 404],
    ['an admin, a group nobody has', () => world.admin, randomUUID, 404],
    ['a visitor', () => undefined, () => world.group, 401],
  ])('%s: %#', async (_title, actor, groupId, status) => {
    const response = await get(actor(), `/assignments/groups/${groupId()}`);
    expect(response.statusCode, response.body).toBe(status);
    if (status === 404) expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: 'Group not found' });
  });

  it('answers an empty list for a group without assignments', async () => {
    const empty = await addGroup(api.database.db, { schoolId: world.school, name: 'Empty', owners: [world.owner.id] });
    expect(await names(world.owner, `/assignments/groups/${empty}`)).toEqual([[], 0]);
  });
});
