import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import { addGroup, addPerson, addSchool, linkChild, sessionFor } from '../testing/school-world.js';

let api: TestApi;
let people: Record<'admin' | 'teacher' | 'otherTeacher' | 'student' | 'otherStudent' | 'parent', UserRow>;
let elsewhere: UserRow;

beforeAll(async () => {
  api = await startTestApi();
  const { db } = api.database;
  const school = await addSchool(db);
  const person = (roles: string[]) => addPerson(db, { schoolId: school, roles });
  people = {
    admin: await person(['admin', 'teacher']),
    teacher: await person(['teacher']),
    otherTeacher: await person(['teacher']),
    student: await person(['student']),
    otherStudent: await person(['student']),
    parent: await person(['parent']),
  };
  await addGroup(db, { schoolId: school, name: 'Class', owners: [people.teacher.id], students: [people.student.id] });
  await linkChild(db, people.parent.id, people.student.id);
  elsewhere = await addPerson(db, { schoolId: await addSchool(db, 'Elsewhere'), roles: ['student'] });
});
afterAll(() => api.close());

type Answer = { userId: string; setPassword: boolean; changeEmailOrName: boolean; createFamilyCode: boolean };

/** What `viewer` may change of each person asked about, by name: [password, e-mail and name]. */
async function permissionsOf(viewer: UserRow, asked: (keyof typeof people)[]) {
  const ids = [...asked.map((name) => people[name].id), elsewhere.id].join(',');
  const response = await api.app.inject({
    url: `/api/v1/users/permissions?ids=${ids}`,
    ...(await sessionFor(api.database.db, viewer)),
  });
  expect(response.statusCode).toBe(200);
  const answers = (response.json() as { data: Answer[] }).data;
  // Another school's person is never answered, as for an id that does not exist.
  expect(answers.map(({ userId }) => userId)).not.toContain(elsewhere.id);
  return Object.fromEntries(
    asked.flatMap((name) => {
      const found = answers.find(({ userId }) => userId === people[name].id);
      return found ? [[name, [found.setPassword, found.changeEmailOrName]]] : [];
    }),
  );
}

describe('GET /users/permissions (what a profile offers)', () => {
  it('gives an admin every change of anyone in the school', async () => {
    expect(await permissionsOf(people.admin, ['admin', 'teacher', 'student', 'parent'])).toEqual({
      admin: [true, true],
      teacher: [true, true],
      student: [true, true],
      parent: [true, true],
    });
  });

  it("gives a teacher their own and their groups' students', not another teacher's or another student's", async () => {
    expect(await permissionsOf(people.teacher, ['teacher', 'student', 'otherStudent', 'otherTeacher'])).toEqual({
      teacher: [true, true],
      student: [true, true],
      otherStudent: [false, false],
      otherTeacher: [false, false],
    });
  });

  it("gives a parent their own, and their child's password only; a student only their own", async () => {
    expect(await permissionsOf(people.parent, ['parent', 'student', 'otherStudent'])).toEqual({
      parent: [true, true],
      student: [true, false],
    });
    expect(await permissionsOf(people.student, ['student', 'otherStudent', 'teacher'])).toEqual({
      student: [true, true],
    });
  });

  it("offers a family code for a student to an admin and the student's teacher only (issue 36)", async () => {
    const codes = async (viewer: UserRow) => {
      const ids = [people.student.id, people.otherStudent.id, people.parent.id].join(',');
      const response = await api.app.inject({
        url: `/api/v1/users/permissions?ids=${ids}`,
        ...(await sessionFor(api.database.db, viewer)),
      });
      const answers = (response.json() as { data: Answer[] }).data;
      return answers.filter((answer) => answer.createFamilyCode).map(({ userId }) => userId);
    };
    expect(await codes(people.admin)).toEqual([people.student.id, people.otherStudent.id]);
    expect(await codes(people.teacher)).toEqual([people.student.id]);
    expect(await codes(people.otherTeacher)).toEqual([]);
    expect(await codes(people.parent)).toEqual([]);
    expect(await codes(people.student)).toEqual([]);
  });

  it('answers the same as the writes: a teacher refused another student’s name change is told so there too', async () => {
    const response = await api.app.inject({
      method: 'PATCH',
      url: `/api/v1/user/${people.otherStudent.id}/update-name`,
      payload: { firstName: 'New', lastName: 'Name' },
      ...(await sessionFor(api.database.db, people.teacher)),
    });
    expect(response.statusCode).toBe(403);
  });
});
