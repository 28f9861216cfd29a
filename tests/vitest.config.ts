import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'repo', include: ['repo/**/*.test.ts'], environment: 'node' } });
