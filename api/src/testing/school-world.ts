import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { hashGeneratedPassword } from '../auth/password-hashing.js';
import { createSession } from '../auth/session-store.js';
import type { Db } from '../db/database.js';
import {
  assignmentActivities,
  assignments,
  groupOwners,
  groupStudents,
  groups,
  parentChildren,
  schools,
  users,
  type ParentLinkStatus,
  type UserRow,
} from '../db/schema.js';
import { withSession } from './test-api.js';

/** The password of every person made here. */
export const KNOWN_PASSWORD = 'Known!pass1';

let passwordHash: Promise<string> | undefined;
let counter = 0;

export interface PersonSpec {
  schoolId: string | null;
  roles: string[];
  firstName?: string;
  lastName?: string;
  email?: string;
  yearLevel?: number | null;
  createdAt?: Date;
}

/** Inserts a person straight into the database (a light hash, made once, keeps it fast). */
export async function addPerson(db: Db, spec: PersonSpec): Promise<UserRow> {
  passwordHash ??= hashGeneratedPassword(KNOWN_PASSWORD);
  counter += 1;
  const [person] = await db
    .insert(users)
    .values({
      schoolId: spec.schoolId,
      roles: spec.roles,
      firstName: spec.firstName ?? `First${counter}`,
      lastName: spec.lastName ?? `Last${counter}`,
      email: spec.email ?? `person${counter}.${randomUUID().slice(0, 8)}@world.school`,
      yearLevel: spec.yearLevel ?? null,
      passwordHash: await passwordHash,
      ...(spec.createdAt ? { createdAt: spec.createdAt } : {}),
    })
    .returning();
  if (!person) throw new Error('person insert returned no row');
  return person;
}

export async function addSchool(db: Db, name = 'World School'): Promise<string> {
  const [school] = await db.insert(schools).values({ name }).returning({ id: schools.id });
  if (!school) throw new Error('school insert returned no row');
  return school.id;
}

export async function addGroup(
  db: Db,
  spec: { schoolId: string; name: string; yearLevel?: number; owners?: string[]; students?: string[] },
): Promise<string> {
  const [group] = await db
    .insert(groups)
    .values({ schoolId: spec.schoolId, name: spec.name, yearLevel: spec.yearLevel ?? null })
    .returning({ id: groups.id });
  if (!group) throw new Error('group insert returned no row');
  if (spec.owners?.length) {
    await db
      .insert(groupOwners)
      .values(spec.owners.map((userId) => ({ schoolId: spec.schoolId, groupId: group.id, userId })));
  }
  if (spec.students?.length) {
    await db
      .insert(groupStudents)
      .values(spec.students.map((userId) => ({ schoolId: spec.schoolId, groupId: group.id, userId })));
  }
  return group.id;
}

export async function addToGroup(db: Db, groupId: string, studentId: string): Promise<void> {
  // The group's school, as the API writes it.
  const schoolId = sql`(select ${groups.schoolId} from ${groups} where ${groups.id} = ${groupId})`;
  await db.insert(groupStudents).values({ schoolId, groupId, userId: studentId });
}

/** Links a child to a parent: an active link unless said (a pending request gives no access). */
export async function linkChild(
  db: Db,
  parentId: string,
  childId: string,
  status: ParentLinkStatus = 'active',
): Promise<void> {
  // The child's school, as the API writes it (a test may link a parent of another school, which the API never does).
  const schoolId = sql`(select ${users.schoolId} from ${users} where ${users.id} = ${childId})`;
  await db.insert(parentChildren).values({ schoolId, parentId, childId, status });
}

export async function addAssignment(
  db: Db,
  spec: {
    schoolId: string;
    groupId: string;
    name: string;
    startDate: Date;
    endDate: Date;
    activities?: { questId: string; activityType: string }[];
  },
): Promise<string> {
  const [assignment] = await db
    .insert(assignments)
    .values({
      schoolId: spec.schoolId,
      groupId: spec.groupId,
      name: spec.name,
      startDate: spec.startDate,
      endDate: spec.endDate,
    })
    .returning({ id: assignments.id });
  if (!assignment) throw new Error('assignment insert returned no row');
  if (spec.activities?.length) {
    await db.insert(assignmentActivities).values(
      spec.activities.map((activity, position) => ({
        schoolId: spec.schoolId,
        assignmentId: assignment.id,
        position,
        ...activity,
      })),
    );
  }
  return assignment.id;
}

/** A signed-in request's cookie for this person: a fresh session each call. */
export async function sessionFor(db: Db, person: { id: string }): Promise<Pick<InjectOptions, 'cookies'>> {
  return withSession(await createSession(db, person.id, 1));
}
