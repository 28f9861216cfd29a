import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_DETAILS, LARGEST_PAGE } from '@portal/domain';
import type { AppContext } from '../app-context.js';
import { recordAudit, type AuditEntry } from '../audit/audit-store.js';
import { findPersonFor, type Viewer } from '../access/permissions.js';
import { requirePerson, requireUser, signedInUser } from '../auth/require-user.js';
import type { Db } from '../db/database.js';
import { PARENT_LINK_STATUSES, parentChildren } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { dataBody, errorBody, listBody } from '../http/envelope.js';
import { listPageQuery } from '../http/paging.js';
import {
  LINK_NOT_FOUND,
  ONLY_PENDING_DECLINED,
  findLink,
  linksToDecide,
  parentLinkJson,
  type ParentLinkJson,
} from './parent-links.js';

const linkParams = z.object({ parentId: z.uuid(), childId: z.uuid() });
const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody } as const;

/**
 * The link between these two people when the viewer may decide on it: 403
 * when the viewer's roles never decide (parent, teacher, root) or the child is
 * out of reach (another student); 404 for an id of another school, like an id
 * nobody has, or when there is no such link.
 */
async function linkToDecide(db: Db, viewer: Viewer, parentId: string, childId: string) {
  await findPersonFor(db, viewer, 'decideParentLink', childId);
  const link = await findLink(db, parentId, childId);
  if (!link) throw new ApiError(404, LINK_NOT_FOUND);
  return link;
}

const linkKey = (parentId: string, childId: string) =>
  and(eq(parentChildren.parentId, parentId), eq(parentChildren.childId, childId));

/** The audit log's entry of a decision on a link: the student's own acceptance, or an admin's approval. */
function linkEntry(viewer: Viewer, link: ParentLinkJson, schoolId: string, action: 'accept' | 'decline'): AuditEntry {
  const decision = action === 'decline' ? 'declined' : viewer.id === link.child.userId ? 'accepted' : 'approved';
  const detail = AUDIT_DETAILS.parentLink(decision, `${link.parent.firstName} ${link.parent.lastName}`);
  return { kind: 'parentLink', schoolId, subjectId: link.child.userId, detail };
}

/** Parent link requests: a student accepts or declines the ones naming them, an admin those of the school. */
export function parentLinkRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  const preHandler = requireUser(db);
  return async (app) => {
    app.get(
      '/parent-links',
      {
        preHandler,
        schema: {
          tags: ['parents'],
          summary:
            'A page of the parent links the caller may decide on, oldest request first: a student those naming them, an admin those of the school; empty for other roles',
          querystring: z.object({
            status: z.enum(PARENT_LINK_STATUSES).default('pending'),
            parentId: z.uuid().optional().describe("Only this parent's"),
            childId: z.uuid().optional().describe("Only this child's"),
            ...listPageQuery(LARGEST_PAGE),
          }),
          response: { 200: listBody(parentLinkJson), 400: errorBody, 401: errorBody },
        },
      },
      async (request) => {
        const { start, count, ...filter } = request.query;
        const links = await linksToDecide(db, signedInUser(request), filter);
        return { data: links.slice(start, start + count), total: links.length };
      },
    );

    app.post(
      '/parent-links/:parentId/:childId/accept',
      {
        // Consent is a person's: a token that could approve its own requests would make links that outlive it.
        preHandler: requirePerson(db),
        schema: {
          tags: ['parents'],
          summary:
            'Accept (the student named) or approve (an admin) a link request, signed in to the portal (not with an API token): the link becomes active (idempotent)',
          params: linkParams,
          response: { 200: dataBody(parentLinkJson), ...failures },
        },
      },
      async (request) => {
        const { parentId, childId } = request.params;
        const viewer = signedInUser(request);
        const link = await linkToDecide(db, viewer, parentId, childId);
        if (link.status !== 'active') {
          await db.transaction(async (tx) => {
            const changed = await tx
              .update(parentChildren)
              .set({ status: 'active' })
              .where(and(linkKey(parentId, childId), eq(parentChildren.status, 'pending')))
              .returning({ schoolId: parentChildren.schoolId });
            await recordAudit(
              tx,
              viewer,
              changed.map(({ schoolId }) => linkEntry(viewer, link, schoolId, 'accept')),
            );
          });
        }
        return { data: { ...link, status: 'active' as const } };
      },
    );

    app.delete(
      '/parent-links/:parentId/:childId',
      {
        preHandler,
        schema: {
          tags: ['parents'],
          summary: 'Decline a pending link request (the student named, or an admin): it is deleted',
          params: linkParams,
          response: {
            200: dataBody(z.object({ parentId: z.uuid(), childId: z.uuid() }).meta({ id: 'DeclinedParentLink' })),
            ...failures,
            409: errorBody,
          },
        },
      },
      async (request) => {
        const { parentId, childId } = request.params;
        const viewer = signedInUser(request);
        const link = await linkToDecide(db, viewer, parentId, childId);
        if (link.status !== 'pending') throw new ApiError(409, ONLY_PENDING_DECLINED);
        await db.transaction(async (tx) => {
          const declined = await tx
            .delete(parentChildren)
            .where(and(linkKey(parentId, childId), eq(parentChildren.status, 'pending')))
            .returning({ schoolId: parentChildren.schoolId });
          await recordAudit(
            tx,
            viewer,
            declined.map(({ schoolId }) => linkEntry(viewer, link, schoolId, 'decline')),
          );
        });
        return { data: { parentId, childId } };
      },
    );
  };
}
