import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { graphqlAs, playQuiz } from './pages/quiz-player.page.js';
import { DEMO_PASSWORD, signInThroughApi, storageStateOf } from './signed-in.js';

/*
 * Live progress (spec 1 §2.9, §2.7): teacher1 gives their demo group a new
 * assignment (a quiz and a book), and watches its tracking page and its
 * leaderboard while a student of the group plays the quiz in another
 * browser. The student's attempt shows on both within 2 s of being recorded,
 * without a reload: over the socket, or, with WebSockets blocked, by the
 * pages' polling.
 */

test.describe.configure({ mode: 'serial' });

const GROUP = 'Year 3 Explorers';
const QUIZ = 'q-env-001';
const BOOK = 'b-env-001';
/** Demo students of Year 3 Explorers, one a test, so each starts with no attempt. */
const LIVE_STUDENT = { email: 'student05@demo.school', name: 'Chloé Martin' };
const POLLED_STUDENT = { email: 'student06@demo.school', name: 'Oliver Smith' };

const graphql = graphqlAs;

async function teacherGroupId(request: APIRequestContext): Promise<string> {
  const { groups } = await graphql<{ groups: { edges: { node: { id: string; name: string } }[] } }>(
    request,
    '{ groups(first: 100) { edges { node { id name } } } }',
  );
  const group = groups.edges.find(({ node }) => node.name === GROUP);
  if (!group) throw new Error(`teacher1 owns no ${GROUP}`);
  return group.node.id;
}

/** A new assignment of the group, open from now, with the quiz and a book of the library. */
async function createAssignment(
  request: APIRequestContext,
  groupId: string,
  name: string,
  activities = [
    { questId: QUIZ, activityType: 'QUIZ' },
    { questId: BOOK, activityType: 'BOOK' },
  ],
): Promise<string> {
  const { createAssignment: created } = await graphql<{ createAssignment: { assignment: { id: string } } }>(
    request,
    'mutation($input: CreateAssignmentInput!) { createAssignment(input: $input) { assignment { id } } }',
    {
      input: {
        name,
        groupId,
        startDate: new Date().toISOString(),
        endDate: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
        activities,
      },
    },
  );
  return created.assignment.id;
}

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signInThroughApi(page, email, DEMO_PASSWORD);
  return page;
}

/** The cell of the student's row under the assignment's column of the track-group table. */
async function statusCell(page: Page, student: string, assignment: string): Promise<Locator> {
  const table = page.getByRole('table', { name: 'Student progress' });
  await expect(table.getByRole('columnheader', { name: assignment })).toBeVisible();
  const headers = await table.getByRole('columnheader').allTextContents();
  return table
    .getByRole('row', { name: new RegExp(student) })
    .getByRole('cell')
    .nth(headers.indexOf(assignment));
}

test.use({ storageState: storageStateOf('teacher') });

test("the teacher sees a student's attempt within 2 s on the tracking page and the leaderboard", async ({
  page,
  browser,
}) => {
  const groupId = await teacherGroupId(page.request);
  const name = `Live seeds ${Date.now()}`;
  const assignmentId = await createAssignment(page.request, groupId, name);

  await page.goto(`/track-and-report/groups/${groupId}`);
  const cell = await statusCell(page, LIVE_STUDENT.name, name);
  await expect(cell).toHaveText('Not started');
  await expect(page.getByText('Live: attempts show as students make them')).toBeVisible();

  const board = await page.context().newPage();
  await board.goto(`/groups/view/${groupId}/leader?assignment=${assignmentId}`);
  await expect(board.getByRole('tab', { name, selected: true })).toBeVisible();
  await expect(board.getByText('Live: attempts show as students make them')).toBeVisible();
  // Staff are never ranked: no My Rank at all (issue 35).
  await expect(board.getByText('My Rank')).toHaveCount(0);

  const student = await signedInPage(browser, LIVE_STUDENT.email);
  const { score } = await playQuiz(student, page.request, assignmentId, QUIZ);

  // Measured from the answer's recording: no reload of either page.
  await expect(cell).toHaveText('Started', { timeout: 2000 });
  const first = board.getByRole('table', { name: 'Leaderboard' }).getByRole('row').nth(1);
  await expect(first).toContainText(LIVE_STUDENT.name, { timeout: 2000 });
  await expect(first.getByRole('cell')).toHaveText(['1', /Chloé Martin/, String(score)]);
  await expect(student.getByRole('status')).toContainText(`You scored ${score} out of ${score + 1}`);
  await student.context().close();
});

test('with WebSockets blocked, the tracking page still shows the attempt by polling', async ({ page, browser }) => {
  await page.routeWebSocket('**/graphql', (socket) => socket.close());
  const groupId = await teacherGroupId(page.request);
  const name = `Polled seeds ${Date.now()}`;
  const assignmentId = await createAssignment(page.request, groupId, name);

  await page.goto(`/track-and-report/groups/${groupId}`);
  const cell = await statusCell(page, POLLED_STUDENT.name, name);
  await expect(cell).toHaveText('Not started');
  await expect(page.getByText('Updating every 2 seconds')).toBeVisible();

  const student = await signedInPage(browser, POLLED_STUDENT.email);
  await playQuiz(student, page.request, assignmentId, QUIZ);
  await expect(cell).toHaveText('Started', { timeout: 3500 });
  await student.context().close();
});

test('each of 10 attempts shows on the tracking page within 1 s, with no query: only the subscription’s messages', async ({
  page,
  playwright,
  baseURL,
}) => {
  const groupId = await teacherGroupId(page.request);
  const name = `Ten attempts ${Date.now()}`;
  // The quiz alone: a first attempt without answers makes its student Started, a second with every answer Completed.
  const assignmentId = await createAssignment(page.request, groupId, name, [{ questId: QUIZ, activityType: 'QUIZ' }]);
  const { group } = await graphql<{
    group: { students: { edges: { node: { firstName: string; lastName: string; email: string } }[] } };
  }>(
    page.request,
    'query($id: ID!) { group(id: $id) { students(first: 20) { edges { node { firstName lastName email } } } } }',
    {
      id: groupId,
    },
  );
  const students = group.students.edges.map(({ node }) => node);
  expect(students.length).toBeGreaterThanOrEqual(5);
  const { activity } = await graphql<{ activity: { questions: { itemId: string; answerChoiceId: string }[] } }>(
    page.request,
    'query($id: ID!) { activity(questId: $id) { questions { itemId answerChoiceId } } }',
    { id: QUIZ },
  );
  const allRight = activity.questions.map(({ itemId, answerChoiceId }) => ({ itemId, answer: answerChoiceId }));
  // Every student starts; then the first ones finish, until ten attempts are made.
  const plan = [
    ...students.map((student) => ({ student, responses: [] as typeof allRight, shows: 'Started' })),
    ...students.map((student) => ({ student, responses: allRight, shows: 'Completed' })),
  ].slice(0, 10);
  // Each student in a session of their own, signed in before the page opens.
  const sessions = new Map<string, APIRequestContext>();
  for (const { email } of students) {
    // With no cookie: a sign-in ends the session it is sent with, and the teacher's must live on.
    const session = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    await graphql(session, 'mutation($input: SignInInput!) { signIn(input: $input) { user { id } } }', {
      input: { email, password: DEMO_PASSWORD },
    });
    sessions.set(email, session);
  }

  const queries: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql' && request.method() !== 'GET') {
      queries.push((request.postDataJSON() as { operationName?: string } | null)?.operationName ?? '?');
    }
  });
  let pushed = 0;
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).includes('"type":"next"')) pushed += 1;
    }),
  );
  // Following this assignment alone (earlier tests may have left the group other current ones).
  await page.goto(`/track-and-report/groups/${groupId}?assignments=${assignmentId}`);
  const cells = new Map<string, Locator>();
  for (const { firstName, lastName, email } of students) {
    const cell = await statusCell(page, `${firstName} ${lastName}`, name);
    await expect(cell).toHaveText('Not started');
    cells.set(email, cell);
  }
  await expect(page.getByText('Live: attempts show as students make them')).toBeVisible();
  // The page's query, and its one catch-up a moment after the socket opened: then nothing more.
  await expect.poll(() => queries.filter((operation) => operation === 'TrackGroupPage').length).toBe(2);
  const before = queries.length;

  for (const { student, responses, shows } of plan) {
    await graphql(
      sessions.get(student.email) as APIRequestContext,
      'mutation($input: AttemptInput!) { recordAttempt(input: $input) { attemptId } }',
      { input: { assignmentId, questId: QUIZ, responses, seconds: 20 } },
    );
    // Within 1 s of the attempt's answer, from its event alone.
    await expect(cells.get(student.email) as Locator).toHaveText(shows, { timeout: 1000 });
  }
  expect(queries.slice(before)).toEqual([]);
  expect(pushed).toBe(10);
  await Promise.all([...sessions.values()].map((session) => session.dispose()));
});
