import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, type UserRow } from '../db/schema.js';
import { post, startTestApi, withSession, type TestApi } from '../testing/test-api.js';
import { KNOWN_PASSWORD, addGroup, addPerson, addSchool, sessionFor } from '../testing/school-world.js';
import { createSession } from '../auth/session-store.js';

let api: TestApi;
let school: string;
let admin: UserRow;
let teacher: UserRow;
let students: UserRow[];
let groupId: string;

// Twenty students with names chosen to exercise sorting, accents and substring search.
const NAMES: [string, string][] = [
  ['Zoë', 'Nguyen'],
  ['José', 'Álvarez'],
  ['Ngọc', 'Trần'],
  ['Jonah', 'Brown'],
  ['ava', 'brown'],
  ['Mia', 'Clarke'],
  ['Leo', 'Davies'],
  ['Ella', 'Evans'],
  ['Noah', 'Foster'],
  ['Isla', 'Green'],
  ['Finn', 'Hughes'],
  ['Ruby', 'Irwin'],
  ['Kai', 'Jones'],
  ['Lily', 'King'],
  ['Max', 'Lewis'],
  ['Ivy', 'Moore'],
  ['Sam', 'Nash'],
  ['Eva', 'Owen'],
  ['Tom', 'Price'],
  ['Amy', '100%_Sure'],
];

const get = (url: string, session: object) => api.app.inject({ url: `/api/v1${url}`, ...session });
const patch = (url: string, payload: unknown, session: object) =>
  api.app.inject({ method: 'PATCH', url: `/api/v1${url}`, payload: payload as string, ...session });

beforeAll(async () => {
  api = await startTestApi();
  const { db } = api.database;
  school = await addSchool(db);
  admin = await addPerson(db, { schoolId: school, roles: ['admin', 'teacher'], firstName: 'Ada', lastName: 'Admin' });
  teacher = await addPerson(db, { schoolId: school, roles: ['teacher'], firstName: 'Tess', lastName: 'Teacher' });
  students = [];
  for (const [index, [firstName, lastName]] of NAMES.entries()) {
    students.push(
      await addPerson(db, {
        schoolId: school,
        roles: ['student'],
        firstName,
        lastName,
        createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
      }),
    );
  }
  groupId = await addGroup(db, {
    schoolId: school,
    name: 'Class',
    owners: [teacher.id],
    students: students.slice(0, 3).map((s) => s.id),
  });
  // Another school's people never appear.
  const elsewhere = await addSchool(db, 'Elsewhere');
  await addPerson(db, { schoolId: elsewhere, roles: ['student'], firstName: 'Zoë', lastName: 'Nguyen' });
});
afterAll(() => api.close());

const names = (body: { data: { firstName: string; lastName: string }[] }) =>
  body.data.map((user) => `${user.firstName} ${user.lastName}`);

describe('GET /users', () => {
  it('pages the school by last then first name, 15 by default, with the total of every match', async () => {
    const session = await sessionFor(api.database.db, teacher);
    const first = (await get('/users', session)).json();
    expect(first.total).toBe(22);
    expect(first.data).toHaveLength(15);
    expect(names(first).slice(0, 5)).toEqual([
      'Amy 100%_Sure',
      'Ada Admin',
      'José Álvarez',
      'ava brown',
      'Jonah Brown',
    ]);
    const rest = (await get('/users?start=15', session)).json();
    expect(rest.total).toBe(22);
    expect(rest.data).toHaveLength(7);
    const everybody = [...first.data, ...rest.data].map((user: { userId: string }) => user.userId);
    expect(new Set(everybody).size).toBe(22);
  });

  it('sorts by first name, e-mail or creation date, either way', async () => {
    const session = await sessionFor(api.database.db, teacher);
    const byFirst = (await get('/users?role=student&sortBy=firstName&count=3', session)).json();
    expect(names(byFirst)).toEqual(['Amy 100%_Sure', 'ava brown', 'Ella Evans']);
    const newest = (await get('/users?role=student&sortBy=createdAt&sortOrder=desc&count=2', session)).json();
    expect(names(newest)).toEqual(['Amy 100%_Sure', 'Tom Price']);
    const byEmail = (await get('/users?sortBy=email&sortOrder=desc&count=100', session)).json();
    const emails = byEmail.data.map((user: { email: string }) => user.email);
    expect(emails).toEqual([...emails].sort().reverse());
  });

  it('filters by role, first name, last name and "first last", case-insensitively', async () => {
    const session = await sessionFor(api.database.db, admin);
    expect((await get('/users?role=student', session)).json().total).toBe(20);
    expect((await get('/users?role=teacher', session)).json().total).toBe(2);
    expect(names((await get('/users?firstName=JO', session)).json())).toEqual(['José Álvarez', 'Jonah Brown']);
    expect(names((await get('/users?lastName=BROWN', session)).json())).toEqual(['ava brown', 'Jonah Brown']);
    expect(names((await get(`/users?name=${encodeURIComponent('zoë ngu')}`, session)).json())).toEqual(['Zoë Nguyen']);
    expect(names((await get(`/users?name=${encodeURIComponent('ngọc tr')}`, session)).json())).toEqual(['Ngọc Trần']);
  });

  it('takes % and _ in a filter literally, and blank filters as none', async () => {
    const session = await sessionFor(api.database.db, admin);
    expect(names((await get('/users?lastName=%25_', session)).json())).toEqual(['Amy 100%_Sure']);
    expect((await get('/users?name=_', session)).json().total).toBe(1);
    expect((await get('/users?name=%20%20&firstName=', session)).json().total).toBe(22);
  });

  it("lists a group's members, students and owners, for a group the caller sees", async () => {
    const owner = await sessionFor(api.database.db, teacher);
    const members = (await get(`/users?group=${groupId}`, owner)).json();
    expect(members.total).toBe(4);
    const onlyStudents = (await get(`/users?group=${groupId}&role=student`, owner)).json();
    expect(onlyStudents.data.map((u: { userId: string }) => u.userId).sort()).toEqual(
      students
        .slice(0, 3)
        .map((s) => s.id)
        .sort(),
    );
    const otherTeacher = await addPerson(api.database.db, { schoolId: school, roles: ['teacher'] });
    const response = await get(`/users?group=${groupId}`, await sessionFor(api.database.db, otherTeacher));
    expect(response.statusCode).toBe(404);
    expect((await get(`/users?group=${randomUUID()}`, owner)).statusCode).toBe(404);
  });

  it('with scope=results lists a teacher only the students of the groups they own, an admin the whole school', async () => {
    const students = `/users?role=student&scope=results`;
    const owner = (await get(students, await sessionFor(api.database.db, teacher))).json();
    expect(names(owner).sort()).toEqual(['José Álvarez', 'Ngọc Trần', 'Zoë Nguyen']);
    expect(owner.total).toBe(3);
    // A teacher of no group opens nobody's results, so lists nobody; without the scope, the school.
    const otherTeacher = await addPerson(api.database.db, { schoolId: school, roles: ['teacher'] });
    const other = await sessionFor(api.database.db, otherTeacher);
    expect((await get(students, other)).json()).toMatchObject({ data: [], total: 0 });
    expect((await get('/users?role=student', other)).json().total).toBe(20);
    const everyone = (await get(students, await sessionFor(api.database.db, admin))).json();
    expect(everyone.total).toBe(20);
    expect((await get('/users?scope=anyone', other)).statusCode).toBe(400);
  });

  it('refuses a page size outside 1 to 100 and unknown sort fields', async () => {
    const session = await sessionFor(api.database.db, admin);
    for (const query of ['count=101', 'count=0', 'start=-1', 'sortBy=password', 'role=root']) {
      const response = await get(`/users?${query}`, session);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('BAD_REQUEST');
    }
  });

  it('answers the User JSON with its creation date', async () => {
    const session = await sessionFor(api.database.db, admin);
    const [zoe] = (await get('/users?firstName=zo', session)).json().data;
    expect(zoe).toEqual({
      userId: students[0]?.id,
      firstName: 'Zoë',
      lastName: 'Nguyen',
      email: students[0]?.email,
      role: ['student'],
      yearLevel: null,
      schoolId: school,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
  });
});

describe('GET /users?ids= (the gateway batch read)', () => {
  it('answers those of the ids the caller may read, ignoring paging', async () => {
    const session = await sessionFor(api.database.db, teacher);
    const wanted = students.slice(0, 18).map((s) => s.id);
    const response = await get(`/users?ids=${[...wanted, randomUUID()].join(',')}&count=5&start=3`, session);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(18);
    expect(body.data.map((user: { userId: string }) => user.userId).sort()).toEqual([...wanted].sort());
  });

  it('lets a student read only themself, in the same call shape', async () => {
    const student = students[3] as UserRow;
    const session = await sessionFor(api.database.db, student);
    const body = (await get(`/users?ids=${student.id},${students[4]?.id}`, session)).json();
    expect(body.data.map((user: { userId: string }) => user.userId)).toEqual([student.id]);
  });

  it('accepts repeated ids parameters and refuses more than 100 or a malformed id', async () => {
    const session = await sessionFor(api.database.db, admin);
    const repeated = await get(`/users?ids=${students[0]?.id}&ids=${students[1]?.id}`, session);
    expect(repeated.json().total).toBe(2);
    const many = Array.from({ length: 101 }, () => randomUUID()).join(',');
    expect((await get(`/users?ids=${many}`, session)).statusCode).toBe(400);
    expect((await get('/users?ids=not-an-id', session)).statusCode).toBe(400);
  });
});

describe('PATCH /user/{id} (password)', () => {
  it('changes the own password: the new one signs in, the old does not, other sessions end', async () => {
    const { db } = api.database;
    const person = await addPerson(db, { schoolId: school, roles: ['student'] });
    const elsewhere = await createSession(db, person.id, 1);
    const here = await sessionFor(db, person);
    const response = await patch(
      `/user/${person.id}`,
      { password: 'Brand!new22', currentPassword: KNOWN_PASSWORD },
      here,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.userId).toBe(person.id);
    expect(response.body).not.toContain('argon2');
    expect((await get('/me', here)).statusCode).toBe(200);
    expect((await get('/me', withSession(elsewhere))).statusCode).toBe(401);
    const signIn = (password: string) =>
      post(api.app, '/api/v1/auth/signin', { email: person.email, password }, { remoteAddress: '10.9.0.1' });
    expect((await signIn('Brand!new22')).statusCode).toBe(200);
    expect((await signIn(KNOWN_PASSWORD)).statusCode).toBe(401);
  });

  it('ends every session of a person whose password an admin resets', async () => {
    const { db } = api.database;
    const person = await addPerson(db, { schoolId: school, roles: ['teacher'] });
    const theirs = await createSession(db, person.id, 1);
    const response = await patch(`/user/${person.id}`, { password: 'Reset!pass9' }, await sessionFor(db, admin));
    expect(response.statusCode).toBe(200);
    expect((await get('/me', withSession(theirs))).statusCode).toBe(401);
  });

  it('refuses a password that breaks the rule with the spec message', async () => {
    const session = await sessionFor(api.database.db, admin);
    const response = await patch(`/user/${admin.id}`, { password: 'weakpass' }, session);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'BAD_REQUEST',
      message: 'password: Invalid password',
      field: 'password',
    });
  });
});

describe('PATCH /user/{id}/update-email/ and /update-name', () => {
  it('changes the e-mail, stored lowercase, and refuses one already registered in any school', async () => {
    const { db } = api.database;
    const person = await addPerson(db, { schoolId: school, roles: ['student'] });
    const session = await sessionFor(db, admin);
    const changed = await patch(`/user/${person.id}/update-email/`, { email: ' New.Address@World.School ' }, session);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.email).toBe('new.address@world.school');
    const same = await patch(`/user/${person.id}/update-email`, { email: 'new.address@world.school' }, session);
    expect(same.statusCode).toBe(200);

    const elsewhere = await addSchool(db, 'Far away');
    const taken = await addPerson(db, { schoolId: elsewhere, roles: ['teacher'], email: 'taken@far.school' });
    const conflict = await patch(`/user/${person.id}/update-email/`, { email: 'TAKEN@far.school' }, session);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error).toEqual({
      code: 'CONFLICT',
      message: 'The email has already been registered',
      field: 'email',
    });
    const [unchanged] = await db.select().from(users).where(eq(users.id, taken.id));
    expect(unchanged?.email).toBe('taken@far.school');
  });

  it('refuses a malformed e-mail', async () => {
    const session = await sessionFor(api.database.db, admin);
    const response = await patch(`/user/${admin.id}/update-email/`, { email: 'nobody@nowhere' }, session);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ field: 'email', message: 'email: Invalid email' });
  });

  it('changes the name, trimmed and with its accents intact, and needs both parts', async () => {
    const { db } = api.database;
    const person = await addPerson(db, { schoolId: school, roles: ['parent'] });
    const session = await sessionFor(db, person);
    const renamed = await patch(`/user/${person.id}/update-name`, { firstName: ' Ngọc ', lastName: 'Trần ' }, session);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ firstName: 'Ngọc', lastName: 'Trần' });
    const noLast = await patch(`/user/${person.id}/update-name`, { firstName: 'Ngọc', lastName: ' ' }, session);
    expect(noLast.json().error).toMatchObject({ field: 'lastName', message: 'lastName: Last name is required' });
    const noFirst = await patch(`/user/${person.id}/update-name`, { lastName: 'Trần' }, session);
    expect(noFirst.json().error).toMatchObject({ field: 'firstName', message: 'firstName: First name is required' });
  });
});

describe('PATCH /users (delete)', () => {
  it('deletes the people listed, as {userIds} or a bare list, and their sessions end', async () => {
    const { db } = api.database;
    const [one, two, three] = await Promise.all(
      [1, 2, 3].map(() => addPerson(db, { schoolId: school, roles: ['student'] })),
    );
    const theirs = await createSession(db, String(one?.id), 1);
    const session = await sessionFor(db, admin);
    const asObject = await patch('/users', { userIds: [one?.id, two?.id] }, session);
    expect(asObject.statusCode).toBe(200);
    expect(asObject.json().data.deletedUserIds.sort()).toEqual([one?.id, two?.id].sort());
    expect((await get('/me', withSession(theirs))).statusCode).toBe(401);
    const asList = await patch('/users', [three?.id], session);
    expect(asList.json().data.deletedUserIds).toEqual([three?.id]);
    const left = await db
      .select()
      .from(users)
      .where(inArray(users.id, [String(one?.id), String(two?.id), String(three?.id)]));
    expect(left).toHaveLength(0);
  });

  it("refuses the caller's own id with the spec message, deleting nobody", async () => {
    const { db } = api.database;
    const bystander = await addPerson(db, { schoolId: school, roles: ['student'] });
    const response = await patch('/users', { userIds: [bystander.id, admin.id] }, await sessionFor(db, admin));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'BAD_REQUEST',
      message: "You can't delete yourself!",
      field: 'userIds',
    });
    expect(await db.select().from(users).where(eq(users.id, bystander.id))).toHaveLength(1);
  });

  it('deletes nobody when one id is not of the school', async () => {
    const { db } = api.database;
    const bystander = await addPerson(db, { schoolId: school, roles: ['student'] });
    const response = await patch('/users', [bystander.id, randomUUID()], await sessionFor(db, admin));
    expect(response.statusCode).toBe(404);
    expect(await db.select().from(users).where(eq(users.id, bystander.id))).toHaveLength(1);
  });

  it('refuses an empty list', async () => {
    const response = await patch('/users', { userIds: [] }, await sessionFor(api.database.db, admin));
    expect(response.statusCode).toBe(400);
  });
});

describe('PUT and PATCH /administrator', () => {
  it('gives a teacher admin permissions and takes them away again', async () => {
    const { db } = api.database;
    const person = await addPerson(db, { schoolId: school, roles: ['teacher'] });
    const session = await sessionFor(db, admin);
    const given = await api.app.inject({
      method: 'PUT',
      url: '/api/v1/administrator',
      payload: { userIds: [person.id] },
      ...session,
    });
    expect(given.statusCode).toBe(200);
    expect(given.json().data[0].role).toEqual(['admin', 'teacher']);
    const again = await api.app.inject({
      method: 'PUT',
      url: '/api/v1/administrator',
      payload: [person.id],
      ...session,
    });
    expect(again.json().data[0].role).toEqual(['admin', 'teacher']);
    const status = await get('/auth/status', await sessionFor(db, person));
    expect(status.json().data.role).toBe('admin');

    const taken = await patch('/administrator', [person.id], session);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().data[0].role).toEqual(['teacher']);
  });

  it('refuses to give admin permissions to a student or a parent', async () => {
    const { db } = api.database;
    const parent = await addPerson(db, { schoolId: school, roles: ['parent'] });
    const response = await api.app.inject({
      method: 'PUT',
      url: '/api/v1/administrator',
      payload: [parent.id],
      ...(await sessionFor(db, admin)),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Admin permissions can only be given to teachers');
  });

  it("refuses an admin's own removal with the spec message, changing nobody", async () => {
    const { db } = api.database;
    const other = await addPerson(db, { schoolId: school, roles: ['admin', 'teacher'] });
    const response = await patch('/administrator', [other.id, admin.id], await sessionFor(db, admin));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe("You can't remove your own admin permissions!");
    const [still] = await db.select().from(users).where(eq(users.id, other.id));
    expect(still?.roles).toEqual(['admin', 'teacher']);
  });
});
