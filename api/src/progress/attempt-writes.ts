import { and, eq, sql } from 'drizzle-orm';
import { assignmentStatus } from '@portal/domain';
import { requireCapability, type Viewer } from '../access/permissions.js';
import type { Db } from '../db/database.js';
import { assignmentActivities, assignments, attempts, groupStudents } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { ASSIGNMENT_MESSAGES } from '../assignments/assignment-messages.js';
import { ATTEMPTS_CHANNEL, type AttemptEvent } from './attempt-events.js';
import type { AttemptBody, AttemptJson } from './progress-json.js';
import { PROGRESS_MESSAGES } from './progress-messages.js';

/**
 * POST /progress: the signed-in student's attempt at an activity of an
 * assignment of one of their groups (anyone else's assignment is 404, as if
 * it did not exist). A scheduled assignment takes no attempts yet (409); a
 * completed one still does, so late work counts. The attempt is announced
 * on commit (attempt-events.ts), which is how the live pages hear of it.
 */
export async function recordAttempt(db: Db, viewer: Viewer, body: AttemptBody, now = new Date()): Promise<AttemptJson> {
  requireCapability(viewer, 'recordProgress');
  const schoolId = viewer.schoolId;
  if (!schoolId) throw new ApiError(404, ASSIGNMENT_MESSAGES.notFound);
  return db.transaction(async (tx) => {
    const [assignment] = await tx
      .select({
        id: assignments.id,
        schoolId: assignments.schoolId,
        groupId: assignments.groupId,
        startDate: assignments.startDate,
        endDate: assignments.endDate,
      })
      .from(assignments)
      .innerJoin(
        groupStudents,
        and(eq(groupStudents.groupId, assignments.groupId), eq(groupStudents.userId, viewer.id)),
      )
      .where(and(eq(assignments.id, body.assignmentId), eq(assignments.schoolId, schoolId)))
      .limit(1);
    if (!assignment) throw new ApiError(404, ASSIGNMENT_MESSAGES.notFound);
    const [activity] = await tx
      .select({ questId: assignmentActivities.questId })
      .from(assignmentActivities)
      .where(and(eq(assignmentActivities.assignmentId, assignment.id), eq(assignmentActivities.questId, body.questId)))
      .limit(1);
    if (!activity) throw new ApiError(400, PROGRESS_MESSAGES.notInAssignment, { field: 'questId' });
    if (assignmentStatus(assignment.startDate, assignment.endDate, now) === 'Scheduled') {
      throw new ApiError(409, PROGRESS_MESSAGES.notStarted);
    }
    const [row] = await tx
      .insert(attempts)
      .values({
        schoolId: assignment.schoolId,
        assignmentId: assignment.id,
        studentId: viewer.id,
        questId: body.questId,
        answered: body.answered,
        correct: body.correct,
        seconds: body.seconds,
        completed: body.completed,
      })
      .returning();
    if (!row) throw new Error('attempt insert returned no row');
    const event: AttemptEvent = {
      schoolId: row.schoolId,
      groupId: assignment.groupId,
      assignmentId: row.assignmentId,
      studentId: row.studentId,
      questId: row.questId,
      recordedAt: row.recordedAt.toISOString(),
    };
    // Delivered to every listener (any API process) when the transaction commits, never before.
    await tx.execute(sql`select pg_notify(${ATTEMPTS_CHANNEL}, ${JSON.stringify(event)})`);
    return {
      attemptId: row.id,
      assignmentId: row.assignmentId,
      questId: row.questId,
      answered: row.answered,
      correct: row.correct,
      seconds: row.seconds,
      completed: row.completed,
      recordedAt: row.recordedAt.toISOString(),
    };
  });
}
