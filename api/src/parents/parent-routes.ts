import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '@portal/domain';
import type { AppContext } from '../app-context.js';
import { findPersonFor, forbidden, mayActOn, personCondition, requireRole, schoolOf } from '../access/permissions.js';
import { emailField } from '../auth/auth-schemas.js';
import { requireUser, signedInUser } from '../auth/require-user.js';
import { parentChildren, users } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { dataBody, errorBody } from '../http/envelope.js';
import { uuidListQuery } from '../http/id-lists.js';
import { briefChildren, childDetailJson, childJson, childrenOf } from './children.js';

const idParams = z.object({ id: z.uuid() });
const childrenAnswer = dataBody(z.array(childJson));
const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody } as const;

export function parentRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  const preHandler = requireUser(db);
  return async (app) => {
    app.patch(
      '/parent/:id/add-child',
      {
        preHandler,
        schema: {
          tags: ['parents'],
          summary:
            "Link the school's student with this e-mail to parent {id} (idempotent); answers the parent's children",
          params: idParams,
          body: z.object({ childEmail: emailField() }),
          response: { 200: childrenAnswer, ...failures },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        const parent = await findPersonFor(db, viewer, 'linkChildToParent', request.params.id);
        if (!parent.roles.includes('parent')) {
          throw new ApiError(400, 'Children can only be linked to a parent account', { field: 'id' });
        }
        const schoolId = schoolOf(parent);
        const [child] = await db
          .select({ id: users.id })
          .from(users)
          .where(
            and(
              eq(users.email, request.body.childEmail),
              eq(users.schoolId, schoolId),
              sql`'student' = any(${users.roles})`,
            ),
          )
          .limit(1);
        if (!child || child.id === parent.id) {
          throw new ApiError(404, MESSAGES.invalidChildEmail, { field: 'childEmail' });
        }
        if (!(await mayActOn(db, viewer, 'linkChild', child.id))) throw forbidden();
        await db.insert(parentChildren).values({ parentId: parent.id, childId: child.id }).onConflictDoNothing();
        const children = await childrenOf(db, schoolId, [parent.id]);
        return { data: briefChildren(children.get(parent.id)) };
      },
    );

    app.get(
      '/parent/get-children',
      {
        preHandler,
        schema: {
          tags: ['parents'],
          summary: "The signed-in parent's children",
          response: { 200: childrenAnswer, 401: errorBody, 403: errorBody },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        requireRole(viewer, 'readOwnChildren');
        const children = await childrenOf(db, schoolOf(viewer), [viewer.id]);
        return { data: briefChildren(children.get(viewer.id)) };
      },
    );

    app.get(
      '/parent/:id/children',
      {
        preHandler,
        schema: {
          tags: ['parents'],
          summary: "A parent's children (admin, teacher, or the parent)",
          params: idParams,
          response: { 200: childrenAnswer, ...failures },
        },
      },
      async (request) => {
        const parent = await findPersonFor(db, signedInUser(request), 'readChildren', request.params.id);
        const children = await childrenOf(db, schoolOf(parent), [parent.id]);
        return { data: briefChildren(children.get(parent.id)) };
      },
    );

    app.get(
      '/parents/children',
      {
        preHandler,
        schema: {
          tags: ['parents'],
          summary: 'Batch read: the children of each of these people whose children the caller may read',
          querystring: z.object({ ids: uuidListQuery(100) }),
          response: {
            200: dataBody(z.array(z.object({ parentId: z.uuid(), children: z.array(childDetailJson) }))),
            ...failures,
          },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        const ids = request.query.ids;
        if (ids.length === 0 || !viewer.schoolId) return { data: [] };
        const readable = await db
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, ids), personCondition(viewer, 'readChildren')));
        const parentIds = readable.map((row) => row.id);
        const children = await childrenOf(db, viewer.schoolId, parentIds);
        return { data: parentIds.map((parentId) => ({ parentId, children: children.get(parentId) ?? [] })) };
      },
    );
  };
}
