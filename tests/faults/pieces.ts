import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Where the API keeps its data: a PGlite folder, or a PostgreSQL database of its own. */
export type Store = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

/** The stores a fault test runs on: PGlite always, PostgreSQL too when DATABASE_URL names a server. */
export const STORES: Store['kind'][] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A store the test made, and removes with `drop`. */
type Made<S extends Store> = S & { drop(): void };

/** A fresh store of that kind: an empty PGlite folder, or a new database beside DATABASE_URL's. */
export function newStore(kind: 'pglite'): Made<Extract<Store, { kind: 'pglite' }>>;
export function newStore(kind: Store['kind'], serverUrl?: string): Made<Store>;
export function newStore(kind: Store['kind'], serverUrl = process.env.DATABASE_URL): Made<Store> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-faults-'));
    return { kind, dataDir, drop: () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  if (!serverUrl) throw new Error('PostgreSQL needs DATABASE_URL');
  const name = `portal_faults_${Date.now()}_${process.pid}_${Math.floor(Math.random() * 1e6)}`;
  const server = new URL(serverUrl);
  const admin = new URL(server);
  admin.pathname = '/postgres';
  execFileSync('psql', [admin.href, '-qc', `create database ${name}`]);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    kind,
    url: url.href,
    drop: () => execFileSync('psql', [admin.href, '-qc', `drop database if exists ${name} with (force)`]),
  };
}

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

/** Thrown by a check to stop waiting at once (the piece waited for has stopped). */
export class GaveUp extends Error {}

/**
 * Polls `check` until it answers true, or fails naming `what` after
 * `timeoutMs`; a check that throws GaveUp fails at once. Resolves to the
 * milliseconds it took.
 */
export async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const done = await check().catch((error: unknown) => {
      if (error instanceof GaveUp) throw error;
      return false;
    });
    if (done) return Date.now() - started;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}

/** Waits for `piece` to answer at `url`; it stopping fails at once with what it printed, a timeout kills it. */
export async function waitForPiece(piece: Piece, url: string, timeoutMs: number): Promise<void> {
  try {
    await waitUntil(
      `the ${piece.name} answers ready`,
      async () => {
        if (!piece.running) throw new GaveUp(`the ${piece.name} stopped: ${piece.output.join('')}`);
        return answersOk(url);
      },
      timeoutMs,
    );
  } catch (error) {
    await piece.stop();
    throw error;
  }
}

/**
 * A running piece of the portal: its process, everything it printed, and how
 * it ended. `program` is a built script run by Node, or a command line of
 * its own (nginx).
 */
export class Piece {
  readonly output: string[] = [];
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  readonly child: ChildProcess;

  constructor(
    readonly name: string,
    program: string | readonly [string, ...string[]],
    env: Record<string, string>,
  ) {
    const inherited = { ...process.env };
    // The store is the piece's own: never the suite's DATABASE_URL by accident.
    delete inherited.DATABASE_URL;
    const [command, ...args] = typeof program === 'string' ? [process.execPath, join(ROOT, program)] : program;
    this.child = spawn(command, args, {
      cwd: ROOT,
      env: { ...inherited, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [this.child.stdout, this.child.stderr]) {
      stream?.setEncoding('utf8');
      stream?.on('data', (chunk: string) => this.output.push(chunk));
    }
    this.exited = new Promise((done) => this.child.once('exit', (code, signal) => done({ code, signal })));
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Signals the piece (SIGKILL by default) and waits until it has gone. */
  async stop(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    if (this.running) this.child.kill(signal);
    await this.exited;
  }
}

/** Answers true once `url` answers 2xx. */
export async function answersOk(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  await response.body?.cancel();
  return response.ok;
}

export interface ApiProcess {
  url: string;
  port: number;
  piece: Piece;
  /** Starts the API again on the same port and store (after a kill); resolves once it is ready. */
  start(): Promise<void>;
}

/** The built API on its own port over `store`, seeding the demo school on first start; resolves once it is ready. */
export async function startApi(store: Store, env: Record<string, string> = {}): Promise<ApiProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const storeEnv: Record<string, string> =
    store.kind === 'pglite' ? { DATA_DIR: store.dataDir } : { DATABASE_URL: store.url };
  const api: ApiProcess = {
    url,
    port,
    piece: undefined as unknown as Piece,
    async start() {
      api.piece = new Piece('API', 'api/dist/main.js', {
        API_PORT: String(port),
        API_HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        // Students here record attempts as fast as the portal takes them: the load is the point, not the throttle.
        ATTEMPT_LIMIT_PER_MINUTE: '1000000',
        ...storeEnv,
        ...env,
      });
      await waitForPiece(api.piece, `${url}/api/v1/ready`, 90_000);
    },
  };
  await api.start();
  return api;
}

export interface GatewayProcess {
  url: string;
  piece: Piece;
}

/** The built gateway (the origin, without the web app) in front of `apiUrl`; resolves once it listens. */
export async function startGateway(apiUrl: string, env: Record<string, string> = {}): Promise<GatewayProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const piece = new Piece('gateway', 'gateway/dist/main.js', {
    PORT: String(port),
    HOST: '127.0.0.1',
    API_URL: apiUrl,
    WEB_DIST: join(ROOT, 'tests/faults/no-web-app'),
    ...env,
  });
  await waitForPiece(piece, `${url}/ready`, 60_000);
  return { url, piece };
}
