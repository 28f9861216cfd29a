import type { ActivityType } from '@portal/domain';
import type { GradedResponse, QuizQuestion, StoredGame, StoredStory } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { gameFeedback, gradeGame } from './grade-game.js';
import { gradeQuestions, questionFeedback } from './grade-questions.js';
import { gradeStory } from './grade-story.js';
import { PROGRESS_MESSAGES } from './progress-messages.js';

/** What grading needs of an activity: its type and its content with the answers (a quiz's questions, a game, a story and its check). */
export interface GradableActivity {
  activityType: ActivityType;
  questions: readonly QuizQuestion[] | null;
  game: StoredGame | null;
  story: StoredStory | null;
}

/** One answer as a client sends it: a question's itemId and the choiceId chosen, or a game's item and where it went. */
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
 * finished when every question has an answer (grade-questions.ts); a game
 * likewise counts its items placed and those placed right (grade-game.ts);
 * a book, an animation or a song counts its check's answers and is finished
 * when every page, scene or verse was reached and the check answered
 * (grade-story.ts). `reached` belongs to those three only: sent for a quiz
 * or a game it is 400. Anything the activity cannot take is 400 naming the
 * field, before anything is stored.
 */
export function gradeAttempt(
  activity: GradableActivity,
  responses: readonly AttemptResponse[],
  reached?: number,
): GradedAttempt {
  if (activity.story) return gradeStory(activity.story, responses, reached ?? 0);
  if (reached !== undefined) throw new ApiError(400, PROGRESS_MESSAGES.notAStory, { field: 'reached' });
  if (activity.game) return gradeGame(activity.game, responses);
  if (activity.activityType !== 'quiz') {
    // The library holds no activity without its content (library.test.ts); one in the database would be a fault.
    throw new Error(`a ${activity.activityType} without its content cannot be graded`);
  }
  const questions = activity.questions ?? [];
  const graded = gradeQuestions(questions, responses);
  return { ...graded, completed: graded.answered === questions.length };
}

/**
 * The feedback on an attempt's answered questions (a quiz's, a story's
 * check's): the student's choice, the right one and the explanation; a
 * game's: where each item was placed and where it belongs. Anything left
 * unanswered gets none, so an empty attempt reveals no answer.
 */
export function feedbackOf(
  { questions, game, story }: Pick<GradableActivity, 'questions' | 'game' | 'story'>,
  responses: readonly GradedResponse[] | null,
): ItemFeedback[] {
  if (game) return gameFeedback(game, responses);
  return questionFeedback(story?.check ?? questions ?? [], responses);
}
