import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const API_DIR = join(import.meta.dirname, '..', '..');

/** Runs the API from its sources as `npm start` would, with `env` on top of a clean one. */
function startApi(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', 'src/main.ts'], {
      cwd: API_DIR,
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => done({ code, stdout, stderr }));
  });
}

describe('an API that cannot start', () => {
  let dataDir: string;
  let taken: Server;
  let takenPort: number;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-api-start-'));
    taken = createServer();
    await new Promise<void>((listening) => taken.listen(0, '127.0.0.1', listening));
    takenPort = (taken.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise((closed) => taken.close(closed));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('names the bad setting in one line and exits 1', async () => {
    const result = await startApi({ API_PORT: 'eighty', DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('api: Invalid API settings: API_PORT: Invalid input: expected number, received NaN.\n');
  });

  it('says its port is taken and which setting to change', async () => {
    const result = await startApi({ API_PORT: String(takenPort), DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('api: migrating the database');
    expect(result.stderr).toBe(
      `api: Port ${takenPort} is already in use by another program; set API_PORT to a free port.\n`,
    );
  });

  it('names the PostgreSQL server it cannot reach, without a stack trace', async () => {
    const result = await startApi({ DATABASE_URL: 'postgres://portal@127.0.0.1:1/portal' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^api: Cannot connect to PostgreSQL at 127\.0\.0\.1:1 as portal \(.*\); check DATABASE_URL\.\n$/,
    );
  });
});
