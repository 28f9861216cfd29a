import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const GATEWAY_DIR = join(import.meta.dirname, '..', '..');

/** Runs the origin from its sources as `npm start` would, with `env` on top of a clean one. */
function startOrigin(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', 'src/main.ts'], {
      cwd: GATEWAY_DIR,
      env: { PATH: process.env.PATH ?? '', WEB_DIST: join(GATEWAY_DIR, 'no-such-web-dist'), ...env },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => done({ code, stderr }));
  });
}

describe('an origin that cannot start', () => {
  let taken: Server;
  let takenPort: number;
  beforeAll(async () => {
    taken = createServer();
    await new Promise<void>((listening) => taken.listen(0, '127.0.0.1', listening));
    takenPort = (taken.address() as { port: number }).port;
  });
  afterAll(() => new Promise((closed) => taken.close(closed)));

  it('says its port is taken and which setting to change, in one line', async () => {
    const result = await startOrigin({ PORT: String(takenPort) });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `gateway: Port ${takenPort} is already in use by another program; set PORT to a free port.\n`,
    );
  });

  it('names a bad setting in one line', async () => {
    const result = await startOrigin({ PORT: 'eighty' });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('gateway: PORT must be a port number, 0 to 65535.\n');
  });
});
