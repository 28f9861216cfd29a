import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, YEAR_LEVEL_MESSAGE } from '@portal/domain';
import { assignments, groupOwners, groupStudents, groups, type UserRow } from '../db/schema.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import { addAssignment, addGroup, addPerson, addSchool, sessionFor } from '../testing/school-world.js';
import { GROUP_MESSAGES } from './group-messages.js';

let api: TestApi;
let school: string;
let elsewhere: string;
let admin: UserRow;
let teacher: UserRow;
let otherTeacher: UserRow;
let parent: UserRow;
let foreignStudent: UserRow;
let foreignTeacher: UserRow;

beforeAll(async () => {
  api = await startTestApi();
  const { db } = api.database;
  school = await addSchool(db);
  elsewhere = await addSchool(db, 'Elsewhere');
  admin = await addPerson(db, { schoolId: school, roles: ['admin', 'teacher'] });
  teacher = await addPerson(db, { schoolId: school, roles: ['teacher'] });
  otherTeacher = await addPerson(db, { schoolId: school, roles: ['teacher'] });
  parent = await addPerson(db, { schoolId: school, roles: ['parent'] });
  foreignStudent = await addPerson(db, { schoolId: elsewhere, roles: ['student'] });
  foreignTeacher = await addPerson(db, { schoolId: elsewhere, roles: ['teacher'] });
});
afterAll(() => api.close());

const student = () => addPerson(api.database.db, { schoolId: school, roles: ['student'] });

async function call(actor: UserRow, method: InjectOptions['method'], url: string, payload?: unknown) {
  return api.app.inject({
    method,
    url: `/api/v1${url}`,
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    ...(await sessionFor(api.database.db, actor)),
  });
}

/** The group as stored: name, year level, owner and student ids (sorted), or null once deleted. */
async function stored(groupId: string) {
  const { db } = api.database;
  const [group] = await db.select().from(groups).where(eq(groups.id, groupId));
  if (!group) return null;
  const owners = await db
    .select({ id: groupOwners.userId })
    .from(groupOwners)
    .where(eq(groupOwners.groupId, groupId))
    .orderBy(asc(groupOwners.userId));
  const students = await db
    .select({ id: groupStudents.userId })
    .from(groupStudents)
    .where(eq(groupStudents.groupId, groupId))
    .orderBy(asc(groupStudents.userId));
  return {
    name: group.name,
    yearLevel: group.yearLevel,
    owners: owners.map((row) => row.id),
    students: students.map((row) => row.id),
  };
}

const sorted = (ids: string[]) => [...ids].sort();

async function groupOf(owners: UserRow[], students: UserRow[] = [], name = 'Year 4 Botanists') {
  return addGroup(api.database.db, {
    schoolId: school,
    name,
    yearLevel: 4,
    owners: owners.map((owner) => owner.id),
    students: students.map((one) => one.id),
  });
}

describe('POST /groups', () => {
  it('creates a group of the school owned by the caller alone, with its students once each', async () => {
    const [ann, bob] = [await student(), await student()];
    const response = await call(teacher, 'POST', '/groups/', {
      name: '  Year 6 Astronomers ',
      students: [ann.id, bob.id, ann.id],
      yearLevel: 6,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({ name: 'Year 6 Astronomers', yearLevel: 6, owners: [{ userId: teacher.id }] });
    expect(sorted(data.studentIds)).toEqual(sorted([ann.id, bob.id]));
    expect(await stored(data.groupId)).toEqual({
      name: 'Year 6 Astronomers',
      yearLevel: 6,
      owners: [teacher.id],
      students: sorted([ann.id, bob.id]),
    });
    const seen = await call(teacher, 'GET', `/groups/${data.groupId}`);
    expect(seen.statusCode).toBe(200);
  });

  it('lets an admin create one, with neither students nor year level', async () => {
    const response = await call(admin, 'POST', '/groups', { name: 'Science club' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ name: 'Science club', yearLevel: null, studentIds: [] });
    expect(response.json().data.owners.map((owner: { userId: string }) => owner.userId)).toEqual([admin.id]);
  });

  it.each([
    ['an empty name', { name: '' }, 'name', MESSAGES.groupNameRequired],
    ['a blank name', { name: '   ' }, 'name', MESSAGES.groupNameRequired],
    ['no name', { students: [] }, 'name', MESSAGES.groupNameRequired],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, 'name', 'At most 100 characters'],
    ['a control character in the name', { name: 'Year\u00073' }, 'name', 'Control characters are not allowed'],
    ['a newline in the name', { name: 'Year 3\n' }, 'name', 'Control characters are not allowed'],
    ['a year level over 10', { name: 'Year 11', yearLevel: 11 }, 'yearLevel', YEAR_LEVEL_MESSAGE],
    ['a year level under 1', { name: 'Foundation', yearLevel: 0 }, 'yearLevel', YEAR_LEVEL_MESSAGE],
    ['a student id that is not a uuid', { name: 'Odd', students: ['nobody'] }, 'students.0', ''],
    ['over 500 students', { name: 'Huge', students: Array.from({ length: 501 }, () => randomUUID()) }, 'students', ''],
  ])('refuses %s (400) and creates nothing', async (_title, body, field, message) => {
    const before = await api.database.db.select().from(groups);
    const response = await call(teacher, 'POST', '/groups', body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'BAD_REQUEST', field });
    expect(response.json().error.message).toContain(message);
    expect(await api.database.db.select().from(groups)).toHaveLength(before.length);
  });

  it('answers "name: Please enter the group name!" for an empty name, as the other required fields do', async () => {
    const response = await call(teacher, 'POST', '/groups', { name: ' ' });
    expect(response.json().error).toEqual({
      code: 'BAD_REQUEST',
      message: `name: ${MESSAGES.groupNameRequired}`,
      field: 'name',
    });
  });

  it.each([
    ['a student of another school', () => foreignStudent.id],
    ['a teacher of the school', () => otherTeacher.id],
    ['a parent of the school', () => parent.id],
    ['an id nobody has', () => randomUUID()],
  ])('refuses %s among the students (400) and creates nothing', async (_title, id) => {
    const before = await api.database.db.select().from(groups);
    const valid = await student();
    const response = await call(teacher, 'POST', '/groups', { name: 'Mixed', students: [valid.id, id()] });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toEqual({
      code: 'BAD_REQUEST',
      message: GROUP_MESSAGES.onlyStudentsOfSchool,
      field: 'students',
    });
    expect(await api.database.db.select().from(groups)).toHaveLength(before.length);
  });

  it.each([
    ['a student', ['student'], 403],
    ['a parent', ['parent'], 403],
  ])('refuses %s (%s)', async (_title, roles, status) => {
    const actor = await addPerson(api.database.db, { schoolId: school, roles });
    expect((await call(actor, 'POST', '/groups', { name: 'Mine' })).statusCode).toBe(status);
  });
});

describe('PATCH /groups/{id} (Edit Group: Update)', () => {
  it('renames, removes and adds students and adds a co-owner in one call', async () => {
    const [stays, leaves, joins] = [await student(), await student(), await student()];
    const group = await groupOf([teacher], [stays, leaves]);
    const response = await call(teacher, 'PATCH', `/groups/${group}`, {
      name: 'Year 4 Gardeners',
      yearLevel: null,
      students: { remove: [leaves.id], add: [joins.id] },
      owners: [otherTeacher.id],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ groupId: group, name: 'Year 4 Gardeners', yearLevel: null });
    expect(await stored(group)).toEqual({
      name: 'Year 4 Gardeners',
      yearLevel: null,
      owners: sorted([teacher.id, otherTeacher.id]),
      students: sorted([stays.id, joins.id]),
    });
  });

  it('rolls everything back when one addition fails after the rename and the removals', async () => {
    const [stays, dropped, valid] = [await student(), await student(), await student()];
    const group = await groupOf([teacher], [stays, dropped], 'Year 4 Chemists');
    const before = await stored(group);
    const response = await call(teacher, 'PATCH', `/groups/${group}`, {
      name: 'Renamed',
      students: { remove: [dropped.id], add: [valid.id, foreignStudent.id] },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toEqual({
      code: 'BAD_REQUEST',
      message: GROUP_MESSAGES.onlyStudentsOfSchool,
      field: 'students.add',
    });
    expect(await stored(group)).toEqual(before);
    expect(before).toMatchObject({ name: 'Year 4 Chemists', students: sorted([stays.id, dropped.id]) });
  });

  it('rolls back the rename and the students when a new owner is not staff of the school', async () => {
    const [kept, joins] = [await student(), await student()];
    const group = await groupOf([teacher], [kept]);
    const before = await stored(group);
    for (const owner of [kept, parent, foreignTeacher]) {
      const response = await call(admin, 'PATCH', `/groups/${group}`, {
        name: 'Renamed',
        students: { remove: [kept.id], add: [joins.id] },
        owners: [owner.id],
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toEqual({
        code: 'BAD_REQUEST',
        message: GROUP_MESSAGES.onlyStaffOwners,
        field: 'owners',
      });
    }
    expect(await stored(group)).toEqual(before);
  });

  it('changes no owner for the empty owners list (what the web client sends), and nothing when the body is empty', async () => {
    const group = await groupOf([teacher, otherTeacher]);
    const before = await stored(group);
    const response = await call(teacher, 'PATCH', `/groups/${group}`, { name: 'Year 4 Botanists', owners: [] });
    expect(response.statusCode, response.body).toBe(201);
    expect(await stored(group)).toEqual(before);
    expect((await call(teacher, 'PATCH', `/groups/${group}`, {})).statusCode).toBe(201);
    expect(await stored(group)).toEqual(before);
  });

  it('ignores removals of students not in the group and additions of students already in it', async () => {
    const [member, stranger] = [await student(), await student()];
    const group = await groupOf([teacher], [member]);
    const response = await call(teacher, 'PATCH', `/groups/${group}`, {
      students: { remove: [stranger.id], add: [member.id, member.id] },
      owners: [teacher.id],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await stored(group)).toMatchObject({ owners: [teacher.id], students: [member.id] });
  });

  it('refuses a blank or too long name, or a control character in it (400), changing nothing', async () => {
    const group = await groupOf([teacher]);
    const before = await stored(group);
    for (const name of ['', '  ', 'y'.repeat(101), 'Tab\there']) {
      const response = await call(teacher, 'PATCH', `/groups/${group}`, { name });
      expect(response.statusCode, name).toBe(400);
      expect(response.json().error.field).toBe('name');
    }
    expect(await stored(group)).toEqual(before);
  });

  it('lets a co-owner added by PATCH manage the group as its first owner does', async () => {
    const created = await call(teacher, 'POST', '/groups', { name: 'Shared' });
    const group: string = created.json().data.groupId;
    expect((await call(otherTeacher, 'GET', `/groups/${group}`)).statusCode).toBe(404);
    expect((await call(otherTeacher, 'PATCH', `/groups/${group}`, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await call(teacher, 'PATCH', `/groups/${group}`, { owners: [otherTeacher.id] })).statusCode).toBe(201);
    const pupil = await student();
    expect((await call(otherTeacher, 'PATCH', `/groups/${group}`, { name: 'Co-owned' })).statusCode).toBe(201);
    expect((await call(otherTeacher, 'PUT', `/groups/${group}/users`, [pupil.id])).statusCode).toBe(201);
    expect((await call(otherTeacher, 'GET', `/groups/${group}/users`)).json().total).toBe(3);
    expect((await call(otherTeacher, 'PATCH', `/groups/${group}/users`, [pupil.id])).statusCode).toBe(201);
    expect((await call(otherTeacher, 'DELETE', `/groups/${group}/owners/${teacher.id}`)).statusCode).toBe(201);
    expect(await stored(group)).toEqual({ name: 'Co-owned', yearLevel: null, owners: [otherTeacher.id], students: [] });
    expect((await call(teacher, 'GET', `/groups/${group}`)).statusCode).toBe(404);
    expect((await call(otherTeacher, 'DELETE', `/groups/${group}`)).statusCode).toBe(201);
    expect(await stored(group)).toBeNull();
  });
});

describe('PUT and PATCH /groups/{id}/users', () => {
  it('adds students of the school, all or none, and removes students, ignoring ids not in the group', async () => {
    const [first, second, outsider] = [await student(), await student(), await student()];
    const group = await groupOf([teacher], [first]);
    const added = await call(teacher, 'PUT', `/groups/${group}/users`, [second.id, first.id]);
    expect(added.statusCode, added.body).toBe(201);
    expect(sorted(added.json().data.studentIds)).toEqual(sorted([first.id, second.id]));

    const refused = await call(teacher, 'PUT', `/groups/${group}/users`, [outsider.id, foreignStudent.id]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({
      code: 'BAD_REQUEST',
      message: GROUP_MESSAGES.onlyStudentsOfSchool,
      field: 'userIds',
    });
    expect(await stored(group)).toMatchObject({ students: sorted([first.id, second.id]) });

    const removed = await call(teacher, 'PATCH', `/groups/${group}/users`, [first.id, outsider.id]);
    expect(removed.statusCode, removed.body).toBe(201);
    expect(removed.json().data.studentIds).toEqual([second.id]);
    expect(await stored(group)).toMatchObject({ students: [second.id] });
  });

  it('takes {"userIds": [...]} too, and refuses an empty list (400)', async () => {
    const pupil = await student();
    const group = await groupOf([teacher]);
    expect((await call(teacher, 'PUT', `/groups/${group}/users`, { userIds: [pupil.id] })).statusCode).toBe(201);
    expect((await call(teacher, 'PUT', `/groups/${group}/users`, [])).statusCode).toBe(400);
    expect((await call(teacher, 'PATCH', `/groups/${group}/users`, [])).statusCode).toBe(400);
    expect(await stored(group)).toMatchObject({ students: [pupil.id] });
  });
});

describe('DELETE /groups/{id}/owners/{userId}', () => {
  it('removes a co-owner; an owner may remove themself while another owner remains', async () => {
    const group = await groupOf([teacher, otherTeacher, admin]);
    const response = await call(teacher, 'DELETE', `/groups/${group}/owners/${otherTeacher.id}`);
    expect(response.statusCode, response.body).toBe(201);
    expect(
      response
        .json()
        .data.owners.map((owner: { userId: string }) => owner.userId)
        .sort(),
    ).toEqual(sorted([teacher.id, admin.id]));
    const leaving = await call(teacher, 'DELETE', `/groups/${group}/owners/${teacher.id}`);
    expect(leaving.statusCode, leaving.body).toBe(201);
    expect(leaving.json().data.owners.map((owner: { userId: string }) => owner.userId)).toEqual([admin.id]);
    expect(await stored(group)).toMatchObject({ owners: [admin.id] });
  });

  it('keeps one owner when two owners remove each other at the same moment (the group row is locked)', async () => {
    const group = await groupOf([teacher, otherTeacher]);
    const answers = await Promise.all([
      call(teacher, 'DELETE', `/groups/${group}/owners/${otherTeacher.id}`),
      call(otherTeacher, 'DELETE', `/groups/${group}/owners/${teacher.id}`),
    ]);
    // The second one finds the group with one owner (409), or, removed already, no longer its owner (404).
    const [first, second] = answers.map((answer) => answer.statusCode).sort();
    expect(first).toBe(201);
    expect([404, 409]).toContain(second);
    expect((await stored(group))?.owners).toHaveLength(1);
  });

  it('keeps the last owner (409) and answers 404 for someone who does not own the group', async () => {
    const group = await groupOf([teacher]);
    const last = await call(teacher, 'DELETE', `/groups/${group}/owners/${teacher.id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json().error).toEqual({ code: 'CONFLICT', message: GROUP_MESSAGES.lastOwner, field: 'userId' });
    expect((await call(admin, 'DELETE', `/groups/${group}/owners/${teacher.id}`)).statusCode).toBe(409);
    const notOwner = await call(admin, 'DELETE', `/groups/${group}/owners/${otherTeacher.id}`);
    expect(notOwner.statusCode).toBe(404);
    expect(notOwner.json().error).toEqual({ code: 'NOT_FOUND', message: GROUP_MESSAGES.notAnOwner, field: 'userId' });
    expect((await call(admin, 'DELETE', `/groups/${group}/owners/${randomUUID()}`)).statusCode).toBe(404);
    expect(await stored(group)).toMatchObject({ owners: [teacher.id] });
  });
});

describe('DELETE /groups/{id}', () => {
  it('answers 405 while the group has assignments, and deletes it (201) once it has none', async () => {
    const pupil = await student();
    const group = await groupOf([teacher], [pupil]);
    const assignment = await addAssignment(api.database.db, {
      schoolId: school,
      groupId: group,
      name: 'Seeds',
      startDate: new Date('2026-04-01T08:00:00Z'),
      endDate: new Date('2026-04-08T15:00:00Z'),
    });
    const refused = await call(teacher, 'DELETE', `/groups/${group}`);
    expect(refused.statusCode).toBe(405);
    expect(refused.json().error).toEqual({ code: 'METHOD_NOT_ALLOWED', message: GROUP_MESSAGES.hasAssignments });
    expect(await stored(group)).toMatchObject({ owners: [teacher.id], students: [pupil.id] });

    await api.database.db.delete(assignments).where(eq(assignments.id, assignment));
    const deleted = await call(teacher, 'DELETE', `/groups/${group}`);
    expect(deleted.statusCode, deleted.body).toBe(201);
    expect(deleted.json()).toEqual({ data: { groupId: group } });
    expect(await stored(group)).toBeNull();
    expect((await call(admin, 'GET', `/groups/${group}`)).statusCode).toBe(404);
    expect((await call(teacher, 'DELETE', `/groups/${group}`)).statusCode).toBe(404);
  });

  it('lets an admin delete any group of the school, never another school’s', async () => {
    const group = await groupOf([teacher]);
    const foreign = await addGroup(api.database.db, {
      schoolId: elsewhere,
      name: 'Foreign',
      owners: [foreignTeacher.id],
    });
    expect((await call(admin, 'DELETE', `/groups/${foreign}`)).statusCode).toBe(404);
    expect(await stored(foreign)).not.toBeNull();
    expect((await call(admin, 'DELETE', `/groups/${group}`)).statusCode).toBe(201);
  });
});
