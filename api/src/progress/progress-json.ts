import { z } from 'zod';
import {
  ATTEMPT_SECONDS_MAX,
  QUEST_ID_PATTERN,
  QUIZ_QUESTIONS_MAX,
  RESPONSE_ANSWER_MAX_LENGTH,
  STORY_PARTS_MAX,
} from '@portal/domain';

/** The fields a client once sent and the portal now works out itself: sent, they are refused. */
export const SCORE_FIELDS = ['answered', 'correct', 'completed'] as const;

const attemptResponse = z
  .object({
    itemId: z
      .string({ error: 'An itemId is required' })
      .min(1, 'An itemId is required')
      .max(RESPONSE_ANSWER_MAX_LENGTH, `At most ${RESPONSE_ANSWER_MAX_LENGTH} characters`)
      .describe("The question or the game's item: its itemId in the activity's read"),
    answer: z
      .string({ error: 'An answer is required' })
      .min(1, 'An answer is required')
      .max(RESPONSE_ANSWER_MAX_LENGTH, `At most ${RESPONSE_ANSWER_MAX_LENGTH} characters`)
      .describe(
        "A quiz's answer: the choiceId chosen; a game's: the targetId of the group, partner or spot the item was put on, or in an order game its position from 1",
      ),
  })
  .meta({ id: 'AttemptResponse' });

/**
 * POST /progress: one attempt of the signed-in student at one activity of an
 * assignment, as the learning-island client and the portal's player send it:
 * what the student answered, never a score (the API grades the responses).
 */
export const attemptBody = z
  .object({
    assignmentId: z.uuid({ error: 'Not an assignment id' }),
    questId: z.string({ error: 'A questId is required' }).regex(QUEST_ID_PATTERN, 'Not a questId'),
    responses: z
      .array(attemptResponse, { error: 'Send a list of responses' })
      .max(QUIZ_QUESTIONS_MAX, `At most ${QUIZ_QUESTIONS_MAX} responses`)
      .default([])
      .describe(
        `A quiz's answers, one per question answered; a game's placements, one per item placed; a book's, an animation's or a song's answers to its check (at most ${QUIZ_QUESTIONS_MAX}). The API works out answered, correct and completed from them: sending those is refused`,
      ),
    seconds: z
      .number({ error: 'Send a number' })
      .int('Send a whole number')
      .min(0, 'Cannot be negative')
      .max(ATTEMPT_SECONDS_MAX, `At most ${ATTEMPT_SECONDS_MAX}`)
      .describe('Time spent, in whole seconds: reported, never what finishes an activity'),
    reached: z
      .number({ error: 'Send a number' })
      .int('Send a whole number')
      .min(0, 'Cannot be negative')
      .max(STORY_PARTS_MAX, `At most ${STORY_PARTS_MAX}`)
      .optional()
      .describe(
        "A book's pages, an animation's scenes or a song's verses the student got to, counted from the first (0 when left out); refused for a quiz or a game. Every one reached and the check answered finishes it; every one reached without the check's answers is refused",
      ),
    idempotencyKey: z
      .uuid({ error: 'Not a UUID' })
      .optional()
      .describe(
        'A UUID the client makes once per attempt and sends again with every retry: a second POST with the same key records nothing new and answers the attempt first recorded, with its feedback',
      ),
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

export const itemFeedbackJson = z
  .object({
    itemId: z.string(),
    correct: z.boolean().describe("Whether the student's answer was the right one"),
    answer: z.string().describe("The student's choiceId (a game's: where the item was put, as the response said)"),
    expected: z
      .string()
      .describe("The right choice's choiceId (a game's: where the item belongs, as a right response says)"),
    explanation: z.string().describe("Why it is right, written for the year level; empty for a game's item"),
  })
  .meta({ id: 'ItemFeedback' });

/** POST /progress's answer: the attempt as graded, and what the student learns from it. */
export const recordedAttemptJson = attemptJson
  .extend({
    feedback: z
      .array(itemFeedbackJson)
      .describe("Each question the student answered, in the quiz's order; empty for other types"),
  })
  .meta({ id: 'RecordedAttempt' });

export type RecordedAttemptJson = z.infer<typeof recordedAttemptJson>;

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

/**
 * The data of each `attempt` event of GET /events/attempts: which attempt, and
 * what it changed, so a live page patches what it shows instead of asking
 * again: the student's row of the assignment's progress report (null for a
 * reader who may not read that student's progress: a classmate, another
 * family) and the leaderboard entries whose rank or score it moved, each as
 * it is now (empty when the score stayed).
 */
export const attemptStreamEventJson = z
  .object({
    assignmentId: z.uuid(),
    groupId: z.uuid(),
    studentId: z.uuid(),
    questId: z.string(),
    recordedAt: z.string().describe('ISO 8601, UTC'),
    // Inline (not the shared ProgressReportRow reference): OpenAPI 3.0 has no nullable reference.
    row: progressRowJson
      .extend({})
      .nullable()
      .describe("The student's row of the progress report now; null when the reader may not read it"),
    leaderboard: z
      .array(leaderboardEntryJson)
      .describe("The leaderboard's entries the attempt moved (the student's and those it passed), as they are now"),
  })
  .meta({ id: 'AttemptStreamEvent' });

export type AttemptStreamEventJson = z.infer<typeof attemptStreamEventJson>;
