import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // One migrated database per run, copied by each test file (src/testing/database-template.ts).
    globalSetup: ['src/testing/database-template.ts'],
    setupFiles: ['src/testing/use-database-template.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
