import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { LARGEST_PAGE, LONG_NAME_MAX_LENGTH, SCHOOL_ROLES } from '@portal/domain';
import { personCondition, requireCapability, visibleGroupCondition, type Viewer } from '../access/permissions.js';
import type { Db } from '../db/database.js';
import { groupOwners, groupStudents, groups, users, type UserRow } from '../db/schema.js';
import { humanOrder } from '../db/collation.js';
import { GROUP_MESSAGES } from '../groups/group-messages.js';
import { ApiError } from '../http/api-error.js';
import { uuidListQuery } from '../http/id-lists.js';

export const USER_SORT_FIELDS = ['firstName', 'lastName', 'email', 'createdAt'] as const;
export const DEFAULT_USER_COUNT = 15;

const filterText = z
  .string()
  .trim()
  .max(LONG_NAME_MAX_LENGTH)
  .optional()
  .transform((value) => value || undefined);

export const userListQuery = z.object({
  role: z.enum(SCHOOL_ROLES).optional().describe('Only people holding this role'),
  firstName: filterText.describe('Case-insensitive substring of the first name'),
  lastName: filterText.describe('Case-insensitive substring of the last name'),
  name: filterText.describe('Case-insensitive substring of "first last"'),
  group: z.uuid().optional().describe("That group's members (students and owners); the group must be visible"),
  start: z.coerce.number().int().min(0).default(0).describe('Offset, default 0'),
  count: z.coerce
    .number()
    .int()
    .min(1)
    .max(LARGEST_PAGE)
    .default(DEFAULT_USER_COUNT)
    .describe(`Page size, default ${DEFAULT_USER_COUNT}, at most ${LARGEST_PAGE}`),
  sortBy: z.enum(USER_SORT_FIELDS).optional().describe('Default: lastName then firstName'),
  sortOrder: z.enum(['asc', 'desc']).default('asc'),
  scope: z
    .enum(['school', 'results'])
    .default('school')
    .describe(
      'school: every person of the school; results: only those whose results the caller may open (the readProgress rule: a teacher, the students of the groups they own; an admin, the whole school), as the result and metrics student lists show',
    ),
  ids: uuidListQuery()
    .optional()
    .describe(
      'Batch read: these users, those the caller may read, in any order; paging and sorting are ignored, the filters still apply',
    ),
});

export type UserListQuery = z.infer<typeof userListQuery>;

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** How a list of people is sorted: by sortBy (default last then first name), the id last. */
export function userOrdering(query: {
  sortBy?: (typeof USER_SORT_FIELDS)[number] | undefined;
  sortOrder: 'asc' | 'desc';
}): SQL[] {
  const direction = query.sortOrder === 'desc' ? desc : asc;
  const first = humanOrder(users.firstName);
  const last = humanOrder(users.lastName);
  const keys: Record<(typeof USER_SORT_FIELDS)[number], SQL[]> = {
    lastName: [last, first],
    firstName: [first, last],
    email: [sql`${users.email}`],
    createdAt: [sql`${users.createdAt}`],
  };
  // The id last, so equal names keep one order from page to page.
  return [...keys[query.sortBy ?? 'lastName'], sql`${users.id}`].map((key) => direction(key));
}

/** The text filters of a people list (name parts, "first last"), as conditions on `users`. */
export function userNameConditions(query: {
  firstName?: string | undefined;
  lastName?: string | undefined;
  name?: string | undefined;
}): SQL[] {
  const conditions: SQL[] = [];
  if (query.firstName) conditions.push(ilike(users.firstName, containing(query.firstName)));
  if (query.lastName) conditions.push(ilike(users.lastName, containing(query.lastName)));
  if (query.name) {
    conditions.push(sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${containing(query.name)}`);
  }
  return conditions;
}

/** The filters of GET /users (role, name parts) as conditions on `users`. */
export function userFilterConditions(query: Pick<UserListQuery, 'role' | 'firstName' | 'lastName' | 'name'>): SQL[] {
  return [...(query.role ? [sql`${query.role} = any(${users.roles})`] : []), ...userNameConditions(query)];
}

/** A page of the people matching `where`, sorted and paged as GET /users does, and the count of every match. */
export async function pageOfUsers(
  db: Db,
  where: SQL | undefined,
  query: Pick<UserListQuery, 'start' | 'count' | 'sortBy' | 'sortOrder'>,
): Promise<{ rows: UserRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...userOrdering(query))
      .limit(query.count)
      .offset(query.start),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}

/** A condition on `users`: the members of this group, its students and its owners. */
export function groupMemberCondition(db: Db, groupId: string): SQL {
  const students = db
    .select({ id: groupStudents.userId })
    .from(groupStudents)
    .where(eq(groupStudents.groupId, groupId));
  const owners = db.select({ id: groupOwners.userId }).from(groupOwners).where(eq(groupOwners.groupId, groupId));
  return or(inArray(users.id, students), inArray(users.id, owners)) as SQL;
}

async function groupMembersCondition(db: Db, viewer: Viewer, groupId: string): Promise<SQL> {
  const [group] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.id, groupId), visibleGroupCondition(viewer)))
    .limit(1);
  if (!group) throw new ApiError(404, GROUP_MESSAGES.notFound, { field: 'group' });
  return groupMemberCondition(db, groupId);
}

/**
 * GET /users: a page of the school's people and the count of every match,
 * or, with `ids`, those of the ids the caller may read.
 */
export async function listUsers(
  db: Db,
  viewer: Viewer,
  query: UserListQuery,
): Promise<{ rows: UserRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.ids) {
    if (query.ids.length === 0) return { rows: [], total: 0 };
    conditions.push(inArray(users.id, query.ids), personCondition(viewer, 'read'));
  } else {
    requireCapability(viewer, 'listPeople');
    conditions.push(viewer.schoolId ? eq(users.schoolId, viewer.schoolId) : sql`false`);
  }
  // A list that leads to results lists no one whose results the caller would be refused.
  if (query.scope === 'results') conditions.push(personCondition(viewer, 'readProgress'));
  conditions.push(...userFilterConditions(query));
  if (query.group) conditions.push(await groupMembersCondition(db, viewer, query.group));
  const where = and(...conditions);

  if (query.ids) {
    const rows = await db.select().from(users).where(where);
    return { rows, total: rows.length };
  }
  return pageOfUsers(db, where, query);
}
