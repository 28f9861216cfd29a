import { and, asc, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACTIVITY_TYPES, isActivityType } from '@portal/domain';
import type { AppContext } from '../app-context.js';
import { requireCapability, visibleGroupCondition, type Viewer } from '../access/permissions.js';
import { requireUser, signedInUser } from '../auth/require-user.js';
import type { Db } from '../db/database.js';
import { assignmentActivities, assignments, groups } from '../db/schema.js';
import { batchPageQuery, optionalPageQuery, pageOfList, pageOfWhole, totalField } from '../http/paging.js';
import { dataBody, errorBody, listBody } from '../http/envelope.js';
import { uuidListQuery } from '../http/id-lists.js';

const failures = { 400: errorBody, 401: errorBody, 403: errorBody } as const;

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
  const preHandler = requireUser(db);
  return async (app) => {
    app.get(
      '/assignments',
      {
        preHandler,
        schema: {
          tags: ['assignments'],
          summary: 'The assignments of the groups the caller sees, by start date (the trailing slash is optional)',
          querystring: z.object(optionalPageQuery),
          response: { 200: listBody(assignmentJson), ...failures },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        requireCapability(viewer, 'readGroups');
        return pageOfWhole(await visibleAssignments(db, viewer), request.query);
      },
    );

    app.get(
      '/groups/assignments',
      {
        preHandler,
        schema: {
          tags: ['assignments'],
          summary: 'Batch read: for each of these groups the caller sees, a page of its assignments, by start date',
          querystring: z.object({ ids: uuidListQuery(100), ...batchPageQuery }),
          response: {
            200: dataBody(
              z.array(
                z
                  .object({ groupId: z.uuid(), assignments: z.array(assignmentJson), total: totalField })
                  .meta({ id: 'GroupAssignments' }),
              ),
            ),
            ...failures,
          },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        requireCapability(viewer, 'readGroups');
        const { ids } = request.query;
        if (ids.length === 0) return { data: [] };
        const visible = await db
          .select({ id: groups.id })
          .from(groups)
          .where(and(inArray(groups.id, ids), visibleGroupCondition(viewer)));
        const seen = new Set(visible.map((group) => group.id));
        const found = await visibleAssignments(db, viewer, [...seen]);
        return {
          data: ids
            .filter((groupId) => seen.has(groupId))
            .map((groupId) => {
              const page = pageOfList(
                found.filter((assignment) => assignment.groupId === groupId),
                request.query,
              );
              return { groupId, assignments: page.items, total: page.total };
            }),
        };
      },
    );
  };
}
