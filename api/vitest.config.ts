import { existsSync } from 'node:fs';
import { defineProject } from 'vitest/config';

/**
 * The test files that meet what PGlite does its own way. `npm test` with
 * DATABASE_URL (CI) runs the API's suite whole on PostgreSQL and, on PGlite,
 * only these (scripts/test.mjs sets API_TEST_FILES=store-sensitive for that
 * stage): every other file sends the same SQL through the same code to either
 * store, so a second run shows nothing new. Without DATABASE_URL (a developer's
 * `npm test`, or `npx vitest run --project api`) the whole suite runs on PGlite.
 * Files that pick their store themselves (start-failures: DATA_DIR and a dead
 * DATABASE_URL; ensure-database) run the same either way and are not listed.
 */
export const STORE_SENSITIVE_TESTS = [
  // Migrations: drizzle's PGlite migrator (not node-postgres's), from scratch and from older schemas.
  'src/db/migrate.test.ts',
  // Search: pg_trgm is PGlite's own contrib build (similarity, the GIN index), and ILIKE's case folding
  // of accented names and the "und-x-icu" collation come from the store's own locale and ICU.
  'src/activities/activities.test.ts',
  'src/groups/group-members.test.ts',
  // Live events: PGlite's own listen() in process, not a LISTEN connection beside node-postgres's pool.
  'src/progress/attempt-stream.test.ts',
  'src/api-tokens/token-stream-revocation.test.ts',
  // The data folder: the README's PGlite backup (archive DATA_DIR, unpack it) runs only without DATABASE_URL.
  'src/backup/backup-restore.test.ts',
  // A closed PGlite's own error ("PGlite is closed", database-unavailable.ts) and health's `kind`.
  'src/health/health.test.ts',
  // The e-mail queue: pg-boss through queue-connection.ts's PGlite adapter, bytea read back as a Uint8Array.
  'src/email/email-delivery.test.ts',
];

// A file renamed or removed must not leave PGlite quietly untested.
for (const file of STORE_SENSITIVE_TESTS) {
  if (!existsSync(new URL(file, import.meta.url))) throw new Error(`api/vitest.config.ts lists ${file}, which is gone`);
}

const storeSensitiveOnly = process.env.API_TEST_FILES === 'store-sensitive';

export default defineProject({
  test: {
    name: 'api',
    include: storeSensitiveOnly ? STORE_SENSITIVE_TESTS : ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // The files of a worker share the modules they load (the API, drizzle, zod schemas): loading them
    // afresh for each file was most of the suite's time. Each file still opens its own API and database;
    // a file's hooks are registered by the file itself, never on a shared module's import (audit-world.ts),
    // and a test watches a function through an object it may spy on, not by mocking a module (password-hashing).
    isolate: false,
    // One migrated database per run, copied by each test file (src/testing/database-template.ts).
    globalSetup: ['src/testing/database-template.ts'],
    // Every answer a test receives is checked against api/openapi.json (src/testing/contract/).
    setupFiles: ['src/testing/use-database-template.ts', 'src/testing/contract/check-every-response.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
