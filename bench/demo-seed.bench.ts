/**
 * `npm run bench -- demo-seed`: seeds the demo school (its people, their
 * password, a year of history) into a fresh migrated database, an in-memory
 * PGlite or a throwaway one of DATABASE_URL, and prints how long it took.
 * It took about a second for the school and well under two for the history
 * on a 2-core machine; the test of what it seeds (api/src/seed/demo-history.test.ts)
 * no longer times it, since a busy machine would fail it for nothing.
 */
import { availableParallelism, cpus } from 'node:os';
import { createTestDatabase } from '../api/src/db/test-database.js';
import { seedDemoSchool } from '../api/src/seed/demo-school.js';

const database = await createTestDatabase();
try {
  const started = performance.now();
  if (!(await seedDemoSchool(database))) throw new Error('the fresh database already held a school');
  const took = performance.now() - started;
  console.log(`demo-seed: the demo school in ${(took / 1000).toFixed(2)} s`);
  console.log(
    `  on ${database.kind}, ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown cpu'}), Node ${process.version}`,
  );
} finally {
  await database.close();
}
