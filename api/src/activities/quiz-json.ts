import { z } from 'zod';
import type { QuizQuestion } from '../db/schema.js';

export const quizQuestionJson = z
  .object({
    itemId: z.string().describe('The question, as an attempt\'s responses name it, e.g. "q-env-001.2"'),
    prompt: z.string(),
    choices: z
      .array(
        z
          .object({
            choiceId: z
              .string()
              .describe('What a response sends as its answer; it says nothing of whether it is right'),
            text: z.string(),
          })
          .meta({ id: 'QuizChoice' }),
      )
      .describe('In the order shown; exactly one is right'),
    answerChoiceId: z
      .string()
      .optional()
      .describe("The right choice's id: only for staff (teachers and admins), left out for everyone else"),
    explanation: z
      .string()
      .optional()
      .describe(
        'Why the right choice is right, for the year level: only for staff; a student reads it in the feedback of their attempt',
      ),
  })
  .meta({ id: 'QuizQuestion' });

type QuizQuestionJson = z.infer<typeof quizQuestionJson>;

/**
 * What of a quiz or a game an activity read shows: nothing (searches), the
 * questions or the game alone (students, parents), or with their answer key
 * (staff).
 */
export type QuestionsShown = 'none' | 'questions' | 'answers';

export function shownQuestion(question: QuizQuestion, shown: QuestionsShown): QuizQuestionJson {
  const asked = {
    itemId: question.itemId,
    prompt: question.prompt,
    choices: question.choices.map(({ choiceId, text }) => ({ choiceId, text })),
  };
  return shown === 'answers'
    ? { ...asked, answerChoiceId: question.answerChoiceId, explanation: question.explanation }
    : asked;
}
