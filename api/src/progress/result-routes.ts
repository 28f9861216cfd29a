import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '@portal/domain';
import type { AppContext } from '../app-context.js';
import { requireCapability } from '../access/permissions.js';
import { requireUser, signedInUser } from '../auth/require-user.js';
import { ApiError } from '../http/api-error.js';
import { errorBody } from '../http/envelope.js';
import { ASSIGNMENT_MESSAGES } from '../assignments/assignment-messages.js';
import { assignmentIdParams, visibleAssignmentsByIds } from '../assignments/assignment-reads.js';
import { assignmentResultCsv, attachmentHeader, resultFileName } from './result-csv.js';

const csvAnswer = {
  description: 'The result as CSV (UTF-8 with a byte-order mark), as an attachment named after the assignment',
  content: { 'text/csv': { schema: z.string() } },
};

/**
 * GET /assignments/result/{id}: an assignment's result as a CSV file, for the
 * staff who track it (trackResults) on an assignment of a group they see.
 * 404 "No result for this assignment" (spec 1 §8) when nobody has tried it.
 */
export function resultRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  const preHandler = requireUser(db);
  return async (app) => {
    app.get(
      '/assignments/result/:id',
      {
        preHandler,
        schema: {
          tags: ['progress'],
          summary: `An assignment's result as CSV, a row per student and activity; 404 "${MESSAGES.noResultForAssignment}" before any attempt`,
          params: assignmentIdParams,
          response: { 200: csvAnswer, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
        },
      },
      async (request, reply) => {
        const viewer = signedInUser(request);
        requireCapability(viewer, 'trackResults');
        const [assignment] = await visibleAssignmentsByIds(db, viewer, [request.params.id]);
        if (!assignment) throw new ApiError(404, ASSIGNMENT_MESSAGES.notFound);
        const csv = await assignmentResultCsv(db, viewer, assignment);
        if (csv === null) throw new ApiError(404, MESSAGES.noResultForAssignment);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', attachmentHeader(resultFileName(assignment.name)))
          .header('cache-control', 'private, no-store')
          .send(csv);
      },
    );
  };
}
