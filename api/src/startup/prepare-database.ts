import { resolve } from 'node:path';
import type { ApiConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { openDatabase } from '../db/open-database.js';
import { ensureRootAccount } from '../root/root-account.js';
import { seedDemoSchool } from '../seed/demo-school.js';
import { firstLine } from './describe-startup-failure.js';
import { StartupError } from './startup-error.js';

export interface PreparedDatabase {
  database: Database;
  /** Where the data lives, for the start-up lines: `PGlite at <dir>` or `PostgreSQL`. */
  store: string;
  /** Whether this start seeded the demo school. */
  seeded: boolean;
}

/**
 * Opens the database the settings name and makes it ready to serve: the
 * pending migrations, the demo school on first run (SEED_DEMO), the root
 * account (ROOT_EMAIL and ROOT_PASSWORD). The API does this at every start;
 * `migrate-main.ts` does only this, so a deployment that starts several API
 * processes at once can run it once before them (docker-compose.yml's
 * `migrate` service).
 */
export async function prepareDatabase(config: ApiConfig): Promise<PreparedDatabase> {
  const dataDir = resolve(config.DATA_DIR);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir,
    onCreated: ({ name, server }) => console.log(`api: created the database "${name}" on ${server}`),
  });
  const store = database.kind === 'pglite' ? `PGlite at ${dataDir}` : 'PostgreSQL';
  console.log(`api: migrating the database (${store}) …`);
  try {
    await migrate(database);
  } catch (error) {
    await database.close().catch(() => {});
    throw new StartupError(`Applying the database migrations failed: ${firstLine(error)}`);
  }
  const seeded = config.SEED_DEMO
    ? await seedDemoSchool(database, {
        password: config.DEMO_PASSWORD,
        onSeeding: () => console.log('api: seeding the demo school (first run only) …'),
      })
    : false;
  if (config.ROOT_EMAIL && config.ROOT_PASSWORD) {
    await ensureRootAccount(database.db, { email: config.ROOT_EMAIL, password: config.ROOT_PASSWORD });
  }
  return { database, store, seeded };
}
