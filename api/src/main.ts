import { readFileSync } from 'node:fs';
import { buildApi, API_PREFIX } from './app.js';
import { Lifecycle } from './health/lifecycle.js';
import { emailOptions, readConfig, ssoSettings, throttleSettings } from './config.js';
import { describeStartupFailure, firstLine, listenFailure } from './startup/describe-startup-failure.js';
import { prepareDatabase } from './startup/prepare-database.js';
import { StartupError } from './startup/startup-error.js';

/** The development sign-in provider's secret of this run, which `npm start` wrote before starting the API. */
function devIdentityProviderSecret(file: string | undefined): string | undefined {
  if (!file) return undefined;
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    throw new StartupError(
      `DEV_IDP_SECRET_FILE (${file}) cannot be read; unset it, or start the portal with npm start.`,
    );
  }
}

// Every start-up failure ends in one line saying what failed and what to do, never a stack trace.
async function start() {
  const config = readConfig();
  const { database, store, seeded } = await prepareDatabase(config);
  const lifecycle = new Lifecycle();

  const app = buildApi({
    database,
    sessionTtlHours: config.SESSION_TTL_HOURS,
    cookieSecure: config.COOKIE_SECURE,
    logger: { level: config.LOG_LEVEL },
    throttle: throttleSettings(config),
    bodyLimitBytes: config.BODY_LIMIT_BYTES,
    instance: config.PORTAL_INSTANCE,
    email: emailOptions(config),
    sso: ssoSettings(config),
    trustProxy: config.API_TRUST_PROXY,
    devIdentityProviderSecret: devIdentityProviderSecret(config.DEV_IDP_SECRET_FILE),
    oneTimePasswordDays: config.ONE_TIME_PASSWORD_DAYS,
    lifecycle,
  });
  let address: string;
  try {
    address = await app.listen({ port: config.API_PORT, host: config.API_HOST });
  } catch (error) {
    throw listenFailure(error, { host: config.API_HOST, port: config.API_PORT, portVariable: 'API_PORT' });
  }
  console.log(`api listening on ${address}${API_PREFIX} (${store}${seeded ? ', demo school seeded' : ''})`);
  return { app, database, lifecycle, shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_SECONDS * 1000 };
}

let running: Awaited<ReturnType<typeof start>>;
try {
  running = await start();
} catch (error) {
  console.error(`api: ${describeStartupFailure(error)}`);
  process.exit(1);
}
const { app, database, lifecycle, shutdownTimeoutMs } = running;

let closing = false;
/**
 * A graceful stop: the readiness check answers 503 at once, no new
 * connection is taken, the requests in flight finish (live streams are
 * ended, the e-mail worker finishes its send), then the database closes.
 * Past SHUTDOWN_TIMEOUT_SECONDS whatever still runs is cut off: its
 * transaction is rolled back by the database, never half stored.
 */
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  lifecycle.draining = true;
  setTimeout(() => {
    console.error(`api: requests still running ${shutdownTimeoutMs / 1000} s after ${signal}; stopping anyway.`);
    process.exit(1);
  }, shutdownTimeoutMs).unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    console.error(`api: shutdown after ${signal} failed: ${firstLine(error)}`);
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
