import { expect, test, type Locator, type Page } from '@playwright/test';
import { HOME_TEXTS } from '@portal/domain/home-texts';
import { expectClean } from './page-checks.js';
import { storageStateOf, type SignedInRole } from './signed-in.js';

/*
 * Issue 35, "every page opens on what matters now": each role's home, with
 * the demo school whose history runs to today, lists a current assignment
 * first (not one that ended a year ago); the student's to-do has Play, which
 * opens the activity; the parent sees each child by first name. Each home
 * is clean at 1280 and at 360 px.
 */

const PHONE = { width: 360, height: 800 };
const DESKTOP = { width: 1280, height: 800 };

/** The status chip of the first assignment a home's Assignments list shows. */
async function firstListedStatus(page: Page): Promise<string> {
  const first = page.getByRole('region', { name: 'Assignments' }).getByRole('listitem').first();
  return (await first.locator('.MuiChip-label').textContent()) ?? '';
}

async function openHome(page: Page, firstName: RegExp): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: firstName })).toBeVisible();
}

async function expectCleanAtBothSizes(page: Page, what: string): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await expectClean(page, `${what} at 1280 px`);
  await page.setViewportSize(PHONE);
  await expectClean(page, `${what} at 360 px`);
  await page.setViewportSize(DESKTOP);
}

const current = (item: Locator) => expect(item).not.toHaveText(/Completed/);

for (const role of ['admin', 'teacher'] as const satisfies readonly SignedInRole[]) {
  test.describe(`the ${role}'s home`, () => {
    test.use({ storageState: storageStateOf(role) });

    test('lists a current assignment first, with how many have started it', async ({ page }) => {
      await openHome(page, /^Hi /);
      expect(['In Progress', 'Scheduled']).toContain(await firstListedStatus(page));
      const first = page.getByRole('region', { name: 'Assignments' }).getByRole('listitem').first();
      await expect(first).toContainText(/\d+ of \d+ started/);
      await expectCleanAtBothSizes(page, `the ${role}'s home`);
    });
  });
}

test.describe("the student's home", () => {
  test.use({ storageState: storageStateOf('student') });

  test('opens on a to-do whose first item is current, and Play opens the activity', async ({ page }) => {
    await openHome(page, /^Hi Zoë$/);
    const toDo = page.getByRole('region', { name: HOME_TEXTS.toDoTitle });
    const first = toDo.getByRole('article').first();
    await current(first);
    await expect(first).toContainText(/Due /);
    expect(['In Progress', 'Scheduled']).toContain(await firstListedStatus(page));
    await expectCleanAtBothSizes(page, "the student's home");

    const play = toDo.getByRole('link', { name: /^Play / }).first();
    const activity = ((await play.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
    await play.click();
    await expect(page).toHaveURL(/\/assignments\/view\/[^/]+\/play\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: activity })).toBeVisible();
  });
});

test.describe("the parent's home", () => {
  test.use({ storageState: storageStateOf('parent') });

  test('shows each child by name, with what is due, and a current assignment first', async ({ page }) => {
    await openHome(page, /^Hi Sarah$/);
    const children = page.getByRole('region', { name: HOME_TEXTS.childrenTitle });
    // The demo's Harris parent has two children: Zoë and Ethan.
    const zoe = children.getByRole('article', { name: /^Zoë / });
    await expect(zoe).toBeVisible();
    await expect(children.getByRole('article', { name: /^Ethan / })).toBeVisible();
    // The demo's history runs to today: something of Zoë's is under way or coming.
    await expect(zoe.getByRole('list', { name: HOME_TEXTS.dueTitle }).getByRole('listitem').first()).toBeVisible();
    expect(['In Progress', 'Scheduled']).toContain(await firstListedStatus(page));
    await expectCleanAtBothSizes(page, "the parent's home");
  });
});
