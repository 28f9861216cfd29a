import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './chromium.js';

const port = Number(process.env.E2E_PORT ?? 8091);
// The portal's PGlite folder for this run. Only named here: every worker loads
// this file, so creating anything here would make one per worker.
// tests/e2e-portal.mjs empties it before the portal starts and removes it after.
const dataDir = fileURLToPath(new URL(`../test-results/e2e-data-${port}`, import.meta.url));

export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../test-results/playwright.json' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The browser asks for reduced motion, as some of our users' do: the portal then ends transitions and
    // animations at once (REDUCED_MOTION in web/src/shared/ui/theme.ts), so no test waits on a fade.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      // Signs each demo role in once and saves its state for the chromium project (e2e/signed-in.ts).
      name: 'setup',
      testMatch: /auth\.setup\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
      },
    },
    {
      name: 'chromium',
      dependencies: ['setup'],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
      },
    },
    {
      // Hostile callers against the same running portal, from their own loopback addresses.
      name: 'hostile',
      testDir: './hostile',
      dependencies: ['chromium'],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    // The real portal, built by `npm run test:e2e`, on a fresh PGlite folder.
    command: 'node tests/e2e-portal.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/v1/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // SIGTERM, not SIGKILL: the portal stops cleanly and its folder is removed.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      SKIP_BUILD: 'true',
      PORT: String(port),
      API_PORT: String(port + 1000),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
    },
  },
});
