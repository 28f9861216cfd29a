// Single sign-on for `npm start`: the provider OIDC_ISSUER names, or, when it
// is unset, the development provider (scripts/dev-identity-provider.mjs) run
// on a free loopback port and served by the origin under /dev-idp/.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEV_IDP_PATH } from '@portal/domain';
import { devToolsMayRun } from './lib.mjs';

export { DEV_IDP_PATH };
/** The portal's client id at the development provider. */
export const DEV_IDP_CLIENT_ID = 'science-portal';

/**
 * Whether `npm start` runs the development provider, and if not, why (a line
 * to print, or undefined when OIDC_ISSUER names a real provider). It runs on
 * a developer's machine only (devToolsMayRun): a loopback HOST, not production,
 * no proxy in front.
 */
export function devIdpPlan(env) {
  if (env.OIDC_ISSUER) return { run: false, why: undefined };
  if (!devToolsMayRun(env)) {
    return {
      run: false,
      why: 'Single sign-on is off: the development sign-in provider runs only on a loopback HOST outside production with no TRUST_PROXY; set OIDC_ISSUER and OIDC_CLIENT_ID for your provider.',
    };
  }
  return { run: true, why: undefined };
}

/**
 * The development provider's settings for an origin on `port`: its issuer as
 * the browser sees it (http://localhost:PORT, as README.md has it), the origins it
 * sends the browser back to (localhost and 127.0.0.1, both of which reach the
 * origin), and what the API and the origin are told.
 */
export function devIdpLinks(port, idpPort, apiUrl) {
  const issuer = `http://localhost:${port}${DEV_IDP_PATH}`;
  const direct = `http://127.0.0.1:${idpPort}`;
  return {
    issuer,
    origins: [`http://localhost:${port}`, `http://127.0.0.1:${port}`],
    arguments: (dataDir) => [
      ...['--port', String(idpPort), '--issuer', issuer, '--data', dataDir],
      ...['--origins', `http://localhost:${port},http://127.0.0.1:${port}`, '--api', apiUrl],
    ],
    apiEnv: {
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: DEV_IDP_CLIENT_ID,
      OIDC_PROVIDER_NAME: 'Development Sign-In',
      // The API reads discovery and keys from the provider itself, not through the origin.
      OIDC_DISCOVERY_URL: `${direct}${DEV_IDP_PATH}/.well-known/openid-configuration`,
    },
    originEnv: { DEV_IDP_URL: direct, OIDC_ISSUER: issuer },
    health: `${direct}${DEV_IDP_PATH}/.well-known/openid-configuration`,
  };
}

/**
 * Where this run's secret lies, which the development provider sends the API
 * with each browser's address (so the API counts sign-ins against the
 * browser, not against the provider's 127.0.0.1): in DATA_DIR, readable by
 * its owner only, the API told of it by DEV_IDP_SECRET_FILE.
 */
export function devIdpSecretFile(dataDir) {
  return join(dataDir, 'dev-identity-provider', 'api-secret');
}

/** Makes a new secret for this run of `npm start` (written whole, owner-only) and answers its file. */
export function writeDevIdpSecret(dataDir) {
  const file = devIdpSecretFile(dataDir);
  mkdirSync(join(dataDir, 'dev-identity-provider'), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, randomBytes(32).toString('base64url'), { mode: 0o600 });
  renameSync(temporary, file);
  return file;
}

/** The secret `npm start` made for this run, or undefined when the provider was started some other way. */
export function readDevIdpSecret(dataDir) {
  try {
    return readFileSync(devIdpSecretFile(dataDir), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}
