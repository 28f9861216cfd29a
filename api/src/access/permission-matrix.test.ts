import { randomInt, randomUUID } from 'node:crypto';
import { makeTypedCode } from '@portal/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createApiToken } from '../api-tokens/api-token-store.js';
import { hashFamilyCode } from '../parents/family-codes.js';
import { familyCodes, users, type UserRow } from '../db/schema.js';
import { testEmailOptions } from '../testing/email-world.js';
import { SmtpCatcher } from '../testing/smtp-catcher.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import {
  addAssignment,
  addGroup,
  addPerson,
  addSchool,
  addToGroup,
  linkChild,
  sessionFor,
} from '../testing/school-world.js';
import { groupsAndAssignmentsState } from '../testing/world-state.js';
import { ENDPOINTS, type Actor, type Subject, type Target } from '../testing/permission-matrix.endpoints.js';

import { RULES } from '../testing/permission-matrix.rules.js';

let api: TestApi;
let actors: Record<Exclude<Actor, 'visitor'>, UserRow>;
let schoolA: string;
let schoolB: string;
let groupG: string;
let groupOfB: string;

// Where the reports the matrix e-mails (POST /email/send-result) go.
const mailServer = new SmtpCatcher();

beforeAll(async () => {
  await mailServer.listen();
  api = await startTestApi({ email: testEmailOptions(mailServer.url) });
  const { db } = api.database;
  schoolA = await addSchool(db, 'School A');
  schoolB = await addSchool(db, 'School B');
  const person = (roles: string[], schoolId: string | null = schoolA) => addPerson(db, { schoolId, roles });
  actors = {
    admin: await person(['admin', 'teacher']),
    teacherOwner: await person(['teacher']),
    teacherOther: await person(['teacher']),
    student: await person(['student']),
    parent: await person(['parent']),
    root: await person(['root'], null),
  };
  groupG = await addGroup(db, {
    schoolId: schoolA,
    name: 'G',
    owners: [actors.teacherOwner.id],
    students: [actors.student.id],
  });
  await linkChild(db, actors.parent.id, actors.student.id);
  const teacherOfB = await person(['teacher'], schoolB);
  groupOfB = await addGroup(db, { schoolId: schoolB, name: 'B', owners: [teacherOfB.id] });
});
afterAll(async () => {
  await api.close();
  await mailServer.stop();
});

const state = () => groupsAndAssignmentsState(api.database.db);

/**
 * A fresh group of the school with these students and owners (a fresh
 * teacher when none), plus a co-owner and a student of its own, and a
 * student of the school to add.
 */
async function groupToChange(schoolId: string, owners: string[], students: string[]): Promise<Subject> {
  const { db } = api.database;
  const fresh = (roles: string[]) => addPerson(db, { schoolId, roles });
  const [coOwner, student, newStudent] = [await fresh(['teacher']), await fresh(['student']), await fresh(['student'])];
  const firstOwners = owners.length > 0 ? owners : [(await fresh(['teacher'])).id];
  const id = await addGroup(db, {
    schoolId,
    name: 'To change',
    owners: [...firstOwners, coOwner.id],
    students: [...students, student.id],
  });
  return { id, email: '', group: { coOwnerId: coOwner.id, studentId: student.id, newStudentId: newStudent.id } };
}

/** A fresh assignment with two activities, of a fresh group to change (`groupToChange`). */
async function assignmentToChange(schoolId: string, owners: string[], students: string[]): Promise<Subject> {
  const group = await groupToChange(schoolId, owners, students);
  const questIds: [string, string] = ['q-env-001', 'b-env-001'];
  const id = await addAssignment(api.database.db, {
    schoolId,
    groupId: group.id,
    name: 'To change',
    startDate: new Date('2026-05-04T08:00:00Z'),
    endDate: new Date('2036-05-08T15:00:00Z'),
    activities: [
      { questId: questIds[0], activityType: 'quiz' },
      { questId: questIds[1], activityType: 'book' },
    ],
  });
  return { id, email: '', assignment: { groupId: group.id, questIds } };
}

async function subject(kind: Target, actor: Actor): Promise<Subject> {
  const { db } = api.database;
  const fresh = (roles: string[], schoolId = schoolA) => addPerson(db, { schoolId, roles });
  switch (kind) {
    case 'self': {
      if (actor === 'visitor') throw new Error('a visitor has no self');
      // As the database has it now: an earlier row may have changed the actor's e-mail.
      const [self] = await db.select().from(users).where(eq(users.id, actors[actor].id));
      return self ?? actors[actor];
    }
    case 'groupStudent': {
      const student = await fresh(['student']);
      await addToGroup(db, groupG, student.id);
      return student;
    }
    case 'student':
      return fresh(['student']);
    case 'child': {
      const child = await fresh(['student']);
      await linkChild(db, actors.parent.id, child.id);
      return child;
    }
    case 'teacher':
      return fresh(['teacher']);
    case 'admin2':
      return fresh(['admin', 'teacher']);
    case 'parent2':
      return fresh(['parent']);
    case 'otherSchool':
      return fresh(['student'], schoolB);
    case 'otherSchoolParent':
      return fresh(['parent'], schoolB);
    case 'missing':
      return { id: randomUUID(), email: 'nobody@world.school' };
    case 'group':
      return { id: groupG, email: '' };
    case 'otherSchoolGroup':
      return { id: groupOfB, email: '' };
    case 'pendingChild': {
      const child = await fresh(['student']);
      await addToGroup(db, groupG, child.id);
      await linkChild(db, actors.parent.id, child.id, 'pending');
      return child;
    }
    case 'linkRequest':
    case 'otherSchoolLinkRequest': {
      const schoolId = kind === 'linkRequest' ? schoolA : schoolB;
      const [parent, child] = [await fresh(['parent'], schoolId), await fresh(['student'], schoolId)];
      await linkChild(db, parent.id, child.id, 'pending');
      return { ...child, parentId: parent.id };
    }
    case 'groupLinkRequest': {
      const [parent, child] = [await fresh(['parent']), await fresh(['student'])];
      await addToGroup(db, groupG, child.id);
      await linkChild(db, parent.id, child.id, 'pending');
      return { ...child, parentId: parent.id };
    }
    case 'familyCode':
    case 'otherSchoolFamilyCode': {
      const schoolId = kind === 'familyCode' ? schoolA : schoolB;
      const child = await fresh(['student'], schoolId);
      const code = makeTypedCode(randomInt);
      const expiresAt = new Date(Date.now() + 86_400_000);
      await db.insert(familyCodes).values({ schoolId, childId: child.id, codeHash: hashFamilyCode(code), expiresAt });
      return { ...child, code };
    }
    case 'ownLinkRequest': {
      const parent = await fresh(['parent']);
      await linkChild(db, parent.id, actors.student.id, 'pending');
      return { ...actors.student, parentId: parent.id };
    }
    case 'parentsLinkRequest': {
      const child = await fresh(['student']);
      await linkChild(db, actors.parent.id, child.id, 'pending');
      return { ...child, parentId: actors.parent.id };
    }
    case 'groupToEdit':
      return groupToChange(schoolA, [actors.teacherOwner.id], [actors.student.id]);
    case 'unownedGroupToEdit':
      return groupToChange(schoolA, [], [actors.student.id]);
    case 'otherSchoolGroupToEdit':
      return groupToChange(schoolB, [], []);
    case 'groupWithAssignment': {
      const group = await groupToChange(schoolA, [actors.teacherOwner.id], [actors.student.id]);
      const [startDate, endDate] = [new Date('2026-05-04T08:00:00Z'), new Date('2026-05-08T15:00:00Z')];
      await addAssignment(db, { schoolId: schoolA, groupId: group.id, name: 'Kept', startDate, endDate });
      return group;
    }
    case 'strangersGroup':
      return groupToChange(schoolA, [], []);
    case 'assignmentToEdit':
      return assignmentToChange(schoolA, [actors.teacherOwner.id], [actors.student.id]);
    case 'unownedAssignmentToEdit':
      return assignmentToChange(schoolA, [], [actors.student.id]);
    case 'strangersAssignment':
      return assignmentToChange(schoolA, [], []);
    case 'otherSchoolAssignmentToEdit':
      return assignmentToChange(schoolB, [], []);
    case 'school':
      return { id: schoolA, email: '' };
    case 'anotherSchool':
      return { id: schoolB, email: '' };
    case 'apiToken':
    case 'otherSchoolApiToken': {
      const schoolId = kind === 'apiToken' ? schoolA : schoolB;
      const maker = kind === 'apiToken' ? actors.admin : await fresh(['admin'], schoolB);
      const { row } = await createApiToken(db, {
        schoolId,
        createdBy: maker.id,
        name: kind,
        role: 'admin',
        lifetimeDays: 7,
      });
      return { id: row.id, email: '' };
    }
    case 'none':
      return { id: '', email: '' };
  }
}

describe('who may do what (docs/permissions.md)', () => {
  for (const [actor, endpoint, targetKind, expected, childKind] of RULES) {
    const title = `${actor}: ${endpoint} on ${targetKind}${childKind ? ` with child ${childKind}` : ''} → ${expected}`;
    it(title, async () => {
      const target = await subject(targetKind, actor);
      const child = childKind ? await subject(childKind, actor) : undefined;
      const actorId = actor === 'visitor' ? randomUUID() : actors[actor].id;
      const request = (await ENDPOINTS[endpoint](target, child, actorId)) as InjectOptions;
      const session = actor === 'visitor' ? {} : await sessionFor(api.database.db, actors[actor]);
      const refusedCall = typeof expected === 'number' && expected >= 400;
      const groupsOrAssignments = endpoint.includes('/groups') || endpoint.includes('/assignments');
      const before = refusedCall && groupsOrAssignments ? await state() : undefined;
      const response = await api.app.inject({ ...request, ...session });
      if (typeof expected === 'number') {
        expect(response.statusCode, response.body).toBe(expected);
        if (expected >= 400) expect(response.json().error.code).toBeTruthy();
        if (before) expect(await state(), 'a refused call changed no group or assignment').toEqual(before);
        return;
      }
      expect(response.statusCode, response.body).toBe(200);
      expect(JSON.stringify(response.json().data).includes(target.id)).toBe(expected === 'sees');
    });
  }

  it('answers an id of another school exactly as an id nobody has', async () => {
    const session = await sessionFor(api.database.db, actors.admin);
    const other = await subject('otherSchool', 'admin');
    const inOther = await api.app.inject({ url: `/api/v1/user/${other.id}`, ...session });
    const absent = await api.app.inject({ url: `/api/v1/user/${randomUUID()}`, ...session });
    expect(inOther.statusCode).toBe(404);
    expect(inOther.body).toBe(absent.body);
  });
});
