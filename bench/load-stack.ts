/**
 * The portal for `npm run bench -- load`, on a fresh PostgreSQL database
 * (dropped at the end), on free loopback ports: as `npm start` runs it
 * (scripts/start.mjs, the API's and the gateway's processes found among its
 * children), or scaled out as the compose file runs it (LOAD_REPLICAS: that
 * many APIs and gateways behind the compose file's nginx,
 * tests/faults/scaled-portal.ts). Each piece's processes are named, for
 * their CPU and peak memory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildStaleWorkspaces } from '../tests/faults/built-pieces.js';
import { startScaledPortal } from '../tests/faults/scaled-portal.js';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
/** The first start migrates and seeds the demo school with its year of history. */
const START_TIMEOUT_MS = 300_000;

/** A port free on 127.0.0.1 a moment ago (the kernel's choice). */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** The peak and current resident memory of a process, in kB (`/proc/<pid>/status`). */
export interface Memory {
  peakKb: number;
  nowKb: number;
}

export function memoryOf(pid: number): Memory | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { peakKb: field('VmHWM'), nowKb: field('VmRSS') };
  } catch {
    return undefined;
  }
}

/**
 * Resets a process's peak resident memory to its current one (`clear_refs`
 * 5), so the peak read later is the scenario's, not the start's (migrating,
 * seeding). Answers whether the kernel took it.
 */
export function resetPeakMemory(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** The fields of `/proc/<pid>/stat` after the command name (which is in parentheses and may hold spaces). */
function statFields(pid: number | string): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** Every process, with its parent and command line. */
function processes(): { pid: number; ppid: number; command: string }[] {
  const found: { pid: number; ppid: number; command: string }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(statFields(entry)[1]);
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ');
      found.push({ pid: Number(entry), ppid, command });
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/** Clock ticks a second of `/proc/<pid>/stat`'s CPU times (USER_HZ: 100 on Linux). */
const TICKS = 100;

/** CPU seconds (user + system) a process has used so far; 0 once it is gone. */
export function cpuSecondsOf(pid: number): number {
  try {
    const fields = statFields(pid);
    // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command name.
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

/** CPU seconds the whole machine has spent busy so far, every core summed (`/proc/stat`: all but idle and iowait). */
export function machineBusySeconds(): number {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const [, ...ticks] = line.trim().split(/\s+/).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = ticks;
  return (user + nice + system + irq + softirq + steal) / TICKS;
}

/** CPU seconds so far of each PostgreSQL backend serving `databaseName` (by pid). */
export function databaseCpu(databaseName: string): Map<number, number> {
  const backends = processes().filter((p) => p.command.startsWith('postgres:') && p.command.includes(databaseName));
  return new Map(backends.map((p) => [p.pid, cpuSecondsOf(p.pid)]));
}

export interface Stack {
  /** The origin: web, /graphql, /api/v1. */
  origin: string;
  /** The API's process, or each API replica's. */
  apiPids: number[];
  /** The gateway's process, or each gateway replica's. */
  gatewayPids: number[];
  /** nginx's master and workers in front of the replicas; none for `npm start`, whose gateway is the origin. */
  nginxPids: number[];
  databaseName: string;
  stop(): Promise<void>;
}

export interface StackOptions {
  /** A PostgreSQL URL with the right to create databases; the new one is made beside it. */
  adminUrl: string;
  /** Extra environment for start.mjs (the API and gateway inherit it). */
  env?: Record<string, string>;
}

async function onServer(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function waitUntilUp(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`npm start stopped before the portal answered; see ${logFile}`);
    }
    try {
      const response = await fetch(url);
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`the portal did not answer within ${START_TIMEOUT_MS / 1000} s; see ${logFile}`);
}

/** Creates the database, starts the portal on it and waits until the origin answers. */
export async function startStack(options: StackOptions): Promise<Stack> {
  const databaseName = `load_bench_${randomBytes(4).toString('hex')}`;
  await onServer(options.adminUrl, `create database ${databaseName}`);
  const databaseUrl = new URL(options.adminUrl);
  databaseUrl.pathname = `/${databaseName}`;
  const dropDatabase = () => onServer(options.adminUrl, `drop database if exists ${databaseName} with (force)`);

  const workDir = mkdtempSync(join(tmpdir(), 'portal-load-'));
  const logFile = join(workDir, 'npm-start.log');
  const log = createWriteStream(logFile);
  const [port, apiPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...options.env,
      DATABASE_URL: databaseUrl.toString(),
      PORT: String(port),
      API_PORT: String(apiPort),
      // The development sign-in provider keeps its data here, not in the checkout's .data/.
      DATA_DIR: join(workDir, 'data'),
    },
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(killer);
    }
    log.end();
    await dropDatabase();
    rmSync(join(workDir, 'data'), { recursive: true, force: true });
  };

  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitUntilUp(`${origin}/api/v1/health`, child, logFile);
    const pieces = processes().filter((p) => p.ppid === child.pid);
    const pidOf = (script: string) => {
      const piece = pieces.find((p) => p.command.includes(script));
      if (!piece) throw new Error(`no child of npm start runs ${script}`);
      return piece.pid;
    };
    return {
      origin,
      apiPids: [pidOf('api/dist/main.js')],
      gatewayPids: [pidOf('gateway/dist/main.js')],
      nginxPids: [],
      databaseName,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * `replicas` APIs and as many gateways on a new database beside `adminUrl`'s,
 * behind the compose file's nginx (tests/faults/scaled-portal.ts), after
 * building what is stale as `npm start` would (the app too: nginx serves it).
 */
export async function startScaledStack(options: StackOptions & { replicas: number }): Promise<Stack> {
  buildStaleWorkspaces({ withWeb: true });
  const portal = await startScaledPortal({
    serverUrl: options.adminUrl,
    replicas: options.replicas,
    apiEnv: options.env,
    gatewayEnv: options.env,
  });
  const pidOf = (child: ChildProcess) => child.pid ?? NaN;
  const master = pidOf(portal.nginx.child);
  return {
    origin: portal.origin,
    apiPids: portal.apis.map(({ piece }) => pidOf(piece.child)),
    gatewayPids: portal.gateways.map(({ piece }) => pidOf(piece.child)),
    nginxPids: [
      master,
      ...processes()
        .filter((p) => p.ppid === master)
        .map((p) => p.pid),
    ],
    databaseName: portal.databaseName,
    stop: () => portal.stop(),
  };
}
