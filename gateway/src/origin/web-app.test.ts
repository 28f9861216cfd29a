import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrigin } from './origin.js';

/** A built web client as Vite and vite-plugin-compression2 leave it: each text file with a .br and a .gz beside it. */
function writeWebDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'portal-web-delivery-'));
  const write = (path: string, text: string) => {
    writeFileSync(join(dist, path), text);
    writeFileSync(join(dist, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${path}.gz`), gzipSync(text));
  };
  mkdirSync(join(dist, 'assets'));
  write('index.html', `<!doctype html><title>portal app</title><script src="/assets/main-Bx1y2Z3w.js"></script>`);
  write('graphiql.html', '<!doctype html><title>portal graphiql</title>');
  write('assets/main-Bx1y2Z3w.js', `console.log(${JSON.stringify('the portal '.repeat(200))});`);
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

const SCRIPT = '/assets/main-Bx1y2Z3w.js';
const BROWSER = 'gzip, deflate, br, zstd';

describe('the web client on the origin', () => {
  let dist: string;
  let origin: FastifyInstance;
  beforeAll(async () => {
    dist = writeWebDist();
    // No request here reaches the API: the static files and the SPA fallback are the origin's own.
    origin = await buildOrigin({ apiUrl: 'http://127.0.0.1:9', webDist: dist });
  });
  afterAll(async () => {
    await origin.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => origin.inject({ method: 'GET', url, headers });
  const text = (response: LightMyRequestResponse) => {
    const encoding = response.headers['content-encoding'];
    if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
    if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
    return response.body;
  };

  it('sends scripts brotli-compressed to a browser that accepts brotli', async () => {
    const response = await get(SCRIPT, { 'accept-encoding': BROWSER });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(text(response)).toContain('the portal the portal');
    expect(response.rawPayload.length).toBeLessThan(text(response).length / 10);
  });

  it('sends gzip to a client that accepts only gzip, and the plain file to one that accepts neither', async () => {
    const gzip = await get(SCRIPT, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(text(gzip)).toContain('the portal the portal');

    const plain = await get(SCRIPT, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('the portal the portal');
  });

  it('lets browsers keep hashed assets for a year without asking again', async () => {
    for (const encoding of [BROWSER, 'identity']) {
      const response = await get(SCRIPT, { 'accept-encoding': encoding });
      expect(response.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
    }
  });

  it('has browsers revalidate index.html, so a new release is seen on the next visit', async () => {
    const response = await get('/', { accept: 'text/html', 'accept-encoding': BROWSER });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    expect(text(response)).toContain('portal app');

    // Revalidating an unchanged index.html costs a 304 and no body.
    const again = await get('/', {
      accept: 'text/html',
      'accept-encoding': BROWSER,
      'if-none-match': String(response.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers a client-side route such as /people with index.html, revalidated', async () => {
    const response = await get('/people', { accept: 'text/html', 'accept-encoding': BROWSER });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(text(response)).toContain('portal app');
  });

  it('has browsers revalidate the files outside assets/ and the GraphiQL page', async () => {
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
    const graphiql = await get('/graphql', { accept: 'text/html' });
    expect(graphiql.body).toContain('portal graphiql');
    expect(graphiql.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing script with a 404, not the app and not a cached answer', async () => {
    const response = await get('/assets/main-gone0000.js', { accept: '*/*', 'accept-encoding': BROWSER });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control'] ?? '').not.toMatch(/immutable/);
  });
});
