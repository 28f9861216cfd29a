import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { settle } from './page-checks.js';
import { storageStateOf } from './signed-in.js';

/*
 * Issue 14: each metrics page draws all its charts from the demo school's
 * year of history; the period changes the numbers; a chart saves as a PNG a
 * browser opens as an image, and the page as a landscape PDF. Screenshots of
 * each page are kept (test-results/screenshots, a CI artifact).
 */

const SHARED = ['Activities Count', 'Activities Accuracy', 'Enrollment Distribution', 'Completion Rate'] as const;
const ATTAINMENT = 'Student Current Attainment';
const YEAR_LEVELS = 'Student Year Level Distribution';
const SCREENSHOTS = join(import.meta.dirname, '..', '..', 'test-results', 'screenshots');

const chart = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** Every chart named is drawn, with data: its picture is there and it says nothing of an empty period. */
/** Each chart drawn once scrolled to: a chart below the fold is drawn when it comes into view (issue 37). */
async function expectDrawn(page: Page, titles: readonly string[]): Promise<void> {
  for (const title of titles) {
    await chart(page, title).scrollIntoViewIfNeeded();
    await expect(chart(page, title).locator('svg[role="img"]'), title).toBeVisible();
    await expect(chart(page, title).getByText('No activity in this period'), title).toHaveCount(0);
  }
}

async function picture(page: Page, name: string): Promise<void> {
  await settle(page);
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `metrics-${name}.png`), fullPage: true });
}

/** The numbers of a chart's data table, read through its Table toggle (which is left as it was found). */
async function tableNumbers(page: Page, title: string): Promise<number[]> {
  const card = chart(page, title);
  await card.getByRole('button', { name: `${title} Table` }).click();
  const cells = await card.getByRole('table').getByRole('cell').allTextContents();
  await card.getByRole('button', { name: `${title} Table` }).click();
  return cells.map(Number).filter((value) => Number.isFinite(value));
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

test.describe('an admin', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('opens the school’s metrics from /metrics: every chart drawn, and the period changes the numbers', async ({
    page,
  }) => {
    await page.goto('/metrics');
    await expect(page).toHaveURL(/\/metrics\/school$/);
    await expect(page.getByRole('tab', { name: 'School Metrics' })).toHaveAttribute('aria-selected', 'true');
    await expectDrawn(page, [...SHARED, YEAR_LEVELS, ATTAINMENT]);
    await picture(page, 'school-desktop');

    // All (the first visit's period) against the last three months, which hold work whatever today's date.
    const everything = await tableNumbers(page, 'Activities Count');
    await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Recent Three Months' });
    await expect(async () => {
      const lastMonths = await tableNumbers(page, 'Activities Count');
      expect(sum(lastMonths)).toBeGreaterThan(0);
      expect(sum(lastMonths)).toBeLessThan(sum(everything));
    }).toPass();

    // Teacher Metrics: the admin's own groups; the school's year levels go with School Metrics.
    await page.getByRole('button', { name: 'Teacher Metrics' }).click();
    await expect(page).toHaveURL(/\/metrics\/school\?view=teacher$/);
    await expect(chart(page, YEAR_LEVELS)).toHaveCount(0);
    await expect(chart(page, 'Activities Count')).toBeVisible();
  });

  test('saves a chart as a PNG that opens as an image, and the page as a landscape PDF', async ({ page }) => {
    await page.goto('/metrics/school');
    await expectDrawn(page, ['Activities Count']);

    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Activities Count as PNG' }).click();
    const png = await saved;
    expect(png.suggestedFilename()).toMatch(/^activities-count-\d{8}\.png$/);
    const base64 = readFileSync(await png.path()).toString('base64');
    const size = await page.evaluate(async (data) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      return { width: image.naturalWidth, height: image.naturalHeight };
    }, base64);
    expect(size.width).toBeGreaterThan(200);
    expect(size.height).toBeGreaterThan(100);

    const pdfSaved = page.waitForEvent('download');
    await page.getByRole('button', { name: 'DOWNLOAD PDF' }).click();
    const pdf = await pdfSaved;
    expect(pdf.suggestedFilename()).toMatch(/^Demo Primary School School Metrics-\d{8}\.pdf$/);
    const info = execFileSync('pdfinfo', [await pdf.path()]).toString('utf8');
    expect(info).toMatch(/Page size:\s+1123 x 794 pts/);
    const text = execFileSync('pdftotext', [await pdf.path(), '-']).toString('utf8');
    for (const title of [...SHARED, YEAR_LEVELS, ATTAINMENT]) expect(text).toContain(title);
  });
});

test.describe('a teacher', () => {
  test.use({ storageState: storageStateOf('teacher') });

  test('goes from the GROUP LIST to a group’s metrics, and from its STUDENT LIST to a student’s', async ({ page }) => {
    // By name: other specs leave groups of their own (empty, so their charts say so) before the demo's.
    await page.goto('/metrics/groups');
    const explorers = page.getByRole('row', { name: /Year 3 Explorers/ });
    await explorers.getByRole('link', { name: 'VIEW METRICS' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Year 3 Explorers - Metrics' })).toBeVisible();
    await expectDrawn(page, [...SHARED, ATTAINMENT]);
    await expect(chart(page, YEAR_LEVELS)).toHaveCount(0);
    await picture(page, 'group-desktop');

    await page.goBack();
    await explorers.getByRole('link', { name: 'STUDENT LIST' }).click();
    await page.getByRole('row', { name: /Zoë/ }).getByRole('link', { name: 'VIEW METRICS' }).click();
    await expect(page).toHaveURL(/\/metrics\/view\/[0-9a-f-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Zoë - Metrics' })).toBeVisible();
    await expectDrawn(page, [...SHARED, ATTAINMENT]);
  });
});

test.describe('at a phone’s width', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test.describe('a student', () => {
    test.use({ storageState: storageStateOf('student') });

    test('sees their own metrics at /metrics', async ({ page }) => {
      await page.goto('/metrics');
      await expect(page.getByRole('heading', { level: 1, name: / - Metrics$/ })).toBeVisible();
      // One column on a phone: the first chart is drawn at once, the last only when scrolled to.
      await expect(chart(page, SHARED[0]).locator('svg[role="img"]')).toBeVisible();
      await expect(chart(page, ATTAINMENT)).toBeAttached();
      await expect(chart(page, ATTAINMENT).locator('svg')).toHaveCount(0);
      await expectDrawn(page, [...SHARED, ATTAINMENT]);
      await picture(page, 'student-phone');
    });
  });

  test.describe('a parent', () => {
    test.use({ storageState: storageStateOf('parent') });

    test('chooses a child and sees their metrics', async ({ page }) => {
      await page.goto('/metrics');
      await page.getByRole('combobox', { name: 'Child' }).selectOption({ label: 'Zoë' });
      await expect(page.getByRole('heading', { level: 1, name: 'Zoë - Metrics' })).toBeVisible();
      await expectDrawn(page, [...SHARED, ATTAINMENT]);
      await picture(page, 'parent-phone');
    });
  });
});
