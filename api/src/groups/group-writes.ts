import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
import { AUDIT_DETAILS } from '@portal/domain';
import { manageableGroupCondition, requireCapability, schoolOf, type Viewer } from '../access/permissions.js';
import { recordAudit, type AuditEntry } from '../audit/audit-store.js';
import type { Db } from '../db/database.js';
import { assignments, groupOwners, groupStudents, groups, users, type GroupRow } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { GROUP_MESSAGES } from './group-messages.js';
import { groupJsonOf, type GroupJson } from './group-reads.js';

/*
 * Every change to a group runs in one transaction that first locks the
 * group's row (SELECT … FOR UPDATE): two edits of one group take turns, so
 * checks such as "a group keeps at least one owner" hold when the change is
 * made. A failed check throws an ApiError inside the transaction, which
 * rolls back whatever the call had already changed.
 */

/**
 * In a transaction: the group `id`, locked, when the viewer may manage it
 * (GROUP_MANAGE_RULES); 404 otherwise, alike for another school's group, a
 * group the teacher does not own, and an id nobody has.
 */
async function lockManageableGroup(tx: Db, viewer: Viewer, id: string): Promise<GroupRow> {
  const [group] = await tx
    .select()
    .from(groups)
    .where(and(eq(groups.id, id), manageableGroupCondition(viewer)))
    .for('update');
  if (!group) throw new ApiError(404, GROUP_MESSAGES.notFound);
  return group;
}

/** 403 unless the viewer's roles manage groups, then `change` on the locked group in one transaction. */
async function changeGroup<T>(
  db: Db,
  viewer: Viewer,
  id: string,
  change: (tx: Db, group: GroupRow) => Promise<T>,
): Promise<T> {
  requireCapability(viewer, 'manageGroups');
  return db.transaction(async (tx) => change(tx, await lockManageableGroup(tx, viewer, id)));
}

/** 400 (naming `field`) unless every id (given once) is a student of the school. */
async function requireStudentsOf(tx: Db, schoolId: string, ids: readonly string[], field: string): Promise<void> {
  if (ids.length === 0) return;
  const [found] = await tx
    .select({ count: count() })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.schoolId, schoolId), sql`'student' = any(${users.roles})`));
  if (Number(found?.count ?? 0) !== ids.length) {
    throw new ApiError(400, GROUP_MESSAGES.onlyStudentsOfSchool, { field });
  }
}

/** 400 (naming `field`) unless every id (given once) is a teacher or an admin of the school. */
async function requireStaffOf(tx: Db, schoolId: string, ids: readonly string[], field: string): Promise<void> {
  if (ids.length === 0) return;
  const [found] = await tx
    .select({ count: count() })
    .from(users)
    .where(
      and(
        inArray(users.id, [...ids]),
        eq(users.schoolId, schoolId),
        or(sql`'teacher' = any(${users.roles})`, sql`'admin' = any(${users.roles})`),
      ),
    );
  if (Number(found?.count ?? 0) !== ids.length) throw new ApiError(400, GROUP_MESSAGES.onlyStaffOwners, { field });
}

/** Checks, then adds these students (those already in the group stay as they are); logs each one added. */
async function addStudents(
  tx: Db,
  viewer: Viewer,
  group: GroupRow,
  list: readonly string[],
  field: string,
): Promise<void> {
  const ids = [...new Set(list)];
  await requireStudentsOf(tx, group.schoolId, ids, field);
  if (ids.length === 0) return;
  const added = await tx
    .insert(groupStudents)
    .values(ids.map((userId) => ({ schoolId: group.schoolId, groupId: group.id, userId })))
    .onConflictDoNothing()
    .returning({ userId: groupStudents.userId });
  await recordAudit(
    tx,
    viewer,
    added.map(({ userId }) => membershipEntry(group, userId, 'added')),
  );
}

/** Drops these students (ids not in the group are ignored); logs each one dropped. */
async function removeStudents(tx: Db, viewer: Viewer, group: GroupRow, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const removed = await tx
    .delete(groupStudents)
    .where(and(eq(groupStudents.groupId, group.id), inArray(groupStudents.userId, [...ids])))
    .returning({ userId: groupStudents.userId });
  await recordAudit(
    tx,
    viewer,
    removed.map(({ userId }) => membershipEntry(group, userId, 'removed')),
  );
}

function membershipEntry(group: GroupRow, subjectId: string, change: 'added' | 'removed'): AuditEntry {
  const detail =
    change === 'added' ? AUDIT_DETAILS.addedToGroup(group.name) : AUDIT_DETAILS.removedFromGroup(group.name);
  return { kind: 'groupMembership', schoolId: group.schoolId, subjectId, detail };
}

/** Checks, then adds these owners (those already owning it stay as they are). */
async function addOwners(tx: Db, group: GroupRow, list: readonly string[], field: string): Promise<void> {
  const ids = [...new Set(list)];
  await requireStaffOf(tx, group.schoolId, ids, field);
  if (ids.length === 0) return;
  await tx
    .insert(groupOwners)
    .values(ids.map((userId) => ({ schoolId: group.schoolId, groupId: group.id, userId })))
    .onConflictDoNothing();
}

export interface NewGroup {
  name: string;
  yearLevel: number | null;
  students: readonly string[];
}

/** POST /groups: a group of the viewer's school, owned by the viewer alone, with these students. */
export async function createGroup(db: Db, viewer: Viewer, input: NewGroup): Promise<GroupJson> {
  requireCapability(viewer, 'manageGroups');
  const schoolId = schoolOf(viewer);
  return db.transaction(async (tx) => {
    const [group] = await tx
      .insert(groups)
      .values({ schoolId, name: input.name, yearLevel: input.yearLevel })
      .returning();
    if (!group) throw new Error('group insert returned no row');
    // The students are checked after the insert, in the same transaction: a bad id leaves no group behind.
    await tx.insert(groupOwners).values({ schoolId, groupId: group.id, userId: viewer.id });
    await addStudents(tx, viewer, group, input.students, 'students');
    return groupJsonOf(tx, viewer, group.id);
  });
}

export interface GroupChanges {
  name?: string | undefined;
  yearLevel?: number | null | undefined;
  owners?: readonly string[] | undefined;
  students?: { add?: readonly string[] | undefined; remove?: readonly string[] | undefined } | undefined;
}

/**
 * PATCH /groups/{id}, the Edit Group dialog's Update (spec 1 §4), all or
 * nothing in this order: rename and year level, remove students, add
 * students, add owners. The additions are checked after the earlier steps,
 * so a bad one rolls back the rename and the removals too.
 */
export async function updateGroup(db: Db, viewer: Viewer, id: string, changes: GroupChanges): Promise<GroupJson> {
  return changeGroup(db, viewer, id, async (tx, group) => {
    const { name, yearLevel } = changes;
    if (name !== undefined || yearLevel !== undefined) {
      await tx
        .update(groups)
        .set({ ...(name === undefined ? {} : { name }), ...(yearLevel === undefined ? {} : { yearLevel }) })
        .where(eq(groups.id, group.id));
    }
    // The log names the group as this change leaves it.
    const renamed = { ...group, ...(name === undefined ? {} : { name }) };
    await removeStudents(tx, viewer, renamed, changes.students?.remove ?? []);
    await addStudents(tx, viewer, renamed, changes.students?.add ?? [], 'students.add');
    await addOwners(tx, renamed, changes.owners ?? [], 'owners');
    return groupJsonOf(tx, viewer, group.id);
  });
}

/** PUT /groups/{id}/users: adds students of the school. */
export async function addGroupStudents(db: Db, viewer: Viewer, id: string, ids: readonly string[]): Promise<GroupJson> {
  return changeGroup(db, viewer, id, async (tx, group) => {
    await addStudents(tx, viewer, group, ids, 'userIds');
    return groupJsonOf(tx, viewer, group.id);
  });
}

/** PATCH /groups/{id}/users: drops students; ids not in the group are ignored. */
export async function removeGroupStudents(
  db: Db,
  viewer: Viewer,
  id: string,
  ids: readonly string[],
): Promise<GroupJson> {
  return changeGroup(db, viewer, id, async (tx, group) => {
    await removeStudents(tx, viewer, group, ids);
    return groupJsonOf(tx, viewer, group.id);
  });
}

/** DELETE /groups/{id}/owners/{userId}: 404 when they do not own it, 409 when they are its last owner. */
export async function removeGroupOwner(db: Db, viewer: Viewer, id: string, ownerId: string): Promise<GroupJson> {
  return changeGroup(db, viewer, id, async (tx, group) => {
    const owners = await tx
      .select({ userId: groupOwners.userId })
      .from(groupOwners)
      .where(eq(groupOwners.groupId, group.id));
    if (!owners.some((owner) => owner.userId === ownerId)) {
      throw new ApiError(404, GROUP_MESSAGES.notAnOwner, { field: 'userId' });
    }
    if (owners.length === 1) throw new ApiError(409, GROUP_MESSAGES.lastOwner, { field: 'userId' });
    await tx.delete(groupOwners).where(and(eq(groupOwners.groupId, group.id), eq(groupOwners.userId, ownerId)));
    return groupJsonOf(tx, viewer, group.id);
  });
}

/** DELETE /groups/{id}: 405 while the group has assignments (they are never deleted with it). */
export async function deleteGroup(db: Db, viewer: Viewer, id: string): Promise<void> {
  await changeGroup(db, viewer, id, async (tx, group) => {
    const [given] = await tx.select({ count: count() }).from(assignments).where(eq(assignments.groupId, group.id));
    if (Number(given?.count ?? 0) > 0) throw new ApiError(405, GROUP_MESSAGES.hasAssignments);
    // Its students leave it first, each logged, rather than silently with the group (the cascade).
    const members = await tx
      .select({ userId: groupStudents.userId })
      .from(groupStudents)
      .where(eq(groupStudents.groupId, group.id));
    await removeStudents(
      tx,
      viewer,
      group,
      members.map((member) => member.userId),
    );
    await tx.delete(groups).where(eq(groups.id, group.id));
  });
}
