import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    alias: {
      // The repo checks read the API's own constants (the demo accounts) from its source, as the gateway's tests do.
      '@portal/api': fileURLToPath(new URL('../api/src/index.ts', import.meta.url)),
    },
  },
  test: { name: 'repo', include: ['repo/**/*.test.ts'], environment: 'node' },
});
