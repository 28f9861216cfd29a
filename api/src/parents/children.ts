import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { parentChildren, users } from '../db/schema.js';
import { humanOrder } from '../db/collation.js';

/** A child as the spec's parent view reads it (spec 1 §3: "Child (parent view): id, firstname"). */
export const childJson = z.object({ id: z.uuid(), firstname: z.string() }).meta({ id: 'Child' });

/** A child in the gateway's batch read, with what a parent's page shows besides. */
export const childDetailJson = childJson
  .extend({ lastName: z.string(), email: z.string() })
  .meta({ id: 'ChildDetail' });

export type ChildDetail = z.infer<typeof childDetailJson>;

/** The children linked to each of these parents, within the school, by first then last name. */
export async function childrenOf(
  db: Db,
  schoolId: string,
  parentIds: readonly string[],
): Promise<Map<string, ChildDetail[]>> {
  const found = new Map<string, ChildDetail[]>(parentIds.map((id) => [id, []]));
  if (parentIds.length === 0) return found;
  const rows = await db
    .select({
      parentId: parentChildren.parentId,
      id: users.id,
      firstname: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(parentChildren)
    .innerJoin(users, eq(users.id, parentChildren.childId))
    .where(and(inArray(parentChildren.parentId, [...parentIds]), eq(users.schoolId, schoolId)))
    .orderBy(asc(humanOrder(users.firstName)), asc(humanOrder(users.lastName)), asc(users.id));
  for (const { parentId, ...child } of rows) found.get(parentId)?.push(child);
  return found;
}

/** The spec's short form: id and firstname only. */
export function briefChildren(children: readonly ChildDetail[] | undefined): z.infer<typeof childJson>[] {
  return (children ?? []).map(({ id, firstname }) => ({ id, firstname }));
}
