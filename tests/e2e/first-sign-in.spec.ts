import { expect, test } from '@playwright/test';
import { EMAIL_CHANGE_TEXTS, MESSAGES } from '@portal/domain';
import { ACCOUNT_TEXTS } from '@portal/domain/account-texts';
import { CreateAccountsPage } from './pages/create-accounts.page.js';
import { expectClean } from './page-checks.js';
import { SignInPage } from './pages/sign-in.page.js';
import { storageStateOf } from './signed-in.js';

/* Issue 36: a teacher an admin creates signs in with the one-time password and must choose their own first. */

test.use({ storageState: storageStateOf('admin') });

test('a new teacher signs in with the one-time password, is made to change it on a 360 px screen, then reaches home', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const email = `tess.${stamp}@demo.school`;
  const create = new CreateAccountsPage(page);
  await create.open();
  await create.importCsv('staff.csv', Buffer.from(`Tess,Newcomer,${email},teacher\n`));
  await create.create();
  const { rows } = await create.download();
  const oneTime = rows.find((row) => row.email === email)?.password ?? '';
  expect(oneTime).toHaveLength(14);

  // Tess on her own phone: an empty state, not the admin's.
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    viewport: { width: 360, height: 740 },
  });
  try {
    const tess = await context.newPage();
    const signIn = new SignInPage(tess);
    await signIn.open();
    await signIn.signIn(email, oneTime);

    await expect(tess).toHaveURL(/\/people\/me\/change-password$/);
    await expect(tess.getByRole('heading', { name: 'Change Password' })).toBeVisible();
    await expect(tess.getByText(ACCOUNT_TEXTS.passwordChangeRequiredLead)).toBeVisible();
    // Nothing else is offered: no navigation, no Cancel, no Profile; signing out stays.
    await expect(tess.getByRole('button', { name: 'Menu' })).toHaveCount(0);
    await expect(tess.getByRole('link', { name: 'Cancel' })).toHaveCount(0);
    await tess.getByRole('button', { name: 'Account' }).click();
    await expect(tess.getByRole('menuitem', { name: 'Profile' })).toHaveCount(0);
    await expect(tess.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await tess.keyboard.press('Escape');
    await expectClean(tess, 'the required password change');

    // Another page by its address leads back here.
    await tess.goto('/groups');
    await expect(tess).toHaveURL(/\/people\/me\/change-password$/);
    await expect(tess.getByText(ACCOUNT_TEXTS.passwordChangeRequiredLead)).toBeVisible();

    await tess.getByLabel(EMAIL_CHANGE_TEXTS.currentPasswordLabel).fill(oneTime);
    await tess.getByLabel('New password', { exact: true }).fill('Tess!own2026');
    await tess.getByLabel('Confirm new password').fill('Tess!own2026');
    await tess.getByRole('button', { name: 'Update password' }).click();

    await expect(tess.getByRole('heading', { name: 'Hi Tess' })).toBeVisible();
    await expect(tess.getByRole('alert').filter({ hasText: MESSAGES.passwordUpdated })).toBeVisible();
    await tess.goto('/groups');
    await expect(tess).toHaveURL(/\/groups$/);
  } finally {
    await context.close();
  }
});
