import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { manageableGroupCondition, visibleGroupCondition, type Viewer } from '../access/permissions.js';
import type { Db } from '../db/database.js';
import { groupOwners, groupStudents, groups, users } from '../db/schema.js';
import { humanOrder } from '../db/collation.js';
import { toUserJson, userJson } from '../users/user-json.js';

export const groupJson = z
  .object({
    groupId: z.uuid(),
    name: z.string(),
    yearLevel: z.number().int().nullable(),
    owners: z
      .array(userJson)
      .describe('Its owners (teachers or admins), by name: whoever sees the group sees who teaches it'),
    studentIds: z.array(z.uuid()),
    mayManage: z
      .boolean()
      .describe(
        'Whether the caller may edit or delete it and change its students and owners (GROUP_MANAGE_RULES): an admin of its school, or one of its owners',
      ),
  })
  .meta({ id: 'Group' });

export type GroupJson = z.infer<typeof groupJson>;

/** The `{id}` of a group's path. */
export const groupIdParams = z.object({ id: z.uuid() });

/** The groups the viewer sees (GROUP_RULES), optionally only these ids, by name. */
export async function visibleGroups(db: Db, viewer: Viewer, ids?: readonly string[]): Promise<GroupJson[]> {
  const conditions: SQL[] = [visibleGroupCondition(viewer)];
  if (ids) {
    if (ids.length === 0) return [];
    conditions.push(inArray(groups.id, [...ids]));
  }
  return groupsWhere(db, viewer, and(...conditions));
}

/**
 * The group `id` as JSON, whoever asks: the answer of a write the caller was
 * allowed to make (an owner who just left the group no longer sees it). Read
 * within the write's transaction, it is the group as that write left it.
 */
export async function groupJsonOf(db: Db, viewer: Viewer, id: string): Promise<GroupJson> {
  const [group] = await groupsWhere(db, viewer, eq(groups.id, id));
  if (!group) throw new Error(`group ${id} vanished within its own transaction`);
  return group;
}

/** The groups matching the condition, with their owners, student ids and whether the viewer may manage them, by name. */
async function groupsWhere(db: Db, viewer: Viewer, condition: SQL | undefined): Promise<GroupJson[]> {
  const rows = await db
    .select({
      id: groups.id,
      name: groups.name,
      yearLevel: groups.yearLevel,
      mayManage: sql<boolean>`coalesce(${manageableGroupCondition(viewer)}, false)`,
    })
    .from(groups)
    .where(condition)
    .orderBy(asc(humanOrder(groups.name)), asc(groups.id));
  if (rows.length === 0) return [];
  const groupIds = rows.map((group) => group.id);
  // Members are read through `users` of the group's school, so a stray cross-school row never shows.
  const [owners, students] = await Promise.all([
    db
      .select({ groupId: groupOwners.groupId, user: users })
      .from(groupOwners)
      .innerJoin(users, eq(users.id, groupOwners.userId))
      .innerJoin(groups, and(eq(groups.id, groupOwners.groupId), eq(groups.schoolId, users.schoolId)))
      .where(inArray(groupOwners.groupId, groupIds))
      .orderBy(asc(humanOrder(users.lastName)), asc(humanOrder(users.firstName)), asc(users.id)),
    db
      .select({ groupId: groupStudents.groupId, userId: users.id })
      .from(groupStudents)
      .innerJoin(users, eq(users.id, groupStudents.userId))
      .innerJoin(groups, and(eq(groups.id, groupStudents.groupId), eq(groups.schoolId, users.schoolId)))
      .where(inArray(groupStudents.groupId, groupIds))
      .orderBy(asc(humanOrder(users.lastName)), asc(humanOrder(users.firstName)), asc(users.id)),
  ]);
  return rows.map((group) => ({
    groupId: group.id,
    name: group.name,
    yearLevel: group.yearLevel,
    owners: owners.filter((owner) => owner.groupId === group.id).map((owner) => toUserJson(owner.user)),
    studentIds: students.filter((student) => student.groupId === group.id).map((student) => student.userId),
    mayManage: group.mayManage,
  }));
}
