import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SIDEBAR_ENTRIES, Shell } from './pages/shell.page.js';
import { SignInPage } from './pages/sign-in.page.js';
import { DEMO_PASSWORD, SIGNED_IN_ROLES, storageStateOf } from './signed-in.js';

const SCREENSHOTS = join(import.meta.dirname, '..', '..', 'test-results', 'screenshots');

/** Opens the home page of a browser that starts signed in (signed-in.ts). */
async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Hi \S+/ })).toBeVisible();
}

/*
 * A teacher walks the sidebar through the real portal: every entry opens its
 * page, and a route a teacher may not open sends them home. Which entries
 * each role sees is checked once, in the web's own tests (Sidebar.test.tsx),
 * as is where a forbidden route leads (AppRoutes.test.tsx); every page
 * opening for every role who may open it is the route walk's
 * (route-walk.spec.ts). Signing in and out, for every role: foundation.spec.ts.
 */
test.describe(() => {
  test.use({ storageState: storageStateOf('teacher') });
  test('a teacher opens every sidebar entry, and a route they may not open sends them home', async ({ page }) => {
    const shell = new Shell(page);
    await openHome(page);

    for (const entry of SIDEBAR_ENTRIES) await expect(shell.entry(entry)).toBeVisible();
    for (const entry of SIDEBAR_ENTRIES) {
      await shell.open(entry);
      await expect(
        page.getByRole('heading', { level: 1 }).or(page.getByRole('heading', { name: /^Hi / })),
      ).toBeVisible();
    }

    await page.goto('/people/create');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: /^Hi \S+/ })).toBeVisible();
  });
});

/** The operations the page asked /graphql for, but the shell's: its auth status and the school's clock (once a session). */
async function pageOperations(page: Page, load: () => Promise<void>): Promise<string[]> {
  const operations: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const name = (request.postDataJSON() as { operationName?: string } | null)?.operationName ?? '(anonymous)';
    if (name !== 'AuthState' && name !== 'SchoolClock') operations.push(name);
  });
  await load();
  await page.waitForLoadState('networkidle');
  return operations;
}

for (const home of [
  { kind: 'staff', role: 'admin', cards: ['ROLE', 'TOTAL STUDENTS', 'TOTAL ASSIGNMENTS'] },
  { kind: 'student', role: 'student', cards: ['ROLE', 'TOTAL GROUPS', 'TOTAL ASSIGNMENTS'] },
  { kind: 'parent', role: 'parent', cards: ['ROLE', 'TOTAL GROUPS', 'TOTAL ASSIGNMENTS'] },
  { kind: 'root', role: 'root', cards: ['ROLE', 'TOTAL REGISTERED USERS'] },
] as const) {
  test.describe(() => {
    test.use({ storageState: storageStateOf(home.role) });
    test(`the ${home.kind} home fetches its data in one GraphQL request`, async ({ page }) => {
      const operations = await pageOperations(page, async () => {
        await page.goto('/');
        await expect(page.getByRole('heading', { name: /^Hi \S+/ })).toBeVisible();
      });
      expect(operations).toHaveLength(1);
      for (const card of home.cards) await expect(page.getByLabel(card, { exact: true })).toBeVisible();
      if (home.kind === 'staff') {
        // Other tests add students to the demo school, so the card must show what the server counts now.
        const answer = await page.request.post('/graphql', {
          data: { query: '{ people(role: STUDENT, first: 1) { totalCount } }' },
        });
        const { data } = (await answer.json()) as { data: { people: { totalCount: number } } };
        expect(data.people.totalCount).toBeGreaterThanOrEqual(30);
        await expect(page.getByLabel('TOTAL STUDENTS', { exact: true })).toContainText(String(data.people.totalCount));
      }
      mkdirSync(SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: join(SCREENSHOTS, `${home.kind}-home.png`), fullPage: true });
    });
  });
}

test('a system that asks for reduced motion gets buttons that change at once; any other gets their fade', async ({
  page,
}) => {
  await page.goto('/no/such/place/404');
  const back = page.getByRole('button', { name: 'Back' });
  const fade = () => back.evaluate((button) => getComputedStyle(button).transitionDuration.split(',')[0]);
  // This suite's browser asks for reduced motion (playwright.config.ts).
  expect(await fade()).toBe('1e-05s');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await fade()).toBe('0.25s');
});

test('an unknown path shows the error page, and Back goes one step back', async ({ page }) => {
  await page.goto('/');
  await page.goto('/no/such/place/404');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(
    page.getByText("Oops! Looks like you're lost! The location you requested could not be found."),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the register page shows each validation message in order and turns the checklist green', async ({ page }) => {
  await page.goto('/register');
  const submit = page.getByRole('button', { name: 'Sign Up' });
  const field = (label: string) => page.getByLabel(label, { exact: true });
  const shownErrors = () => page.locator('.MuiFormHelperText-root.Mui-error').allTextContents();
  for (const label of ['First name', 'Last name', 'Email', 'School name', 'Password', 'Confirm password']) {
    await field(label).focus();
    await field(label).blur();
  }
  await expect
    .poll(shownErrors)
    .toEqual([
      'First name is required',
      'Last name is required',
      'Email is required',
      'School name is required',
      'Password is required',
      'A confirmation password is required',
    ]);
  await field('First name').fill('Ada');
  await field('Last name').fill('Lovelace');
  await field('Email').fill('not-an-email');
  await field('School name').fill('Hill Primary');
  await field('Password').fill('weak');
  await field('Confirm password').fill('weaker');
  await field('Confirm password').blur();
  // Under their fields, so in field order: the password's own message shows above the confirmation's.
  await expect.poll(shownErrors).toEqual(['Invalid email', 'Invalid password', 'Passwords do not match']);
  await expect(submit).toBeDisabled();

  const rules = page.getByRole('list', { name: 'Password rules' });
  await field('Password').fill('Str0ng!pw');
  await field('Confirm password').fill('Str0ng!pw');
  for (const rule of [
    'a lower case letter',
    'an upper case letter',
    'a number',
    'a symbol',
    'at least 7 characters',
    'matching passwords',
  ]) {
    await expect(rules.getByText(rule)).toBeVisible();
  }
  await expect(rules.getByRole('img', { name: 'met', exact: true })).toHaveCount(6);
  await expect(rules.getByRole('img', { name: 'not met' })).toHaveCount(0);
  await expect(page.getByText('Character types met: 4 of 4')).toBeVisible();
  await expect(page.getByText('Your password meets every rule.')).toBeVisible();
  await expect(submit).toBeEnabled();
});

// Issue 9: parents and students are the users most likely to be on a phone.
test.describe(() => {
  test.use({ storageState: storageStateOf('parent'), viewport: { width: 390, height: 844 } });

  test('on a phone the page has the whole width, the trail reads whole, and the menu opens every entry', async ({
    page,
  }) => {
    const shell = new Shell(page);
    await page.goto('/people/me/update-child');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(shell.sidebar).toHaveCount(0);
    expect((await page.getByRole('main').boundingBox())?.width).toBe(390);

    // Only the way up and the current page, neither cut short.
    await expect(shell.trail.getByRole('listitem')).toHaveText(['Me', 'Update Child Relation']);
    for (const crumb of await shell.trail.getByRole('listitem').all())
      expect(await crumb.evaluate((item) => item.scrollWidth <= item.clientWidth)).toBe(true);
    await shell.trail.getByRole('link', { name: 'Me' }).click();
    await expect(page).toHaveURL(/\/people\/me$/);

    await shell.menuButton.click();
    await expect(shell.sidebar.getByRole('link')).toHaveText(['Home', 'Groups', 'Assignments', 'Metrics', 'Result']);
    await shell.entry('Assignments').click();
    await expect(page).toHaveURL(/\/assignments$/);
    await expect(shell.sidebar).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Assignments' })).toBeFocused();
  });
});

test.describe(() => {
  test.use({ storageState: storageStateOf('teacher') });

  test('a keyboard user who opens a sidebar entry lands on the new page heading', async ({ page }) => {
    const shell = new Shell(page);
    await openHome(page);
    await shell.entry('Groups').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeFocused();
  });
});

test('a signed-out deep link signs in first and comes back to the page', async ({ page }) => {
  await page.goto('/people/create?from=bookmark');
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fpeople%2Fcreate%3Ffrom%3Dbookmark$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  // The top bar's Sign in would only lead to this very page.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toHaveCount(0);

  await new SignInPage(page).signIn(SIGNED_IN_ROLES.admin, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/people\/create\?from=bookmark$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Accounts' })).toBeFocused();
});

test.describe(() => {
  test.use({ storageState: storageStateOf('teacher'), viewport: { width: 1280, height: 720 } });

  test('on a long page the sidebar stays in view at the bottom', async ({ page }) => {
    const shell = new Shell(page);
    await page.goto('/assignments');
    await expect(page.getByRole('heading', { level: 1, name: 'Assignments' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    for (const entry of SIDEBAR_ENTRIES) await expect(shell.entry(entry)).toBeInViewport();
  });
});

test.describe(() => {
  test.use({ storageState: storageStateOf('teacher'), viewport: { width: 360, height: 800 } });

  test("on a phone every button and list link is at least 44 px tall, a finger's size", async ({ page }) => {
    await page.goto('/assignments');
    await expect(page.getByRole('heading', { level: 1, name: 'Assignments' })).toBeVisible();
    const main = page.getByRole('main');
    const targets = [
      ...(await main.getByRole('button').all()),
      ...(await main.getByRole('listitem').getByRole('link').all()),
      ...(await page.getByRole('banner').getByRole('button').all()),
    ];
    expect(targets.length).toBeGreaterThan(3);
    for (const target of targets) {
      if (!(await target.isVisible())) continue;
      const box = await target.boundingBox();
      expect(box?.height, await target.evaluate((node) => node.outerHTML.slice(0, 120))).toBeGreaterThanOrEqual(44);
    }
  });
});
