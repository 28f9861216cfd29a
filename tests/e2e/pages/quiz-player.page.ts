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

/**
 * Plays a quiz of an assignment as the student on `student`, from the
 * player's page: every answer right but the last. Returns once the attempt is
 * recorded, with the score it gives (the questions less one).
 */
export async function playQuiz(student: Page, assignmentId: string, questId: string): Promise<number> {
  const { activity } = await graphqlAs<{
    activity: { questions: { choices: { text: string; correct: boolean }[] }[] };
  }>(student.request, 'query($id: ID!) { activity(questId: $id) { questions { choices { text correct } } } }', {
    id: questId,
  });
  if (!student.url().includes(`/play/${questId}`)) {
    await student.goto(`/assignments/view/${assignmentId}/play/${questId}`);
  }
  const questions = activity.questions;
  for (const [index, question] of questions.entries()) {
    const last = index === questions.length - 1;
    const choice = question.choices.find(({ correct }) => correct !== last);
    if (!choice) throw new Error('a question without a right and a wrong answer');
    await student.getByRole('radio', { name: choice.text, exact: true }).check();
    if (!last) {
      await student.getByRole('button', { name: 'Next' }).click();
      continue;
    }
    const recorded = student.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') &&
        (response.request().postDataJSON() as { operationName?: string } | null)?.operationName === 'RecordAttempt',
    );
    await student.getByRole('button', { name: 'Finish' }).click();
    expect((await (await recorded).json()) as GraphQLAnswer<unknown>).not.toHaveProperty('errors');
  }
  return questions.length - 1;
}
