import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context.js';
import { requireUser, signedInUser } from '../auth/require-user.js';
import { dataBody, errorBody } from '../http/envelope.js';
import { toUserJson, userJson } from './user-json.js';

const meJson = userJson.extend({
  assignments: z.array(z.unknown()).describe('Always empty until assignments are built'),
});

export function userRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/me',
      {
        preHandler: requireUser(context.db),
        schema: {
          tags: ['users'],
          summary: 'The signed-in user',
          response: { 200: dataBody(meJson), 401: errorBody },
        },
      },
      async (request) => ({ data: { ...toUserJson(signedInUser(request)), assignments: [] } }),
    );
  };
}
