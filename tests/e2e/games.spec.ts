import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectClean } from './page-checks.js';
import {
  checkAnswers,
  placeByKeyboard,
  placeByPointer,
  plannedAnswers,
  staffGame,
  type StaffGame,
} from './pages/game-player.page.js';
import { assignToGroup, studentOn } from './pages/play-setup.js';
import { expectProgressScores, expectTrackedCompleted } from './pages/teacher-tracking.page.js';
import { storageStateOf } from './signed-in.js';

/*
 * Games (issue 32) in Chromium against the real origin: teacher1 gives Year 3
 * Explorers an assignment of four Green Acres games, one of each mechanic.
 * One student plays all four at a phone's width by keyboard alone, two
 * placements wrong in each; another plays the sort game with the mouse on a
 * laptop's screen. Each score shown is the portal's, and the teacher's
 * Progress tab shows it. A picture of each board at 360 px is kept
 * (test-results/screenshots, a CI artifact).
 */

test.describe.configure({ mode: 'serial' });

const GAMES = { SORT: 'g-env-001', ORDER: 'g-env-003', MATCH: 'g-env-004', LABEL: 'g-env-006' } as const;
const GROUP = 'Year 3 Explorers';
/** Students of Year 3 Explorers no other test plays with. */
const KEYBOARD_STUDENT = { email: 'student09@demo.school', name: 'Mia Taylor' };
const POINTER_STUDENT = { email: 'student10@demo.school' };
const PHONE = { width: 360, height: 800 };
const LAPTOP = { width: 1280, height: 800 };
const SCREENSHOTS = join(import.meta.dirname, '..', '..', 'test-results', 'screenshots');

test.use({ storageState: storageStateOf('teacher') });

let assignmentId = '';
const assignmentName = `Garden games ${Date.now()}`;
let groupId = '';
/** What the first test's student scored in each game (by questId), with the game's name. */
const scores = new Map<string, { name: string; answered: number; correct: number }>();

/** Opens a game of the assignment and waits for its board. */
async function openGame(page: Page, questId: string): Promise<void> {
  await page.goto(`/assignments/view/${assignmentId}/play/${questId}`);
  await expect(page.getByRole('button', { name: 'Check my answers' })).toBeVisible();
}

/** The review as the student reads it: the portal's score, and each wrong placement moved to where it belongs. */
async function expectReview(page: Page, graded: { answered: number; correct: number }, game: StaffGame) {
  await expect(page.getByRole('status').filter({ hasText: 'You scored' })).toContainText(
    `You scored ${graded.correct} out of ${graded.answered}`,
  );
  expect(graded.answered).toBe(game.items.length);
  // Each wrong placement is shown where it belongs, saying where the student had put it.
  const moved = page.getByText(/^Wrong: (You put it in|You paired it with|You had it at position|You put it on spot) /);
  await expect(moved).toHaveCount(graded.answered - graded.correct);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
}

test('a student plays one game of each mechanic by keyboard at 360 px, each board and review clean', async ({
  page,
  browser,
}) => {
  ({ assignmentId, groupId } = await assignToGroup(
    page.request,
    GROUP,
    assignmentName,
    Object.values(GAMES).map((questId) => ({ questId, activityType: 'GAME' })),
  ));
  const student = await studentOn(browser, KEYBOARD_STUDENT.email, PHONE);
  mkdirSync(SCREENSHOTS, { recursive: true });
  try {
    for (const [mechanic, questId] of Object.entries(GAMES)) {
      const game = await staffGame(page.request, questId);
      expect(game.mechanic).toBe(mechanic);
      await openGame(student, questId);
      await expectClean(student, `the ${mechanic} game at 360 px`);
      const { answers, right } = plannedAnswers(game);
      await placeByKeyboard(student, game, answers);
      await expectClean(student, `the ${mechanic} game placed at 360 px`);
      await student.screenshot({ path: join(SCREENSHOTS, `game-${mechanic.toLowerCase()}-360.png`), fullPage: true });
      const graded = await checkAnswers(student);
      expect(graded).toMatchObject({ answered: game.items.length, correct: right, completed: true });
      await expectReview(student, graded, game);
      await expectClean(student, `the ${mechanic} review at 360 px`);
      const name = (await student.getByRole('heading', { level: 1 }).textContent()) ?? '';
      scores.set(questId, { name, ...graded });
    }
  } finally {
    await student.context().close();
  }
});

test('another student drags every item of the sort game into place with the mouse at 1280 px', async ({
  browser,
  page,
}) => {
  expect(assignmentId, 'the assignment of the first test').not.toBe('');
  const game = await staffGame(page.request, GAMES.SORT);
  const student = await studentOn(browser, POINTER_STUDENT.email, LAPTOP);
  try {
    await openGame(student, GAMES.SORT);
    const { answers, right } = plannedAnswers(game);
    await placeByPointer(student, game, answers);
    await expect(student.getByText('Every item is placed.')).toBeVisible();
    const graded = await checkAnswers(student);
    expect(graded).toMatchObject({ answered: game.items.length, correct: right, completed: true });
    await expectReview(student, graded, game);
  } finally {
    await student.context().close();
  }
});

test("the teacher's tracking shows each game's score as the portal graded it, and the four finished", async ({
  page,
}) => {
  expect(scores.size, 'the scores of the first test').toBe(4);
  const row = await expectProgressScores(page, assignmentId, KEYBOARD_STUDENT.email, scores.values());
  // Every game placed in full: Completed, on the Progress tab and on Track and Report alike (issue 35).
  await expect(row).toContainText('Completed');
  await expectTrackedCompleted(page, groupId, assignmentName, KEYBOARD_STUDENT.name);
});
