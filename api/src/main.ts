import { resolve } from 'node:path';
import { buildApi, API_PREFIX } from './app.js';
import { readConfig, throttleSettings } from './config.js';
import { migrate } from './db/migrate.js';
import { openDatabase } from './db/open-database.js';
import { ensureRootAccount } from './root/root-account.js';
import { seedDemoSchool } from './seed/demo-school.js';

const config = readConfig();
const dataDir = resolve(config.DATA_DIR);
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir });
await migrate(database);
const seeded = config.SEED_DEMO ? await seedDemoSchool(database, { password: config.DEMO_PASSWORD }) : false;
if (config.ROOT_EMAIL && config.ROOT_PASSWORD) {
  await ensureRootAccount(database.db, { email: config.ROOT_EMAIL, password: config.ROOT_PASSWORD });
}

const app = buildApi({
  database,
  sessionTtlHours: config.SESSION_TTL_HOURS,
  cookieSecure: config.COOKIE_SECURE,
  logger: { level: config.LOG_LEVEL },
  throttle: throttleSettings(config),
  bodyLimitBytes: config.BODY_LIMIT_BYTES,
});
const address = await app.listen({ port: config.API_PORT, host: config.API_HOST });
const store = database.kind === 'pglite' ? `PGlite at ${dataDir}` : 'PostgreSQL';
console.log(`api listening on ${address}${API_PREFIX} (${store}${seeded ? ', demo school seeded' : ''})`);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    console.error(`api: shutdown after ${signal} failed`, error);
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
