import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineProject({
  resolve: {
    alias: {
      // graphql 16 ships CJS and ESM side by side without an exports map; one
      // copy for every importer avoids "Cannot use GraphQLSchema from another module".
      graphql: require.resolve('graphql/index.js'),
      // The gateway is tested against the real API built from source.
      '@portal/api': fileURLToPath(new URL('../api/src/index.ts', import.meta.url)),
    },
  },
  test: {
    name: 'gateway',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // As the API's suite (api/vitest.config.ts): a worker's files share the modules they load.
    isolate: false,
    // One migrated database per run, copied by each test file (api/src/testing/database-template.ts).
    globalSetup: ['../api/src/testing/database-template.ts'],
    setupFiles: ['../api/src/testing/use-database-template.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
