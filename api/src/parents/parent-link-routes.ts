import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_DETAILS, LARGEST_PAGE } from '@portal/domain';
import type { AppContext } from '../app-context.js';
import { recordAudit, type AuditEntry } from '../audit/audit-store.js';
import { findPersonFor, type Viewer } from '../access/permissions.js';
import { requirePerson, requireUser, signedInUser } from '../auth/require-user.js';
import type { Db } from '../db/database.js';
import { sendFailureReason } from '../email/mail-sender.js';
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
 * when the viewer's roles never decide (student, parent, root) or the child is
 * out of reach (a teacher's student of another group); 404 for an id of
 * another school, like an id nobody has, or when there is no such link.
 */
async function linkToDecide(db: Db, viewer: Viewer, parentId: string, childId: string) {
  await findPersonFor(db, viewer, 'decideParentLink', childId);
  const link = await findLink(db, parentId, childId);
  if (!link) throw new ApiError(404, LINK_NOT_FOUND);
  return link;
}

const linkKey = (parentId: string, childId: string) =>
  and(eq(parentChildren.parentId, parentId), eq(parentChildren.childId, childId));

/** The audit log's entry of the school's decision on a link. */
function linkEntry(link: ParentLinkJson, schoolId: string, action: 'accept' | 'decline'): AuditEntry {
  const decision = action === 'decline' ? 'declined' : 'approved';
  const detail = AUDIT_DETAILS.parentLink(decision, `${link.parent.firstName} ${link.parent.lastName}`);
  return { kind: 'parentLink', schoolId, subjectId: link.child.userId, detail };
}

/**
 * Parent link requests (issue 36: the school confirms families): an admin
 * decides on those of the school, a teacher on those naming a student of
 * one of their groups; the child never does. The parent is mailed the
 * decision when the portal mails (SMTP_URL).
 */
export function parentLinkRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  const preHandler = requireUser(db);
  const tellParent = async (request: FastifyRequest, link: ParentLinkJson, approved: boolean) => {
    if (!context.email) return;
    const job = { parentId: link.parent.userId, childFirstName: link.child.firstName, approved };
    // The decision is made: a mail that cannot be queued is logged, not answered as the decision's failure.
    await context.email.queue.tellLinkDecision(job).catch((error: unknown) => {
      request.log.warn({ parentId: job.parentId, failure: sendFailureReason(error) }, 'link decision mail not queued');
    });
  };
  return async (app) => {
    app.get(
      '/parent-links',
      {
        preHandler,
        schema: {
          tags: ['parents'],
          summary:
            'A page of the parent links the caller may decide on, oldest request first: an admin those of the school, a teacher those naming a student of one of their groups; empty for other roles',
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
            "Approve a link request (an admin of the school, or a teacher of one of the child's groups; never the child), signed in to the portal (not with an API token): the link becomes active (idempotent) and the parent is mailed",
          params: linkParams,
          response: { 200: dataBody(parentLinkJson), ...failures },
        },
      },
      async (request) => {
        const { parentId, childId } = request.params;
        const viewer = signedInUser(request);
        const link = await linkToDecide(db, viewer, parentId, childId);
        if (link.status !== 'active') {
          const changed = await db.transaction(async (tx) => {
            const rows = await tx
              .update(parentChildren)
              .set({ status: 'active' })
              .where(and(linkKey(parentId, childId), eq(parentChildren.status, 'pending')))
              .returning({ schoolId: parentChildren.schoolId });
            await recordAudit(
              tx,
              viewer,
              rows.map(({ schoolId }) => linkEntry(link, schoolId, 'accept')),
            );
            return rows.length > 0;
          });
          if (changed) await tellParent(request, link, true);
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
          summary:
            "Decline a pending link request (an admin of the school, or a teacher of one of the child's groups): it is deleted and the parent is mailed",
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
        const declined = await db.transaction(async (tx) => {
          const rows = await tx
            .delete(parentChildren)
            .where(and(linkKey(parentId, childId), eq(parentChildren.status, 'pending')))
            .returning({ schoolId: parentChildren.schoolId });
          await recordAudit(
            tx,
            viewer,
            rows.map(({ schoolId }) => linkEntry(link, schoolId, 'decline')),
          );
          return rows.length > 0;
        });
        if (declined) await tellParent(request, link, false);
        return { data: { parentId, childId } };
      },
    );
  };
}
