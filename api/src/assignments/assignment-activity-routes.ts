import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context.js';
import { requireUser, signedInUser } from '../auth/require-user.js';
import { dataBody, errorBody } from '../http/envelope.js';
import { addActivities, removeActivities } from './assignment-activities.js';
import { activityListBody } from './assignment-bodies.js';
import { ASSIGNMENT_MESSAGES } from './assignment-messages.js';
import { assignmentIdParams, assignmentJson } from './assignment-reads.js';

const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody } as const;

/** PUT and PATCH /assignments/{id}/activities: adding and removing an assignment's activities (its managers). */
export function assignmentActivityRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  const preHandler = requireUser(db);
  const now = () => context.now?.() ?? new Date();
  return async (app) => {
    app.put(
      '/assignments/:id/activities',
      {
        preHandler,
        schema: {
          tags: ['assignments'],
          summary: `Add activities to an assignment of a group the caller manages: those not yet in it go after the last one, in the order sent; a questId already in it is ignored; 409 "${ASSIGNMENT_MESSAGES.tooManyActivities}"`,
          params: assignmentIdParams,
          body: activityListBody,
          response: { 200: dataBody(assignmentJson), ...failures },
        },
      },
      async (request) => ({
        data: await addActivities(db, signedInUser(request), request.params.id, request.body, now()),
      }),
    );

    app.patch(
      '/assignments/:id/activities',
      {
        preHandler,
        schema: {
          tags: ['assignments'],
          summary: `Remove activities (by questId; those not in it are ignored) from an assignment of a group the caller manages; 409 "${ASSIGNMENT_MESSAGES.lastActivity}" when none would remain, and nothing is removed`,
          params: assignmentIdParams,
          body: activityListBody,
          response: { 204: z.null().describe('Removed: no body'), ...failures },
        },
      },
      async (request, reply) => {
        await removeActivities(db, signedInUser(request), request.params.id, request.body);
        return reply.code(204).send(null);
      },
    );
  };
}
