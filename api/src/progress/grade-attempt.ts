import type { ActivityType } from '@portal/domain';
import type { GradedResponse, QuizQuestion, StoredGame } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { gameFeedback, gradeGame } from './grade-game.js';
import { PROGRESS_MESSAGES } from './progress-messages.js';

/** What grading needs of an activity: its type, a quiz's questions or a game with their answers, the least time for the rest. */
export interface GradableActivity {
  activityType: ActivityType;
  questions: readonly QuizQuestion[] | null;
  game: StoredGame | null;
  minimumSeconds: number;
}

/** One answer as a client sends it: a quiz question's itemId and the choiceId chosen, or a game's item and where it went. */
export interface AttemptResponse {
  itemId: string;
  answer: string;
}

/** What the student learns of one answered question (or placed item): right or not, the right choice (or place), and why (a quiz's). */
export interface ItemFeedback {
  itemId: string;
  correct: boolean;
  answer: string;
  expected: string;
  explanation: string;
}

/** An attempt as graded: the figures every report reads, and the responses as stored. */
export interface GradedAttempt {
  answered: number;
  correct: number;
  completed: boolean;
  responses: GradedResponse[] | null;
}

/**
 * Grades an attempt: the portal, never the browser, works out its figures.
 * A quiz counts the questions answered and those answered right, and is
 * finished when every question has an answer; a game likewise counts its
 * items placed and those placed right (grade-game.ts); any other type has no
 * questions (0 and 0) and is finished once the student spent its least time
 * with it. A response naming no question of the activity, a question twice,
 * or an answer that is not one of its choices is 400 naming the field, as
 * are more responses than the activity has questions.
 */
export function gradeAttempt(
  activity: GradableActivity,
  responses: readonly AttemptResponse[],
  seconds: number,
): GradedAttempt {
  if (activity.game) return gradeGame(activity.game, responses);
  const questions = activity.questions ?? [];
  if (responses.length > questions.length) {
    throw new ApiError(400, PROGRESS_MESSAGES.tooManyResponses(questions.length), { field: 'responses' });
  }
  if (activity.activityType !== 'quiz') {
    return { answered: 0, correct: 0, completed: seconds >= activity.minimumSeconds, responses: null };
  }
  const byItem = new Map(questions.map((question) => [question.itemId, question]));
  const seen = new Set<string>();
  const graded = responses.map(({ itemId, answer }, index): GradedResponse => {
    const question = byItem.get(itemId);
    if (!question) throw new ApiError(400, PROGRESS_MESSAGES.unknownItem, { field: `responses.${index}.itemId` });
    if (seen.has(itemId))
      throw new ApiError(400, PROGRESS_MESSAGES.repeatedItem, { field: `responses.${index}.itemId` });
    seen.add(itemId);
    if (!question.choices.some((choice) => choice.choiceId === answer)) {
      throw new ApiError(400, PROGRESS_MESSAGES.unknownChoice, { field: `responses.${index}.answer` });
    }
    return { itemId, answer, correct: answer === question.answerChoiceId };
  });
  return {
    answered: graded.length,
    correct: graded.filter((response) => response.correct).length,
    completed: graded.length === questions.length,
    responses: graded,
  };
}

/**
 * The feedback on an attempt's answered questions, in the quiz's order: the
 * student's choice, the right one and the explanation (a game's: where each
 * item was placed and where it belongs). Questions left unanswered get none,
 * so an empty attempt reveals no answer.
 */
export function feedbackOf(
  { questions, game }: Pick<GradableActivity, 'questions' | 'game'>,
  responses: readonly GradedResponse[] | null,
): ItemFeedback[] {
  if (game) return gameFeedback(game, responses);
  const answers = new Map((responses ?? []).map((response) => [response.itemId, response]));
  return (questions ?? []).flatMap((question) => {
    const response = answers.get(question.itemId);
    return response
      ? [
          {
            itemId: question.itemId,
            correct: response.correct,
            answer: response.answer,
            expected: question.answerChoiceId,
            explanation: question.explanation,
          },
        ]
      : [];
  });
}
