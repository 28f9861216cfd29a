import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrigin } from './origin.js';

/** Stands in for scripts/dev-identity-provider.mjs: answers a page and remembers what it was asked. */
let provider: Server;
let asked: { url: string | undefined; headers: IncomingHttpHeaders }[] = [];
let origin: FastifyInstance;
let providerUrl: string;

beforeAll(async () => {
  provider = createServer((request, response) => {
    asked.push({ url: request.url, headers: request.headers });
    response.writeHead(200, { 'content-type': 'text/html' }).end('<form method="post"></form>');
  });
  await new Promise<void>((listening) => provider.listen(0, '127.0.0.1', listening));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  origin = await buildOrigin({
    apiUrl: 'http://127.0.0.1:9',
    devIdentityProviderUrl: providerUrl,
    identityProviderIssuer: 'https://id.hill.example/realms/hill',
  });
});
afterAll(async () => {
  await origin.close();
  await new Promise((closed) => provider.close(closed));
});

const policy = (headers: Record<string, unknown>) => String(headers['content-security-policy']).split(';');

describe('the development sign-in provider on the origin', () => {
  it('serves it under /dev-idp/ with the browser’s host and scheme, so its links point back here', async () => {
    asked = [];
    const response = await origin.inject({
      url: '/dev-idp/interaction/abc',
      headers: { host: 'localhost:8080', cookie: 'portal_session=secret; _interaction=abc', authorization: 'Bearer x' },
    });
    expect(response.statusCode).toBe(200);
    // Its own cookies reach it; the portal's session and a bearer token do not.
    expect(asked[0]?.headers.cookie).toBe('_interaction=abc');
    expect(asked[0]?.headers.authorization).toBeUndefined();
    expect(asked).toMatchObject([
      {
        url: '/dev-idp/interaction/abc',
        headers: { 'x-forwarded-host': 'localhost:8080', 'x-forwarded-proto': 'http' },
      },
    ]);
  });

  it('answers only a caller on this machine: through a proxy, from another address or host name, 404', async () => {
    asked = [];
    const refused = [
      { headers: { host: '127.0.0.1:8080', 'x-forwarded-for': '198.51.100.1' } },
      { headers: { host: '127.0.0.1:8080', via: '1.1 nginx' } },
      { headers: { host: 'localhost:8080', forwarded: 'for=198.51.100.1' } },
      { headers: { host: 'localhost:8080' }, remoteAddress: '192.0.2.5' },
      { headers: { host: 'evil.example:8080' } },
    ];
    for (const request of refused) {
      const response = await origin.inject({ url: '/dev-idp/.well-known/openid-configuration', ...request });
      expect(response.statusCode, JSON.stringify(request)).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
    }
    expect(asked).toEqual([]);
  });

  it('tells it the browser’s own address', async () => {
    asked = [];
    await origin.inject({ url: '/dev-idp/interaction/abc', remoteAddress: '::1', headers: { host: 'localhost:8080' } });
    expect(asked[0]?.headers['x-forwarded-for']).toBe('::1');
  });

  it('lets its forms send the browser on to the portal, and nothing may frame it', async () => {
    const idp = policy((await origin.inject({ url: '/dev-idp/session/end' })).headers);
    expect(idp.some((directive) => directive.startsWith('form-action'))).toBe(false);
    expect(idp).toContain("frame-ancestors 'none'");
    // The portal's own answers keep the limit.
    const own = policy((await origin.inject({ url: '/graphql', method: 'POST', payload: {} })).headers);
    expect(own).toContain("form-action 'self'");
  });

  it('lets the browser call the configured provider’s origin, and no other', async () => {
    const own = policy((await origin.inject({ url: '/graphql', method: 'POST', payload: {} })).headers);
    expect(own).toContain("connect-src 'self' https://id.hill.example");
  });

  it('answers 503 with the generic failure when the provider is down', async () => {
    const down = await buildOrigin({ apiUrl: 'http://127.0.0.1:9', devIdentityProviderUrl: 'http://127.0.0.1:9' });
    try {
      const response = await down.inject({ url: '/dev-idp/.well-known/openid-configuration' });
      expect(response.statusCode).toBe(503);
      expect(response.body).not.toMatch(/ECONNREFUSED|at .*\.js/);
    } finally {
      await down.close();
    }
  });
});
