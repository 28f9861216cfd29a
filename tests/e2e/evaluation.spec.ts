import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { GENERAL_CAPABILITIES, RATING_LEVELS, TOPICS } from '@portal/domain';
import { RESULT_SPEC_TEXTS } from '@portal/domain/result-texts';
import { expectClean as expectPageClean } from './page-checks.js';
import { storageStateOf } from './signed-in.js';

/*
 * The Add Evaluation page (spec 2 §2, §4, §5) against the real gateway and
 * the demo school (api/src/seed/demo-roster.ts): teacher1 (Daniel Nguyen)
 * evaluates Zoë Harris (student01), the one student of his Year 3 Explorers
 * the demo leaves ungraded, on a phone. The first submit of a type creates the
 * grades (none yet: the REST 204),
 * the next updates them, a comment of two lines is added, and each tab
 * passes axe and fits 360 px; then the student reads those grades and that
 * comment on their own result. The tests run in order on the same student.
 */

test.describe.configure({ mode: 'serial' });
test.use({ storageState: storageStateOf('teacher'), viewport: { width: 360, height: 800 } });

const STUDENT = 'Zoë Harris';
let studentId = '';

async function graphql(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const response = await request.post('/graphql', { data: { query, variables } });
  return (await response.json()) as { data?: Record<string, unknown> | null; errors?: unknown[] };
}

/** The names of the GraphQL operations the page sends from now on, in order. */
function operationsSent(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    if (body?.operationName) sent.push(body.operationName);
  });
  return sent;
}

/** As expectPageClean, once no toast is on the page. */
async function expectClean(page: Page, what: string): Promise<void> {
  // A toast fading in or out is read at part opacity: checked once it has hidden itself (3 s).
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectPageClean(page, what);
}

async function open(page: Page): Promise<void> {
  await page.goto(`/result/evaluate/${studentId}`);
  await expect(page.getByRole('heading', { level: 1, name: STUDENT })).toBeVisible();
}

const panel = (page: Page) => page.getByRole('tabpanel');
const choose = (page: Page, item: string, grade: number) =>
  panel(page)
    .getByRole('radiogroup', { name: item, exact: true })
    .getByRole('radio', { name: `${grade}: ${RATING_LEVELS[grade - 1]}`, exact: true })
    .check();
const submitEdit = (page: Page) => panel(page).getByRole('button', { name: /^Submit( Edit)?$/ });

async function savedGrades(request: APIRequestContext, type: 'TOPIC' | 'CAPABILITY') {
  const answer = await graphql(
    request,
    'query($id: ID!, $type: GradeType!) { user(id: $id) { grades(type: $type) { itemId grade } } }',
    {
      id: studentId,
      type,
    },
  );
  return (answer.data?.user as { grades: { itemId: string; grade: number }[] } | undefined)?.grades;
}

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ storageState: storageStateOf('teacher') });
  const answer = await graphql(
    context.request,
    'query($name: String) { people(role: STUDENT, name: $name, first: 2) { edges { node { id } } } }',
    { name: STUDENT },
  );
  await context.close();
  const edges = (answer.data?.people as { edges: { node: { id: string } }[] } | undefined)?.edges ?? [];
  if (edges.length !== 1 || !edges[0]) throw new Error(`no single demo student named ${STUDENT}`);
  studentId = edges[0].node.id;
});

test('a teacher grades every topic of a student of their group: created first, updated after', async ({ page }) => {
  const sent = operationsSent(page);
  await open(page);
  await expectClean(page, 'the topic tab');
  await expect(submitEdit(page)).toBeDisabled();
  await expect(panel(page).getByText(RESULT_SPEC_TEXTS.addAllEvaluations)).toBeVisible();
  const [last, ...others] = [...TOPICS].reverse();
  for (const { name } of others.reverse()) await choose(page, name, 3);
  // Nine of ten: still not enough.
  await expect(submitEdit(page)).toBeDisabled();
  await expect(panel(page).getByText(RESULT_SPEC_TEXTS.addAllEvaluations)).toBeVisible();
  await choose(page, last?.name ?? '', 3);
  await expect(submitEdit(page)).toBeEnabled();
  await expect(panel(page).getByText(RESULT_SPEC_TEXTS.addAllEvaluations)).toHaveCount(0);
  await submitEdit(page).click();
  await expect(page.getByRole('alert')).toContainText(RESULT_SPEC_TEXTS.topicGradesUpdated);

  await choose(page, 'Space', 5);
  await submitEdit(page).click();
  await expect(page.getByRole('alert')).toContainText(RESULT_SPEC_TEXTS.topicGradesUpdated);
  // The shell's own reads (auth status, the school's clock) aside.
  expect(sent.filter((name) => name !== 'AuthState' && name !== 'SchoolClock')).toEqual([
    'AddEvaluationPage',
    'CreateGrades',
    'UpdateGrades',
  ]);
  expect(await savedGrades(page.request, 'TOPIC')).toEqual(
    TOPICS.map(({ id, name }) => ({ itemId: id, grade: name === 'Space' ? 5 : 3 })),
  );

  // Opened again, the saved grades are chosen and the next submit updates.
  await open(page);
  await expect(
    panel(page).getByRole('radiogroup', { name: 'Space' }).getByRole('radio', { name: '5: Very Satisfied' }),
  ).toBeChecked();
  await expect(submitEdit(page)).toBeEnabled();
});

test('a teacher grades the seven general capabilities on their own tab', async ({ page }) => {
  await open(page);
  await page.getByRole('tab', { name: 'General Capability Evaluation' }).click();
  await expectClean(page, 'the capability tab');
  for (const { name } of GENERAL_CAPABILITIES) await choose(page, name, 4);
  await submitEdit(page).click();
  await expect(page.getByRole('alert')).toContainText(RESULT_SPEC_TEXTS.capabilityGradesUpdated);
  expect(await savedGrades(page.request, 'CAPABILITY')).toEqual(
    GENERAL_CAPABILITIES.map(({ id }) => ({ itemId: id, grade: 4 })),
  );
});

test('a teacher adds a comment of two lines, which clears once added', async ({ page }) => {
  await open(page);
  await page.getByRole('tab', { name: 'Comment' }).click();
  await expectClean(page, 'the comment tab');
  const field = panel(page).getByRole('textbox', { name: 'Comment' });
  await expect(field).toHaveAttribute('rows', '4');
  await field.fill('Knows every dinosaur.\nAsks great questions.');
  await panel(page).getByRole('button', { name: 'Add Comment' }).click();
  await expect(page.getByRole('alert')).toContainText(RESULT_SPEC_TEXTS.commentAdded);
  await expect(field).toHaveValue('');

  const answer = await graphql(
    page.request,
    'query($id: ID!) { user(id: $id) { comments(first: 1) { edges { node { comment commentFrom } } } } }',
    {
      id: studentId,
    },
  );
  expect(answer.data).toEqual({
    user: {
      comments: {
        edges: [{ node: { comment: 'Knows every dinosaur.\nAsks great questions.', commentFrom: expect.any(String) } }],
      },
    },
  });
});

test('the student sees those grades and that comment on their own result', async ({ browser }) => {
  const context = await browser.newContext({
    storageState: storageStateOf('student'),
    viewport: { width: 360, height: 800 },
  });
  const page = await context.newPage();
  await page.goto('/result');
  await expect(page.getByRole('heading', { level: 1, name: 'Zoë - Result' })).toBeVisible();
  const topics = page.getByRole('region', { name: 'Topic Grades' });
  await expect(topics.getByRole('listitem')).toHaveCount(TOPICS.length);
  await expect(topics.getByRole('listitem').filter({ hasText: 'Space' })).toContainText('Very Satisfied (5 of 5)');
  await expect(topics.getByRole('listitem').filter({ hasText: 'Animals' })).toContainText('Good (3 of 5)');
  const comments = page.getByRole('region', { name: 'Comments' });
  await expect(comments).toContainText('Knows every dinosaur.');
  await expect(comments).toContainText('Daniel Nguyen');
  await context.close();
});
