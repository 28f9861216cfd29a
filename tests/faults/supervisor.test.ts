import { readFileSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, PortalClient } from './clients.js';
import { answersOk, freePort, GaveUp, newStore, Piece, waitUntil } from './pieces.js';

/** The pid of the child of `parent` running `script`, if any. */
function childRunning(parent: number, script: string): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(script)) return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  return undefined;
}

/*
 * `npm start` supervises its pieces: one that dies is reported and started
 * again after a wait that doubles while it keeps dying, and meanwhile the
 * others keep serving.
 */
describe('npm start, when the API dies', () => {
  const store = newStore('pglite');
  let portal: Piece;
  let origin: string;

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    portal = new Piece('npm start', 'scripts/start.mjs', {
      SKIP_BUILD: 'true',
      PORT: String(port),
      API_PORT: String(await freePort()),
      DATA_DIR: store.dataDir,
      // A mail server that is not there: no mail catcher to start (nothing is e-mailed here).
      SMTP_URL: 'smtp://127.0.0.1:9',
    });
    await waitUntil(
      'the portal runs',
      async () => {
        if (!portal.running) throw new GaveUp(portal.output.join(''));
        return portal.output.join('').includes('The portal is running');
      },
      90_000,
    );
  });
  afterAll(async () => {
    await portal?.stop('SIGTERM');
    store.drop();
  });

  it('is reported and started again, after 1 s and then 2 s, while the origin answers UNAVAILABLE', async () => {
    const client = new PortalClient(origin);
    for (const wait of [1, 2]) {
      const api = childRunning(portal.child.pid!, 'api/dist/main.js');
      expect(api, 'the API process').toBeDefined();
      process.kill(api!, 'SIGKILL');
      await waitUntil('the origin is not ready', async () => !(await answersOk(`${origin}/ready`)), 5000);
      expect(codesOf(await client.graphql('{ authStatus { authenticated } }'))).toEqual(['UNAVAILABLE']);
      const report = `The API stopped unexpectedly (signal SIGKILL); starting it again in ${wait} s …`;
      await waitUntil('the stop is reported', async () => portal.output.join('').includes(report), 5000);
      await waitUntil('the origin is ready again', () => answersOk(`${origin}/ready`), 30_000);
      expect((await client.graphql('{ authStatus { authenticated } }')).data).toEqual({
        authStatus: { authenticated: false },
      });
    }
    expect(portal.running).toBe(true);
  });

  it('stops every piece on SIGTERM and exits 0', async () => {
    const pieces = ['api/dist/main.js', 'gateway/dist/main.js'].map((script) =>
      childRunning(portal.child.pid!, script),
    );
    expect(pieces.every((pid) => pid !== undefined)).toBe(true);
    await portal.stop('SIGTERM');
    expect(await portal.exited).toEqual({ code: 0, signal: null });
    for (const pid of pieces) expect(() => process.kill(pid!, 0), `piece ${pid}`).toThrow();
  });
});
