import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context.js';
import { personCondition, requireCapability, visibleGroupCondition } from '../access/permissions.js';
import { requireUser, signedInUser } from '../auth/require-user.js';
import { groupOwners, groupStudents, groups, users } from '../db/schema.js';
import { humanOrder } from '../db/collation.js';
import { ApiError } from '../http/api-error.js';
import { dataBody, errorBody, listBody } from '../http/envelope.js';
import { batchPageQuery, optionalPageQuery, pageOfList, pageOfWhole, totalField } from '../http/paging.js';
import { uuidListQuery } from '../http/id-lists.js';
import { GROUP_MESSAGES } from './group-messages.js';
import { groupIdParams, groupJson, visibleGroups } from './group-reads.js';

const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody } as const;

/** Reading groups: the caller's groups, one group, and the batch read of people's groups. */
export function groupReadRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  const preHandler = requireUser(db);
  return async (app) => {
    app.get(
      '/groups',
      {
        config: { slashOptional: true },
        preHandler,
        schema: {
          tags: ['groups'],
          summary:
            "The groups the caller sees: admin all of the school, teacher those owned, student those joined, parent their children's (the trailing slash is optional)",
          querystring: z.object({
            ids: uuidListQuery().optional().describe('Batch read: only these groups'),
            ...optionalPageQuery,
          }),
          response: { 200: listBody(groupJson), ...failures },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        requireCapability(viewer, 'readGroups');
        return pageOfWhole(await visibleGroups(db, viewer, request.query.ids), request.query);
      },
    );

    app.get(
      '/groups/:id',
      {
        preHandler,
        schema: {
          tags: ['groups'],
          summary: 'One group the caller sees (404 otherwise)',
          params: groupIdParams,
          response: { 200: dataBody(groupJson), ...failures },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        requireCapability(viewer, 'readGroups');
        const [group] = await visibleGroups(db, viewer, [request.params.id]);
        if (!group) throw new ApiError(404, GROUP_MESSAGES.notFound);
        return { data: group };
      },
    );

    app.get(
      '/users/groups',
      {
        preHandler,
        schema: {
          tags: ['groups'],
          summary:
            'Batch read: for each of these people the caller may read, a page of the groups they belong to (as student or owner) that the caller sees, by name',
          querystring: z.object({ ids: uuidListQuery(), ...batchPageQuery }),
          response: {
            200: dataBody(
              z.array(
                z
                  .object({
                    userId: z.uuid(),
                    groups: z.array(z.object({ groupId: z.uuid(), name: z.string() })),
                    total: totalField,
                  })
                  .meta({ id: 'UserGroups' }),
              ),
            ),
            ...failures,
          },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        const ids = request.query.ids;
        if (ids.length === 0) return { data: [] };
        const readable = await db
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, ids), personCondition(viewer, 'read')));
        const readableIds = new Set(readable.map((row) => row.id));
        const userIds = ids.filter((id) => readableIds.has(id));
        if (userIds.length === 0) return { data: [] };
        const members = db
          .select({ groupId: groupStudents.groupId, userId: groupStudents.userId })
          .from(groupStudents)
          .where(inArray(groupStudents.userId, userIds))
          .union(
            db
              .select({ groupId: groupOwners.groupId, userId: groupOwners.userId })
              .from(groupOwners)
              .where(inArray(groupOwners.userId, userIds)),
          )
          .as('members');
        const rows = await db
          .select({ userId: members.userId, groupId: groups.id, name: groups.name })
          .from(members)
          .innerJoin(groups, eq(groups.id, members.groupId))
          .where(visibleGroupCondition(viewer))
          .orderBy(asc(humanOrder(groups.name)), asc(groups.id));
        return {
          data: userIds.map((userId) => {
            const all = rows.filter((row) => row.userId === userId).map(({ groupId, name }) => ({ groupId, name }));
            const { items, total } = pageOfList(all, request.query);
            return { userId, groups: items, total };
          }),
        };
      },
    );
  };
}
