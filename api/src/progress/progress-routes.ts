import { BATCH_LIMIT } from '@portal/domain';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context.js';
import { requireCapability } from '../access/permissions.js';
import { requireUser, signedInUser } from '../auth/require-user.js';
import { ApiError } from '../http/api-error.js';
import { dataBody, errorBody } from '../http/envelope.js';
import { optionalBatchPageQuery, totalField } from '../http/paging.js';
import { userListQuery } from '../users/user-list.js';
import { uuidListQuery } from '../http/id-lists.js';
import { ASSIGNMENT_MESSAGES } from '../assignments/assignment-messages.js';
import { assignmentIdParams, visibleAssignmentsByIds, type AssignmentJson } from '../assignments/assignment-reads.js';
import type { Viewer } from '../access/permissions.js';
import { recordAttempt } from './attempt-writes.js';
import {
  SCORE_FIELDS,
  attemptBody,
  leaderboardEntryJson,
  progressRowJson,
  recordedAttemptJson,
} from './progress-json.js';
import { PROGRESS_MESSAGES } from './progress-messages.js';
import { leaderboards, progressReports } from './progress-reads.js';

const failures = { 400: errorBody, 401: errorBody, 403: errorBody } as const;

/**
 * POST /progress (a student's attempt) and the reads of attempts: an
 * assignment's progress report and leaderboard, one at a time (spec 1 §7)
 * and in batches (the gateway's DataLoaders). Each reads assignments of the
 * groups the caller sees; anyone else's is 404 alone, or left out of a batch.
 */
export function progressRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  const preHandler = requireUser(db);

  async function oneAssignment(viewer: Viewer, id: string): Promise<AssignmentJson> {
    requireCapability(viewer, 'readGroups');
    const [assignment] = await visibleAssignmentsByIds(db, viewer, [id]);
    if (!assignment) throw new ApiError(404, ASSIGNMENT_MESSAGES.notFound);
    return assignment;
  }

  return async (app) => {
    app.post(
      '/progress',
      {
        preHandler,
        schema: {
          tags: ['progress'],
          summary: `Record the signed-in student's attempt at an activity of an assignment of their group, graded by the API from its responses (a body carrying answered, correct or completed is 400: "${PROGRESS_MESSAGES.scoresFromPortal}"), and answer it with feedback on each question answered: 404 for any other assignment, 400 when the activity is not in it or a response names no question of it, a question twice or no choice of it, 409 before the assignment starts (after it ends, attempts still count), 429 with Retry-After past the attempts a student may make a minute. With an idempotencyKey sent before, nothing is recorded again: the answer is the attempt first stored, with the header Idempotent-Replayed: true (409 if that key came with other values)`,
          body: attemptBody,
          response: { 201: dataBody(recordedAttemptJson), 404: errorBody, 409: errorBody, 429: errorBody, ...failures },
        },
        // Before the schema strips fields it does not know: a score sent by the client is refused, not ignored.
        preValidation: async (request) => {
          const sent = request.body;
          if (typeof sent !== 'object' || sent === null) return;
          const forged = SCORE_FIELDS.find((field) => Object.hasOwn(sent, field));
          if (forged) throw new ApiError(400, PROGRESS_MESSAGES.scoresFromPortal, { field: forged });
        },
      },
      async (request, reply) => {
        const { attempt, replayed } = await recordAttempt(
          db,
          signedInUser(request),
          request.body,
          context.throttle.attemptLimitPerMinute,
        );
        if (replayed) reply.header('idempotent-replayed', 'true');
        return reply.code(201).send({ data: attempt });
      },
    );

    app.get(
      '/report/assignments/:id',
      {
        preHandler,
        schema: {
          tags: ['progress'],
          summary:
            "An assignment's progress report: a row per student of its group whose progress the caller reads (staff all, a student themself, a parent their children), by last name",
          params: assignmentIdParams,
          response: { 200: dataBody(z.array(progressRowJson)), 404: errorBody, ...failures },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        requireCapability(viewer, 'readProgress');
        const assignment = await oneAssignment(viewer, request.params.id);
        const reports = await progressReports(db, viewer, [assignment]);
        return { data: reports.get(assignment.assignmentId)?.rows ?? [] };
      },
    );

    app.get(
      '/report/assignments/:id/leaderboard',
      {
        preHandler,
        schema: {
          tags: ['progress'],
          summary:
            "An assignment's leaderboard: every student of its group by score (correct answers, each activity's best attempt), equal scores sharing a rank",
          params: assignmentIdParams,
          response: { 200: dataBody(z.array(leaderboardEntryJson)), 404: errorBody, ...failures },
        },
      },
      async (request) => {
        const assignment = await oneAssignment(signedInUser(request), request.params.id);
        const boards = await leaderboards(db, [assignment]);
        return { data: boards.get(assignment.assignmentId)?.entries ?? [] };
      },
    );

    app.get(
      '/report/assignments',
      {
        preHandler,
        schema: {
          tags: ['progress'],
          summary:
            'Batch read: the progress report of each of these assignments the caller sees, a page of each (whole without `first`) by last name then first name, only the rows of `students` and of `name` when given; `total` counts the students matched',
          querystring: z.object({
            ids: uuidListQuery(),
            students: uuidListQuery()
              .optional()
              .describe(
                `Only the rows of these students (comma-separated ids, at most ${BATCH_LIMIT}); left out, every row`,
              ),
            name: userListQuery.shape.name.describe(
              'Only the students whose "first last" holds this, case-insensitively, as GET /groups/students filters them: the same page of both names the same students',
            ),
            ...optionalBatchPageQuery,
          }),
          response: {
            200: dataBody(
              z.array(
                z
                  .object({ assignmentId: z.uuid(), rows: z.array(progressRowJson), total: totalField })
                  .meta({ id: 'AssignmentProgressReport' }),
              ),
            ),
            ...failures,
          },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        requireCapability(viewer, 'readProgress');
        requireCapability(viewer, 'readGroups');
        const { ids, students, name, first, offset } = request.query;
        const list = await visibleAssignmentsByIds(db, viewer, ids);
        // Paged in SQL, by student: a page of 20 of a group of 300 reads 20 students' rows.
        const reports = await progressReports(db, viewer, list, {
          studentIds: students,
          name,
          page: { offset, limit: first },
        });
        return {
          data: list.map(({ assignmentId }) => {
            const { rows, total } = reports.get(assignmentId) ?? { rows: [], total: 0 };
            return { assignmentId, rows, total };
          }),
        };
      },
    );

    app.get(
      '/report/leaderboards',
      {
        preHandler,
        schema: {
          tags: ['progress'],
          summary:
            "Batch read: the leaderboard of each of these assignments the caller sees, a page of each (whole without `first`), with the caller's own entry wherever it falls",
          querystring: z.object({ ids: uuidListQuery(), ...optionalBatchPageQuery }),
          response: {
            200: dataBody(
              z.array(
                z
                  .object({
                    assignmentId: z.uuid(),
                    entries: z.array(leaderboardEntryJson),
                    total: totalField,
                    // Inline (not the shared LeaderboardEntry reference): OpenAPI 3.0 has no nullable reference.
                    own: leaderboardEntryJson
                      .extend({})
                      .nullable()
                      .describe("The caller's own entry, on this page or not; null when they are not a student of it"),
                  })
                  .meta({ id: 'AssignmentLeaderboard' }),
              ),
            ),
            ...failures,
          },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        requireCapability(viewer, 'readGroups');
        const { ids, first, offset } = request.query;
        const list = await visibleAssignmentsByIds(db, viewer, ids);
        // Scored, ranked and paged in SQL; the caller's own entry is read wherever it falls.
        const boards = await leaderboards(db, list, { page: { offset, limit: first }, ownId: viewer.id });
        return {
          data: list.map(({ assignmentId }) => ({
            assignmentId,
            ...(boards.get(assignmentId) ?? { entries: [], total: 0, own: null }),
          })),
        };
      },
    );
  };
}
