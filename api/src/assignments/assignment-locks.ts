import { and, eq, inArray } from 'drizzle-orm';
import { manageableGroupCondition, requireCapability, type Viewer } from '../access/permissions.js';
import type { Db } from '../db/database.js';
import { assignments, groups, type AssignmentRow, type GroupRow } from '../db/schema.js';
import { GROUP_MESSAGES } from '../groups/group-messages.js';
import { ApiError } from '../http/api-error.js';
import { ASSIGNMENT_MESSAGES } from './assignment-messages.js';

/*
 * Every assignment write needs `manageGroups` (403 without it) and runs in
 * one transaction on the assignment's row, locked (SELECT … FOR UPDATE) when
 * its group is one the caller manages (GROUP_MANAGE_RULES: an admin any
 * group of the school, a teacher the groups they own); any other assignment
 * answers 404, as one the caller does not see or nobody has. A group an
 * assignment is given to (created in, moved to) is locked FOR SHARE, so it
 * cannot be deleted under the write. A failed check throws an ApiError inside
 * the transaction, which rolls back whatever the call had already changed.
 */

/** In a transaction: the assignment `id`, locked, when the viewer manages its group; 404 otherwise. */
async function lockManageableAssignment(tx: Db, viewer: Viewer, id: string): Promise<AssignmentRow> {
  const manageable = tx.select({ id: groups.id }).from(groups).where(manageableGroupCondition(viewer));
  const [assignment] = await tx
    .select()
    .from(assignments)
    .where(and(eq(assignments.id, id), inArray(assignments.groupId, manageable)))
    .for('update');
  if (!assignment) throw new ApiError(404, ASSIGNMENT_MESSAGES.notFound);
  return assignment;
}

/** In a transaction: the group `id`, locked FOR SHARE, when the viewer manages it; 404 naming groupId otherwise. */
export async function shareManageableGroup(tx: Db, viewer: Viewer, id: string): Promise<GroupRow> {
  const [group] = await tx
    .select()
    .from(groups)
    .where(and(eq(groups.id, id), manageableGroupCondition(viewer)))
    .for('share');
  if (!group) throw new ApiError(404, GROUP_MESSAGES.notFound, { field: 'groupId' });
  return group;
}

/** 403 unless the viewer's roles manage groups, then `change` on the locked assignment in one transaction. */
export async function changeAssignment<T>(
  db: Db,
  viewer: Viewer,
  id: string,
  change: (tx: Db, assignment: AssignmentRow) => Promise<T>,
): Promise<T> {
  requireCapability(viewer, 'manageGroups');
  return db.transaction(async (tx) => change(tx, await lockManageableAssignment(tx, viewer, id)));
}
