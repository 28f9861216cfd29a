import { readConfig } from './config.js';
import { describeStartupFailure } from './startup/describe-startup-failure.js';
import { prepareDatabase } from './startup/prepare-database.js';

// `node api/dist/migrate-main.js`: what the API does to its database before it
// listens (migrations, the demo school on first run, the root account), then
// exit. drizzle's migrator takes no lock, so two API processes starting at once
// on an unmigrated database may both apply the same migration and one fails;
// docker-compose.yml runs this once, and the API replicas start after it.
try {
  const { database, store, seeded } = await prepareDatabase(readConfig());
  await database.close();
  console.log(`api: the database is ready (${store}${seeded ? ', demo school seeded' : ''})`);
} catch (error) {
  console.error(`api: ${describeStartupFailure(error)}`);
  process.exit(1);
}
