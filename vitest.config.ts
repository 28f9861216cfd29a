import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One config, one project per workspace. Each project's own config lives
// beside its code (web needs jsdom and React; api and gateway need Node).
export default defineConfig({
  test: {
    projects: ['*/vitest.config.ts', 'web/vitest.mocks.config.ts', 'tests/faults/vitest.config.ts'],
    // Vitest's default is one worker fewer than the machine's cores: one on a
    // 2-core CI machine, so every file waited for the one before. Test files
    // wait on databases and sockets as much as on the CPU; one a core keeps
    // both busy (the fault tests still run one file at a time: their config).
    maxWorkers: availableParallelism(),
  },
});
