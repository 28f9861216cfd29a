import { expect, test } from '@playwright/test';
import { readManifest } from './route-scripts.js';

/** The sign-in page's chunk, as the build named it (by its hash alone: web/vite.config.ts). */
const SIGN_IN_CHUNK = `/${readManifest()['src/features/auth/SignInPage.tsx']?.file ?? 'no sign-in chunk in the build'}`;

// Each page's code is its own chunk, fetched when its route first opens
// (web/src/app/routing/pages.ts). On a slow line that takes a moment.
test('while a page’s code loads, a labelled progress bar holds its place and nothing moves', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === SIGN_IN_CHUNK,
    async (route) => {
      await held;
      await route.continue();
    },
  );

  await page.goto('/sign-in', { waitUntil: 'commit' });
  const loading = page.getByRole('progressbar', { name: 'Loading page' });
  await expect(loading).toBeVisible();
  const topBar = await page.getByRole('banner').boundingBox();
  const placeholder = await loading.boundingBox();

  release();
  const heading = page.getByRole('heading', { name: 'Sign In' });
  await expect(heading).toBeVisible();
  await expect(loading).toHaveCount(0);
  // The top bar stays put, and the page starts where the progress bar was.
  expect(await page.getByRole('banner').boundingBox()).toEqual(topBar);
  expect((await page.getByRole('main').boundingBox())?.y).toBe(placeholder?.y);
});
