import type { InjectOptions } from 'fastify';
import type { UserRow } from '../db/schema.js';
import type { TestApi } from './test-api.js';
import { addGroup, addPerson, addSchool, linkChild, sessionFor } from './school-world.js';

/**
 * The people of the assignment tests. School A: admin; owner (a teacher who
 * owns `group`); otherTeacher (owns `otherGroup`, which the owner does not);
 * student (in `group`, the parent's child); parent; root (no school). School
 * B: foreignAdmin and foreignTeacher, who owns `foreignGroup`.
 */
export interface AssignmentWorld {
  school: string;
  elsewhere: string;
  admin: UserRow;
  owner: UserRow;
  otherTeacher: UserRow;
  student: UserRow;
  parent: UserRow;
  root: UserRow;
  foreignAdmin: UserRow;
  foreignTeacher: UserRow;
  group: string;
  otherGroup: string;
  foreignGroup: string;
}

export async function buildAssignmentWorld(api: TestApi): Promise<AssignmentWorld> {
  const { db } = api.database;
  const school = await addSchool(db, 'Assignment School');
  const elsewhere = await addSchool(db, 'Elsewhere');
  const person = (roles: string[], schoolId: string | null = school) => addPerson(db, { schoolId, roles });
  const [admin, owner, otherTeacher, student, parent, root] = [
    await person(['admin', 'teacher']),
    await person(['teacher']),
    await person(['teacher']),
    await person(['student']),
    await person(['parent']),
    await person(['root'], null),
  ];
  const [foreignAdmin, foreignTeacher] = [
    await person(['admin', 'teacher'], elsewhere),
    await person(['teacher'], elsewhere),
  ];
  await linkChild(db, parent.id, student.id);
  const group = await addGroup(db, {
    schoolId: school,
    name: 'Year 5 Explorers',
    owners: [owner.id],
    students: [student.id],
  });
  const otherGroup = await addGroup(db, { schoolId: school, name: 'Year 6 Inventors', owners: [otherTeacher.id] });
  const foreignGroup = await addGroup(db, { schoolId: elsewhere, name: 'Far away', owners: [foreignTeacher.id] });
  return {
    school,
    elsewhere,
    admin,
    owner,
    otherTeacher,
    student,
    parent,
    root,
    foreignAdmin,
    foreignTeacher,
    group,
    otherGroup,
    foreignGroup,
  };
}

/** A call to the API as `actor` (undefined: a visitor, without a session). */
export async function callAs(
  api: TestApi,
  actor: UserRow | undefined,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
) {
  return api.app.inject({
    method,
    url: `/api/v1${url}`,
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    ...(actor ? await sessionFor(api.database.db, actor) : {}),
  });
}
