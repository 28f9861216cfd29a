import { and, asc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { personCondition, type Viewer } from '../access/permissions.js';
import type { Db } from '../db/database.js';
import { parentChildren, users, type ParentLinkStatus } from '../db/schema.js';
import { humanOrder } from '../db/collation.js';
import { toUserJson, userJson } from '../users/user-json.js';
import { linkStatusJson } from './children.js';

export const LINK_NOT_FOUND = 'Link request not found';
export const ONLY_PENDING_DECLINED = 'Only a pending link request can be declined';

/** A parent link (or request for one) with both people's names, for whoever decides on it. */
export const parentLinkJson = z
  .object({
    parent: userJson,
    child: userJson,
    status: linkStatusJson,
    requestedBy: z.uuid().nullable().describe('Who asked for the link; null for links older than requests'),
    requestedAt: z.string().describe('When it was asked for (ISO 8601, UTC)'),
  })
  .meta({ id: 'ParentLink' });

export type ParentLinkJson = z.infer<typeof parentLinkJson>;

// The child is `users` itself, so the person rules (personCondition) apply to the child.
const parentUser = alias(users, 'link_parent');

function selectLinks(db: Db, where: SQL | undefined) {
  return db
    .select({
      parent: parentUser,
      child: users,
      status: parentChildren.status,
      requestedBy: parentChildren.requestedBy,
      requestedAt: parentChildren.requestedAt,
    })
    .from(parentChildren)
    .innerJoin(users, eq(users.id, parentChildren.childId))
    .innerJoin(parentUser, and(eq(parentUser.id, parentChildren.parentId), eq(parentUser.schoolId, users.schoolId)))
    .where(where);
}

type LinkRow = Awaited<ReturnType<typeof selectLinks>>[number];

function toJson(row: LinkRow): ParentLinkJson {
  return {
    ...row,
    parent: toUserJson(row.parent),
    child: toUserJson(row.child),
    requestedAt: row.requestedAt.toISOString(),
  };
}

export interface LinkFilter {
  status: ParentLinkStatus;
  parentId?: string | undefined;
  childId?: string | undefined;
}

/** The links of this status the viewer may decide on (PERSON_RULES.decideParentLink on the child), oldest first. */
export async function linksToDecide(db: Db, viewer: Viewer, filter: LinkFilter): Promise<ParentLinkJson[]> {
  const rows = await selectLinks(
    db,
    and(
      eq(parentChildren.status, filter.status),
      personCondition(viewer, 'decideParentLink'),
      filter.parentId ? eq(parentChildren.parentId, filter.parentId) : undefined,
      filter.childId ? eq(parentChildren.childId, filter.childId) : undefined,
    ),
  ).orderBy(
    asc(parentChildren.requestedAt),
    asc(humanOrder(parentUser.lastName)),
    asc(humanOrder(users.lastName)),
    asc(users.id),
  );
  return rows.map(toJson);
}

/** One link between two people of the same school, whatever its status. */
export async function findLink(db: Db, parentId: string, childId: string): Promise<ParentLinkJson | undefined> {
  const [row] = await selectLinks(
    db,
    and(eq(parentChildren.parentId, parentId), eq(parentChildren.childId, childId)),
  ).limit(1);
  return row && toJson(row);
}
