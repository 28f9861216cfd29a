import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { assignmentStatus, isActivityType } from '@portal/domain';
import { requireCapability, type Viewer } from '../access/permissions.js';
import type { Db } from '../db/database.js';
import {
  activities,
  assignmentActivities,
  assignments,
  attempts,
  groupStudents,
  progressBestAttempts,
} from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { ASSIGNMENT_MESSAGES } from '../assignments/assignment-messages.js';
import { ATTEMPTS_CHANNEL, type AttemptEvent } from './attempt-events.js';
import { feedbackOf, gradeAttempt, type GradableActivity } from './grade-attempt.js';
import type { AttemptBody, AttemptJson, RecordedAttemptJson } from './progress-json.js';
import { PROGRESS_MESSAGES } from './progress-messages.js';

/** The throttle's window: "attempts a minute". */
const WINDOW_SECONDS = 60;

/**
 * POST /progress: the signed-in student's attempt at an activity of an
 * assignment of one of their groups (anyone else's assignment is 404, as if
 * it did not exist). A scheduled assignment takes no attempts yet (409); a
 * completed one still does, so late work counts. The API grades the
 * responses (grade-attempt.ts) and answers the attempt with its feedback.
 * More than `limitPerMinute` attempts of one student within a minute are 429
 * with Retry-After, nothing stored. The attempt is announced on commit
 * (attempt-events.ts), which is how the live pages hear of it. Sent again
 * with the same `idempotencyKey` (its answer was lost to a restart or a
 * dropped connection), it answers the attempt first stored, `replayed`, and
 * counts nothing twice; the same key with other values is 409.
 */
export async function recordAttempt(
  db: Db,
  viewer: Viewer,
  body: AttemptBody,
  limitPerMinute: number,
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
      .select({
        activityType: activities.activityType,
        questions: activities.questions,
        game: activities.game,
        story: activities.story,
      })
      .from(assignmentActivities)
      .innerJoin(activities, eq(activities.questId, assignmentActivities.questId))
      .where(and(eq(assignmentActivities.assignmentId, assignment.id), eq(assignmentActivities.questId, body.questId)))
      .limit(1);
    if (!activity) throw new ApiError(400, PROGRESS_MESSAGES.notInAssignment, { field: 'questId' });
    if (!isActivityType(activity.activityType)) throw new Error(`activity ${body.questId} holds an unknown type`);
    const gradable: GradableActivity = { ...activity, activityType: activity.activityType };
    if (assignmentStatus(assignment.startDate, assignment.endDate, now) === 'Scheduled') {
      throw new ApiError(409, PROGRESS_MESSAGES.notStarted);
    }
    const graded = gradeAttempt(gradable, body.responses, body.reached);
    // A retry of an attempt already stored (its first answer was lost) is answered before the throttle counts.
    if (body.idempotencyKey) {
      const earlier = await storedAttempt(tx, viewer.id, body, gradable);
      if (earlier) return { attempt: earlier, replayed: true };
    }
    await admitAttempt(tx, viewer.id, limitPerMinute);
    const before = await bestScores(tx, assignment.id, viewer.id);
    const [row] = await tx
      .insert(attempts)
      .values({
        schoolId: assignment.schoolId,
        assignmentId: assignment.id,
        studentId: viewer.id,
        questId: body.questId,
        answered: graded.answered,
        correct: graded.correct,
        seconds: body.seconds,
        reached: body.reached ?? null,
        completed: graded.completed,
        responses: graded.responses,
        idempotencyKey: body.idempotencyKey ?? null,
      })
      // The same key sent twice at once: the second finds the first's row.
      .onConflictDoNothing({ target: [attempts.studentId, attempts.idempotencyKey] })
      .returning();
    if (!row) {
      const earlier = await storedAttempt(tx, viewer.id, body, gradable);
      if (!earlier) throw new Error('an attempt with a key was neither stored nor found');
      return { attempt: earlier, replayed: true };
    }
    const event: AttemptEvent = {
      schoolId: row.schoolId,
      groupId: assignment.groupId,
      assignmentId: row.assignmentId,
      studentId: row.studentId,
      questId: row.questId,
      recordedAt: row.recordedAt.toISOString(),
      previousScore: before.total,
      score: before.total + Math.max(0, row.correct - (before.byActivity.get(row.questId) ?? 0)),
    };
    // Delivered to every listener (any API process) when the transaction commits, never before.
    await tx.execute(sql`select pg_notify(${ATTEMPTS_CHANNEL}, ${JSON.stringify(event)})`);
    return {
      attempt: { ...attemptJsonOf(row), feedback: feedbackOf(gradable, row.responses) },
      replayed: false,
    };
  });
}

export interface RecordedAttempt {
  attempt: RecordedAttemptJson;
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

/**
 * The student's leaderboard score at the assignment (each current activity's
 * best correct answers, summed: progress-reads.ts's `leaderboards`) and each
 * activity's best, before the attempt is stored: the attempt's event says how
 * far it moved the student (attempt-changes.ts). Read after admitAttempt's
 * lock, so the student's own attempts come one at a time.
 */
async function bestScores(
  tx: Tx,
  assignmentId: string,
  studentId: string,
): Promise<{ total: number; byActivity: Map<string, number> }> {
  // The rollup of best attempts (migration 0024), kept by the triggers of the attempts stored before this one.
  const rows = await tx
    .select({ questId: progressBestAttempts.questId, correct: progressBestAttempts.correct })
    .from(progressBestAttempts)
    .innerJoin(
      assignmentActivities,
      and(
        eq(assignmentActivities.assignmentId, progressBestAttempts.assignmentId),
        eq(assignmentActivities.questId, progressBestAttempts.questId),
      ),
    )
    .where(and(eq(progressBestAttempts.assignmentId, assignmentId), eq(progressBestAttempts.studentId, studentId)));
  const byActivity = new Map(rows.map((row) => [row.questId, row.correct]));
  return { total: rows.reduce((sum, row) => sum + row.correct, 0), byActivity };
}

/**
 * Refuses the attempt (429, Retry-After) when the student already made
 * `limit` within the last minute. Their attempts are counted one request at a
 * time (a lock on the student for the transaction), so a burst sent at once
 * stores no more than the limit either.
 */
async function admitAttempt(tx: Tx, studentId: string, limit: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`attempts:${studentId}`}, 0))`);
  const recent = await tx
    .select({ secondsAgo: sql<number>`extract(epoch from now() - ${attempts.recordedAt})::float8` })
    .from(attempts)
    .where(
      and(
        eq(attempts.studentId, studentId),
        gt(attempts.recordedAt, sql`now() - make_interval(secs => ${WINDOW_SECONDS})`),
      ),
    )
    .orderBy(desc(attempts.recordedAt))
    .limit(limit);
  const oldest = recent[limit - 1];
  if (oldest === undefined) return;
  const wait = Math.max(1, Math.ceil(WINDOW_SECONDS - Number(oldest.secondsAgo)));
  throw new ApiError(429, PROGRESS_MESSAGES.tooManyAttempts(limit), { headers: { 'retry-after': String(wait) } });
}

/**
 * The attempt this student stored under the body's key, with its feedback;
 * undefined when the key is new; 409 when it came with other values.
 */
async function storedAttempt(
  tx: Tx,
  studentId: string,
  body: AttemptBody,
  activity: GradableActivity,
): Promise<RecordedAttemptJson | undefined> {
  if (!body.idempotencyKey) return undefined;
  const [stored] = await tx
    .select()
    .from(attempts)
    .where(and(eq(attempts.studentId, studentId), eq(attempts.idempotencyKey, body.idempotencyKey)))
    .limit(1);
  if (!stored) return undefined;
  const sent = (list: readonly { itemId: string; answer: string }[] | null) =>
    JSON.stringify((list ?? []).map(({ itemId, answer }) => [itemId, answer]));
  const same =
    stored.assignmentId === body.assignmentId &&
    stored.questId === body.questId &&
    stored.seconds === body.seconds &&
    stored.reached === (body.reached ?? null) &&
    sent(stored.responses) === sent(body.responses);
  if (!same) throw new ApiError(409, PROGRESS_MESSAGES.keyReused, { field: 'idempotencyKey' });
  return { ...attemptJsonOf(stored), feedback: feedbackOf(activity, stored.responses) };
}
