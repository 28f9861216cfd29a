import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrigin } from './origin.js';

/** The origin alone (no API behind it: its own answers carry the headers as any other does). */
let direct: FastifyInstance;
/** Behind a TLS-terminating load balancer that says the browser's scheme in X-Forwarded-Proto (TRUST_PROXY). */
let proxied: FastifyInstance;

beforeAll(async () => {
  direct = await buildOrigin({ apiUrl: 'http://127.0.0.1:9' });
  proxied = await buildOrigin({ apiUrl: 'http://127.0.0.1:9', trustProxy: { hops: 1 } });
});
afterAll(async () => {
  await direct?.close();
  await proxied?.close();
});

const paths = ['/no-such-page', '/graphql', '/api/v1/health'];

describe('Strict-Transport-Security', () => {
  it('is sent when the browser reached the origin over HTTPS, on every answer', async () => {
    for (const url of paths) {
      const { headers } = await proxied.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
      expect(headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('is not sent over plain HTTP, where a browser ignores it and a school trying the portal has no certificate', async () => {
    for (const url of paths) {
      expect((await direct.inject({ url })).headers['strict-transport-security'], url).toBeUndefined();
      const viaProxy = await proxied.inject({ url, headers: { 'x-forwarded-proto': 'http' } });
      expect(viaProxy.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('is not sent on a caller’s own word: X-Forwarded-Proto counts only from a trusted proxy', async () => {
    const { headers } = await direct.inject({ url: '/no-such-page', headers: { 'x-forwarded-proto': 'https' } });
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('leaves the other security headers on every answer, over HTTP too', async () => {
    const { headers } = await direct.inject({ url: '/no-such-page' });
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  });
});
