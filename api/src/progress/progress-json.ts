import { z } from 'zod';
import { QUEST_ID_PATTERN } from '@portal/domain';

/** The most questions one attempt reports (a quiz has a handful; a bound keeps nonsense out of every sum). */
export const MAX_ANSWERED = 500;
/** The longest attempt counted: a school day. */
export const MAX_SECONDS = 8 * 60 * 60;

/** A whole number from 0 to `max`, each refusal worded for the caller. */
function count(max: number) {
  return z
    .number({ error: 'Send a number' })
    .int('Send a whole number')
    .min(0, 'Cannot be negative')
    .max(max, `At most ${max}`);
}

/**
 * POST /progress: one attempt of the signed-in student at one activity of an
 * assignment, as the learning-island client and the portal's player send it.
 */
export const attemptBody = z
  .object({
    assignmentId: z.uuid({ error: 'Not an assignment id' }),
    questId: z.string({ error: 'A questId is required' }).regex(QUEST_ID_PATTERN, 'Not a questId'),
    answered: count(MAX_ANSWERED).describe('Questions answered'),
    correct: count(MAX_ANSWERED).describe('Of those, answered correctly'),
    seconds: count(MAX_SECONDS).describe('Time spent, in whole seconds'),
    completed: z.boolean({ error: 'Send true or false' }).describe('Whether the student finished the activity'),
    idempotencyKey: z
      .uuid({ error: 'Not a UUID' })
      .optional()
      .describe(
        'A UUID the client makes once per attempt and sends again with every retry: a second POST with the same key records nothing new and answers the attempt first recorded',
      ),
  })
  .refine((attempt) => attempt.correct <= attempt.answered, {
    message: 'correct cannot exceed answered',
    path: ['correct'],
  })
  .meta({ id: 'NewAttempt' });

export type AttemptBody = z.infer<typeof attemptBody>;

export const attemptJson = z
  .object({
    attemptId: z.uuid(),
    assignmentId: z.uuid(),
    questId: z.string(),
    answered: z.number().int(),
    correct: z.number().int(),
    seconds: z.number().int(),
    completed: z.boolean(),
    recordedAt: z.string().describe('ISO 8601, UTC'),
  })
  .meta({ id: 'Attempt' });

export type AttemptJson = z.infer<typeof attemptJson>;

/** A student's work on one activity of an assignment: the best attempt (most correct) and the time over all. */
export const activityProgressJson = z
  .object({
    questId: z.string(),
    attempted: z.boolean(),
    completed: z.boolean().describe('A finished attempt'),
    answered: z.number().int(),
    correct: z.number().int(),
    seconds: z.number().int().describe('Over every attempt'),
    attempts: z.number().int(),
    lastAttemptAt: z.string().nullable().describe('ISO 8601, UTC; null without attempts'),
  })
  .meta({ id: 'ActivityProgress' });

export type ActivityProgressJson = z.infer<typeof activityProgressJson>;

/**
 * A row of an assignment's progress report (spec 1 §3, "Progress report row"),
 * with the student's id, the spec's flag per activity in the assignment's
 * order (`progress`: at least one attempt), each activity's detail, and the
 * totals of the activities' best attempts.
 */
export const progressRowJson = z
  .object({
    userId: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    progress: z.array(z.boolean()).describe('Per activity, in order: at least one attempt'),
    activities: z.array(activityProgressJson).describe('Per activity, in order'),
    answered: z.number().int(),
    correct: z.number().int(),
    seconds: z.number().int(),
    lastAttemptAt: z.string().nullable().describe('ISO 8601, UTC; null without attempts'),
  })
  .meta({ id: 'ProgressReportRow' });

export type ProgressRowJson = z.infer<typeof progressRowJson>;

/**
 * A row of an assignment's leaderboard (spec 1 §3, "Leaderboard entry"), with
 * the real score the spec's original never showed: correct answers in the
 * assignment's activities, each activity's best attempt. Ties share a rank
 * (1, 1, 3).
 */
export const leaderboardEntryJson = z
  .object({
    userId: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    rank: z.number().int().min(1),
    score: z.number().int().min(0),
  })
  .meta({ id: 'LeaderboardEntry' });

export type LeaderboardEntryJson = z.infer<typeof leaderboardEntryJson>;
