import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { mayOpenRoute, type Role } from '@portal/domain';
import { axeFindings, overflowFindings, settle, type Finding } from './page-checks.js';
import { concretePath } from './route-ids.js';
import { loadRouteTable, type WalkedRoute } from './route-table.js';
import { DEMO_ACCOUNT_ROLES, SIGNED_IN_ROLES, storageStateOf, type SignedInRole } from './signed-in.js';

/*
 * Issue 9: every page, as every user who may open it, at a desktop's and a
 * phone's size, has no axe violation of any impact and never scrolls
 * sideways. The routes come from the web's route table itself, so a route
 * added there is walked without this file changing; the shell's error page
 * is walked too.
 */

type Walker = SignedInRole | 'visitor';

const SIZES = { phone: { width: 360, height: 800 }, desktop: { width: 1280, height: 800 } } as const;
type Size = keyof typeof SIZES;

/** The pages kept as pictures at phone size (test-results/screenshots, a CI artifact). */
const PICTURED = new Set(['/', '/people']);
const SCREENSHOTS = join(import.meta.dirname, '..', '..', 'test-results', 'screenshots');

const WALKERS: readonly { walker: Walker; roles: readonly Role[] | undefined }[] = [
  { walker: 'visitor', roles: undefined },
  ...(Object.keys(SIGNED_IN_ROLES) as SignedInRole[]).map((walker) => ({ walker, roles: DEMO_ACCOUNT_ROLES[walker] })),
];

const routes: readonly WalkedRoute[] = await loadRouteTable();

/**
 * Pages that open another page by design, which the walk then checks: staff's
 * My Groups opens its first group's tab when there is one (spec 1 §2.7), in
 * place of /groups in the history; the result entry sends staff and root on
 * to the result group list (spec 2 §2), where a student or parent stays; the
 * metrics entry sends staff on to School Metrics and root to the metrics
 * group list.
 */
const LEADS_ON: Readonly<Record<string, readonly { to: RegExp; name: string }[]>> = {
  '/groups': [{ to: /^\/groups\/view\/[^/]+$/, name: 'View Group' }],
  '/result': [{ to: /^\/result\/groups$/, name: 'Group List' }],
  '/metrics': [
    { to: /^\/metrics\/school$/, name: 'School Metrics' },
    { to: /^\/metrics\/groups$/, name: 'Group List' },
  ],
};

/** The shell's page for an address that opens none (spec 1 §2.1), which anyone may reach. */
const ERROR_PAGE = { path: '/no/such/page/404', name: '404' } as const;

/**
 * One browser page per walker and size, kept for the worker's life: the walk
 * only reads. The first route a page walks is loaded whole; each after it is
 * reached the way a user reaches it, inside the running app (see `open`),
 * which spares a page load, a sign-in check and a resize per route. A failed
 * test ends the worker, so the next test starts on fresh pages.
 */
const test = base.extend<object, { pageOf: (walker: Walker, size?: Size) => Promise<Page> }>({
  pageOf: [
    async ({ browser }, use, { project }) => {
      const pages = new Map<string, Promise<Page>>();
      await use((walker, size = 'phone') => {
        const key = `${walker} ${size}`;
        const open =
          pages.get(key) ??
          browser
            .newContext({
              baseURL: project.use.baseURL,
              viewport: SIZES[size],
              storageState: walker === 'visitor' ? undefined : storageStateOf(walker),
            })
            .then((context) => context.newPage());
        pages.set(key, open);
        return open;
      });
      await Promise.all([...pages.values()].map(async (page) => (await page).context().close()));
    },
    { scope: 'worker' },
  ],
});

/**
 * Opens `address` in the walker's page: loaded whole the first time, then by
 * the app's own router (the history entry a link pushes). The router passes
 * through the error page first, so the page that follows is drawn afresh even
 * when it is the same component as the one before (Change Email, mine and a
 * student's), and the checks never read the page before it.
 */
async function open(page: Page, address: string): Promise<void> {
  // The error page itself is loaded whole: it is the page the router passes through.
  if (page.url() === 'about:blank' || address === ERROR_PAGE.path) {
    await page.goto(address);
    return;
  }
  const push = (to: string) =>
    page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, to);
  await push(ERROR_PAGE.path);
  const between = await page.waitForFunction(
    () => document.title === 'Science Portal - 404' && document.querySelector('h1'),
    undefined,
    { timeout: 10_000 },
  );
  await push(address);
  await page.waitForFunction((heading) => !(heading as Element).isConnected, between, { timeout: 10_000 });
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Checks the page as it is now: no axe violation of any impact, no sideways scrolling. */
async function check(page: Page, walker: Walker, size: Size, address: string): Promise<void> {
  const found: Finding[] = [...(await axeFindings(page)), ...(await overflowFindings(page))];
  expect.soft(found, `${address} as ${walker} at ${size} size`).toEqual([]);
  if (found.length > 0)
    await test
      .info()
      .attach(`${size}.png`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

for (const { walker, roles } of WALKERS) {
  test.describe(`as ${walker}`, () => {
    test(`the ${walker} holds the roles the walk assumes`, async ({ pageOf }) => {
      const page = await pageOf(walker);
      const response = await page.request.post('/graphql', { data: { query: '{ authStatus { roles } }' } });
      const { data } = (await response.json()) as { data: { authStatus: { roles: string[] } } };
      expect(data.authStatus.roles.map((role) => role.toLowerCase()).sort()).toEqual([...(roles ?? [])].sort());
    });

    for (const route of [...routes.filter(({ access }) => mayOpenRoute(access, roles)), ERROR_PAGE]) {
      test(`${route.path} (${route.name}) as ${walker}`, async ({ pageOf }) => {
        const { path: address, standIns } = await concretePath(route.path, [
          (await pageOf(walker)).request,
          (await pageOf('admin')).request,
        ]);
        for (const name of standIns)
          test.info().annotations.push({ type: 'no demo data', description: `:${name} names nothing` });

        // At a phone's size, as most parents and students open it, and at a desktop's: two windows side by side.
        await Promise.all(
          (['phone', 'desktop'] as const).map(async (size) => {
            const page = await pageOf(walker, size);
            await open(page, address);
            // A page that may lead on to another has done so once it has settled.
            const leadsOn = LEADS_ON[route.path];
            if (leadsOn) await settle(page);
            const ledOn = leadsOn?.find(({ to }) => to.test(new URL(page.url()).pathname));
            // The page itself opened, not the home page or sign-in a guard sends a user to.
            await expect(page).toHaveURL((url) => url.pathname === address || (ledOn?.to.test(url.pathname) ?? false));
            await expect(page).toHaveTitle(`Science Portal - ${ledOn ? ledOn.name : route.name}`);
            await settle(page);
            await check(page, walker, size, address);
            if (size === 'phone' && PICTURED.has(route.path)) {
              mkdirSync(SCREENSHOTS, { recursive: true });
              await page.screenshot({
                path: join(SCREENSHOTS, `${walker}-${slug(route.name)}-phone.png`),
                fullPage: true,
              });
            }
          }),
        );
      });
    }
  });
}
