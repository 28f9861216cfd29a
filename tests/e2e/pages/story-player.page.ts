import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { graphqlAs, type AnswerKeyQuestion } from './quiz-player.page.js';

/** A story's check as staff read it: its questions with their answers (a student's read has none). */
export async function checkKey(staff: APIRequestContext, questId: string): Promise<AnswerKeyQuestion[]> {
  const { activity } = await graphqlAs<{ activity: { check: AnswerKeyQuestion[] } }>(
    staff,
    'query($id: ID!) { activity(questId: $id) { check { prompt choices { choiceId text } answerChoiceId explanation } } }',
    { id: questId },
  );
  return activity.check;
}

/**
 * Answers the check on the student's page, the first `wrong` questions with
 * a wrong choice and the rest right, and returns the attempt as the portal
 * graded and recorded it (the RecordAttempt answer).
 */
export async function answerCheck(
  student: Page,
  questions: readonly AnswerKeyQuestion[],
  wrong: number,
): Promise<{ answered: number; correct: number; completed: boolean }> {
  await expect(student.getByRole('heading', { name: 'Check what you learned' })).toBeFocused();
  let graded: { answered: number; correct: number; completed: boolean } | undefined;
  for (const [index, question] of questions.entries()) {
    const right = index >= wrong;
    const choice = question.choices.find(({ choiceId }) => (choiceId === question.answerChoiceId) === right);
    if (!choice) throw new Error('a question without a right and a wrong answer');
    await student.getByRole('radio', { name: choice.text, exact: true }).check();
    if (index < questions.length - 1) {
      await student.getByRole('button', { name: 'Next' }).click();
      continue;
    }
    const recorded = student.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') &&
        (response.request().postDataJSON() as { operationName?: string } | null)?.operationName === 'RecordAttempt',
    );
    await student.getByRole('button', { name: 'Finish' }).click();
    const answer = (await (await recorded).json()) as {
      data?: { recordAttempt: { answered: number; correct: number; completed: boolean } };
    };
    graded = answer.data?.recordAttempt;
  }
  if (!graded) throw new Error('the check was not recorded');
  return graded;
}
