import { count, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context.js';
import { requireCapability, visibleGroupCondition, type Viewer } from '../access/permissions.js';
import { requireUser, signedInUser } from '../auth/require-user.js';
import type { Db } from '../db/database.js';
import { assignments, groups } from '../db/schema.js';
import { errorBody, listBody } from '../http/envelope.js';
import { listPageQuery } from '../http/paging.js';
import { assignmentJson, withActivities, type AssignmentJson } from './assignment-reads.js';
import { currentFirst } from './current-order.js';

/** A home's first page: enough for today's and the coming days' work. */
const HOME_PAGE = 20;

/**
 * A page of the assignments of the groups the viewer sees (GROUP_RULES),
 * what is current first (domain's `compareAssignments` at `now`), and how
 * many there are: three statements whatever the page (count, rows, activities).
 */
export async function currentAssignments(
  db: Db,
  viewer: Viewer,
  page: { start: number; count: number },
  now: Date,
): Promise<{ data: AssignmentJson[]; total: number }> {
  const visible = inArray(
    assignments.groupId,
    db.select({ id: groups.id }).from(groups).where(visibleGroupCondition(viewer)),
  );
  const [[counted], rows] = await Promise.all([
    db.select({ total: count() }).from(assignments).where(visible),
    db
      .select()
      .from(assignments)
      .where(visible)
      .orderBy(...currentFirst(now))
      .offset(page.start)
      .limit(page.count),
  ]);
  return { data: await withActivities(db, rows, now), total: counted?.total ?? 0 };
}

/**
 * GET /assignments/current: the homes' list (issue 35, "every page opens on
 * what matters now"). GET /assignments keeps the spec's start-date order, which
 * its clients page through; the homes ask the server for what is current, so a
 * school with years of history still opens on today's work.
 */
export function currentAssignmentRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  const preHandler = requireUser(db);
  const now = () => context.now?.() ?? new Date();
  return async (app) => {
    app.get(
      '/assignments/current',
      {
        preHandler,
        schema: {
          tags: ['assignments'],
          summary:
            'The assignments of the groups the caller sees, what is current first: in progress by due date, then scheduled by start date, then the rest latest ended first; ties by name. Each with its status now',
          querystring: z.object(listPageQuery(HOME_PAGE)),
          response: { 200: listBody(assignmentJson), 400: errorBody, 401: errorBody, 403: errorBody },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        requireCapability(viewer, 'readGroups');
        return currentAssignments(db, viewer, request.query, now());
      },
    );
  };
}
