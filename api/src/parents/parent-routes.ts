import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_DETAILS, MESSAGES } from '@portal/domain';
import type { AppContext } from '../app-context.js';
import {
  findPersonFor,
  forbidden,
  mayActOn,
  holds,
  personCondition,
  requireCapability,
  schoolOf,
} from '../access/permissions.js';
import { recordAudit } from '../audit/audit-store.js';
import { emailField } from '../auth/auth-schemas.js';
import { requireUser, signedInUser } from '../auth/require-user.js';
import { PARENT_LINK_STATUSES, parentChildren, users, type ParentLinkStatus } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { batchPageQuery, pageOfList, totalField } from '../http/paging.js';
import { dataBody, errorBody } from '../http/envelope.js';
import { uuidListQuery } from '../http/id-lists.js';
import { toUserJson, userJson } from '../users/user-json.js';
import { briefChildren, childJson, childLinkJson, childLinks, childrenOf } from './children.js';

const idParams = z.object({ id: z.uuid() });
const childrenAnswer = dataBody(z.array(childJson));
const childLinksAnswer = dataBody(z.array(childLinkJson));
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
            "Link the school's student with this e-mail to parent {id} (idempotent): active at once for an admin signed in to the portal, else (an API token too) a pending request until the school approves it (an admin, or a teacher of one of the child's groups); answers the parent's children and pending requests",
          params: idParams,
          body: z.object({ childEmail: emailField() }),
          response: { 200: childLinksAnswer, ...failures },
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
        // A token's link is a request like anybody's: an active one would outlive the token's revocation.
        const status: ParentLinkStatus =
          holds(viewer, 'makeActiveLinks') && !request.viaApiToken ? 'active' : 'pending';
        // The link is the child's school's: the query above finds a child only in the parent's school, so both agree.
        const link = { schoolId, parentId: parent.id, childId: child.id, status, requestedBy: viewer.id };
        await db.transaction(async (tx) => {
          /*
           * Logged when it changed something, as the insert's own result says
           * (a row locked before it would be none while no link exists, so two
           * parallel requests would both log): a new link, or an admin's link
           * activating a pending request. Asking again decides nothing, and a
           * request never demotes an active link.
           */
          const insert = tx.insert(parentChildren).values(link);
          const changed =
            status === 'active'
              ? await insert
                  .onConflictDoUpdate({
                    target: [parentChildren.parentId, parentChildren.childId],
                    set: { status: 'active' },
                    setWhere: ne(parentChildren.status, 'active'),
                  })
                  .returning({ id: parentChildren.childId })
              : await insert.onConflictDoNothing().returning({ id: parentChildren.childId });
          if (changed.length > 0) {
            const decision = status === 'active' ? 'madeActive' : 'requested';
            const detail = AUDIT_DETAILS.parentLink(decision, `${parent.firstName} ${parent.lastName}`);
            await recordAudit(tx, viewer, { kind: 'parentLink', schoolId, subjectId: child.id, detail });
          }
        });
        const children = await childrenOf(db, schoolId, [parent.id], PARENT_LINK_STATUSES);
        return { data: childLinks(children.get(parent.id)) };
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
        requireCapability(viewer, 'readOwnChildren');
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
          summary:
            'Batch read: a page of the children (or, with status=pending, the pending link requests) of each of these people whose children the caller may read, by name',
          querystring: z.object({
            ids: uuidListQuery(),
            status: z.enum(PARENT_LINK_STATUSES).default('active').describe('Which links: active (default) or pending'),
            ...batchPageQuery,
          }),
          response: {
            200: dataBody(
              z.array(
                z
                  .object({ parentId: z.uuid(), children: z.array(userJson), total: totalField })
                  .meta({ id: 'ParentChildren' }),
              ),
            ),
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
        const readableIds = new Set(readable.map((row) => row.id));
        const parentIds = ids.filter((id) => readableIds.has(id));
        const children = await childrenOf(db, viewer.schoolId, parentIds, [request.query.status]);
        return {
          data: parentIds.map((parentId) => {
            const { items, total } = pageOfList(children.get(parentId), request.query);
            return { parentId, children: items.map((child) => toUserJson(child.user)), total };
          }),
        };
      },
    );
  };
}
