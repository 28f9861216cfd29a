import { expect, test, type Page, type Request } from '@playwright/test';
import { ACCOUNT_TEXTS } from '@portal/domain/account-texts';
import { DEMO_PASSWORD } from './signed-in.js';

/*
 * Single sign-on through the development provider `npm start` runs (issue 15):
 * the browser runs the authorization code flow with PKCE S256 against it, the
 * API checks the ID token and signs the account with its e-mail in, and
 * sign-out ends the portal's session and the provider's. The portal is opened
 * at 127.0.0.1 while the provider's issuer is at localhost, so the browser's
 * calls to the provider cross origins, as with a school's own Keycloak.
 *
 * Priya (teacher2) is nobody's saved browser state: signing her in and out
 * here ends no other test's session. The provider checks her password with
 * the portal itself.
 */
const EMAIL = 'teacher2@demo.school';

function authorizationRequests(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === '/dev-idp/auth' && request.isNavigationRequest()) seen.push(url);
  });
  return seen;
}

async function startSingleSignOn(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Single Sign-On' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Development sign-in provider');
}

test('the SSO button signs in through the provider with PKCE S256, and sign-out ends both sessions', async ({
  page,
}) => {
  const authorizations = authorizationRequests(page);
  await page.goto('/sign-in?next=/people/me');
  await startSingleSignOn(page);

  const [authorize] = authorizations;
  expect(authorize?.searchParams.get('response_type')).toBe('code');
  expect(authorize?.searchParams.get('code_challenge_method')).toBe('S256');
  // A SHA-256 digest, base64url: 43 characters.
  expect(authorize?.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  expect(authorize?.searchParams.get('nonce')?.length).toBeGreaterThanOrEqual(16);

  // A wrong password is the provider's to refuse: still on its page.
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The portal does not know that e-mail and password.');

  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Back on the portal, signed in as Priya, on the page she came for.
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/people\/me$/);
  await expect(page.getByText(EMAIL)).toBeVisible();
  const me = await page.request.post('/graphql', { data: { query: '{ me { email role } }' } });
  expect((await me.json()).data).toEqual({ me: { email: EMAIL, role: 'TEACHER' } });

  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  // The provider signs out and sends the browser back to the landing page.
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome to the Science Portal' })).toBeVisible();
  expect((await page.request.get('/api/v1/auth/status')).status()).toBe(401);

  // The provider's session ended too: single sign-on asks for the password again
  // (with a live session it would send the browser straight back signed in).
  await page.goto('/sign-in');
  await startSingleSignOn(page);
  await expect(page).toHaveURL(/\/dev-idp\/interaction\//);
  expect((await page.request.get('/api/v1/auth/status')).status()).toBe(401);
});

test("the landing page's Sign In starts single sign-on, and the form stays a link away", async ({ page }) => {
  const authorizations = authorizationRequests(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Development sign-in provider');
  expect(authorizations).toHaveLength(1);

  await page.goto('/');
  await page.getByRole('link', { name: ACCOUNT_TEXTS.formSignIn }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('heading', { name: 'Sign In', exact: true })).toBeVisible();
});
