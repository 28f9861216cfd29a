import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import { addAssignment, addGroup, addPerson, addSchool, linkChild, sessionFor } from '../testing/school-world.js';

let api: TestApi;
let admin: UserRow;
let teacher: UserRow;
let coOwner: UserRow;
let pupil: UserRow;
let classmate: UserRow;
let loner: UserRow;
let parent: UserRow;
let explorers: string;
let investigators: string;
let foreignGroup: string;
let school: string;

beforeAll(async () => {
  api = await startTestApi();
  const { db } = api.database;
  school = await addSchool(db);
  const person = (roles: string[], firstName?: string, lastName?: string) =>
    addPerson(db, { schoolId: school, roles, firstName, lastName });
  admin = await person(['admin', 'teacher'], 'Ada', 'Zeller');
  teacher = await person(['teacher'], 'Tess', 'Brown');
  coOwner = await person(['teacher'], 'Carl', 'Adams');
  pupil = await person(['student']);
  classmate = await person(['student']);
  loner = await person(['student']);
  parent = await person(['parent']);
  await linkChild(db, parent.id, pupil.id);
  explorers = await addGroup(db, {
    schoolId: school,
    name: 'Year 3 Explorers',
    yearLevel: 3,
    owners: [teacher.id, coOwner.id],
    students: [pupil.id, classmate.id],
  });
  investigators = await addGroup(db, {
    schoolId: school,
    name: 'Year 5 Investigators',
    yearLevel: 5,
    owners: [admin.id],
    students: [loner.id, pupil.id],
  });
  const elsewhere = await addSchool(db, 'Elsewhere');
  const foreignTeacher = await addPerson(db, { schoolId: elsewhere, roles: ['teacher'] });
  foreignGroup = await addGroup(db, { schoolId: elsewhere, name: 'Foreign', owners: [foreignTeacher.id] });
  await addAssignment(db, {
    schoolId: school,
    groupId: explorers,
    name: 'Volcanoes',
    startDate: new Date('2026-03-02T08:00:00Z'),
    endDate: new Date('2026-03-09T15:00:00Z'),
    activities: [
      { questId: 'q-12', activityType: 'quiz' },
      { questId: 'g-7', activityType: 'game' },
      { questId: 'b-1', activityType: 'book' },
    ],
  });
  await addAssignment(db, {
    schoolId: school,
    groupId: investigators,
    name: 'Circuits',
    startDate: new Date('2026-03-01T08:00:00Z'),
    endDate: new Date('2026-03-20T15:00:00Z'),
    activities: [{ questId: 's-3', activityType: 'song' }],
  });
});
afterAll(() => api.close());

const getAs = async (actor: UserRow, url: string) =>
  api.app.inject({ url: `/api/v1${url}`, ...(await sessionFor(api.database.db, actor)) });
const groupNames = (body: { data: { name: string }[] }) => body.data.map((group) => group.name);

describe('GET /groups/', () => {
  it('shows an admin every group of the school, with owners and student ids', async () => {
    const response = await getAs(admin, '/groups/');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(2);
    expect(body.data[0]).toEqual({
      groupId: explorers,
      name: 'Year 3 Explorers',
      yearLevel: 3,
      owners: [
        expect.objectContaining({ userId: coOwner.id, firstName: 'Carl', lastName: 'Adams', role: ['teacher'] }),
        expect.objectContaining({ userId: teacher.id, firstName: 'Tess', lastName: 'Brown', email: teacher.email }),
      ],
      studentIds: expect.arrayContaining([pupil.id, classmate.id]),
      mayManage: true,
    });
    expect(body.data[0].studentIds).toHaveLength(2);
    expect(groupNames(body)).toEqual(['Year 3 Explorers', 'Year 5 Investigators']);
  });

  it('shows a teacher the groups they own, a student those they are in, a parent their children’s', async () => {
    expect(groupNames((await getAs(teacher, '/groups')).json())).toEqual(['Year 3 Explorers']);
    expect(groupNames((await getAs(loner, '/groups')).json())).toEqual(['Year 5 Investigators']);
    expect(groupNames((await getAs(pupil, '/groups')).json())).toEqual(['Year 3 Explorers', 'Year 5 Investigators']);
    expect(groupNames((await getAs(parent, '/groups')).json())).toEqual(['Year 3 Explorers', 'Year 5 Investigators']);
    const stranger = await addPerson(api.database.db, { schoolId: school, roles: ['teacher'] });
    expect((await getAs(stranger, '/groups')).json()).toEqual({ data: [], total: 0 });
  });

  it('tells each caller whether they may manage the group: its owners and the admins, never a student or parent', async () => {
    const mayManage = async (actor: UserRow) =>
      Object.fromEntries(
        ((await getAs(actor, '/groups')).json() as { data: { name: string; mayManage: boolean }[] }).data.map(
          (group) => [group.name, group.mayManage],
        ),
      );
    expect(await mayManage(admin)).toEqual({ 'Year 3 Explorers': true, 'Year 5 Investigators': true });
    expect(await mayManage(teacher)).toEqual({ 'Year 3 Explorers': true });
    expect(await mayManage(coOwner)).toEqual({ 'Year 3 Explorers': true });
    expect(await mayManage(pupil)).toEqual({ 'Year 3 Explorers': false, 'Year 5 Investigators': false });
    expect(await mayManage(parent)).toEqual({ 'Year 3 Explorers': false, 'Year 5 Investigators': false });
  });

  it('pages with start and count, the total counting every page; without count, all from start', async () => {
    expect((await getAs(admin, '/groups?start=1&count=1')).json()).toMatchObject({
      data: [{ name: 'Year 5 Investigators' }],
      total: 2,
    });
    expect(groupNames((await getAs(admin, '/groups?start=1')).json())).toEqual(['Year 5 Investigators']);
    expect((await getAs(admin, '/assignments?start=0&count=1')).json()).toMatchObject({
      data: [{ name: 'Circuits' }],
      total: 2,
    });
    expect((await getAs(admin, '/groups?count=0')).statusCode).toBe(400);
  });

  it('reads a batch by ids, keeping to the groups the caller sees', async () => {
    const body = (await getAs(teacher, `/groups?ids=${explorers},${investigators},${foreignGroup}`)).json();
    expect(groupNames(body)).toEqual(['Year 3 Explorers']);
    expect((await getAs(admin, `/groups?ids=`)).json()).toEqual({ data: [], total: 0 });
  });

  it('GET /groups/{id} answers one visible group, 404 otherwise', async () => {
    const one = await getAs(loner, `/groups/${investigators}`);
    expect(one.json().data).toMatchObject({ groupId: investigators, name: 'Year 5 Investigators', yearLevel: 5 });
    expect((await getAs(loner, `/groups/${explorers}`)).statusCode).toBe(404);
    expect((await getAs(admin, `/groups/${foreignGroup}`)).statusCode).toBe(404);
    expect((await getAs(admin, `/groups/${randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('GET /users/groups?ids= (User.groups)', () => {
  it('answers, per person, the groups they are in or own that the caller sees', async () => {
    const body = (await getAs(admin, `/users/groups?ids=${pupil.id},${teacher.id},${admin.id}`)).json();
    const byUser = Object.fromEntries(
      body.data.map((row: { userId: string; groups: { name: string }[] }) => [row.userId, row.groups]),
    );
    expect(body.data.map((row: { total: number }) => row.total)).toEqual([2, 1, 1]);
    expect(byUser).toEqual({
      [pupil.id]: [
        { groupId: explorers, name: 'Year 3 Explorers' },
        { groupId: investigators, name: 'Year 5 Investigators' },
      ],
      [teacher.id]: [{ groupId: explorers, name: 'Year 3 Explorers' }],
      [admin.id]: [{ groupId: investigators, name: 'Year 5 Investigators' }],
    });
    const asTeacher = (await getAs(teacher, `/users/groups?ids=${pupil.id}`)).json();
    expect(asTeacher.data).toEqual([
      { userId: pupil.id, groups: [{ groupId: explorers, name: 'Year 3 Explorers' }], total: 1 },
    ]);
  });

  it("pages each person's list on its own, with its whole length", async () => {
    const body = (await getAs(admin, `/users/groups?ids=${pupil.id},${teacher.id}&first=1&offset=1`)).json();
    expect(body.data).toEqual([
      { userId: pupil.id, groups: [{ groupId: investigators, name: 'Year 5 Investigators' }], total: 2 },
      { userId: teacher.id, groups: [], total: 1 },
    ]);
    expect((await getAs(admin, `/users/groups?ids=${pupil.id}&first=101`)).statusCode).toBe(400);
    expect((await getAs(admin, `/users/groups?ids=${pupil.id}&offset=-1`)).statusCode).toBe(400);
  });
});

describe('GET /assignments/', () => {
  it('answers the assignments of the visible groups with their activities in order', async () => {
    const body = (await getAs(admin, '/assignments/')).json();
    expect(body.total).toBe(2);
    expect(body.data.map((a: { name: string }) => a.name)).toEqual(['Circuits', 'Volcanoes']);
    expect(body.data[1]).toEqual({
      assignmentId: expect.any(String),
      name: 'Volcanoes',
      groupId: explorers,
      startDate: '2026-03-02T08:00:00.000Z',
      endDate: '2026-03-09T15:00:00.000Z',
      status: 'Completed',
      activities: [
        { questId: 'q-12', activityType: 'quiz' },
        { questId: 'g-7', activityType: 'game' },
        { questId: 'b-1', activityType: 'book' },
      ],
    });
  });

  it('keeps each role to its groups', async () => {
    const names = async (actor: UserRow) =>
      (await getAs(actor, '/assignments')).json().data.map((a: { name: string }) => a.name);
    expect(await names(teacher)).toEqual(['Volcanoes']);
    expect(await names(loner)).toEqual(['Circuits']);
    expect(await names(parent)).toEqual(['Circuits', 'Volcanoes']);
  });
});

describe('GET /groups/assignments?ids= (Group.assignments)', () => {
  type Row = { groupId: string; assignments: { name: string }[]; total: number };
  const rows = async (actor: UserRow, query: string) =>
    (await getAs(actor, `/groups/assignments?${query}`))
      .json()
      .data.map((row: Row) => [row.groupId, row.assignments.map((a) => a.name), row.total]);

  it('answers a page of each visible group’s assignments, leaving out the groups the caller does not see', async () => {
    expect(await rows(admin, `ids=${explorers},${investigators},${foreignGroup}`)).toEqual([
      [explorers, ['Volcanoes'], 1],
      [investigators, ['Circuits'], 1],
    ]);
    expect(await rows(teacher, `ids=${investigators},${explorers}`)).toEqual([[explorers, ['Volcanoes'], 1]]);
    expect(await rows(admin, `ids=${explorers}&offset=1`)).toEqual([[explorers, [], 1]]);
    expect((await getAs(pupil, `/groups/assignments?ids=${explorers}&first=0`)).statusCode).toBe(400);
  });
});
