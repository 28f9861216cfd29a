import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { PARENT_LINK_STATUSES, parentChildren, users, type ParentLinkStatus, type UserRow } from '../db/schema.js';
import { humanOrder } from '../db/collation.js';

export const linkStatusJson = z
  .enum(PARENT_LINK_STATUSES)
  .describe('pending: requested, waiting for the student or an admin, gives no access; active: a child')
  .meta({ id: 'ParentLinkStatus' });

/** A child as the spec's parent view reads it (spec 1 §3: "Child (parent view): id, firstname"). */
export const childJson = z.object({ id: z.uuid(), firstname: z.string() }).meta({ id: 'Child' });

/** A child, or a pending request for one, as PATCH /parent/{id}/add-child answers it. */
export const childLinkJson = childJson.extend({ status: linkStatusJson }).meta({ id: 'ChildLink' });

/** A child (or the student of a pending request) and the link's status. */
export interface LinkedChild {
  user: UserRow;
  status: ParentLinkStatus;
}

/**
 * The children linked to each of these parents by links of these statuses
 * (active ones unless said), within the school, by first then last name.
 */
export async function childrenOf(
  db: Db,
  schoolId: string,
  parentIds: readonly string[],
  statuses: readonly ParentLinkStatus[] = ['active'],
): Promise<Map<string, LinkedChild[]>> {
  const found = new Map<string, LinkedChild[]>(parentIds.map((id) => [id, []]));
  if (parentIds.length === 0) return found;
  const rows = await db
    .select({ parentId: parentChildren.parentId, user: users, status: parentChildren.status })
    .from(parentChildren)
    .innerJoin(users, eq(users.id, parentChildren.childId))
    .where(
      and(
        inArray(parentChildren.parentId, [...parentIds]),
        inArray(parentChildren.status, [...statuses]),
        eq(users.schoolId, schoolId),
      ),
    )
    .orderBy(asc(humanOrder(users.firstName)), asc(humanOrder(users.lastName)), asc(users.id));
  for (const { parentId, ...child } of rows) found.get(parentId)?.push(child);
  return found;
}

/** The spec's short form: id and firstname only. */
export function briefChildren(children: readonly LinkedChild[] | undefined): z.infer<typeof childJson>[] {
  return (children ?? []).map(({ user }) => ({ id: user.id, firstname: user.firstName }));
}

/** The short form with each link's status, so a client tells a pending request from a child. */
export function childLinks(children: readonly LinkedChild[] | undefined): z.infer<typeof childLinkJson>[] {
  return (children ?? []).map(({ user, status }) => ({ id: user.id, firstname: user.firstName, status }));
}
