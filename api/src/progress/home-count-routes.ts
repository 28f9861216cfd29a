import { and, count, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context.js';
import { personCondition, requireCapability } from '../access/permissions.js';
import { requireUser, signedInUser } from '../auth/require-user.js';
import { users } from '../db/schema.js';
import { dataBody, errorBody } from '../http/envelope.js';
import { uuidListQuery } from '../http/id-lists.js';
import { visibleAssignmentsByIds } from '../assignments/assignment-reads.js';
import { progressReports } from './progress-reads.js';

const failures = { 400: errorBody, 401: errorBody, 403: errorBody } as const;

export const startedCountJson = z
  .object({
    assignmentId: z.uuid(),
    started: z
      .number()
      .int()
      .describe('How many of those students have at least one attempt at one of its activities ("12 of 25 started")'),
    students: z.number().int().describe('How many students of its group the caller reads the progress of'),
  })
  .meta({ id: 'AssignmentStartedCount' });

/**
 * The staff home's counts (issue 35): how many of each assignment's students
 * have started it, in one batch read for a whole page of assignments, and how
 * many students the caller looks after.
 */
export function homeCountRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  const preHandler = requireUser(db);
  return async (app) => {
    app.get(
      '/report/assignments/started',
      {
        preHandler,
        schema: {
          tags: ['progress'],
          summary:
            'Batch read: for each of these assignments the caller sees, how many of its students (those whose progress the caller reads: staff every one, a student themself, a parent their children) have started it; the others are left out',
          querystring: z.object({ ids: uuidListQuery() }),
          response: { 200: dataBody(z.array(startedCountJson)), ...failures },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        requireCapability(viewer, 'readProgress');
        requireCapability(viewer, 'readGroups');
        const list = await visibleAssignmentsByIds(db, viewer, request.query.ids);
        // The progress report's own rows, so "started" here is the Progress tab's "Started".
        const reports = await progressReports(db, viewer, list);
        return {
          data: list.map(({ assignmentId }) => {
            const rows = reports.get(assignmentId)?.rows ?? [];
            return {
              assignmentId,
              started: rows.filter((row) => row.progress.some(Boolean)).length,
              students: rows.length,
            };
          }),
        };
      },
    );

    app.get(
      '/report/students/count',
      {
        preHandler,
        schema: {
          tags: ['progress'],
          summary:
            "How many students the caller follows (PERSON_RULES.readProgress): an admin the school's, a teacher the distinct students of the groups they own, a parent their children, a student themself",
          response: {
            200: dataBody(z.object({ total: z.number().int() }).meta({ id: 'OwnStudentCount' })),
            ...failures,
          },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        requireCapability(viewer, 'readProgress');
        const [row] = await db
          .select({ total: count() })
          .from(users)
          .where(and(sql`'student' = any(${users.roles})`, personCondition(viewer, 'readProgress')));
        return { data: { total: row?.total ?? 0 } };
      },
    );
  };
}
