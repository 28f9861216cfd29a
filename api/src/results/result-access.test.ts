import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { buildAssignmentWorld, callAs, type AssignmentWorld } from '../testing/assignment-world.js';
import { addPerson, addToGroup, linkChild } from '../testing/school-world.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import type { CurriculumJson } from './result-json.js';
import { RESULT_MESSAGES } from './result-messages.js';

/*
 * Who reads which result through the batch reads, how the /result paths are
 * told apart, and what a malformed request answers. The assignment world
 * (assignment-world.ts) plus: loner (a student of school A in no group),
 * otherStudent (in otherGroup), foreignStudent (in school B's foreignGroup).
 */

let api: TestApi;
let world: AssignmentWorld;
let loner: UserRow;
let otherStudent: UserRow;
let foreignStudent: UserRow;

beforeAll(async () => {
  api = await startTestApi();
  world = await buildAssignmentWorld(api);
  const { db } = api.database;
  loner = await addPerson(db, { schoolId: world.school, roles: ['student'] });
  otherStudent = await addPerson(db, { schoolId: world.school, roles: ['student'] });
  foreignStudent = await addPerson(db, { schoolId: world.elsewhere, roles: ['student'] });
  await addToGroup(db, world.otherGroup, otherStudent.id);
  await addToGroup(db, world.foreignGroup, foreignStudent.id);
});
afterAll(() => api.close());

type ActorName = 'admin' | 'owner' | 'otherTeacher' | 'student' | 'parent' | 'root' | 'foreignAdmin';

describe('POST /result/ (batch)', () => {
  // Asked in this order: the answer keeps it. The owner is a teacher: no result, whoever asks.
  const asked = () => [otherStudent, foreignStudent, loner, world.student, world.owner].map((person) => person.id);

  it.each<[ActorName, () => UserRow[]]>([
    ['admin', () => [otherStudent, loner, world.student]],
    ['owner', () => [world.student]],
    ['otherTeacher', () => [otherStudent]],
    ['student', () => [world.student]],
    ['parent', () => [world.student]],
    ['foreignAdmin', () => [foreignStudent]],
  ])('answers %s the students whose results they read, in the order asked', async (actor, expected) => {
    const response = await callAs(api, world[actor], 'POST', '/result/', { userIds: [...asked(), randomUUID()] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.map((result: { userId: string }) => result.userId)).toEqual(
      expected().map((person) => person.id),
    );
  });

  it('refuses root (403) and a visitor (401); takes the bare list, with or without the slash', async () => {
    expect((await callAs(api, world.root, 'POST', '/result/', [world.student.id])).statusCode).toBe(403);
    expect((await callAs(api, undefined, 'POST', '/result/', [world.student.id])).statusCode).toBe(401);
    const bare = await callAs(api, world.student, 'POST', '/result', [world.student.id, world.student.id]);
    expect(bare.json().data.map((result: { userId: string }) => result.userId)).toEqual([world.student.id]);
    expect((await callAs(api, world.student, 'POST', '/result/', [])).json().data).toEqual([]);
  });

  it.each([
    ['a bad date', () => ({ userIds: [world.student.id], from: '2030-02-30' }), 'from: Not a real date'],
    [
      'a date written otherwise',
      () => ({ userIds: [world.student.id], from: '1/2/2030' }),
      'from: Send a date as yyyy-mm-dd',
    ],
    ['101 ids', () => Array.from({ length: 101 }, randomUUID), 'userIds: At most 100 ids'],
    [
      'no list',
      () => ({ ids: [world.student.id] }),
      'body: Send a list of user ids, or {"userIds": [...], "from": "yyyy-mm-dd"}',
    ],
  ])('answers 400 to %s', async (_title, body, message) => {
    const response = await callAs(api, world.admin, 'POST', '/result/', body());
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.message).toBe(message);
  });
});

describe('POST /result/groups/ (batch)', () => {
  const asked = () => [randomUUID(), world.foreignGroup, world.otherGroup, world.group];

  it.each<[ActorName, () => string[]]>([
    ['admin', () => [world.otherGroup, world.group]],
    ['owner', () => [world.group]],
    ['otherTeacher', () => [world.otherGroup]],
    ['foreignAdmin', () => [world.foreignGroup]],
  ])('answers %s the groups they see, in the order asked', async (actor, expected) => {
    const response = await callAs(api, world[actor], 'POST', '/result/groups/', { groupIds: asked() });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.map((result: { groupId: string }) => result.groupId)).toEqual(expected());
  });

  it.each<[ActorName | 'visitor', number]>([
    ['student', 403],
    ['parent', 403],
    ['root', 403],
    ['visitor', 401],
  ])('refuses %s (%i)', async (actor, status) => {
    const response = await callAs(api, actor === 'visitor' ? undefined : world[actor], 'POST', '/result/groups', [
      world.group,
    ]);
    expect(response.statusCode, response.body).toBe(status);
  });
});

describe('a teacher who is also a parent, or a student', () => {
  it("tracks the groups they own, never their child's group or their own class", async () => {
    const { db } = api.database;
    const both = await addPerson(db, { schoolId: world.school, roles: ['teacher', 'parent'] });
    await linkChild(db, both.id, world.student.id);
    const teacherStudent = await addPerson(db, { schoolId: world.school, roles: ['teacher', 'student'] });
    await addToGroup(db, world.group, teacherStudent.id);
    for (const person of [both, teacherStudent]) {
      const one = await callAs(api, person, 'GET', `/result/groups/${world.group}`);
      expect(one.statusCode, one.body).toBe(404);
      const batch = await callAs(api, person, 'POST', '/result/groups', { groupIds: [world.group] });
      expect(batch.json().data).toEqual([]);
    }
    // The parent in them still reads their child's own result.
    const child = await callAs(api, both, 'GET', `/result/${world.student.id}`);
    expect(child.statusCode, child.body).toBe(200);
  });
});

describe('the /result paths', () => {
  it('answers a readable person who is not a student 404, with its own message', async () => {
    for (const person of [world.owner, world.parent]) {
      const response = await callAs(api, world.admin, 'GET', `/result/${person.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(RESULT_MESSAGES.notAStudent);
    }
  });

  it('keeps /result/curriculum and /result/groups/{id} apart from /result/{userId}', async () => {
    const curriculum = await callAs(api, world.student, 'GET', '/result/curriculum');
    expect(curriculum.statusCode, curriculum.body).toBe(200);
    const group = await callAs(api, world.owner, 'GET', `/result/groups/${world.group}`);
    expect(group.statusCode, group.body).toBe(200);
    expect(group.json().data.groupId).toBe(world.group);
    const notAnId = await callAs(api, world.admin, 'GET', '/result/somebody');
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().error.message).toBe('userId: Not a user id');
  });

  it('answers 400 to a `from` that is not a day, or one no school year holds', async () => {
    const response = await callAs(api, world.admin, 'GET', `/result/${world.student.id}?from=2030-13-01`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ field: 'from', message: 'from: Not a real date' });
    for (const day of ['0000-01-01', '1899-12-31', '10000-01-01']) {
      const far = await callAs(api, world.admin, 'GET', `/result/${world.student.id}?from=${day}`);
      expect(far.statusCode, day).toBe(400);
      expect(far.json().error.field).toBe('from');
    }
  });
});

describe('GET /result/curriculum', () => {
  const codes = (list: CurriculumJson[]) => list.map((item) => item.code);

  it('gives any signed-in user the whole curriculum by year level then code', async () => {
    const response = await callAs(api, world.root, 'GET', '/result/curriculum');
    const list: CurriculumJson[] = response.json().data;
    expect(list).toHaveLength(114);
    const sorted = [...list].sort((a, b) => a.yearLevel - b.yearLevel || (a.code < b.code ? -1 : 1));
    expect(codes(list)).toEqual(codes(sorted));
    expect(list[0]).toMatchObject({ id: 'AC9SFH01', yearLevel: 0, learningArea: 'Science' });
    expect((await callAs(api, undefined, 'GET', '/result/curriculum')).statusCode).toBe(401);
  });

  it('gives only the codes asked for, skipping unknown ones', async () => {
    const response = await callAs(api, world.parent, 'GET', '/result/curriculum?codes=AC9S5U01, AC9S3U01,NOPE');
    expect(codes(response.json().data)).toEqual(['AC9S3U01', 'AC9S5U01']);
  });
});
