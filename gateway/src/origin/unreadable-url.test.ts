import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REQUEST_FAILURES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrigin } from './origin.js';

/** The origin with the web client (so a browser's GET could otherwise fall back to the app), no API behind it. */
const webDist = mkdtempSync(join(tmpdir(), 'portal-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>portal app</title>');
writeFileSync(join(webDist, 'graphiql.html'), '<!doctype html><title>portal graphiql</title>');
let origin: FastifyInstance;

beforeAll(async () => {
  origin = await buildOrigin({ apiUrl: 'http://127.0.0.1:9', webDist, instance: 'this-run' });
});
afterAll(async () => {
  await origin?.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** Escapes no URL decoder can read: a bad hex pair, a cut-off one, an invalid UTF-8 sequence. */
const unreadable = ['/%ZZ', '/api/v1/%ZZ', '/api/v1/user/%E0%A4%A', '/mail/%ZZ', '/dev-idp/%', '/assets/%ZZ.js'];

describe('a URL the origin cannot read', () => {
  it('answers 400 in the portal’s own error shape, without echoing the path', async () => {
    for (const url of unreadable) {
      for (const accept of ['application/json', 'text/html']) {
        const response = await origin.inject({ url, headers: { accept } });
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toEqual({ error: { code: 'BAD_REQUEST', message: REQUEST_FAILURES.other } });
        expect(response.body, url).not.toMatch(/ZZ|%|FST_/);
      }
    }
    const posted = await origin.inject({ method: 'POST', url: '/%ZZ', payload: {} });
    expect(posted.statusCode).toBe(400);
    expect(posted.json()).toEqual({ error: { code: 'BAD_REQUEST', message: REQUEST_FAILURES.other } });
  });

  it('carries the security headers and this run’s instance, as every answer of the origin does', async () => {
    for (const url of unreadable) {
      const { headers } = await origin.inject({ url });
      expect(headers['content-security-policy'], url).toMatch(/frame-ancestors 'none'/);
      expect(headers, url).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-portal-instance': 'this-run',
      });
    }
  });

  it('still serves a readable escape as the path it names', async () => {
    const response = await origin.inject({ url: '/%70eople/me', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('portal app');
  });
});
