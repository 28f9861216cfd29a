// Helpers shared by the root scripts (start, test, bench). Plain Node, no build step.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Runs a command with inherited output; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', () => done(127));
  });
}

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
}

/** The workspaces whose build output is missing or older than their sources, in build order. */
export function staleWorkspaces() {
  const workspaces = [
    { name: '@portal/domain', dir: 'domain', sources: ['src', 'package.json'] },
    { name: '@portal/api', dir: 'api', sources: ['src', 'migrations', 'package.json'] },
    { name: '@portal/gateway', dir: 'gateway', sources: ['src', 'package.json'] },
    {
      name: '@portal/web',
      dir: 'web',
      sources: [
        'src',
        'index.html',
        'graphiql.html',
        'vite.config.ts',
        'vite.graphiql.config.ts',
        'vite.preload.ts',
        'package.json',
      ],
    },
  ];
  let upstreamRebuilt = false;
  return workspaces.filter(({ dir, sources }) => {
    const built = newest(join(ROOT, dir, 'dist'));
    const changed = Math.max(...sources.map((s) => newest(join(ROOT, dir, s))));
    const stale = upstreamRebuilt || built === 0 || changed > built;
    if (stale && dir === 'domain') upstreamRebuilt = true;
    return stale;
  });
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

/** Whether TRUST_PROXY says no proxy stands in front of the origin: unset, `false` or 0 hops (as the origin reads it). */
function noProxy(trustProxy) {
  const value = (trustProxy ?? '').trim();
  return value === '' || value === 'false' || /^0+$/.test(value);
}

/**
 * Whether `npm start` may run its development tools here (the development
 * sign-in provider, the mail catcher): on a developer's machine only, the
 * origin on a loopback HOST, NODE_ENV not production, and no proxy in front
 * (TRUST_PROXY unset, false or 0: a reverse proxy serves the portal to others
 * while HOST stays loopback). Elsewhere anyone who reaches the origin would
 * try the portal's passwords there, or read and delete every e-mailed report.
 */
export function devToolsMayRun(env) {
  return env.NODE_ENV !== 'production' && LOOPBACK.has(env.HOST || '127.0.0.1') && noProxy(env.TRUST_PROXY);
}

/** The header the API and the origin echo `PORTAL_INSTANCE` in. */
export const INSTANCE_HEADER = 'x-portal-instance';

/**
 * Waits until `url` answers 2xx, or fails after `seconds`. With `instance`,
 * only an answer carrying it in `x-portal-instance` counts: a 2xx without it
 * comes from another program on that port, and fails at once.
 */
export async function waitFor(url, seconds, isAlive = () => true, instance = undefined) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`stopped before ${url} answered`);
    let response;
    try {
      response = await fetch(url);
      await response.body?.cancel();
    } catch {
      // not listening yet
    }
    if (response?.ok) {
      if (!instance || response.headers.get(INSTANCE_HEADER) === instance) return;
      throw new Error(`another program answers at ${url}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** Whether another program already listens on `port` at `host` (any other failure to listen is the server's to report). */
export function portInUse(port, host) {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', (error) => done(error.code === 'EADDRINUSE'));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => done(false)));
  });
}
