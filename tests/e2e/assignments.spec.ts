import { expect, test, type Browser, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expectClean as expectPageClean } from './page-checks.js';
import { graphqlAs, playQuiz } from './pages/quiz-player.page.js';
import { DEMO_PASSWORD, signInThroughApi, storageStateOf } from './signed-in.js';

/*
 * The assignments area (spec 1 §2.8, §4, §5) against the real gateway and the
 * demo school (api/src/seed/demo-roster.ts): teacher1 (Daniel Nguyen) builds
 * an assignment from the library for his Year 3 Explorers, searching by type
 * and realm and loading more until there are no more, then ends, recovers and
 * trims it; student01 (Zoë Harris, of that group) sees it without the staff's
 * buttons; then teacher1 deletes it. The tests run in order and share it, at
 * a phone's width, where the route walk (which has no assignment to open)
 * cannot see the pages with data and their dialogs: each is checked there
 * for axe violations and sideways scrolling.
 */

test.describe.configure({ mode: 'serial' });

const NAME = `E2E Space week ${Date.now()}`;
const GROUP = 'Year 3 Explorers';
const STUDENT = 'student01@demo.school';
const STUDENT_NAME = { first: 'Zoë', last: 'Harris' };
/** Cape Cosmos holds 7 quizzes and 6 games: 10 on the first page, 3 after Load More. */
const REALM = 'Cape Cosmos';
const TYPES = ['Quiz', 'Game'];
const STAFF_BUTTONS = ['End', 'Recover', 'Delete', 'Edit'];

/** The assignment made by the first test, for the ones after it. */
let assignmentPath = '';
let kept = '';

/** A moment `days` from now as a `datetime-local` field takes it: on the demo school's wall clock (Sydney). */
function fieldValue(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toLocaleString('sv-SE', { timeZone: 'Australia/Sydney' }).replace(' ', 'T').slice(0, 16);
}

const PHONE = { width: 360, height: 800 };
test.use({ viewport: PHONE });

/** As expectPageClean, once no toast is on the page. */
async function expectClean(page: Page, what: string): Promise<void> {
  // A toast fading in or out is read at part opacity: checked once it has hidden itself (3 s). Behind an
  // open dialog the toast is aria-hidden (MUI's modal hides its siblings), yet drawn: counted all the same.
  await expect(page.getByRole('alert', { includeHidden: true })).toHaveCount(0);
  await expectPageClean(page, what);
}

const cards = (page: Page) => page.getByRole('region', { name: 'Activity library' }).getByRole('article');
const statusChip = (page: Page, status: string) => page.locator('.MuiChip-root', { hasText: status });

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, viewport: PHONE });
  const page = await context.newPage();
  await signInThroughApi(page, email, DEMO_PASSWORD);
  return page;
}

test.describe('a teacher', () => {
  test.use({ storageState: storageStateOf('teacher') });

  test('builds an assignment from the library by type and realm, and gives it to a group', async ({ page }) => {
    await page.goto('/assignments/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Assignment' })).toBeVisible();
    await expect(cards(page)).toHaveCount(10);

    await page.getByRole('combobox', { name: 'Activity type' }).click();
    for (const type of TYPES) await page.getByRole('option', { name: type }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Filter/ }).click();
    await page.getByRole('checkbox', { name: REALM }).check();
    await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeVisible();

    await expect(cards(page)).toHaveCount(10);
    await expect(page.getByText('No more activities to show')).toHaveCount(0);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(cards(page)).toHaveCount(13);
    await expect(page.getByText('No more activities to show')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
    await expectClean(page, 'the library, filtered, at 360 px');
    for (const card of await cards(page).all()) {
      await expect(card).toContainText(REALM);
      await expect(card).toContainText('Grade 4,5,6');
    }

    // The activity kept to the end is a quiz: the student plays it later.
    const quiz = cards(page).filter({ has: page.locator('.MuiChip-root', { hasText: /^Quiz$/ }) });
    kept = (await quiz.first().getByRole('heading', { level: 3 }).textContent()) ?? '';
    const names = await cards(page).getByRole('heading', { level: 3 }).allTextContents();
    const second = names.find((name) => name !== kept);
    expect(kept && second).toBeTruthy();
    for (const name of [kept, second]) {
      const add = page.getByRole('article', { name }).getByRole('button', { name: 'Add to assignment' });
      await add.click();
      await expect(add).toBeDisabled();
    }
    await expect(page.getByRole('list', { name: 'Activities to add' }).getByRole('listitem')).toHaveCount(2);

    await page.getByRole('button', { name: 'Create Assignment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assignment details' });
    await expect(dialog.getByText('New assignments cannot start before today')).toBeVisible();
    const create = dialog.getByRole('button', { name: 'Create' });
    await expect(create).toBeDisabled();
    await dialog.getByLabel('Name').fill(NAME);
    await dialog.getByLabel('Group').selectOption({ label: GROUP });
    await dialog.getByLabel('Start date').fill(fieldValue(2));
    await dialog.getByLabel('Due date').fill(fieldValue(1));
    // The start is after the due date: refused, the due date marked.
    await expect(create).toBeDisabled();
    await expect(dialog.getByLabel('Due date')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Due date').fill(fieldValue(9));
    await expectClean(page, 'the assignment dialog at 360 px');
    await create.click();

    // A created assignment says so and opens its own page (issue 35).
    await expect(page).toHaveURL(/\/assignments\/view\/[^/]+$/);
    await expect(page.getByRole('alert').filter({ hasText: 'The assignment was created.' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: NAME })).toBeVisible();
    assignmentPath = new URL(page.url()).pathname;

    await page.goto('/assignments');
    const row = page.getByRole('listitem').filter({ hasText: NAME });
    await expect(row).toContainText(REALM);
    await expect(row).toContainText('Scheduled');
    await expectClean(page, 'the dashboard at 360 px');
  });

  test('ends the assignment, recovers it, and removes one of its two activities', async ({ page }) => {
    expect(assignmentPath, 'the assignment of the first test').not.toBe('');
    await page.goto(assignmentPath);
    await expect(page.getByRole('heading', { level: 2, name: NAME })).toBeVisible();
    await expect(page.getByText(`Group: ${GROUP}`)).toBeVisible();
    await expect(statusChip(page, 'Scheduled')).toBeVisible();
    await expectClean(page, "the staff's detail at 360 px");

    await page.getByRole('button', { name: 'End' }).click();
    const ask = page.getByRole('dialog', { name: 'End assignment' });
    await expect(ask.getByText('End this assignment now? Students can no longer start it.')).toBeVisible();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    await expect(statusChip(page, 'Scheduled')).toBeVisible();
    await page.getByRole('button', { name: 'End' }).click();
    await expectClean(page, 'the end confirmation at 360 px');
    await ask.getByRole('button', { name: 'End' }).click();
    await expect(statusChip(page, 'Completed')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'The assignment has ended.' })).toBeVisible();

    await page.getByRole('button', { name: 'Recover' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recover Assignment' });
    // The due date just passed (End), so Recover offers a week from now: the date part is enough here.
    await expect(dialog.getByLabel('Due date')).toHaveValue(new RegExp(`^${fieldValue(7).slice(0, 10)}T`));
    await expect(dialog.getByRole('button', { name: 'Recover' })).toBeEnabled();
    await expectClean(page, 'the recover dialog at 360 px');
    await dialog.getByRole('button', { name: 'Recover' }).click();
    await expect(page).toHaveURL(/\/assignments$/);
    await expect(page.getByRole('listitem').filter({ hasText: NAME })).toContainText('In Progress');

    await page.goto(assignmentPath);
    const activities = page.getByRole('list', { name: 'Activities' });
    await expect(activities.getByRole('listitem')).toHaveCount(2);
    await expect(activities.getByRole('button', { name: /^Delete / })).toHaveCount(2);
    await activities.getByRole('listitem').filter({ hasNotText: kept }).getByRole('button').click();
    await page
      .getByRole('dialog', { name: 'Delete activity confirmation' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Successfully deleted activity!')).toBeVisible();
    await expect(activities.getByRole('listitem')).toHaveCount(1);
    await expect(activities).toContainText(kept);
    // The last activity stays: no delete is offered for it.
    await expect(activities.getByRole('button')).toHaveCount(0);

    // Its name opens the teacher's preview: the quiz with each right answer and why, nothing to send.
    await activities.getByRole('link', { name: `Preview ${kept}` }).click();
    await expect(
      page.getByText('A preview: only students play activities and have their attempts recorded.'),
    ).toBeVisible();
    const marks = page.getByText('(right answer)');
    await expect(marks.first()).toBeVisible();
    expect(await marks.count()).toBeGreaterThanOrEqual(4);
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expectClean(page, "the teacher's preview of a quiz at 360 px");
  });
});

test.describe('the teacher and a student at once', () => {
  test.use({ storageState: storageStateOf('teacher') });

  test("the student plays the quiz at a phone's width and reviews it; the Progress tab, open all along, shows their score within 2 s; the leaderboard ranks them; the CSV holds their row", async ({
    page,
    browser,
  }) => {
    expect(assignmentPath, 'the assignment of the first test').not.toBe('');
    const assignmentId = assignmentPath.split('/').at(-1) ?? '';
    await page.goto(assignmentPath);
    await page.getByRole('tab', { name: 'Progress' }).click();
    const row = page.getByRole('table', { name: 'Progress' }).getByRole('row').filter({ hasText: STUDENT_NAME.first });
    await expect(row).toContainText('Not started');
    await expect(row).toContainText(STUDENT);

    const student = await signedInPage(browser, STUDENT);
    let score = 0;
    try {
      await student.goto(assignmentPath);
      const play = student.getByRole('link', { name: `Play ${kept}` });
      const questId = (await play.getAttribute('href'))?.split('/play/')[1] ?? '';
      await play.click();
      const played = await playQuiz(student, page.request, assignmentId, questId);
      score = played.score;
      // The review: the last answer was wrong; it shows the right one and why, as the portal graded it.
      const total = played.questions.length;
      await expect(student.getByRole('status')).toHaveText(
        `Your attempt has been recorded. You scored ${score} out of ${total}.`,
      );
      const last = played.questions.at(-1);
      const right = last?.choices.find((choice) => choice.choiceId === last.answerChoiceId)?.text ?? '';
      const review = student.getByRole('listitem').filter({ hasText: last?.prompt ?? '' });
      await expect(review).toContainText('Wrong: you chose');
      await expect(review).toContainText(`Right answer: ${right}`);
      await expect(review).toContainText(last?.explanation ?? '');
      await expect(student.getByRole('listitem').filter({ hasText: 'Right: you chose' })).toHaveCount(score);
      await expect(student.getByRole('heading', { name: 'Your answers' })).toBeFocused();
      await expectClean(student, 'the quiz review at 360 px');
    } finally {
      await student.context().close();
    }
    // Measured from the attempt's recording, with no reload of the teacher's page: the score the portal gave.
    // Its one activity finished: Completed, as Track Group says it (issue 35), with the score.
    await expect(row).toContainText('Completed', { timeout: 2000 });
    await expect(row).toContainText(`${score} of ${score + 1}`);

    const { assignment } = await graphqlAs<{ assignment: { group: { id: string } } }>(
      page.request,
      'query($id: ID!) { assignment(id: $id) { group { id } } }',
      { id: assignmentId },
    );
    const board = await page.context().newPage();
    await board.goto(`/groups/view/${assignment.group.id}/leader?assignment=${assignmentId}`);
    const leader = board.getByRole('table', { name: 'Leaderboard' }).getByRole('row').nth(1);
    await expect(leader.getByRole('cell')).toHaveText([
      '1',
      new RegExp(`${STUDENT_NAME.first} ${STUDENT_NAME.last}`),
      String(score),
    ]);
    await board.close();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download csv' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${NAME}.csv`);
    const lines = (await readFile(await file.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('First Name,Last Name,Email,Activity,Type,Status,Answered,Correct,Accuracy,Seconds');
    // One row per student of the group (eight) and activity (one).
    expect(lines).toHaveLength(1 + 8);
    const mine = lines.find((line) => line.includes(STUDENT));
    // The activity's name is quoted when it holds a comma, as CSV does.
    const activity = kept.includes(',') ? `"${kept}"` : kept;
    const accuracy = Math.round((100 * score) / (score + 1));
    const start = `${STUDENT_NAME.first},${STUDENT_NAME.last},${STUDENT},${activity},quiz,Completed,`;
    expect(mine?.slice(0, start.length)).toBe(start);
    expect(mine).toMatch(new RegExp(`,quiz,Completed,${score + 1},${score},${accuracy}%,\\d+$`));
  });
});

test.describe('a student of the group', () => {
  test('sees the assignment without CREATE, End, Recover, Delete, Edit or Add activity', async ({ browser }) => {
    expect(assignmentPath, 'the assignment of the first test').not.toBe('');
    const page = await signedInPage(browser, STUDENT);
    await page.setViewportSize(PHONE);
    try {
      await page.goto('/assignments');
      await expect(page.getByRole('heading', { level: 1, name: 'Assignments' })).toBeVisible();
      const row = page.getByRole('listitem').filter({ hasText: NAME });
      await expect(row).toContainText('In Progress');
      await expect(page.getByRole('link', { name: 'CREATE' })).toHaveCount(0);

      await row.getByRole('link', { name: `View ${NAME}` }).click();
      await expect(page.getByRole('heading', { level: 2, name: NAME })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Activities' })).toContainText(kept);
      for (const name of STAFF_BUTTONS) await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Add activity' })).toHaveCount(0);
      await expect(page.getByRole('list', { name: 'Activities' }).getByRole('button')).toHaveCount(0);
      await expectClean(page, "the student's detail at 360 px");
    } finally {
      await page.context().close();
    }
  });
});

test.describe('the teacher again', () => {
  test.use({ storageState: storageStateOf('teacher') });

  test('deletes the assignment, which leaves the list', async ({ page }) => {
    expect(assignmentPath, 'the assignment of the first test').not.toBe('');
    await page.goto(assignmentPath);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete assignment confirmation' });
    await expect(dialog).toContainText(`Are you sure you want to delete ${NAME}?`);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/assignments$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Assignments' })).toBeVisible();
    await expect(page.getByText(NAME)).toHaveCount(0);
  });
});
