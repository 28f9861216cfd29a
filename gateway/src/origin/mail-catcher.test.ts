import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MailDev } from 'maildev';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrigin } from './origin.js';

/*
 * The development mail catcher as `npm start` runs it (a real MailDev with
 * the base path /mail) behind the real origin, asked as a web page on
 * another site would ask it. No API behind the origin: only /mail/ is read.
 */
const mailFolder = mkdtempSync(join(tmpdir(), 'portal-maildev-'));
const maildev = new MailDev({
  smtp: 0,
  web: 0,
  ip: '127.0.0.1',
  webIp: '127.0.0.1',
  basePathname: '/mail',
  mailDirectory: mailFolder,
  silent: true,
});
let origin: FastifyInstance;
/** The origin with no mail catcher, as `npm start` runs it where the catcher may not run. */
let without: FastifyInstance;

beforeAll(async () => {
  const servers = await maildev.start();
  origin = await buildOrigin({
    apiUrl: 'http://127.0.0.1:9',
    mailCatcherUrl: `http://127.0.0.1:${servers.api?.getPort()}`,
  });
  without = await buildOrigin({ apiUrl: 'http://127.0.0.1:9' });
});
afterAll(async () => {
  await origin?.close();
  await without?.close();
  await maildev.stop();
  rmSync(mailFolder, { recursive: true, force: true });
});

const corsHeaders = (headers: Record<string, unknown>) =>
  Object.keys(headers).filter((name) => name.toLowerCase().startsWith('access-control-'));

/** What every answer of the origin carries (security-headers.ts), whatever it serves. */
async function originSecurityHeaders(): Promise<Record<string, unknown>> {
  const { headers } = await without.inject({ url: '/no-such-page' });
  return headers;
}

const asked = [
  { method: 'GET', url: '/mail/api/email' },
  { method: 'GET', url: '/mail/email' },
  { method: 'GET', url: '/mail/' },
  { method: 'DELETE', url: '/mail/api/email/all' },
] as const;

describe('the development mail catcher on the origin', () => {
  for (const from of ['https://evil.example', 'null']) {
    it(`answers a page at Origin ${from} with no CORS header at all`, async () => {
      for (const { method, url } of asked) {
        const response = await origin.inject({ method, url, headers: { origin: from, cookie: 'portal_session=x' } });
        expect(corsHeaders(response.headers), `${method} ${url}`).toEqual([]);
      }
      // Nor the browser's question before a DELETE or a JSON POST.
      const preflight = await origin.inject({
        method: 'OPTIONS',
        url: '/mail/api/email/all',
        headers: { origin: from, 'access-control-request-method': 'DELETE' },
      });
      expect(corsHeaders(preflight.headers)).toEqual([]);
    });
  }

  it('carries the origin’s security headers on its pages and its REST answers', async () => {
    const own = await originSecurityHeaders();
    for (const { method, url } of asked) {
      const { headers } = await origin.inject({ method, url });
      for (const name of [
        'strict-transport-security',
        'x-content-type-options',
        'referrer-policy',
        'cross-origin-opener-policy',
        'cross-origin-resource-policy',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-permitted-cross-domain-policies',
        'origin-agent-cluster',
      ]) {
        expect(headers[name], `${name} on ${method} ${url}`).toBe(own[name]);
      }
      // Its preview frames its own messages: framed by this origin only, never by another site.
      expect(headers['x-frame-options'], url).toBe('SAMEORIGIN');
      const policy = String(headers['content-security-policy']).split(';');
      expect(policy, url).toContain("frame-ancestors 'self'");
      expect(policy, url).toContain("default-src 'self'");
      expect(policy, url).toContain("script-src 'self'");
    }
  });

  it('answers only a browser that named this machine: another host name (DNS rebinding) gets 404', async () => {
    for (const host of ['localhost:8080', '127.0.0.1:8080', '[::1]:8080']) {
      expect((await origin.inject({ url: '/mail/api/email', headers: { host } })).statusCode, host).toBe(200);
    }
    for (const host of ['evil.example:8080', 'evil.example', '192.168.1.20:8080']) {
      for (const { method, url } of asked) {
        const response = await origin.inject({ method, url, headers: { host } });
        expect(response.statusCode, `${host} ${method} ${url}`).toBe(404);
        expect(response.json(), host).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
      }
    }
  });

  it('answers only a caller on this machine: through a proxy, or from another address, it gets 404', async () => {
    const through = [{ 'x-forwarded-for': '198.51.100.7' }, { via: '1.1 nginx' }, { forwarded: 'for=198.51.100.7' }];
    for (const headers of through) {
      for (const { method, url } of asked) {
        const response = await origin.inject({ method, url, headers: { host: '127.0.0.1:8080', ...headers } });
        expect(response.statusCode, `${JSON.stringify(headers)} ${method} ${url}`).toBe(404);
        expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
      }
    }
    const remote = await origin.inject({
      url: '/mail/api/email',
      remoteAddress: '192.0.2.5',
      headers: { host: 'localhost:8080' },
    });
    expect(remote.statusCode).toBe(404);
    // A plain request from this machine, over IPv4 or IPv6, still reads it.
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await origin.inject({ url: '/mail/api/email', remoteAddress, headers: { host: 'localhost' } });
      expect(response.statusCode, remoteAddress).toBe(200);
    }
  });

  it('is not there when the origin is given no catcher: /mail/ answers 404', async () => {
    for (const url of ['/mail/', '/mail/api/email', '/mail/email']) {
      expect((await without.inject({ url })).statusCode, url).toBe(404);
    }
  });
});
