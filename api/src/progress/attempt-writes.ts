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
 * Sent again with the same `idempotencyKey` (its answer was lost to a
 * restart or a dropped connection), it answers the attempt first stored,
 * `replayed`, and counts nothing twice; the same key with other values is 409.
 */
export async function recordAttempt(
  db: Db,
  viewer: Viewer,
  body: AttemptBody,
  now = new Date(),
): Promise<RecordedAttempt> {
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
        idempotencyKey: body.idempotencyKey ?? null,
      })
      // A retry of an attempt already stored (its first answer was lost): no second row, no second event.
      .onConflictDoNothing({ target: [attempts.studentId, attempts.idempotencyKey] })
      .returning();
    if (!row) return { attempt: await storedAttempt(tx, viewer.id, body), replayed: true };
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
    return { attempt: attemptJsonOf(row), replayed: false };
  });
}

export interface RecordedAttempt {
  attempt: AttemptJson;
  /** True when the key had been sent before: the answer is the attempt stored then. */
  replayed: boolean;
}

type AttemptRow = typeof attempts.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

function attemptJsonOf(row: AttemptRow): AttemptJson {
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
}

/** The attempt this student stored under the body's key; 409 when the key came with other values. */
async function storedAttempt(tx: Tx, studentId: string, body: AttemptBody): Promise<AttemptJson> {
  // Only a key can collide: an insert without one always stores its row.
  if (!body.idempotencyKey) throw new Error('an attempt without a key was not stored');
  const [stored] = await tx
    .select()
    .from(attempts)
    .where(and(eq(attempts.studentId, studentId), eq(attempts.idempotencyKey, body.idempotencyKey)))
    .limit(1);
  const same =
    stored &&
    stored.assignmentId === body.assignmentId &&
    stored.questId === body.questId &&
    stored.answered === body.answered &&
    stored.correct === body.correct &&
    stored.seconds === body.seconds &&
    stored.completed === body.completed;
  if (!same) throw new ApiError(409, PROGRESS_MESSAGES.keyReused, { field: 'idempotencyKey' });
  return attemptJsonOf(stored);
}
