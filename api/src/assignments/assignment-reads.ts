import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ACTIVITY_TYPES, ASSIGNMENT_STATUSES, assignmentStatus, isActivityType } from '@portal/domain';
import { visibleGroupCondition, type Viewer } from '../access/permissions.js';
import type { Db } from '../db/database.js';
import { assignmentActivities, assignments, groups, type AssignmentRow } from '../db/schema.js';

export const assignmentJson = z
  .object({
    assignmentId: z.uuid(),
    name: z.string(),
    groupId: z.uuid(),
    startDate: z.string().describe('ISO 8601, UTC'),
    endDate: z.string().describe('ISO 8601, UTC'),
    status: z
      .enum(ASSIGNMENT_STATUSES)
      .describe(
        "Where it stands at the time of the answer (spec 1 §4): Scheduled before its start, In Progress from its start to its end, Completed after; derived from the dates by the server's clock, never stored",
      ),
    activities: z.array(z.object({ questId: z.string(), activityType: z.enum(ACTIVITY_TYPES) })),
  })
  .meta({ id: 'Assignment' });

export type AssignmentJson = z.infer<typeof assignmentJson>;

/** The `{id}` of an assignment's path. */
export const assignmentIdParams = z.object({ id: z.uuid() });

/** The ids of the groups the viewer sees (GROUP_RULES), as a subquery. */
function visibleGroupIds(db: Db, viewer: Viewer) {
  return db.select({ id: groups.id }).from(groups).where(visibleGroupCondition(viewer));
}

/**
 * The assignments of the groups the viewer sees, optionally only those of
 * these groups, by start date, with their status at `now`.
 */
export async function visibleAssignments(
  db: Db,
  viewer: Viewer,
  groupIds?: readonly string[],
  now: Date = new Date(),
): Promise<AssignmentJson[]> {
  const conditions: SQL[] = [inArray(assignments.groupId, visibleGroupIds(db, viewer))];
  if (groupIds) {
    if (groupIds.length === 0) return [];
    conditions.push(inArray(assignments.groupId, [...groupIds]));
  }
  return assignmentsWhere(db, and(...conditions), now);
}

/** The assignment `id` when it is given to a group the viewer sees (its status at `now`), else undefined. */
export async function visibleAssignment(
  db: Db,
  viewer: Viewer,
  id: string,
  now: Date = new Date(),
): Promise<AssignmentJson | undefined> {
  const [assignment] = await assignmentsWhere(
    db,
    and(eq(assignments.id, id), inArray(assignments.groupId, visibleGroupIds(db, viewer))),
    now,
  );
  return assignment;
}

/** Those of the assignments `ids` given to groups the viewer sees, by start date (the batch reads). */
export async function visibleAssignmentsByIds(
  db: Db,
  viewer: Viewer,
  ids: readonly string[],
  now: Date = new Date(),
): Promise<AssignmentJson[]> {
  if (ids.length === 0) return [];
  return assignmentsWhere(
    db,
    and(inArray(assignments.id, [...ids]), inArray(assignments.groupId, visibleGroupIds(db, viewer))),
    now,
  );
}

/**
 * The assignment `id` as JSON (its status at `now`), whoever asks: the answer
 * of a write the caller was allowed to make, read within the write's transaction.
 */
export async function assignmentJsonOf(db: Db, id: string, now: Date = new Date()): Promise<AssignmentJson> {
  const [assignment] = await assignmentsWhere(db, eq(assignments.id, id), now);
  if (!assignment) throw new Error(`assignment ${id} vanished within its own transaction`);
  return assignment;
}

/** The assignments matching the condition with their activities in order and their status at `now`, by start date. */
async function assignmentsWhere(db: Db, condition: SQL | undefined, now: Date): Promise<AssignmentJson[]> {
  const rows = await db
    .select()
    .from(assignments)
    .where(condition)
    .orderBy(asc(assignments.startDate), asc(assignments.name), asc(assignments.id));
  return withActivities(db, rows, now);
}

/** The rows as JSON, in their order, with their activities (one statement for all of them) and their status at `now`. */
export async function withActivities(db: Db, rows: readonly AssignmentRow[], now: Date): Promise<AssignmentJson[]> {
  if (rows.length === 0) return [];
  const activities = await db
    .select()
    .from(assignmentActivities)
    .where(
      inArray(
        assignmentActivities.assignmentId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(assignmentActivities.assignmentId), asc(assignmentActivities.position));
  return rows.map((row) => ({
    assignmentId: row.id,
    name: row.name,
    groupId: row.groupId,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    status: assignmentStatus(row.startDate, row.endDate, now),
    activities: activities
      .filter((activity) => activity.assignmentId === row.id)
      .flatMap(({ questId, activityType }) => (isActivityType(activityType) ? [{ questId, activityType }] : [])),
  }));
}
