import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '@portal/domain';
import type { AppContext } from '../app-context.js';
import { requireUser, signedInUser } from '../auth/require-user.js';
import { dataBody, errorBody } from '../http/envelope.js';
import { assignmentChangesBody, newAssignmentBody } from './assignment-bodies.js';
import { assignmentIdParams, assignmentJson } from './assignment-reads.js';
import { createAssignment, deleteAssignment, finishAssignment, updateAssignment } from './assignment-writes.js';

const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody } as const;

const DATE_RULES = `400 "${MESSAGES.dueDateBeforeStartDate}" (field startDate) when the start is after the end`;

/**
 * POST /assignments, PATCH and DELETE /assignments/{id}, POST
 * /assignments/{id}/finish: managing the assignments of the groups the caller
 * manages (admin any of the school, teacher owned; any other answers 404).
 */
export function assignmentWriteRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  const preHandler = requireUser(db);
  const now = () => context.now?.() ?? new Date();
  return async (app) => {
    app.post(
      '/assignments',
      {
        config: { slashOptional: true },
        preHandler,
        schema: {
          tags: ['assignments'],
          summary: `Create an assignment of a group the caller manages, with its activities in order (the trailing slash is optional); ${DATE_RULES}, 400 "${MESSAGES.newAssignmentStartBeforeToday}" when the start is before today (the school's local day, in its time zone); 404 "Group not found" for a group the caller does not manage`,
          body: newAssignmentBody,
          response: { 201: dataBody(assignmentJson), ...failures },
        },
      },
      async (request, reply) => {
        const assignment = await createAssignment(db, signedInUser(request), request.body, now());
        return reply.code(201).send({ data: assignment });
      },
    );

    app.patch(
      '/assignments/:id',
      {
        preHandler,
        schema: {
          tags: ['assignments'],
          summary: `Edit an assignment's name, group and dates, all four sent (the Update payload); ${DATE_RULES}, 400 "${MESSAGES.newAssignmentStartBeforeToday}" when a changed start is before today (the school's local day, in its time zone); moving it needs the new group managed by the caller too (404 "Group not found")`,
          params: assignmentIdParams,
          body: assignmentChangesBody,
          response: { 204: z.null().describe('Changed: no body'), ...failures },
        },
      },
      async (request, reply) => {
        await updateAssignment(db, signedInUser(request), request.params.id, request.body, now());
        return reply.code(204).send(null);
      },
    );

    app.delete(
      '/assignments/:id',
      {
        preHandler,
        schema: {
          tags: ['assignments'],
          summary: 'Delete an assignment of a group the caller manages, with its activities',
          params: assignmentIdParams,
          response: { 204: z.null().describe('Deleted: no body'), ...failures },
        },
      },
      async (request, reply) => {
        await deleteAssignment(db, signedInUser(request), request.params.id);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/assignments/:id/finish',
      {
        preHandler,
        schema: {
          tags: ['assignments'],
          summary:
            'End an assignment (spec 1 §4 End): its end becomes 5 minutes before now, and its start too when that was later, so its status is Completed; one already ended keeps its dates',
          params: assignmentIdParams,
          response: { 200: dataBody(assignmentJson), ...failures },
        },
      },
      async (request) => ({ data: await finishAssignment(db, signedInUser(request), request.params.id, now()) }),
    );
  };
}
