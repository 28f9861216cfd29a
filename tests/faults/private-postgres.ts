import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './pieces.js';

/** The newest PostgreSQL server programs Debian installed (/usr/lib/postgresql/<major>/bin), if any. */
function serverBin(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const majors = readdirSync(base)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  const bin = majors.map((major) => join(base, major, 'bin')).find((dir) => existsSync(join(dir, 'pg_ctl')));
  return bin;
}

/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` user. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

/**
 * A PostgreSQL server of the test's own (initdb in a temporary folder, on a
 * free port), so that the test may restart it under load without touching
 * the machine's server that other suites use.
 */
export class PrivatePostgres {
  static readonly bin = serverBin();
  private readonly dir: string;
  private readonly port: number;
  /** The restart under way (resolved when none is). */
  restarting: Promise<void> = Promise.resolve();

  private constructor(dir: string, port: number) {
    this.dir = dir;
    this.port = port;
  }

  static get available(): boolean {
    return PrivatePostgres.bin !== undefined;
  }

  static async start(): Promise<PrivatePostgres> {
    const dir = mkdtempSync(join(tmpdir(), 'portal-pg-'));
    const server = new PrivatePostgres(dir, await freePort());
    try {
      if (process.getuid?.() === 0) {
        const [uid, gid] = ['-u', '-g'].map((flag) =>
          Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' })),
        );
        chownSync(dir, uid!, gid!);
      }
      server.run('initdb', ['-D', server.dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
      server.pgCtl('start');
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
    // pg_ctl leaves the server running on its own: a test run that ends early (killed, timed out) stops it too.
    process.once('exit', () => server.stopNow());
    return server;
  }

  /** A connection string to database `name` on this server. */
  url(name = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${name}`;
  }

  /** Runs one statement with psql and answers its output (unaligned, tuples only). */
  query(sql: string, database = 'portal'): string {
    return execFileSync('psql', [this.url(database), '-tAc', sql], { encoding: 'utf8' }).trim();
  }

  /** A fast shutdown (every session cut off, its transaction rolled back), down for `downMs`, then up again. */
  restart(downMs: number): Promise<void> {
    this.restarting = (async () => {
      this.pgCtl('stop', ['-m', 'fast']);
      await new Promise((wait) => setTimeout(wait, downMs));
      this.pgCtl('start');
    })();
    return this.restarting;
  }

  /** The server's log, for a failure's message. */
  log(): string {
    return readFileSync(join(this.dir, 'log'), 'utf8');
  }

  /** Stops the server (once a restart under way is done) and removes its files. */
  async stop(): Promise<void> {
    await this.restarting.catch(() => {});
    this.stopNow();
  }

  private stopNow(): void {
    if (!existsSync(this.dir)) return;
    try {
      this.pgCtl('stop', ['-m', 'immediate']);
    } catch {
      // Not running (it failed to start again, or was stopped already).
    } finally {
      rmSync(this.dir, { recursive: true, force: true });
    }
  }

  private get dataDir(): string {
    return join(this.dir, 'data');
  }

  private pgCtl(action: 'start' | 'stop', extra: string[] = []): void {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    this.run('pg_ctl', [action, '-D', this.dataDir, '-w', '-o', options, '-l', join(this.dir, 'log'), ...extra]);
  }

  private run(program: string, args: string[]): void {
    const [command, fullArgs] = asServerUser(join(PrivatePostgres.bin ?? '', program), args);
    execFileSync(command, fullArgs, { stdio: 'ignore' });
  }
}
