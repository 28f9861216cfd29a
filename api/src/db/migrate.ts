import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { loadActivityLibrary } from '../activities/activity-library.js';
import type { Database } from './database.js';

/** `api/migrations`, found from this file so it works from `src/` (tests) and `dist/` (built). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../migrations', import.meta.url));

/**
 * Applies the pending migrations of the one migrations folder (or, in tests,
 * another) with the driver's own migrator, then brings the shipped content
 * (the activity library) up to date: every database the API, the demo seed,
 * the tests and the benchmarks open gets it. Loading costs one read when the
 * content has not changed. An older migrations folder (a test of a migration)
 * gets no content: its schema may lack the tables.
 */
export async function migrate(database: Database, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  const config = { migrationsFolder };
  if (database.kind === 'pglite') await migratePglite(database.driver, config);
  else await migratePostgres(database.driver, config);
  if (migrationsFolder === MIGRATIONS_FOLDER) await loadActivityLibrary(database.db);
}
