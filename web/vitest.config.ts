import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    // Components need a DOM; a test of plain logic says `// @vitest-environment node` on its first line and
    // skips building one (about half a second a file).
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    // A whole-app test mounts MUI in jsdom and loads lazy pages: a few seconds on a busy two-core machine.
    testTimeout: 20_000,
  },
});
