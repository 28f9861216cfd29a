import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/**
 * The web's test files that replace a module (`vi.mock`): a mock applies to
 * the modules a file loads itself, so these run each in a module graph of
 * their own (the `web-mocks` project, vitest.mocks.config.ts). Every other
 * file shares a worker's loaded modules (`isolate: false`): loading React, MUI
 * and Apollo afresh for each file was a third of the unit stage.
 */
export const MODULE_MOCKING_TESTS = [
  'src/shared/live/useLiveAttempts.test.tsx',
  'src/features/metrics/charts/MetricsCharts.test.tsx',
  'src/features/metrics/charts/ChartExports.test.tsx',
  'src/features/track/group/TrackGroupPage.test.tsx',
  'src/features/leaderboard/LeaderboardPage.test.tsx',
  'src/features/assignments/progress/AssignmentProgress.test.tsx',
  'src/features/play/story/SongPlayer.test.tsx',
];

/** The web's test project: shared modules, or (`isolate`) a module graph per file. */
export function webProject(name: string, include: string[], exclude: string[], isolate: boolean) {
  return defineProject({
    plugins: [react()],
    test: {
      name,
      // Components need a DOM; a test of plain logic says `// @vitest-environment node` on its first line and
      // skips building one (about half a second a file).
      environment: 'jsdom',
      include,
      exclude,
      isolate,
      // Also puts the address, storage and cookies back as a fresh page has them after each test.
      setupFiles: ['src/testing/setup.ts'],
      // A whole-app test mounts MUI in jsdom and loads lazy pages: a few seconds on a busy two-core machine.
      testTimeout: 20_000,
    },
  });
}

export default webProject('web', ['src/**/*.test.{ts,tsx}'], MODULE_MOCKING_TESTS, false);
