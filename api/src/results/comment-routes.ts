import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_COMMENT_LENGTH } from '@portal/domain';
import type { AppContext } from '../app-context.js';
import { findPersonFor, personIdsFor, requireCapability, schoolOf } from '../access/permissions.js';
import { requireUser, signedInUser } from '../auth/require-user.js';
import { ApiError } from '../http/api-error.js';
import { dataBody, errorBody, listBody } from '../http/envelope.js';
import { uuidListQuery } from '../http/id-lists.js';
import { batchPageQuery, listPageQuery } from '../http/paging.js';
import { addComment, commentsOf } from './comments.js';
import { auditTrailOf } from './evaluation-audit.js';
import { auditEntryJson, commentBody, studentCommentsJson } from './evaluation-json.js';
import { EVALUATION_MESSAGES } from './evaluation-messages.js';
import { studentToEvaluate } from './grade-writes.js';
import { commentJson } from './result-json.js';

const failures = { 400: errorBody, 401: errorBody, 403: errorBody } as const;

/**
 * Comments on students (spec 2 §3 and §7: POST /result/comments), a batch
 * read of them for the gateway, and the audit trail of every grade and
 * comment change, for the school's admins (no screen shows it).
 */
export function commentRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  const preHandler = requireUser(db);
  return async (app) => {
    app.post(
      '/result/comments',
      {
        preHandler,
        config: { multilineFields: ['comment'] },
        schema: {
          tags: ['results'],
          summary: `Comment on a student (several lines allowed, at most ${MAX_COMMENT_LENGTH} characters): admins on any student of their school, teachers on the students of their groups; staffId must be the caller's own id (403 otherwise)`,
          body: commentBody,
          response: { 201: dataBody(commentJson), 404: errorBody, ...failures },
        },
      },
      async (request, reply) => {
        const viewer = signedInUser(request);
        const student = await studentToEvaluate(db, viewer, request.body.studentId);
        if (request.body.staffId !== viewer.id) {
          throw new ApiError(403, EVALUATION_MESSAGES.notYourStaffId, { field: 'staffId' });
        }
        const comment = await addComment(db, viewer, student, request.body);
        return reply.code(201).send({ data: comment });
      },
    );

    app.get(
      '/result/comments',
      {
        preHandler,
        schema: {
          tags: ['results'],
          summary:
            'Batch read: a page of the comments on each of these students whose results the caller reads, newest first (others left out)',
          querystring: z.object({ ids: uuidListQuery(), ...batchPageQuery }),
          response: { 200: dataBody(z.array(studentCommentsJson)), ...failures },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        requireCapability(viewer, 'readProgress');
        const { ids, first, offset } = request.query;
        const readable = await personIdsFor(db, viewer, 'readProgress', ids);
        const found = await commentsOf(db, [...readable], { first, offset });
        return {
          data: ids
            .filter((id) => readable.has(id))
            .map((studentId) => ({ studentId, ...(found.get(studentId) ?? { comments: [], total: 0 }) })),
        };
      },
    );

    app.get(
      '/result/audit/:studentId',
      {
        preHandler,
        schema: {
          tags: ['results'],
          summary:
            "The trail of every change to a student's grades and comments (who, when, old and new value), newest first: admins, for the students of their school",
          params: z.object({ studentId: z.uuid({ error: 'Not a student id' }) }),
          querystring: z.object(listPageQuery(50)),
          response: { 200: listBody(auditEntryJson), 404: errorBody, ...failures },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        requireCapability(viewer, 'readEvaluationAudit');
        const student = await findPersonFor(db, viewer, 'read', request.params.studentId);
        const { entries, total } = await auditTrailOf(
          db,
          { id: student.id, schoolId: schoolOf(viewer) },
          request.query,
        );
        return { data: entries, total };
      },
    );
  };
}
