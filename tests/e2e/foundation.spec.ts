import { expect, test } from '@playwright/test';
import { MESSAGES } from '@portal/domain';
import { ACCOUNT_TEXTS } from '@portal/domain/account-texts';
import { HomePage } from './pages/home.page.js';
import { RegisterPage } from './pages/register.page.js';
import { SignInPage } from './pages/sign-in.page.js';
import { DEMO_PASSWORD, SIGNED_IN_ROLES } from './signed-in.js';

test('a school registers, signs out, signs back in and is greeted by first name', async ({ page }) => {
  const email = `ada.${Date.now()}@hill-primary.edu.au`;
  const password = 'Engine!42';
  const home = new HomePage(page);

  const register = new RegisterPage(page);
  await register.open();
  await register.register({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    schoolName: 'Hill Primary',
    password,
    license: 'School',
  });
  await home.expectGreeting('Ada');
  await home.signOut();

  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(email, password);
  await home.expectGreeting('Ada');
  await expect(page).toHaveTitle('Science Portal - Home');
  await home.signOut();

  // Signed out for real: the server no longer knows the browser.
  const status = await page.request.get('/api/v1/auth/status');
  expect(status.status()).toBe(401);
});

test('registering an e-mail that exists shows the spec message', async ({ page }) => {
  const register = new RegisterPage(page);
  await register.open();
  await register.register({
    firstName: 'Second',
    lastName: 'Admin',
    email: 'admin@demo.school',
    schoolName: 'Another School',
    password: 'Engine!42',
    license: 'Teacher',
  });
  await expect(page.getByRole('alert')).toContainText('An account with this email has already been created.');
});

test('a wrong password marks both fields invalid and signs nobody in', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn('admin@demo.school', 'Wrong!pass1');
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  // The server's reason, once for the form: a well-formed e-mail is not called "Invalid email" (issue 35).
  await expect(page.getByRole('alert')).toHaveText(ACCOUNT_TEXTS.signInRefused);
  await expect(page.getByText(MESSAGES.invalidEmail, { exact: true })).toHaveCount(0);
});

// Every role signs in from the landing page's link to the form (its Sign In starts single sign-on, whose
// own test is single-sign-on.spec.ts) and signs out; the other
// tests start signed in (signed-in.ts) and leave their session alone.
for (const email of Object.values(SIGNED_IN_ROLES)) {
  test(`the demo sign-in ${email} works from the landing page, and signs out`, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: ACCOUNT_TEXTS.formSignIn }).click();
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await new SignInPage(page).signIn(email, DEMO_PASSWORD);
    await expect(page.getByRole('heading', { name: /^Hi \S+/ })).toBeVisible();
    await new HomePage(page).signOut();
    expect((await page.request.get('/api/v1/auth/status')).status()).toBe(401);
  });
}

test('the GraphQL playground and the REST docs load with no internet', async ({ page }) => {
  const external: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol.startsWith('http'))
      external.push(request.url());
  });
  await page.goto('/graphql');
  await expect(page.locator('.graphiql-container')).toBeVisible();
  await page.goto('/api/v1/docs');
  await expect(page.getByRole('heading', { name: /Science portal API/ })).toBeVisible();
  expect(external).toEqual([]);
});
