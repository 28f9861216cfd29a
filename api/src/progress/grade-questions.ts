import type { GradedResponse, QuizQuestion } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { PROGRESS_MESSAGES } from './progress-messages.js';

/** One answer as a client sends it: a question's itemId and the choiceId chosen. */
interface ChosenAnswer {
  itemId: string;
  answer: string;
}

/**
 * Grades answers to quiz questions (a quiz's, or the check at the end of a
 * book, an animation or a song): each question answered at most once, with
 * one of its choices. A response naming no question, a question twice, an
 * answer that is not one of its choices, or more responses than questions
 * is 400 naming the field, before anything is stored.
 */
export function gradeQuestions(questions: readonly QuizQuestion[], responses: readonly ChosenAnswer[]) {
  if (responses.length > questions.length) {
    throw new ApiError(400, PROGRESS_MESSAGES.tooManyResponses(questions.length), { field: 'responses' });
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
    responses: graded,
  };
}

/**
 * The feedback on answered questions, in their order: the student's choice,
 * the right one and the explanation. Questions left unanswered get none, so
 * an empty attempt reveals no answer.
 */
export function questionFeedback(questions: readonly QuizQuestion[], responses: readonly GradedResponse[] | null) {
  const answers = new Map((responses ?? []).map((response) => [response.itemId, response]));
  return questions.flatMap((question) => {
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
