import { defineConfig } from 'vitest/config';

// One config, one project per workspace. Each project's own config lives
// beside its code (web needs jsdom and React; api and gateway need Node).
export default defineConfig({
  test: {
    projects: ['*/vitest.config.ts', 'tests/faults/vitest.config.ts'],
  },
});
