import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import { addGroup, addPerson, addSchool, sessionFor } from '../testing/school-world.js';

let api: TestApi;
let admin: UserRow;
let teacher: UserRow;
let coOwner: UserRow;
let otherTeacher: UserRow;
let pupil: UserRow;
let parent: UserRow;
/** Explorers' students, by last then first name: Álvarez Ana, Brown Bea, Brown Zed, Ngata Nia, Ngọc Lan, Nguyen Tom. */
let students: UserRow[];
let explorers: string;
let empty: string;
let smallGroup: string;
let unowned: string;
let foreignGroup: string;

beforeAll(async () => {
  api = await startTestApi();
  const { db } = api.database;
  const school = await addSchool(db);
  const person = (roles: string[], firstName?: string, lastName?: string, email?: string) =>
    addPerson(db, { schoolId: school, roles, firstName, lastName, email });
  admin = await person(['admin', 'teacher'], 'Ada', 'Zeller');
  teacher = await person(['teacher'], 'Tess', 'Carter');
  coOwner = await person(['teacher'], 'Carl', 'Adams');
  otherTeacher = await person(['teacher']);
  parent = await person(['parent']);
  students = [
    await person(['student'], 'Ana', 'Álvarez', 'e@world.school'),
    await person(['student'], 'Bea', 'Brown', 'a@world.school'),
    await person(['student'], 'Zed', 'Brown', 'c@world.school'),
    await person(['student'], 'Nia', 'Ngata', 'f@world.school'),
    await person(['student'], 'Lan', 'Ngọc', 'b@world.school'),
    await person(['student'], 'Tom', 'Nguyen', 'd@world.school'),
  ];
  pupil = students[1] as UserRow;
  const ids = (people: UserRow[]) => people.map((one) => one.id);
  explorers = await addGroup(db, {
    schoolId: school,
    name: 'Explorers',
    owners: ids([teacher, coOwner]),
    students: ids([...students].reverse()),
  });
  empty = await addGroup(db, { schoolId: school, name: 'Empty', owners: [teacher.id] });
  smallGroup = await addGroup(db, {
    schoolId: school,
    name: 'Small',
    owners: [teacher.id],
    students: ids(students.slice(3)),
  });
  unowned = await addGroup(db, { schoolId: school, name: 'Unowned', owners: [otherTeacher.id], students: [pupil.id] });
  const elsewhere = await addSchool(db, 'Elsewhere');
  const foreignTeacher = await addPerson(db, { schoolId: elsewhere, roles: ['teacher'] });
  const foreignStudent = await addPerson(db, { schoolId: elsewhere, roles: ['student'] });
  foreignGroup = await addGroup(db, {
    schoolId: elsewhere,
    name: 'Foreign',
    owners: [foreignTeacher.id],
    students: [foreignStudent.id],
  });
});
afterAll(() => api.close());

const getAs = async (actor: UserRow, url: string) =>
  api.app.inject({ url: `/api/v1${url}`, ...(await sessionFor(api.database.db, actor)) });
const lastNames = (body: { data: { lastName: string }[] }) => body.data.map((user) => user.lastName);
const firstNames = (rows: { firstName: string }[]) => rows.map((user) => user.firstName);

describe('GET /groups/{id}/users', () => {
  it('answers the students and owners, by last then first name, with the total', async () => {
    const body = (await getAs(teacher, `/groups/${explorers}/users?count=100`)).json();
    expect(body.total).toBe(8);
    expect(lastNames(body)).toEqual(['Adams', 'Álvarez', 'Brown', 'Brown', 'Carter', 'Ngata', 'Ngọc', 'Nguyen']);
    expect(body.data[0]).toMatchObject({ userId: coOwner.id, firstName: 'Carl', role: ['teacher'] });
  });

  it('keeps role=student to the students, and filters by names as GET /users does', async () => {
    const onlyStudents = (await getAs(admin, `/groups/${explorers}/users?role=student&count=100`)).json();
    expect(onlyStudents.total).toBe(6);
    expect(lastNames(onlyStudents)).toEqual(['Álvarez', 'Brown', 'Brown', 'Ngata', 'Ngọc', 'Nguyen']);
    expect(lastNames((await getAs(admin, `/groups/${explorers}/users?role=teacher`)).json())).toEqual([
      'Adams',
      'Carter',
    ]);
    expect(firstNames((await getAs(admin, `/groups/${explorers}/users?lastName=bROWN`)).json().data)).toEqual([
      'Bea',
      'Zed',
    ]);
    expect(lastNames((await getAs(admin, `/groups/${explorers}/users?firstName=a`)).json())).toEqual([
      'Adams',
      'Álvarez',
      'Brown',
      'Ngata',
      'Ngọc',
    ]);
    expect((await getAs(admin, `/groups/${explorers}/users?name=zed%20b`)).json()).toMatchObject({
      data: [{ firstName: 'Zed' }],
      total: 1,
    });
    expect((await getAs(admin, `/groups/${explorers}/users?name=%25`)).json()).toEqual({ data: [], total: 0 });
  });

  it('sorts by first name, e-mail or creation, either way, and pages with start and count', async () => {
    const sortedBy = async (query: string) =>
      (await getAs(teacher, `/groups/${explorers}/users?role=student&${query}`)).json();
    expect(firstNames((await sortedBy('sortBy=firstName')).data)).toEqual(['Ana', 'Bea', 'Lan', 'Nia', 'Tom', 'Zed']);
    expect(firstNames((await sortedBy('sortBy=email&sortOrder=desc')).data)).toEqual([
      'Nia',
      'Ana',
      'Tom',
      'Zed',
      'Lan',
      'Bea',
    ]);
    expect(firstNames((await sortedBy('sortBy=createdAt')).data)).toHaveLength(6);
    const page = await sortedBy('sortBy=firstName&start=2&count=2');
    expect(page).toMatchObject({ total: 6 });
    expect(firstNames(page.data)).toEqual(['Lan', 'Nia']);
    expect(await sortedBy('start=6')).toEqual({ data: [], total: 6 });
    expect((await getAs(teacher, `/groups/${explorers}/users?count=0`)).statusCode).toBe(400);
    expect((await getAs(teacher, `/groups/${explorers}/users?count=101`)).statusCode).toBe(400);
    expect((await getAs(teacher, `/groups/${explorers}/users?sortBy=password`)).statusCode).toBe(400);
  });

  it('answers every member within the default page (15), and the owner of a group without students', async () => {
    const body = (await getAs(teacher, `/groups/${explorers}/users`)).json();
    expect(body.data).toHaveLength(8);
    expect((await getAs(teacher, `/groups/${empty}/users`)).json()).toMatchObject({ total: 1 });
  });

  it('answers 404 for a group the caller does not see, 403 to the roles without readGroupMembers', async () => {
    expect((await getAs(teacher, `/groups/${unowned}/users`)).statusCode).toBe(404);
    expect((await getAs(admin, `/groups/${unowned}/users`)).statusCode).toBe(200);
    expect((await getAs(admin, `/groups/${foreignGroup}/users`)).json().error.message).toBe('Group not found');
    expect((await getAs(pupil, `/groups/${explorers}/users`)).statusCode).toBe(403);
    expect((await getAs(parent, `/groups/${explorers}/users`)).statusCode).toBe(403);
    expect((await api.app.inject({ url: `/api/v1/groups/${explorers}/users` })).statusCode).toBe(401);
  });
});

describe('GET /groups/students?ids= (Group.students)', () => {
  type Row = { groupId: string; students: { firstName: string }[]; total: number };
  const rows = async (actor: UserRow, query: string) => {
    const response = await getAs(actor, `/groups/students?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as Row[]).map((row) => [row.groupId, firstNames(row.students), row.total]);
  };

  it('answers each visible group’s students (never its owners), by last then first name, in the order asked', async () => {
    expect(await rows(teacher, `ids=${smallGroup},${explorers},${empty}`)).toEqual([
      [smallGroup, ['Nia', 'Lan', 'Tom'], 3],
      [explorers, ['Ana', 'Bea', 'Zed', 'Nia', 'Lan', 'Tom'], 6],
      [empty, [], 0],
    ]);
  });

  it('leaves out the groups the caller does not see', async () => {
    expect(await rows(teacher, `ids=${unowned},${foreignGroup},${smallGroup}`)).toEqual([
      [smallGroup, ['Nia', 'Lan', 'Tom'], 3],
    ]);
    expect(await rows(admin, `ids=${unowned},${foreignGroup}`)).toEqual([[unowned, ['Bea'], 1]]);
    expect(await rows(admin, 'ids=')).toEqual([]);
  });

  it('pages each group on its own with first and offset, the total counting every page', async () => {
    expect(await rows(teacher, `ids=${explorers},${smallGroup}&first=2&offset=1`)).toEqual([
      [explorers, ['Bea', 'Zed'], 6],
      [smallGroup, ['Lan', 'Tom'], 3],
    ]);
    expect(await rows(teacher, `ids=${explorers},${smallGroup}&first=2&offset=4`)).toEqual([
      [explorers, ['Lan', 'Tom'], 6],
      [smallGroup, [], 3],
    ]);
    expect((await getAs(teacher, `/groups/students?ids=${explorers}&first=0`)).statusCode).toBe(400);
    expect((await getAs(teacher, `/groups/students?ids=${explorers}&first=101`)).statusCode).toBe(400);
    expect((await getAs(teacher, `/groups/students?ids=${explorers}&offset=-1`)).statusCode).toBe(400);
  });

  it('sorts by first name, last name or e-mail, either way, and filters by "first last"', async () => {
    expect(await rows(teacher, `ids=${explorers}&sortBy=firstName&first=3`)).toEqual([
      [explorers, ['Ana', 'Bea', 'Lan'], 6],
    ]);
    expect(await rows(teacher, `ids=${explorers}&sortBy=lastName&sortOrder=desc&first=3`)).toEqual([
      [explorers, ['Tom', 'Lan', 'Nia'], 6],
    ]);
    expect(await rows(teacher, `ids=${explorers}&sortBy=email`)).toEqual([
      [explorers, ['Bea', 'Lan', 'Zed', 'Tom', 'Ana', 'Nia'], 6],
    ]);
    expect(await rows(teacher, `ids=${explorers},${smallGroup}&name=NG&sortBy=firstName&first=2`)).toEqual([
      [explorers, ['Lan', 'Nia'], 3],
      [smallGroup, ['Lan', 'Nia'], 3],
    ]);
    expect(await rows(teacher, `ids=${explorers},${smallGroup}&name=ia%20ng`)).toEqual([
      [explorers, ['Nia'], 1],
      [smallGroup, ['Nia'], 1],
    ]);
    expect(await rows(teacher, `ids=${explorers}&name=zzz`)).toEqual([[explorers, [], 0]]);
    expect((await getAs(teacher, `/groups/students?ids=${explorers}&sortBy=createdAt`)).statusCode).toBe(400);
  });

  it('is for admins and teachers (readGroupMembers): 403 to the others, 401 to a visitor', async () => {
    expect((await getAs(pupil, `/groups/students?ids=${explorers}`)).statusCode).toBe(403);
    expect((await getAs(parent, `/groups/students?ids=${explorers}`)).statusCode).toBe(403);
    expect((await api.app.inject({ url: `/api/v1/groups/students?ids=${explorers}` })).statusCode).toBe(401);
  });

  it('does not take the place of GET /groups/{id}: a group id still reads the group', async () => {
    const one = await getAs(teacher, `/groups/${explorers}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data.name).toBe('Explorers');
    expect((await getAs(teacher, '/groups/students')).statusCode).toBe(400);
  });
});
