import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

/*
 * Faults: the built API and gateway as `npm start` runs them, in processes of
 * their own, killed, restarted and cut off from their database while clients
 * use them. One file at a time: each times how fast the portal recovers, and
 * two at once on two cores would time each other.
 */
export default defineProject({
  resolve: {
    alias: { '@portal/api': fileURLToPath(new URL('../../api/src/index.ts', import.meta.url)) },
  },
  test: {
    name: 'faults',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./built-pieces.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
