import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // One migrated database per run, copied by each test file (src/testing/database-template.ts).
    globalSetup: ['src/testing/database-template.ts'],
    // Every answer a test receives is checked against api/openapi.json (src/testing/contract/).
    setupFiles: ['src/testing/use-database-template.ts', 'src/testing/contract/check-every-response.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
