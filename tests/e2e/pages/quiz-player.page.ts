import { expect, type APIRequestContext, type Page } from '@playwright/test';

interface GraphQLAnswer<T> {
  data?: T;
  errors?: { message: string }[];
}

/** A GraphQL call as the page's signed-in user; fails the test on any error. */
export async function graphqlAs<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const answer = (await (await request.post('/graphql', { data: { query, variables } })).json()) as GraphQLAnswer<T>;
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  if (!answer.data) throw new Error(`no data for ${query}`);
  return answer.data;
}

/** A quiz question as staff read it: with its right choice and why. */
export interface AnswerKeyQuestion {
  prompt: string;
  choices: { choiceId: string; text: string }[];
  answerChoiceId: string;
  explanation: string;
}

/** A quiz's questions (or a book's, an animation's or a song's check) with their answers, read as staff (`staff`): a student's read has none. */
export async function answerKey(
  staff: APIRequestContext,
  questId: string,
  part: 'questions' | 'check' = 'questions',
): Promise<AnswerKeyQuestion[]> {
  const { activity } = await graphqlAs<{ activity: Record<typeof part, AnswerKeyQuestion[]> }>(
    staff,
    `query($id: ID!) { activity(questId: $id) { ${part} { prompt choices { choiceId text } answerChoiceId explanation } } }`,
    { id: questId },
  );
  return activity[part];
}

/** An attempt as the portal graded and recorded it (the RecordAttempt answer). */
export interface GradedAttempt {
  answered: number;
  correct: number;
  completed: boolean;
}

/**
 * Answers the questions on the player's page one at a time, each right but
 * those `wrong` picks, then Finish; returns the attempt as the portal graded
 * and recorded it.
 */
export async function answerQuestions(
  student: Page,
  questions: readonly AnswerKeyQuestion[],
  wrong: (index: number) => boolean,
): Promise<GradedAttempt> {
  for (const [index, question] of questions.entries()) {
    const choice = question.choices.find(({ choiceId }) => (choiceId === question.answerChoiceId) !== wrong(index));
    if (!choice) throw new Error('a question without a right and a wrong answer');
    await student.getByRole('radio', { name: choice.text, exact: true }).check();
    if (index < questions.length - 1) await student.getByRole('button', { name: 'Next' }).click();
  }
  const recorded = student.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postDataJSON() as { operationName?: string } | null)?.operationName === 'RecordAttempt',
  );
  await student.getByRole('button', { name: 'Finish' }).click();
  const answer = (await (await recorded).json()) as GraphQLAnswer<{ recordAttempt: GradedAttempt }>;
  expect(answer).not.toHaveProperty('errors');
  if (!answer.data) throw new Error('the attempt was not recorded');
  return answer.data.recordAttempt;
}

/**
 * Plays a quiz of an assignment as the student on `student`, from the
 * player's page: every answer right but the last, the answers read as staff
 * (`staff`). Returns once the portal has graded and recorded the attempt,
 * with the questions and the score the portal gave (the questions less one).
 */
export async function playQuiz(
  student: Page,
  staff: APIRequestContext,
  assignmentId: string,
  questId: string,
): Promise<{ score: number; questions: AnswerKeyQuestion[] }> {
  const questions = await answerKey(staff, questId);
  if (!student.url().includes(`/play/${questId}`)) {
    await student.goto(`/assignments/view/${assignmentId}/play/${questId}`);
  }
  await answerQuestions(student, questions, (index) => index === questions.length - 1);
  return { score: questions.length - 1, questions };
}
