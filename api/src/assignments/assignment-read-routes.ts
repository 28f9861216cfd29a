import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context.js';
import { requireCapability, visibleGroupCondition } from '../access/permissions.js';
import { requireUser, signedInUser } from '../auth/require-user.js';
import { groups } from '../db/schema.js';
import { GROUP_MESSAGES } from '../groups/group-messages.js';
import { ApiError } from '../http/api-error.js';
import { batchPageQuery, optionalPageQuery, pageOfList, pageOfWhole, totalField } from '../http/paging.js';
import { dataBody, errorBody, listBody } from '../http/envelope.js';
import { uuidListQuery } from '../http/id-lists.js';
import { ASSIGNMENT_MESSAGES } from './assignment-messages.js';
import { assignmentIdParams, assignmentJson, visibleAssignment, visibleAssignments } from './assignment-reads.js';

const failures = { 400: errorBody, 401: errorBody, 403: errorBody } as const;

/** Reading assignments: those of the groups the caller sees (GROUP_RULES), all, one, of one group, of many groups. */
export function assignmentReadRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  const preHandler = requireUser(db);
  const now = () => context.now?.() ?? new Date();
  return async (app) => {
    app.get(
      '/assignments',
      {
        config: { slashOptional: true },
        preHandler,
        schema: {
          tags: ['assignments'],
          summary:
            'The assignments of the groups the caller sees, by start date, each with its status now (the trailing slash is optional)',
          querystring: z.object(optionalPageQuery),
          response: { 200: listBody(assignmentJson), ...failures },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        requireCapability(viewer, 'readGroups');
        return pageOfWhole(await visibleAssignments(db, viewer, undefined, now()), request.query);
      },
    );

    app.get(
      '/assignments/:id',
      {
        preHandler,
        schema: {
          tags: ['assignments'],
          summary: 'One assignment of a group the caller sees, with its activities in order (404 otherwise)',
          params: assignmentIdParams,
          response: { 200: dataBody(assignmentJson), 404: errorBody, ...failures },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        requireCapability(viewer, 'readGroups');
        const assignment = await visibleAssignment(db, viewer, request.params.id, now());
        if (!assignment) throw new ApiError(404, ASSIGNMENT_MESSAGES.notFound);
        return { data: assignment };
      },
    );

    app.get(
      '/assignments/groups/:groupId',
      {
        config: { slashOptional: true },
        preHandler,
        schema: {
          tags: ['assignments'],
          summary:
            'The assignments of one group the caller sees, by start date (404 for a group the caller does not see)',
          params: z.object({ groupId: z.uuid() }),
          querystring: z.object(optionalPageQuery),
          response: { 200: listBody(assignmentJson), 404: errorBody, ...failures },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        requireCapability(viewer, 'readGroups');
        const { groupId } = request.params;
        const [group] = await db
          .select({ id: groups.id })
          .from(groups)
          .where(and(eq(groups.id, groupId), visibleGroupCondition(viewer)));
        if (!group) throw new ApiError(404, GROUP_MESSAGES.notFound);
        return pageOfWhole(await visibleAssignments(db, viewer, [group.id], now()), request.query);
      },
    );

    app.get(
      '/groups/assignments',
      {
        preHandler,
        schema: {
          tags: ['assignments'],
          summary: 'Batch read: for each of these groups the caller sees, a page of its assignments, by start date',
          querystring: z.object({
            ids: uuidListQuery(),
            ...batchPageQuery,
            sortOrder: z
              .enum(['asc', 'desc'])
              .default('asc')
              .describe('By start date: asc (the default) earliest first, desc latest first'),
          }),
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
        const byStart = await visibleAssignments(db, viewer, [...seen], now());
        const found = request.query.sortOrder === 'desc' ? byStart.reverse() : byStart;
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
