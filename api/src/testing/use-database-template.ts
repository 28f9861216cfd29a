import { inject } from 'vitest';
import { PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV } from '../db/test-database.js';

// Vitest setup file (api and gateway projects): points createTestDatabase() at
// the template the global setup (`database-template.ts`) made for this run.
const template = inject('databaseTemplate');
if (template.kind === 'pglite') process.env[PGLITE_TEMPLATE_ENV] = template.location;
else process.env[POSTGRES_TEMPLATE_ENV] = template.location;
