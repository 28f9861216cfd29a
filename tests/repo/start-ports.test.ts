import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node args…` in the repository; kills it after `seconds` (code null then). */
function runNode(args: string[], env: Record<string, string>, seconds = 15): Promise<Finished> {
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), seconds * 1000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      done({ code, stdout, stderr });
    });
  });
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((closed) => server.close(closed))));
});

/** Another program on a port: answers 200 to everything, health included, with `headers`. */
async function impostor(headers: Record<string, string> = {}): Promise<number> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', ...headers });
    response.end('{"data":{"status":"ok"}}');
  });
  servers.push(server);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return (server.address() as AddressInfo).port;
}

/** A port nobody listens on (free a moment ago). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  await new Promise((closed) => server.close(closed));
  return port;
}

describe('npm start on a port another program holds', () => {
  it('says the API port is taken and which setting to change, and stops', async () => {
    const taken = await impostor();
    const result = await runNode(['scripts/start.mjs'], {
      SKIP_BUILD: 'true',
      API_PORT: String(taken),
      PORT: String(await freePort()),
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`Port ${taken} is already in use by another program; set API_PORT to a free port.\n`);
    expect(result.stdout).not.toContain('The portal is running');
  });

  it('says the origin port is taken and which setting to change, and stops', async () => {
    const taken = await impostor();
    const result = await runNode(['scripts/start.mjs'], {
      SKIP_BUILD: 'true',
      API_PORT: String(await freePort()),
      PORT: String(taken),
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`Port ${taken} is already in use by another program; set PORT to a free port.\n`);
  });
});

describe('waiting for a piece of the portal', () => {
  const waitFor = (url: string, instance: string) =>
    runNode(
      [
        '--input-type=module',
        '-e',
        `import { waitFor } from './scripts/lib.mjs'; await waitFor(process.argv[1], 5, () => true, process.argv[2]);`,
        url,
        instance,
      ],
      {},
    );

  it('refuses a healthy answer that does not carry this run’s token', async () => {
    const port = await impostor({ 'x-portal-instance': 'someone-else' });
    const result = await waitFor(`http://127.0.0.1:${port}/api/v1/health`, 'this-run');
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain(`another program answers at http://127.0.0.1:${port}/api/v1/health`);
  });

  it('accepts the answer that carries it', async () => {
    const port = await impostor({ 'x-portal-instance': 'this-run' });
    const result = await waitFor(`http://127.0.0.1:${port}/api/v1/health`, 'this-run');
    expect(result.code).toBe(0);
  });
});

type Env = Record<string, string>;

// Each check starts a Node process: a dozen of them outlast vitest's 5 s default on a busy 2-core machine.
describe('the development mail catcher', { timeout: 30_000 }, () => {
  /** What scripts/mail-catcher.mjs decides for this environment. */
  async function mailSetupFor(env: Record<string, string>) {
    const result = await runNode(
      [
        '--input-type=module',
        '-e',
        `import { mailSetup } from './scripts/mail-catcher.mjs'; console.log(JSON.stringify(mailSetup(JSON.parse(process.argv[1]))));`,
        JSON.stringify(env),
      ],
      {},
    );
    expect(result.code, result.stderr).toBe(0);
    return JSON.parse(result.stdout) as { catcher?: Record<string, unknown>; why?: string };
  }

  it('is never started when SMTP_URL is set: the API sends through that server', async () => {
    expect(await mailSetupFor({ SMTP_URL: 'smtps://mailer:secret@mail.example:465' })).toEqual({});
  });

  it('is MailDev without SMTP_URL: on free ports unless MAILDEV_SMTP_PORT and MAILDEV_WEB_PORT say', async () => {
    expect(await mailSetupFor({})).toEqual({ catcher: {} });
    expect(await mailSetupFor({ MAILDEV_SMTP_PORT: '2525', MAILDEV_WEB_PORT: '2580' })).toEqual({
      catcher: { smtpPort: 2525, webPort: 2580 },
    });
  });

  it('runs only where the development sign-in provider may: a loopback HOST, outside production, no proxy in front', async () => {
    expect((await mailSetupFor({ HOST: 'localhost' })).catcher).toEqual({});
    expect((await mailSetupFor({ HOST: '::1' })).catcher).toEqual({});
    // Reachable from the network, or production: anyone there would read and delete every report; it says so.
    for (const env of [{ HOST: '0.0.0.0' }, { HOST: '192.168.1.20' }, { NODE_ENV: 'production' }] as Env[]) {
      expect(await mailSetupFor(env), JSON.stringify(env)).toEqual({ why: expect.stringMatching(/SMTP_URL/) });
    }
    // Behind a proxy (docs/operations.md's way to serve others), HOST stays loopback but the proxy's callers reach it.
    for (const env of [{ TRUST_PROXY: 'loopback' }, { TRUST_PROXY: 'true' }, { TRUST_PROXY: '1' }] as Env[]) {
      expect(await mailSetupFor(env), JSON.stringify(env)).toEqual({ why: expect.stringMatching(/TRUST_PROXY/) });
    }
    for (const env of [{ TRUST_PROXY: 'false' }, { TRUST_PROXY: '0' }, { TRUST_PROXY: '' }] as Env[]) {
      expect((await mailSetupFor(env)).catcher, JSON.stringify(env)).toEqual({});
    }
    // The same rule as the sign-in provider's, not a copy of it.
    const { devToolsMayRun } = (await import(pathToFileURL(join(ROOT, 'scripts/lib.mjs')).href)) as {
      devToolsMayRun(env: Record<string, string>): boolean;
    };
    for (const env of [
      {},
      { HOST: '::1' },
      { HOST: '0.0.0.0' },
      { NODE_ENV: 'production' },
      { TRUST_PROXY: 'loopback' },
    ] as Env[]) {
      expect(devToolsMayRun(env), JSON.stringify(env)).toBe((await mailSetupFor(env)).catcher !== undefined);
    }
  });

  it('sends the API to its SMTP port and the origin to its web server, at /mail', async () => {
    const result = await runNode(
      [
        '--input-type=module',
        '-e',
        `import { mailDevLinks } from './scripts/mail-catcher.mjs'; console.log(JSON.stringify(mailDevLinks(2525, 2580)));`,
      ],
      {},
    );
    expect(JSON.parse(result.stdout)).toEqual({
      apiEnv: { SMTP_URL: 'smtp://127.0.0.1:2525' },
      originEnv: { MAIL_CATCHER_URL: 'http://127.0.0.1:2580' },
      health: 'http://127.0.0.1:2580/mail/api/healthz',
    });
  });

  it('says its port is taken and which setting to change, and stops', async () => {
    const taken = await impostor();
    const result = await runNode(['scripts/start.mjs'], {
      SKIP_BUILD: 'true',
      API_PORT: String(await freePort()),
      PORT: String(await freePort()),
      MAILDEV_SMTP_PORT: String(taken),
      MAILDEV_WEB_PORT: String(await freePort()),
      SMTP_URL: '',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `Port ${taken} is already in use by another program; set MAILDEV_SMTP_PORT to a free port.\n`,
    );
  });
});
