import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context.js';
import { ApiError } from '../http/api-error.js';
import { dataBody, errorBody } from '../http/envelope.js';

export function healthRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['health'],
          summary: 'Answers 200 when the database answers',
          response: { 200: dataBody(z.object({ status: z.literal('ok') })), 503: errorBody },
        },
      },
      async (request) => {
        try {
          await context.db.execute(sql`select 1`);
        } catch (error) {
          request.log.error({ err: error }, 'health check: the database did not answer');
          throw new ApiError(503, 'The database does not answer');
        }
        return { data: { status: 'ok' as const } };
      },
    );
  };
}
