import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from './origin-errors.js';

/** Vite's hashed output (`assets/[hash].js`, `assets/react-[hash].js`, `.css`…): a changed file gets a new name, so a copy never goes stale. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Everything else (index.html, the SPA fallback, GraphiQL's page, favicon):
 * kept, but revalidated on every use (a 304 via ETag when unchanged), so a
 * new release's index.html, naming the new hashes, is seen at once.
 */
export const REVALIDATE = 'no-cache';

/** The Cache-Control of a file the origin sends from web/dist (or its .br/.gz beside it). */
export function cacheControlFor(webDist: string, filePath: string): string {
  return filePath.startsWith(join(webDist, 'assets') + sep) ? IMMUTABLE : REVALIDATE;
}

/**
 * The built web client: its files, brotli or gzip where the browser accepts
 * them, and index.html for every client-side route. The build leaves a .br
 * and a .gz beside each text file (vite-plugin-compression2, highest levels);
 * `preCompressed` picks the one the browser accepts (Vary: Accept-Encoding),
 * so no request spends CPU on compression and the API's and GraphQL's
 * answers, which hold user data, are never compressed (BREACH).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDist,
    // One route per built file, listed at start: a path outside the build is never looked up on disk.
    wildcard: false,
    preCompressed: true,
    // Our own Cache-Control below instead of @fastify/static's `public, max-age=0`.
    cacheControl: false,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      reply.header('cache-control', cacheControlFor(webDist, filePath));
    },
  });
  // Client-side routes: every other GET from a browser that is not a file gets the app.
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && request.headers.accept?.includes('text/html')) {
      return reply.sendFile('index.html');
    }
    return notFound(request, reply);
  });
}
