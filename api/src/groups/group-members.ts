import { and, count, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { requireCapability, visibleGroupCondition, type Viewer } from '../access/permissions.js';
import type { Db } from '../db/database.js';
import { groupStudents, groups, users, type UserRow } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { uuidListQuery } from '../http/id-lists.js';
import { batchPageQuery, totalField } from '../http/paging.js';
import { userJson } from '../users/user-json.js';
import {
  groupMemberCondition,
  pageOfUsers,
  userFilterConditions,
  userListQuery,
  userNameConditions,
  userOrdering,
  type UserListQuery,
} from '../users/user-list.js';
import { GROUP_MESSAGES } from './group-messages.js';

/** GET /groups/{id}/users: GET /users' filters, sorting and paging, on the group's members. */
export const groupMembersQuery = userListQuery.omit({ ids: true, group: true });

export type GroupMembersQuery = Omit<UserListQuery, 'ids' | 'group'>;

/**
 * A page of the group's members (its students and its owners) and the count
 * of every match: admins and teachers (readGroupMembers), on a group they see.
 */
export async function listGroupMembers(
  db: Db,
  viewer: Viewer,
  groupId: string,
  query: GroupMembersQuery,
): Promise<{ rows: UserRow[]; total: number }> {
  requireCapability(viewer, 'readGroupMembers');
  const [group] = await db
    .select({ schoolId: groups.schoolId })
    .from(groups)
    .where(and(eq(groups.id, groupId), visibleGroupCondition(viewer)))
    .limit(1);
  if (!group) throw new ApiError(404, GROUP_MESSAGES.notFound);
  // Members are read among the group's school's people, so a stray cross-school row never shows.
  const where = and(
    eq(users.schoolId, group.schoolId),
    groupMemberCondition(db, groupId),
    ...userFilterConditions(query),
  );
  return pageOfUsers(db, where, query);
}

export const GROUP_STUDENT_SORT_FIELDS = ['firstName', 'lastName', 'email'] as const;

/** GET /groups/students: the gateway's batch read of `Group.students`. */
export const groupStudentsQuery = z.object({
  ids: uuidListQuery(),
  ...batchPageQuery,
  sortBy: z.enum(GROUP_STUDENT_SORT_FIELDS).optional().describe('Default: lastName then firstName'),
  sortOrder: z.enum(['asc', 'desc']).default('asc'),
  name: userListQuery.shape.name,
});

export type GroupStudentsQuery = z.infer<typeof groupStudentsQuery>;

export const groupStudentsJson = z
  .object({ groupId: z.uuid(), students: z.array(userJson), total: totalField })
  .meta({ id: 'GroupStudents' });

export interface GroupStudentsPage {
  groupId: string;
  students: UserRow[];
  total: number;
}

/**
 * For each of the ids naming a group the viewer sees (the others are left
 * out), one page of its students, sorted, and how many match in all. Each
 * group is paged on its own in SQL (row_number over the group), so a big
 * group costs one page, not its whole list.
 */
export async function groupStudentsBatch(
  db: Db,
  viewer: Viewer,
  query: GroupStudentsQuery,
): Promise<GroupStudentsPage[]> {
  requireCapability(viewer, 'readGroupMembers');
  if (query.ids.length === 0) return [];
  const visible = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(inArray(groups.id, query.ids), visibleGroupCondition(viewer)));
  const visibleIds = new Set(visible.map((group) => group.id));
  const groupIds = [...new Set(query.ids)].filter((id) => visibleIds.has(id));
  if (groupIds.length === 0) return [];

  // A group's students, among the people of the group's school, matching the name filter.
  const sameSchool = and(eq(groups.id, groupStudents.groupId), eq(groups.schoolId, users.schoolId));
  const matching = and(inArray(groupStudents.groupId, groupIds), ...userNameConditions(query));
  const order = sql.join(userOrdering(query), sql`, `);
  const ranked = db
    .select({
      groupId: sql<string>`${groupStudents.groupId}`.as('ranked_group_id'),
      userId: sql<string>`${groupStudents.userId}`.as('ranked_user_id'),
      position: sql<number>`row_number() over (partition by ${groupStudents.groupId} order by ${order})`.as('position'),
    })
    .from(groupStudents)
    .innerJoin(users, eq(users.id, groupStudents.userId))
    .innerJoin(groups, sameSchool)
    .where(matching)
    .as('ranked');
  const [pages, totals] = await Promise.all([
    db
      .select({ groupId: ranked.groupId, user: users })
      .from(ranked)
      .innerJoin(users, eq(users.id, ranked.userId))
      .where(and(gt(ranked.position, query.offset), lte(ranked.position, query.offset + query.first)))
      .orderBy(ranked.groupId, ranked.position),
    db
      .select({ groupId: groupStudents.groupId, total: count() })
      .from(groupStudents)
      .innerJoin(users, eq(users.id, groupStudents.userId))
      .innerJoin(groups, sameSchool)
      .where(matching)
      .groupBy(groupStudents.groupId),
  ]);
  const totalOf = new Map(totals.map((row) => [row.groupId, Number(row.total)]));
  return groupIds.map((groupId) => ({
    groupId,
    students: pages.filter((row) => row.groupId === groupId).map((row) => row.user),
    total: totalOf.get(groupId) ?? 0,
  }));
}
