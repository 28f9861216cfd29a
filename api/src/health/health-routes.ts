import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context.js';
import { ApiError } from '../http/api-error.js';
import { dataBody, errorBody } from '../http/envelope.js';

/** The API's own answers about its health. */
export const HEALTH_MESSAGES = {
  databaseDown: 'The database does not answer',
  draining: 'This API is shutting down; send new requests to another',
} as const;

/** How long the database took to answer `select 1`, or a 503 saying it does not answer. */
async function databaseAnswers(context: AppContext, log: FastifyBaseLogger): Promise<number> {
  const started = performance.now();
  try {
    await context.db.execute(sql`select 1`);
  } catch (error) {
    log.error({ err: error }, 'health check: the database did not answer');
    throw new ApiError(503, HEALTH_MESSAGES.databaseDown);
  }
  return Math.round(performance.now() - started);
}

/**
 * GET /health (liveness and the database's state, for people and monitors)
 * and GET /ready (readiness, for a load balancer: 503 while the database is
 * away or once the process is shutting down, so traffic goes elsewhere).
 */
export function healthRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['health'],
          summary: "Answers 200 with the database's state while it answers, 503 when it does not",
          response: {
            200: dataBody(
              z.object({
                status: z.literal('ok'),
                database: z.object({
                  state: z.literal('up'),
                  kind: z.enum(['postgres', 'pglite']).describe('PostgreSQL (DATABASE_URL) or embedded PGlite'),
                  responseMs: z.number().int().describe('How long it took to answer, in milliseconds'),
                }),
                draining: z.boolean().describe('Shutting down: finishing the requests in flight, taking no more'),
              }),
            ),
            503: errorBody,
          },
        },
      },
      async (request) => {
        const responseMs = await databaseAnswers(context, request.log);
        return {
          data: {
            status: 'ok' as const,
            database: { state: 'up' as const, kind: context.databaseKind, responseMs },
            draining: context.lifecycle.draining,
          },
        };
      },
    );

    app.get(
      '/ready',
      {
        schema: {
          tags: ['health'],
          summary:
            'For a load balancer: 200 while this process takes requests, 503 while its database does not answer or once it is shutting down',
          response: { 200: dataBody(z.object({ ready: z.literal(true) })), 503: errorBody },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        if (context.lifecycle.draining) throw new ApiError(503, HEALTH_MESSAGES.draining);
        await databaseAnswers(context, request.log);
        return { data: { ready: true as const } };
      },
    );
  };
}
