import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { REFUSALS, can, type Capability, type Role } from '@portal/domain';
import type { Db } from '../db/database.js';
import { groupOwners, groupStudents, groups, parentChildren, users, type UserRow } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { rolesOf } from '../users/user-json.js';
import {
  GROUP_MANAGE_RULES,
  GROUP_RULES,
  PERSON_CAPABILITY,
  PERSON_RULES,
  type GroupRelation,
  type PersonAction,
  type PersonRelation,
} from './rules.js';

/** The signed-in user a request acts for. */
export type Viewer = UserRow;

export const USER_NOT_FOUND = 'User not found';

export function forbidden(): ApiError {
  return new ApiError(403, REFUSALS.forbidden);
}

/** Whether one of the viewer's roles holds the capability (domain/src/capabilities.ts). */
export function holds(viewer: Viewer, capability: Capability): boolean {
  return can(rolesOf(viewer), capability);
}

/** The viewer's school; root has none and may not act on a school's people. */
export function schoolOf(viewer: Viewer): string {
  if (!viewer.schoolId) throw forbidden();
  return viewer.schoolId;
}

/** Answers 403 unless one of the viewer's roles holds the capability. */
export function requireCapability(viewer: Viewer, capability: Capability): void {
  if (!holds(viewer, capability)) throw forbidden();
}

function personRelations(viewer: Viewer, action: PersonAction): Set<PersonRelation> {
  const rule: Partial<Record<Role, readonly PersonRelation[]>> = PERSON_RULES[action];
  const roles = rolesOf(viewer).filter((role) => can([role], PERSON_CAPABILITY[action]));
  return new Set(roles.flatMap((role) => rule[role] ?? []));
}

/** Whether the action reaches nobody but the viewer themself (a student's progress): no need to ask the database whom. */
export function reachesOnlySelf(viewer: Viewer, action: PersonAction): boolean {
  return [...personRelations(viewer, action)].every((relation) => relation === 'self');
}

/** The people a user's queries may ever touch: their school's, and themself (root has no school). */
export function inTenant(viewer: Viewer): SQL {
  const self = eq(users.id, viewer.id);
  return viewer.schoolId ? (or(self, eq(users.schoolId, viewer.schoolId)) as SQL) : self;
}

/** Only an active link makes a child: a pending request gives the parent nothing. */
const activeLink = sql`${parentChildren.status} = 'active'`;

function personRelationHolds(viewer: Viewer, relation: PersonRelation): SQL {
  switch (relation) {
    case 'self':
      return eq(users.id, viewer.id);
    case 'school':
      return viewer.schoolId ? eq(users.schoolId, viewer.schoolId) : sql`false`;
    case 'studentOfOwnedGroup':
      return sql`${users.id} in (select ${groupStudents.userId} from ${groupStudents} inner join ${groupOwners} on ${groupOwners.groupId} = ${groupStudents.groupId} where ${groupOwners.userId} = ${viewer.id})`;
    case 'child':
      return sql`${users.id} in (select ${parentChildren.childId} from ${parentChildren} where ${parentChildren.parentId} = ${viewer.id} and ${activeLink})`;
  }
}

/** A condition on `users` rows: those the viewer may act on with this action (within the tenant). */
export function personCondition(viewer: Viewer, action: PersonAction): SQL {
  const relations = [...personRelations(viewer, action)];
  if (relations.length === 0) return sql`false`;
  return and(inTenant(viewer), or(...relations.map((relation) => personRelationHolds(viewer, relation)))) as SQL;
}

/**
 * The person `id` when the viewer may act on them, else the answer the
 * contract gives: 403 when the viewer's roles never allow the action; 404 when
 * nobody with that id is in the viewer's school, exactly as for an id that
 * does not exist, so other schools' ids reveal nothing; 403 when the person is
 * there but out of the viewer's reach. Root belongs to no school, so every
 * school person is out of its reach: 403.
 */
export async function findPersonFor(db: Db, viewer: Viewer, action: PersonAction, id: string): Promise<UserRow> {
  if (personRelations(viewer, action).size === 0) throw forbidden();
  const [row] = await db
    .select({ user: users, permitted: sql<boolean>`${personCondition(viewer, action)}` })
    .from(users)
    .where(and(eq(users.id, id), inTenant(viewer)))
    .limit(1);
  if (!row) throw viewer.schoolId ? new ApiError(404, USER_NOT_FOUND) : forbidden();
  if (!row.permitted) throw forbidden();
  return row.user;
}

/** Whether the viewer may act on this person (already known to be in the tenant). */
export async function mayActOn(db: Db, viewer: Viewer, action: PersonAction, personId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, personId), personCondition(viewer, action)))
    .limit(1);
  return row !== undefined;
}

/** Those of the people `ids` the viewer may act on with this action (a batch read's filter). */
export async function personIdsFor(
  db: Db,
  viewer: Viewer,
  action: PersonAction,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), personCondition(viewer, action)));
  return new Set(rows.map((row) => row.id));
}

function groupRelationHolds(viewer: Viewer, relation: GroupRelation): SQL {
  switch (relation) {
    case 'school':
      return sql`true`;
    case 'owned':
      return sql`${groups.id} in (select ${groupOwners.groupId} from ${groupOwners} where ${groupOwners.userId} = ${viewer.id})`;
    case 'member':
      return sql`${groups.id} in (select ${groupStudents.groupId} from ${groupStudents} where ${groupStudents.userId} = ${viewer.id})`;
    case 'childsGroup':
      return sql`${groups.id} in (select ${groupStudents.groupId} from ${groupStudents} inner join ${parentChildren} on ${parentChildren.childId} = ${groupStudents.userId} where ${parentChildren.parentId} = ${viewer.id} and ${activeLink})`;
  }
}

function groupCondition(viewer: Viewer, relations: GroupRelation[]): SQL {
  if (!viewer.schoolId || relations.length === 0) return sql`false`;
  return and(
    eq(groups.schoolId, viewer.schoolId),
    or(...relations.map((relation) => groupRelationHolds(viewer, relation))),
  ) as SQL;
}

/** A condition on `groups` rows: those of the viewer's school the viewer sees (GROUP_RULES). */
export function visibleGroupCondition(viewer: Viewer): SQL {
  return groupCondition(viewer, [...new Set(rolesOf(viewer).flatMap((role) => GROUP_RULES[role] ?? []))]);
}

/**
 * A condition on `groups` rows: those whose results and tracking the viewer
 * sees (GROUP_RULES through the roles holding `trackResults` only: a teacher
 * who is also a parent tracks the groups they own, not their child's).
 */
export function trackedGroupCondition(viewer: Viewer): SQL {
  const roles = rolesOf(viewer).filter((role) => can([role], 'trackResults'));
  return groupCondition(viewer, [...new Set(roles.flatMap((role) => GROUP_RULES[role] ?? []))]);
}

/**
 * A condition on `groups` rows: those of the viewer's school the viewer may
 * manage (GROUP_MANAGE_RULES, through the roles holding `manageGroups`).
 */
export function manageableGroupCondition(viewer: Viewer): SQL {
  const roles = rolesOf(viewer).filter((role) => can([role], 'manageGroups'));
  return groupCondition(viewer, [...new Set(roles.flatMap((role) => GROUP_MANAGE_RULES[role] ?? []))]);
}
