import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

describe('the end-to-end run’s data folder', () => {
  it('is only named when the Playwright config loads (every worker loads it), inside test-results/', async () => {
    const { default: config } = await import('../playwright.config.js');
    const webServer = Array.isArray(config.webServer) ? config.webServer[0] : config.webServer;
    const dataDir = webServer?.env?.DATA_DIR ?? '';
    expect(dataDir.startsWith(join(ROOT, 'test-results') + '/')).toBe(true);
    expect(existsSync(dataDir)).toBe(false);
    expect(webServer?.command).toBe('node tests/e2e-portal.mjs');
  });

  it('is emptied before the portal starts and removed once it stops', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'portal-e2e-folder-test-'));
    const dataDir = join(parent, 'data');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'left-from-a-killed-run'), '');
    // A port held by another program makes the portal stop at once, before it needs any build.
    const taken = createServer();
    await new Promise<void>((listening) => taken.listen(0, '127.0.0.1', listening));
    try {
      const code = await new Promise<number | null>((done) => {
        const child = spawn(process.execPath, ['tests/e2e-portal.mjs'], {
          cwd: ROOT,
          stdio: 'ignore',
          env: {
            ...process.env,
            DATA_DIR: dataDir,
            SKIP_BUILD: 'true',
            API_PORT: String((taken.address() as AddressInfo).port),
          },
        });
        child.on('exit', done);
      });
      expect(code).toBe(1);
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      await new Promise((closed) => taken.close(closed));
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
