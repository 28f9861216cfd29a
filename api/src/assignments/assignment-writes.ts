import { eq } from 'drizzle-orm';
import { requireCapability, type Viewer } from '../access/permissions.js';
import type { Db } from '../db/database.js';
import { assignments } from '../db/schema.js';
import { schoolClock } from '../schools/school-clock.js';
import { checkInLibrary, insertActivities } from './assignment-activities.js';
import type { ActivityItem } from './assignment-bodies.js';
import { checkAssignmentDates, finishedDates, type AssignmentDates } from './assignment-dates.js';
import { changeAssignment, shareManageableGroup } from './assignment-locks.js';
import { assignmentJsonOf, type AssignmentJson } from './assignment-reads.js';

// Creating, editing, deleting and finishing assignments; the permission and locking of each: assignment-locks.ts.

export interface AssignmentFields extends AssignmentDates {
  name: string;
  groupId: string;
}

export interface NewAssignment extends AssignmentFields {
  activities: readonly ActivityItem[];
}

/**
 * POST /assignments: an assignment of a group the viewer manages, with its
 * activities in the order given; its start may not be before the school's
 * local today at `now`.
 */
export async function createAssignment(
  db: Db,
  viewer: Viewer,
  input: NewAssignment,
  now: Date = new Date(),
): Promise<AssignmentJson> {
  requireCapability(viewer, 'manageGroups');
  return db.transaction(async (tx) => {
    const group = await shareManageableGroup(tx, viewer, input.groupId);
    checkAssignmentDates(input, true, await schoolClock(tx, group.schoolId), now);
    await checkInLibrary(
      tx,
      input.activities.map((item, index) => ({ item, index })),
    );
    const [assignment] = await tx
      .insert(assignments)
      .values({
        schoolId: group.schoolId,
        groupId: group.id,
        name: input.name,
        startDate: input.startDate,
        endDate: input.endDate,
      })
      .returning({ id: assignments.id, schoolId: assignments.schoolId });
    if (!assignment) throw new Error('assignment insert returned no row');
    await insertActivities(tx, assignment, input.activities, 0);
    return assignmentJsonOf(tx, assignment.id, now);
  });
}

/**
 * PATCH /assignments/{id}: name, group and dates, all at once (the Update
 * payload). A start that changes may not be before the school's local today
 * at `now`; an unchanged one stays, however long ago it was. Moving it to
 * another group needs that group managed by the viewer too.
 */
export async function updateAssignment(
  db: Db,
  viewer: Viewer,
  id: string,
  changes: AssignmentFields,
  now: Date = new Date(),
): Promise<void> {
  await changeAssignment(db, viewer, id, async (tx, assignment) => {
    if (changes.groupId !== assignment.groupId) await shareManageableGroup(tx, viewer, changes.groupId);
    const startIsNew = changes.startDate.getTime() !== assignment.startDate.getTime();
    checkAssignmentDates(changes, startIsNew, await schoolClock(tx, assignment.schoolId), now);
    await tx
      .update(assignments)
      .set({ name: changes.name, groupId: changes.groupId, startDate: changes.startDate, endDate: changes.endDate })
      .where(eq(assignments.id, assignment.id));
  });
}

/** DELETE /assignments/{id}: the assignment and its activities. */
export async function deleteAssignment(db: Db, viewer: Viewer, id: string): Promise<void> {
  await changeAssignment(db, viewer, id, async (tx, assignment) => {
    await tx.delete(assignments).where(eq(assignments.id, assignment.id));
  });
}

/** POST /assignments/{id}/finish: ends it 5 minutes before `now` (finishedDates), so its status is Completed. */
export async function finishAssignment(
  db: Db,
  viewer: Viewer,
  id: string,
  now: Date = new Date(),
): Promise<AssignmentJson> {
  return changeAssignment(db, viewer, id, async (tx, assignment) => {
    const dates = finishedDates(assignment, now);
    await tx.update(assignments).set(dates).where(eq(assignments.id, assignment.id));
    return assignmentJsonOf(tx, assignment.id, now);
  });
}
