import { and, eq, inArray } from 'drizzle-orm';
import { ASSIGNMENT_ACTIVITIES_MAX } from '@portal/domain';
import type { Viewer } from '../access/permissions.js';
import type { Db } from '../db/database.js';
import { activities as library, assignmentActivities } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import type { ActivityItem } from './assignment-bodies.js';
import { ASSIGNMENT_MESSAGES } from './assignment-messages.js';
import { assignmentJsonOf, type AssignmentJson } from './assignment-reads.js';
import { changeAssignment } from './assignment-locks.js';

/*
 * An assignment's activities are rows of `assignment_activities`, ordered by
 * `position`; a questId appears at most once per assignment. Removing leaves
 * gaps in the positions, which only order, and adding goes after the last.
 * Both run on the locked assignment row (changeAssignment), so two calls on
 * one assignment take turns: two removals cannot together remove the last
 * activity, and two additions cannot take the same position.
 */

/**
 * Refuses (400) an activity the library does not hold, or holds as another
 * type, naming the first such item by its place in the body (`activities.{i}`):
 * an assignment is built from the library, and an unknown questId would show
 * as a blank activity nobody can play.
 */
export async function checkInLibrary(tx: Db, items: readonly { item: ActivityItem; index: number }[]): Promise<void> {
  if (items.length === 0) return;
  const found = await tx
    .select({ questId: library.questId, activityType: library.activityType })
    .from(library)
    .where(
      inArray(
        library.questId,
        items.map(({ item }) => item.questId),
      ),
    );
  const typeOf = new Map(found.map((row) => [row.questId, row.activityType]));
  for (const { item, index } of items) {
    const type = typeOf.get(item.questId);
    if (type === undefined) {
      throw new ApiError(400, ASSIGNMENT_MESSAGES.notInLibrary, { field: `activities.${index}.questId` });
    }
    if (type !== item.activityType) {
      throw new ApiError(400, ASSIGNMENT_MESSAGES.otherActivityType(type), {
        field: `activities.${index}.activityType`,
      });
    }
  }
}

/** Inserts these activities of the assignment (in its school) at consecutive positions from `first`. */
export async function insertActivities(
  tx: Db,
  assignment: { id: string; schoolId: string },
  activities: readonly ActivityItem[],
  first: number,
): Promise<void> {
  if (activities.length === 0) return;
  await tx.insert(assignmentActivities).values(
    activities.map(({ questId, activityType }, index) => ({
      schoolId: assignment.schoolId,
      assignmentId: assignment.id,
      position: first + index,
      questId,
      activityType,
    })),
  );
}

async function activitiesOf(tx: Db, assignmentId: string) {
  return tx
    .select({ questId: assignmentActivities.questId, position: assignmentActivities.position })
    .from(assignmentActivities)
    .where(eq(assignmentActivities.assignmentId, assignmentId));
}

/**
 * PUT /assignments/{id}/activities: appends the activities not yet in it, in
 * the order given, after the last one; a questId already there (or given
 * twice) is ignored. 409 when it would hold more than ASSIGNMENT_ACTIVITIES_MAX; 400
 * for a new one the library lacks (checkInLibrary).
 */
export async function addActivities(
  db: Db,
  viewer: Viewer,
  id: string,
  list: readonly ActivityItem[],
  now: Date = new Date(),
): Promise<AssignmentJson> {
  return changeAssignment(db, viewer, id, async (tx, assignment) => {
    const present = await activitiesOf(tx, assignment.id);
    const known = new Set(present.map((activity) => activity.questId));
    const fresh = list.flatMap((item, index) => {
      if (known.has(item.questId)) return [];
      known.add(item.questId);
      return [{ item, index }];
    });
    if (present.length + fresh.length > ASSIGNMENT_ACTIVITIES_MAX) {
      throw new ApiError(409, ASSIGNMENT_MESSAGES.tooManyActivities);
    }
    await checkInLibrary(tx, fresh);
    const next = present.reduce((after, activity) => Math.max(after, activity.position + 1), 0);
    await insertActivities(
      tx,
      assignment,
      fresh.map(({ item }) => item),
      next,
    );
    return assignmentJsonOf(tx, assignment.id, now);
  });
}

/**
 * PATCH /assignments/{id}/activities: removes the activities with these
 * questIds (the activityType sent is not compared; questIds not in it are
 * ignored). 409 when none would remain: the last activity cannot be removed
 * (spec 1 §5), and then nothing is removed.
 */
export async function removeActivities(
  db: Db,
  viewer: Viewer,
  id: string,
  list: readonly ActivityItem[],
): Promise<void> {
  await changeAssignment(db, viewer, id, async (tx, assignment) => {
    const present = await activitiesOf(tx, assignment.id);
    const gone = new Set(list.map((activity) => activity.questId));
    const staying = present.filter((activity) => !gone.has(activity.questId));
    if (staying.length === present.length) return;
    if (staying.length === 0) throw new ApiError(409, ASSIGNMENT_MESSAGES.lastActivity);
    await tx
      .delete(assignmentActivities)
      .where(
        and(eq(assignmentActivities.assignmentId, assignment.id), inArray(assignmentActivities.questId, [...gone])),
      );
  });
}
