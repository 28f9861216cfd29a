import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectClean } from './page-checks.js';
import { assignToGroup, studentOn } from './pages/play-setup.js';
import { answerKey, answerQuestions } from './pages/quiz-player.page.js';
import { expectProgressScores, expectTrackedCompleted } from './pages/teacher-tracking.page.js';
import { storageStateOf } from './signed-in.js';

/*
 * Books, animations and songs (issue 33) in Chromium against the real origin:
 * teacher1 gives Year 3 Explorers a Green Acres book, animation and song. A
 * student at a phone's width reads the book to its end, watches the animation
 * with reduced motion (each scene a still), reads the song with the sound off,
 * and answers each check, one question wrong where there are several; each
 * score shown is the portal's. The teacher's Progress tab shows each check's
 * score and Track Group the assignment completed. A picture of each at 360 px
 * is kept (test-results/screenshots, a CI artifact).
 */

test.describe.configure({ mode: 'serial' });

const STORIES = { book: 'b-env-001', animation: 'a-env-001', song: 's-env-001' } as const;
const GROUP = 'Year 3 Explorers';
/** A student of Year 3 Explorers no other test plays with. */
const STUDENT = { email: 'student13@demo.school', name: 'Charlotte White' };
const PHONE = { width: 360, height: 800 };
const SCREENSHOTS = join(import.meta.dirname, '..', '..', 'test-results', 'screenshots');

test.use({ storageState: storageStateOf('teacher') });

let assignmentId = '';
let groupId = '';
const assignmentName = `Garden stories ${Date.now()}`;
/** What the student scored in each story's check (by questId), with the story's name. */
const scores = new Map<string, { name: string; answered: number; correct: number }>();

async function open(page: Page, questId: string): Promise<string> {
  await page.goto(`/assignments/view/${assignmentId}/play/${questId}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).not.toHaveText('Play Activity');
  return (await heading.textContent()) ?? '';
}

/** Answers the check (the first question wrong where there are several) and sees the portal's score. */
async function check(student: Page, staff: APIRequestContext, questId: string, name: string): Promise<void> {
  await expect(student.getByRole('heading', { name: 'Check what you learned' })).toBeFocused();
  const questions = await answerKey(staff, questId, 'check');
  const wrong = questions.length > 1 ? 1 : 0;
  const graded = await answerQuestions(student, questions, (index) => index < wrong);
  expect(graded).toMatchObject({ answered: questions.length, correct: questions.length - wrong, completed: true });
  await expect(student.getByRole('status').filter({ hasText: 'You scored' })).toContainText(
    `You scored ${graded.correct} out of ${graded.answered}`,
  );
  // Each question's explanation is shown after the answer, as a quiz's.
  for (const question of questions) await expect(student.getByText(question.explanation)).toBeVisible();
  scores.set(questId, { name, ...graded });
}

test('a student reads a book to its end at 360 px, turning pages by button and arrow key, then its check', async ({
  page,
  browser,
}) => {
  ({ assignmentId, groupId } = await assignToGroup(
    page.request,
    GROUP,
    assignmentName,
    Object.entries(STORIES).map(([type, questId]) => ({ questId, activityType: type.toUpperCase() })),
  ));
  mkdirSync(SCREENSHOTS, { recursive: true });
  const student = await studentOn(browser, STUDENT.email, PHONE);
  try {
    const name = await open(student, STORIES.book);
    const book = student.getByRole('region', { name: 'Book' });
    await expect(book.getByRole('heading', { name: /^Page 1 of \d+$/ })).toBeVisible();
    const pages = Number(
      (await book.getByRole('heading', { name: /^Page 1 of \d+$/ }).textContent())?.split(' of ')[1],
    );
    expect(pages).toBeGreaterThanOrEqual(5);
    // The page's picture is drawn (an SVG the portal serves), not a broken image.
    const picture = book.getByRole('img', { name: 'Picture for page 1' });
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expectClean(student, 'the book at 360 px');
    await student.screenshot({ path: join(SCREENSHOTS, 'story-book-360.png'), fullPage: true });
    // Page 2 by the arrow key, the rest by the Next button; the check waits for the last page.
    await student.getByRole('button', { name: 'Next', exact: true }).focus();
    await student.keyboard.press('ArrowRight');
    await expect(book.getByRole('heading', { name: `Page 2 of ${pages}` })).toBeVisible();
    for (let number = 3; number <= pages; number += 1) {
      await expect(student.getByRole('button', { name: 'Go to the check' })).toHaveCount(0);
      await student.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(book.getByRole('heading', { name: `Page ${number} of ${pages}` })).toBeVisible();
    }
    await expect(book.getByText(`Pages read: ${pages} of ${pages}`)).toBeVisible();
    await student.getByRole('button', { name: 'Go to the check' }).click();
    await check(student, page.request, STORIES.book, name);
    await expectClean(student, "the book's check reviewed at 360 px");
  } finally {
    await student.context().close();
  }
});

test('the same student watches an animation with reduced motion: each scene a still with its caption', async ({
  page,
  browser,
}) => {
  expect(assignmentId, 'the assignment of the first test').not.toBe('');
  const student = await studentOn(browser, STUDENT.email, PHONE);
  try {
    const name = await open(student, STORIES.animation);
    const player = student.getByRole('region', { name: 'Animation' });
    await expect(player.getByRole('heading', { name: /^Scene 1 of \d+$/ })).toBeVisible();
    const scenes = Number(
      (await player.getByRole('heading', { name: /^Scene 1 of \d+$/ }).textContent())?.split(' of ')[1],
    );
    // Reduced motion: no Play, no Pause, nothing moving on by itself, and the scene a still picture.
    await expect(player.getByRole('button', { name: /^(Play|Pause|Replay)$/ })).toHaveCount(0);
    const still = player.locator('img');
    await expect(still).toHaveCount(1);
    expect(await still.getAttribute('src')).not.toContain('animated');
    await expect.poll(() => still.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expectClean(student, 'the animation at 360 px');
    await student.screenshot({ path: join(SCREENSHOTS, 'story-animation-360.png'), fullPage: true });
    for (let number = 2; number <= scenes; number += 1) {
      await student.getByRole('button', { name: 'Next scene' }).click();
      await expect(player.getByRole('heading', { name: `Scene ${number} of ${scenes}` })).toBeVisible();
    }
    await student.getByRole('button', { name: 'Go to the check' }).click();
    await check(student, page.request, STORIES.animation, name);
  } finally {
    await student.context().close();
  }
});

test('with motion allowed, a scene is set in motion inline and Pause holds it still', async ({ browser }) => {
  expect(assignmentId, 'the assignment of the first test').not.toBe('');
  const student = await studentOn(browser, STUDENT.email, PHONE, 'no-preference');
  try {
    await open(student, STORIES.animation);
    const player = student.getByRole('region', { name: 'Animation' });
    const scene = player.locator('svg[role="img"]');
    await expect(scene).toHaveCount(1);
    const playing = () =>
      scene.evaluate((svg) => svg.getAnimations({ subtree: true }).filter((one) => one.playState === 'running').length);
    await expect.poll(playing).toBeGreaterThan(0);
    await player.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect.poll(playing).toBe(0);
    await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  } finally {
    await student.context().close();
  }
});

test('the same student reads a song with the sound off, verse by verse, then fills in its missing word', async ({
  page,
  browser,
}) => {
  expect(assignmentId, 'the assignment of the first test').not.toBe('');
  const student = await studentOn(browser, STUDENT.email, PHONE);
  try {
    const name = await open(student, STORIES.song);
    // The words are there before any sound: every verse and the chorus after each.
    await expect(student.getByText('Chorus').first()).toBeVisible();
    await student.getByRole('button', { name: 'Mute' }).click();
    await expectClean(student, 'the song at 360 px');
    await student.screenshot({ path: join(SCREENSHOTS, 'story-song-360.png'), fullPage: true });
    // Each verse (its chorus after it) has its own button to read on; the check waits for the last.
    const next = student.getByRole('button', { name: 'Next verse' });
    const verses = (await next.count()) + 1;
    expect(verses).toBeGreaterThanOrEqual(2);
    for (let verse = 0; verse < verses - 1; verse += 1) {
      await expect(student.getByRole('button', { name: 'Go to the check' })).toHaveCount(0);
      await next.nth(verse).click();
    }
    await student.getByRole('button', { name: 'I read the last verse' }).click();
    await student.getByRole('button', { name: 'Go to the check' }).click();
    await expect(student.getByText(/^Which word fills the gap\?/)).toBeVisible();
    await check(student, page.request, STORIES.song, name);
  } finally {
    await student.context().close();
  }
});

test("the teacher's Progress tab shows each check's score, and Track Group the assignment completed", async ({
  page,
}) => {
  expect(scores.size, 'the scores of the tests before').toBe(3);
  await expectProgressScores(page, assignmentId, STUDENT.email, scores.values());
  await expectTrackedCompleted(page, groupId, assignmentName, STUDENT.name);
});
