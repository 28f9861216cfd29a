import { expect, test, type Page } from '@playwright/test';
import { expectClean } from './page-checks.js';
import { storageStateOf } from './signed-in.js';

/*
 * The activity library of the assignment builder (issue 35) against the real
 * gateway and the shipped library, at a phone's width: a teacher narrows it by
 * year level and curriculum code, finds an activity whatever the accents and
 * case typed, and previews a quiz's questions with their answers (staff only).
 * The route walk sees the builder without its Filter panel or a preview open:
 * both are checked here for axe violations and sideways scrolling.
 */

test.use({ viewport: { width: 360, height: 800 }, storageState: storageStateOf('teacher') });

const MOON = 'Why the Moon Has Phases';
const cards = (page: Page) => page.getByRole('region', { name: 'Activity library' }).getByRole('article');

test('a teacher filters the library by year level and curriculum code, searches accents aside, and previews a quiz', async ({
  page,
}) => {
  await page.goto('/assignments/create');
  await expect(cards(page)).toHaveCount(10);

  await page.getByRole('button', { name: /^Filter/ }).click();
  await page.getByRole('combobox', { name: 'Year level' }).click();
  await page.getByRole('option', { name: 'Year 6' }).click();
  const code = page.getByRole('combobox', { name: 'Curriculum code' });
  await code.fill('ac9s6u02');
  await page.getByRole('option', { name: /^AC9S6U02 \(Year 6\)/ }).click();
  await expect(page.getByRole('button', { name: 'Filter (2)' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  await expectClean(page, 'the library filtered by year level and curriculum code, at 360 px');

  // The words as typed with accents and in capitals find the name written without them, the filters kept.
  await page.getByRole('searchbox', { name: 'Activity name' }).fill('PHÂSES möon');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(cards(page)).toHaveCount(1);

  await page.getByRole('article', { name: MOON }).getByRole('button', { name: 'Preview' }).click();
  const dialog = page.getByRole('dialog', { name: MOON });
  const questions = dialog.getByRole('region', { name: 'Questions' });
  await expect(questions.getByRole('listitem').first()).toContainText('Why does the Moon shine?');
  const asked = await questions.locator(':scope > ol > li').count();
  expect(asked).toBeGreaterThanOrEqual(4);
  await expect(questions.getByText('(right answer)')).toHaveCount(asked);
  await expectClean(page, "a quiz's preview with its questions, at 360 px");
});
