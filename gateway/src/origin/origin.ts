import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { mountGraphQL } from '../schema/graphql-server.js';

export interface OriginOptions {
  /** Where the REST API listens, e.g. http://127.0.0.1:4001. */
  apiUrl: string;
  /** The built web client (web/dist); without it only /graphql and /api/v1 are served. */
  webDist?: string;
  logger?: boolean;
  /** Trust X-Forwarded-For from a load balancer in front of us. */
  trustProxy?: boolean;
}

/**
 * The one origin the browser sees: `/` the web client, `/graphql` the gateway
 * (GraphiQL for a browser's GET), `/api/v1` the REST API, so cookies just work.
 */
export async function buildOrigin(options: OriginOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: options.trustProxy ?? false });
  const webDist = options.webDist && existsSync(join(options.webDist, 'index.html')) ? options.webDist : undefined;

  await app.register(fastifyHttpProxy, {
    upstream: options.apiUrl,
    prefix: '/api/v1',
    rewritePrefix: '/api/v1',
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': request.ip }),
    },
  });

  if (webDist) {
    const graphiql = readFileSync(join(webDist, 'graphiql.html'), 'utf8');
    app.addHook('onRequest', async (request, reply) => {
      const wantsPage = request.method === 'GET' && request.url.split('?')[0] === '/graphql';
      if (wantsPage && request.headers.accept?.includes('text/html')) {
        return reply.type('text/html; charset=utf-8').send(graphiql);
      }
    });
  }

  await mountGraphQL(app, options.apiUrl);

  if (webDist) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false });
    // Client-side routes: every other GET that is not a file gets the app.
    app.setNotFoundHandler((request, reply) => {
      if (request.method === 'GET' && request.headers.accept?.includes('text/html')) {
        return reply.sendFile('index.html');
      }
      return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Not found' } });
    });
  }
  return app;
}
