import { fileURLToPath } from 'node:url';
import { DEFAULT_EMAIL_MAX_FILE_BYTES, parseTrustProxy, type TrustedProxies } from '@portal/domain';
import { readQueryLimits } from './limits/limits-config.js';
import { buildOrigin, DEFAULT_BODY_LIMIT } from './origin/origin.js';
import { Lifecycle } from './origin/readiness.js';
import { describeListenFailure, describeStartFailure } from './startup/start-failure.js';

// Every start-up failure ends in one line saying what failed and what to do, never a stack trace.
function fail(line: string): never {
  console.error(`gateway: ${line}`);
  process.exit(1);
}

const port = Number(process.env.PORT || 8080);
const host = process.env.HOST || '127.0.0.1';
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4001';
const webDist = process.env.WEB_DIST ?? fileURLToPath(new URL('../../web/dist', import.meta.url));

if (!Number.isInteger(port) || port < 0 || port > 65535) fail('PORT must be a port number, 0 to 65535.');
const bodyLimit = Number(process.env.BODY_LIMIT_BYTES || DEFAULT_BODY_LIMIT);
if (!Number.isSafeInteger(bodyLimit) || bodyLimit < 1024) {
  fail('BODY_LIMIT_BYTES must be a whole number of bytes, at least 1024.');
}
const emailMaxFileBytes = Number(process.env.EMAIL_MAX_FILE_BYTES || DEFAULT_EMAIL_MAX_FILE_BYTES);
if (!Number.isSafeInteger(emailMaxFileBytes) || emailMaxFileBytes < 1024) {
  fail('EMAIL_MAX_FILE_BYTES must be a whole number of bytes, at least 1024.');
}
const shutdownTimeoutSeconds = Number(process.env.SHUTDOWN_TIMEOUT_SECONDS || 10);
if (!Number.isSafeInteger(shutdownTimeoutSeconds) || shutdownTimeoutSeconds < 1) {
  fail('SHUTDOWN_TIMEOUT_SECONDS must be a whole number of seconds, at least 1.');
}
const identityProviderIssuer = process.env.OIDC_ISSUER || undefined;
if (identityProviderIssuer && !/^https?:$/.test(URL.parse(identityProviderIssuer)?.protocol ?? '')) {
  fail('OIDC_ISSUER must be an http:// or https:// URL.');
}
const trustedDocuments = process.env.GRAPHQL_TRUSTED_DOCUMENTS || 'false';
if (!['true', 'false'].includes(trustedDocuments)) fail('GRAPHQL_TRUSTED_DOCUMENTS must be true or false.');
let trustProxy: TrustedProxies;
try {
  trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
} catch (error) {
  fail(`TRUST_PROXY ${(error as Error).message}.`);
}
let queryLimits;
try {
  queryLimits = readQueryLimits();
} catch (error) {
  fail((error as Error).message);
}

const lifecycle = new Lifecycle();
const app = await buildOrigin({
  lifecycle,
  apiUrl,
  webDist,
  logger: process.env.LOG_REQUESTS === 'true',
  trustProxy,
  bodyLimit,
  emailMaxFileBytes,
  mailCatcherUrl: process.env.MAIL_CATCHER_URL || undefined,
  devIdentityProviderUrl: process.env.DEV_IDP_URL || undefined,
  identityProviderIssuer,
  queryLimits,
  trustedDocumentsOnly: trustedDocuments === 'true',
  instance: process.env.PORTAL_INSTANCE || undefined,
}).catch((error: unknown) => fail(describeStartFailure(error)));
await app.listen({ port, host }).catch((error: unknown) => fail(describeListenFailure(error, { host, port })));
console.log(
  `gateway: origin listening on http://${host === '0.0.0.0' ? 'localhost' : host}:${port} (API at ${apiUrl})`,
);

/**
 * A graceful stop: GET /ready answers 503 at once, no new connection is
 * taken, the operations in flight finish and live subscriptions' sockets are
 * closed (the web reconnects, to another gateway); past SHUTDOWN_TIMEOUT_SECONDS
 * what still runs is cut off.
 */
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    lifecycle.draining = true;
    setTimeout(() => {
      console.error(`gateway: requests still running ${shutdownTimeoutSeconds} s after ${signal}; stopping anyway.`);
      process.exit(1);
    }, shutdownTimeoutSeconds * 1000).unref();
    void app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
