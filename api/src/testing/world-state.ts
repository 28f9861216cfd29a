import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { assignmentActivities, assignments, groupOwners, groupStudents, groups } from '../db/schema.js';

/** Every group with its owners and students, and every assignment with its activities: to show a refused call changed none. */
export async function groupsAndAssignmentsState(db: Db) {
  return {
    groups: await db.select().from(groups).orderBy(asc(groups.id)),
    owners: await db.select().from(groupOwners).orderBy(asc(groupOwners.groupId), asc(groupOwners.userId)),
    students: await db.select().from(groupStudents).orderBy(asc(groupStudents.groupId), asc(groupStudents.userId)),
    assignments: await db.select().from(assignments).orderBy(asc(assignments.id)),
    activities: await db
      .select()
      .from(assignmentActivities)
      .orderBy(asc(assignmentActivities.assignmentId), asc(assignmentActivities.position)),
  };
}

/** An assignment as stored, its activities in order with their positions; null once deleted. */
export async function storedAssignment(db: Db, id: string) {
  const [row] = await db.select().from(assignments).where(eq(assignments.id, id));
  if (!row) return null;
  const activities = await db
    .select({
      position: assignmentActivities.position,
      questId: assignmentActivities.questId,
      activityType: assignmentActivities.activityType,
    })
    .from(assignmentActivities)
    .where(eq(assignmentActivities.assignmentId, id))
    .orderBy(asc(assignmentActivities.position));
  return { ...row, activities };
}
