// `npm start`: builds what is stale, then runs the API (which migrates and seeds
// the demo school on first run) and the origin (web, /graphql, /api/v1 proxy),
// and, without SMTP_URL, the development mail catcher (MailDev) they send to;
// without OIDC_ISSUER, the development sign-in provider (oidc-provider).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, portInUse, run, staleWorkspaces, waitFor } from './lib.mjs';
import { MAIL_PATH, freePorts, mailDevArguments, mailDevLinks, mailDevScript, mailSetup } from './mail-catcher.mjs';

const port = Number(process.env.PORT || 8080);
const apiPort = Number(process.env.API_PORT || 4001);
const apiUrl = `http://127.0.0.1:${apiPort}`;
/** Made up for this run; each piece echoes it, so an answer from another program on its port is not taken for it. */
const instance = randomUUID();
/** MailDev's ports (unset: any free ones), or no catcher at all: SMTP_URL is set, or dev tools may not run here. */
const { catcher, why: noCatcher } = mailSetup(process.env);

function fail(line) {
  console.error(line);
  process.exit(1);
}

// Ports first: before a build, and before any built file is needed.
const ports = [
  { variable: 'API_PORT', port: apiPort, host: process.env.API_HOST || '127.0.0.1' },
  { variable: 'PORT', port, host: process.env.HOST || '127.0.0.1' },
  ...[
    { variable: 'MAILDEV_SMTP_PORT', port: catcher?.smtpPort, host: '127.0.0.1' },
    { variable: 'MAILDEV_WEB_PORT', port: catcher?.webPort, host: '127.0.0.1' },
  ].filter((setting) => setting.port !== undefined),
];
for (const { variable, port: value } of ports) {
  if (!Number.isInteger(value) || value < 1 || value > 65535) fail(`${variable} must be a port number, 1 to 65535.`);
}
for (const [index, { variable, port: value }] of ports.entries()) {
  const same = ports.slice(index + 1).find((other) => other.port === value);
  if (same) fail(`${same.variable} and ${variable} are both ${value}; set them to two different ports.`);
}
for (const { variable, port: value, host } of ports) {
  if (await portInUse(value, host)) {
    fail(`Port ${value} is already in use by another program; set ${variable} to a free port.`);
  }
}

const WORKSPACE_LABELS = {
  '@portal/domain': 'the shared rules',
  '@portal/api': 'the API',
  '@portal/gateway': 'the gateway',
  '@portal/web': 'the web client',
};

if (process.env.SKIP_BUILD !== 'true') {
  for (const workspace of staleWorkspaces()) {
    const label = WORKSPACE_LABELS[workspace.name] ?? workspace.name;
    const first = !existsSync(join(ROOT, workspace.dir, 'dist'));
    const note = workspace.dir === 'web' ? (first ? ' (first start only, about a minute)' : ' (about a minute)') : '';
    console.log(`Building ${label}${note} …`);
    const code = await run('npm', ['run', 'build', '-w', workspace.name, '--silent']);
    if (code !== 0) process.exit(code);
  }
}

/** The built API's exports: the demo accounts and the data folder's default, one source for the script and the API. */
const builtApi = () => import(pathToFileURL(join(ROOT, 'api/dist/index.js')).href);

const pieces = [];
/** Where MailDev keeps this run's mail; removed when the portal stops. */
let mailFolder;
/** Set when MailDev runs: the API sends to it, the origin serves it under /mail/. */
let mailEnv = { api: {}, origin: {} };
/** Set when the development sign-in provider runs: the API trusts it, the origin serves it under /dev-idp/. */
let idpEnv = { api: {}, origin: {} };
/** Where the origin serves it, for the closing lines. */
let devIdpPath;
let stopping = false;
let running = false;

/** Waits before starting a stopped piece again: doubling from one second to half a minute. */
const RESTART_DELAYS_MS = [1000, 2000, 4000, 8000, 16000, 30000];
/** A piece that ran this long since its last start is well again: its next stop waits the first delay. */
const HEALTHY_AFTER_MS = 60_000;

/**
 * Starts one piece of the portal. Once the portal is up, a piece that stops
 * on its own is reported and started again after a wait that doubles each
 * time it stops soon after a start (1 s, 2 s … 30 s), while the others keep
 * serving (the origin answers UNAVAILABLE for what needs the API); one that
 * stops while the portal is starting stops the portal, saying which and why.
 */
function startPiece(name, script, env, args = []) {
  const piece = { name, child: undefined, startedAt: 0, restarts: 0, timer: undefined };
  const launch = () => {
    piece.timer = undefined;
    piece.startedAt = Date.now();
    const child = spawn(process.execPath, [script, ...args], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code, signal) => {
      if (stopping) return;
      const why = signal ? `signal ${signal}` : `exit code ${code}`;
      if (!running) {
        console.error(`\nThe ${name} stopped (${why}) while starting; stopping the portal.`);
        void stop(code || 1);
        return;
      }
      if (Date.now() - piece.startedAt >= HEALTHY_AFTER_MS) piece.restarts = 0;
      const delay = RESTART_DELAYS_MS[Math.min(piece.restarts, RESTART_DELAYS_MS.length - 1)];
      piece.restarts += 1;
      console.error(`\nThe ${name} stopped unexpectedly (${why}); starting it again in ${delay / 1000} s …`);
      piece.timer = setTimeout(launch, delay);
    });
    piece.child = child;
  };
  launch();
  pieces.push(piece);
  return { alive: () => piece.child.exitCode === null && piece.child.signalCode === null };
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const piece of pieces) clearTimeout(piece.timer);
  await Promise.all(
    pieces
      .map((piece) => piece.child)
      .filter((child) => child.exitCode === null && child.signalCode === null)
      .map(
        (child) =>
          new Promise((done) => {
            child.once('exit', done);
            child.kill('SIGTERM');
          }),
      ),
  );
  if (mailFolder) rmSync(mailFolder, { recursive: true, force: true });
  process.exit(code);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  if (noCatcher) console.log(noCatcher);
  const mailDev = catcher ? mailDevScript() : undefined;
  if (catcher && !mailDev) {
    console.log('MailDev is not installed (run npm install), so e-mails cannot be sent; or set SMTP_URL.');
  } else if (catcher) {
    console.log('Starting the mail catcher (MailDev: SMTP_URL is not set) …');
    const [freeSmtp, freeWeb] = await freePorts(2);
    const smtpPort = catcher.smtpPort ?? freeSmtp;
    const webPort = catcher.webPort ?? freeWeb;
    mailFolder = mkdtempSync(join(tmpdir(), 'portal-maildev-'));
    const mail = startPiece('mail catcher', mailDev, {}, mailDevArguments(smtpPort, webPort, mailFolder));
    const links = mailDevLinks(smtpPort, webPort);
    await waitFor(links.health, 30, mail.alive);
    mailEnv = { api: links.apiEnv, origin: links.originEnv };
  }
  // After the build: it reads the shared rules' built constants.
  const { DEV_IDP_PATH, devIdpLinks, devIdpPlan, writeDevIdpSecret } = await import('./identity-provider.mjs');
  devIdpPath = DEV_IDP_PATH;
  const idpPlan = devIdpPlan(process.env);
  if (idpPlan.why) console.log(idpPlan.why);
  if (idpPlan.run) {
    console.log('Starting the development sign-in provider (OIDC_ISSUER is not set) …');
    const [idpPort] = await freePorts(1);
    const links = devIdpLinks(port, idpPort, apiUrl);
    const { DEFAULT_DATA_DIR } = await builtApi();
    const dataDir = process.env.DATA_DIR || DEFAULT_DATA_DIR;
    // A new secret each run: the provider sends it with each browser's address, the API believes only it.
    const secretFile = writeDevIdpSecret(dataDir);
    const idp = startPiece(
      'development sign-in provider',
      join(ROOT, 'scripts/dev-identity-provider.mjs'),
      {},
      links.arguments(dataDir),
    );
    await waitFor(links.health, 30, idp.alive);
    idpEnv = { api: { ...links.apiEnv, DEV_IDP_SECRET_FILE: secretFile }, origin: links.originEnv };
  }
  console.log('Starting the API (migrating the database, seeding the demo school on first run) …');
  const api = startPiece('API', join(ROOT, 'api/dist/main.js'), {
    API_PORT: String(apiPort),
    PORTAL_INSTANCE: instance,
    // Where the links in mails (a new address's confirmation) lead: this origin, unless set.
    PORTAL_URL: process.env.PORTAL_URL || `http://localhost:${port}`,
    ...mailEnv.api,
    ...idpEnv.api,
  });
  await waitFor(`${apiUrl}/api/v1/health`, 120, api.alive, instance);
  console.log('Starting the origin …');
  const origin = startPiece('gateway', join(ROOT, 'gateway/dist/main.js'), {
    PORT: String(port),
    API_URL: apiUrl,
    PORTAL_INSTANCE: instance,
    ...mailEnv.origin,
    ...idpEnv.origin,
  });
  await waitFor(`http://127.0.0.1:${port}/api/v1/health`, 60, origin.alive, instance);
  running = true;
} catch (error) {
  console.error(`The portal could not start: ${error.message}`);
  await stop(1);
}

const { DEMO_ACCOUNTS, DEMO_PASSWORD } = await builtApi();
const password = process.env.DEMO_PASSWORD ?? DEMO_PASSWORD;
console.log(`\nThe portal is running at http://localhost:${port}/`);
console.log(`  GraphQL playground: http://localhost:${port}/graphql   REST docs: http://localhost:${port}/api/v1/docs`);
if (mailFolder) {
  console.log(`  Mail catcher (development; every e-mail the portal sends): http://localhost:${port}${MAIL_PATH}/`);
}
if (idpEnv.origin.DEV_IDP_URL) {
  console.log(`  Sign-in provider (development; the portal's accounts): http://localhost:${port}${devIdpPath}/`);
}
if (process.env.SEED_DEMO !== 'false') {
  console.log(`\nDemo sign-ins (password for all: ${password}):`);
  for (const account of DEMO_ACCOUNTS) console.log(`  ${account.role.padEnd(8)} ${account.email}`);
}
console.log('\nPress Ctrl-C to stop.');
