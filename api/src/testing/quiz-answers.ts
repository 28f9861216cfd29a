import { shippedActivities } from '../activities/activity-library.js';
import type { QuizQuestion } from '../db/schema.js';

/** A shipped quiz's questions with their answers, as the library stores them. */
export function quizQuestions(questId: string): QuizQuestion[] {
  const questions = shippedActivities().find((activity) => activity.questId === questId)?.questions;
  if (!questions) throw new Error(`${questId} is no quiz of the shipped library`);
  return questions;
}

/** A wrong choice of a question: the first that is not its answer. */
export function wrongChoice(question: QuizQuestion): string {
  const wrong = question.choices.find((choice) => choice.choiceId !== question.answerChoiceId);
  if (!wrong) throw new Error(`${question.itemId} has no wrong choice`);
  return wrong.choiceId;
}

/**
 * Responses to a shipped quiz as a student's player sends them: its first
 * `answered` questions (all by default), the first `right` of them answered
 * right and the rest wrong.
 */
export function quizResponses(questId: string, right: number, answered?: number) {
  return quizQuestions(questId)
    .slice(0, answered)
    .map((question, index) => ({
      itemId: question.itemId,
      answer: index < right ? question.answerChoiceId : wrongChoice(question),
    }));
}
