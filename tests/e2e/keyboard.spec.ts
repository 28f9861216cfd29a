import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, storageStateOf } from './signed-in.js';

/*
 * Issue 9: the people flows work with the keyboard alone. No click below:
 * Tab moves, Enter and Space act, typing goes where the focus is.
 */

/** Presses Tab until `target` has the focus; fails if it never comes. */
async function tabTo(page: Page, target: Locator, most = 40): Promise<void> {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('a visitor signs in with the keyboard alone', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/sign-in');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type('parent2@demo.school');
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /^Hi \S+/ })).toBeVisible();
  await context.close();
});

test.describe('an admin', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('creates an account and saves its password with the keyboard alone', async ({ page }) => {
    const email = `kim.keys.${Date.now()}@demo.school`;
    await page.goto('/people/create');
    await tabTo(page, page.getByRole('button', { name: 'Add account' }));
    await page.keyboard.press('Enter');

    // The dialog opens on its first field: typing starts there.
    const dialog = page.getByRole('dialog', { name: 'Add account' });
    await expect(dialog.getByLabel('First name')).toBeFocused();
    await page.keyboard.type('Kim');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Keys');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await tabTo(page, dialog.getByRole('button', { name: 'Add' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Pending accounts' })).toContainText(email);

    await tabTo(page, page.getByRole('button', { name: 'Create accounts' }));
    await page.keyboard.press('Enter');
    // The page changed under the button: focus is on the results' heading.
    await expect(page.getByRole('heading', { name: 'Created accounts' })).toBeFocused();
    await expect(page.getByText(email)).toBeVisible();

    const download = page.waitForEvent('download');
    await tabTo(page, page.getByRole('button', { name: 'Download CSV' }));
    await page.keyboard.press('Enter');
    expect((await download).suggestedFilename()).toBe('users.csv');
    // Saved, so Back leaves without asking.
    await tabTo(page, page.getByRole('button', { name: 'Back' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Create Accounts' })).toBeVisible();
  });
});
