import { and, asc, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACTIVITY_TYPES, isActivityType } from '@portal/domain';
import type { AppContext } from '../app-context.js';
import { requireCapability, visibleGroupCondition, type Viewer } from '../access/permissions.js';
import { requireUser, signedInUser } from '../auth/require-user.js';
import type { Db } from '../db/database.js';
import { assignmentActivities, assignments, groups } from '../db/schema.js';
import { errorBody, listBody } from '../http/envelope.js';
import { uuidListQuery } from '../http/id-lists.js';

export const assignmentJson = z
  .object({
    assignmentId: z.uuid(),
    name: z.string(),
    groupId: z.uuid(),
    startDate: z.string().describe('ISO 8601, UTC'),
    endDate: z.string().describe('ISO 8601, UTC'),
    activities: z.array(z.object({ questId: z.string(), activityType: z.enum(ACTIVITY_TYPES) })),
  })
  .meta({ id: 'Assignment' });

type AssignmentJson = z.infer<typeof assignmentJson>;

/** The assignments of the groups the viewer sees, optionally only those of these groups, by start date. */
async function visibleAssignments(db: Db, viewer: Viewer, groupIds?: readonly string[]): Promise<AssignmentJson[]> {
  const visibleGroupIds = db.select({ id: groups.id }).from(groups).where(visibleGroupCondition(viewer));
  const conditions: SQL[] = [inArray(assignments.groupId, visibleGroupIds)];
  if (groupIds) {
    if (groupIds.length === 0) return [];
    conditions.push(inArray(assignments.groupId, [...groupIds]));
  }
  const rows = await db
    .select()
    .from(assignments)
    .where(and(...conditions))
    .orderBy(asc(assignments.startDate), asc(assignments.name), asc(assignments.id));
  if (rows.length === 0) return [];
  const activities = await db
    .select()
    .from(assignmentActivities)
    .where(
      inArray(
        assignmentActivities.assignmentId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(assignmentActivities.assignmentId), asc(assignmentActivities.position));
  return rows.map((row) => ({
    assignmentId: row.id,
    name: row.name,
    groupId: row.groupId,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    activities: activities
      .filter((activity) => activity.assignmentId === row.id)
      .flatMap(({ questId, activityType }) => (isActivityType(activityType) ? [{ questId, activityType }] : [])),
  }));
}

export function assignmentRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  return async (app) => {
    app.get(
      '/assignments',
      {
        preHandler: requireUser(db),
        schema: {
          tags: ['assignments'],
          summary: 'The assignments of the groups the caller sees (the trailing slash is optional)',
          querystring: z.object({
            groupIds: uuidListQuery(100).optional().describe('Batch read: only the assignments of these groups'),
          }),
          response: { 200: listBody(assignmentJson), 400: errorBody, 401: errorBody, 403: errorBody },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        requireCapability(viewer, 'readGroups');
        const found = await visibleAssignments(db, viewer, request.query.groupIds);
        return { data: found, total: found.length };
      },
    );
  };
}
