import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    // A whole-app test mounts MUI in jsdom and loads lazy pages: a few seconds on a busy two-core machine.
    testTimeout: 20_000,
  },
});
