import { expect, test as setup } from '@playwright/test';
import { SignInPage } from './pages/sign-in.page.js';
import { DEMO_PASSWORD, SIGNED_IN_ROLES, storageStateOf, type SignedInRole } from './signed-in.js';

// Signs each demo role in once, through the real sign-in page, and saves the
// browser's state (the session cookie) for the tests that start signed in.
for (const [role, email] of Object.entries(SIGNED_IN_ROLES) as [SignedInRole, string][]) {
  setup(`sign in as ${role}`, async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.open();
    await signIn.signIn(email, DEMO_PASSWORD);
    await expect(page.getByRole('heading', { name: /^Hi \S+/ })).toBeVisible();
    await page.context().storageState({ path: storageStateOf(role) });
  });
}
