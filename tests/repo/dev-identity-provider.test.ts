import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { SSO_CALLBACK_PATH } from '@portal/domain';

const ROOT = join(import.meta.dirname, '..', '..');

/** The start script's own helpers (plain .mjs, untyped): what `npm start` tells the provider. */
interface Links {
  issuer: string;
  health: string;
  arguments(dataDir: string): string[];
}
const script = (name: string) => import(pathToFileURL(join(ROOT, 'scripts', name)).href);
const { devIdpLinks, devIdpPlan, writeDevIdpSecret } = (await script('identity-provider.mjs')) as {
  devIdpLinks(port: number, idpPort: number, apiUrl: string): Links;
  devIdpPlan(env: Record<string, string>): { run: boolean; why: string | undefined };
  writeDevIdpSecret(dataDir: string): string;
};
const { freePorts } = (await script('mail-catcher.mjs')) as { freePorts(count: number): Promise<number[]> };
const data = mkdtempSync(join(tmpdir(), 'portal-dev-idp-'));
afterAll(() => rmSync(data, { recursive: true, force: true }));

/** Starts scripts/dev-identity-provider.mjs as `npm start` does, and waits for its discovery document. */
async function startProvider(
  apiUrl = 'http://127.0.0.1:9',
): Promise<{ child: ChildProcess; direct: string; issuer: string }> {
  const [idpPort = 0] = await freePorts(1);
  // By default no API behind it: those tests read its discovery and keys, and sign nobody in.
  const links = devIdpLinks(8080, idpPort, apiUrl);
  const child = spawn(process.execPath, [join(ROOT, 'scripts/dev-identity-provider.mjs'), ...links.arguments(data)], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  for (let tries = 0; tries < 100; tries++) {
    const answer = await fetch(links.health).catch(() => undefined);
    if (answer?.ok)
      return { child, direct: links.health.replace('/.well-known/openid-configuration', ''), issuer: links.issuer };
    await new Promise((wait) => setTimeout(wait, 100));
  }
  child.kill();
  throw new Error('the development provider did not start');
}

const stop = (child: ChildProcess) => new Promise((stopped) => child.once('exit', stopped).kill('SIGTERM'));

describe('when npm start runs the development sign-in provider', () => {
  it('runs it on a developer’s machine only: a loopback HOST, outside production, no proxy in front, no provider named', () => {
    expect(devIdpPlan({})).toEqual({ run: true, why: undefined });
    expect(devIdpPlan({ HOST: 'localhost' }).run).toBe(true);
    // A school's provider: nothing to say.
    expect(devIdpPlan({ OIDC_ISSUER: 'https://id.example/realms/s' })).toEqual({ run: false, why: undefined });
    // Reachable from the network, or production: it would let anyone try the portal's passwords there; it says so.
    expect(devIdpPlan({ HOST: '0.0.0.0' })).toMatchObject({ run: false, why: expect.stringMatching(/OIDC_ISSUER/) });
    expect(devIdpPlan({ NODE_ENV: 'production' })).toMatchObject({ run: false, why: expect.any(String) });
    // Behind a reverse proxy HOST stays loopback, but the proxy serves the portal to others.
    expect(devIdpPlan({ TRUST_PROXY: 'loopback' })).toMatchObject({
      run: false,
      why: expect.stringMatching(/TRUST_PROXY/),
    });
    expect(devIdpPlan({ TRUST_PROXY: 'false' }).run).toBe(true);
  });
});

describe('the development sign-in provider', () => {
  it('offers the code flow with S256 only, under the issuer the browser knows', async () => {
    const { child, direct, issuer } = await startProvider();
    try {
      const discovery = await (await fetch(`${direct}/.well-known/openid-configuration`)).json();
      expect(discovery).toMatchObject({
        issuer,
        response_types_supported: ['code'],
        code_challenge_methods_supported: ['S256'],
      });
    } finally {
      await stop(child);
    }
  });

  it('keeps its signing key in DATA_DIR across restarts, readable by its owner only', async () => {
    const keyIds: string[][] = [];
    for (let run = 0; run < 2; run++) {
      const { child, direct } = await startProvider();
      try {
        const jwks = await (await fetch(`${direct}/jwks`)).json();
        keyIds.push(jwks.keys.map((key: { kid: string }) => key.kid));
      } finally {
        await stop(child);
      }
    }
    expect(keyIds[0]).toHaveLength(1);
    expect(keyIds[1]).toEqual(keyIds[0]);
    expect(statSync(join(data, 'dev-identity-provider', 'keys.json')).mode & 0o077).toBe(0);
  });
});

describe('the development sign-in provider’s password check', () => {
  it('tells the API the browser’s address, with the secret npm start made for this run', async () => {
    const asked: IncomingHttpHeaders[] = [];
    const api = createServer((request, response) => {
      asked.push(request.headers);
      request.resume();
      response.writeHead(401, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((listening) => api.listen(0, '127.0.0.1', listening));
    const secretFile = writeDevIdpSecret(data);
    expect(statSync(secretFile).mode & 0o077).toBe(0);
    const { child, direct } = await startProvider(`http://127.0.0.1:${(api.address() as AddressInfo).port}`);
    try {
      const challenge = createHash('sha256').update(randomBytes(32)).digest('base64url');
      const authorize = new URL(`${direct}/auth`);
      authorize.search = new URLSearchParams({
        client_id: 'science-portal',
        response_type: 'code',
        scope: 'openid email',
        redirect_uri: `http://localhost:8080${SSO_CALLBACK_PATH}`,
        code_challenge: challenge,
        code_challenge_method: 'S256',
        state: 'state',
      }).toString();
      const started = await fetch(authorize, { redirect: 'manual' });
      const interaction = started.headers.get('location') ?? '';
      expect(interaction).toMatch(/\/interaction\/[\w-]+$/);
      const cookie = started.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
      // As the origin forwards the login form: the browser's address in X-Forwarded-For.
      const login = await fetch(new URL(`${interaction}/login`, direct), {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.77' },
        body: new URLSearchParams({ email: 'admin@demo.school', password: 'Wrong!pass1' }).toString(),
      });
      expect(login.status).toBe(401);
      expect(asked).toHaveLength(1);
      expect(asked[0]).toMatchObject({
        'x-dev-idp-client-address': '203.0.113.77',
        'x-dev-idp-secret': readFileSync(secretFile, 'utf8'),
      });
    } finally {
      await stop(child);
      await new Promise((closed) => api.close(closed));
    }
  });
});
