import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_KINDS, AUDIT_MESSAGES, AUDIT_PAGE_DEFAULT } from '@portal/domain';
import type { AppContext } from '../app-context.js';
import { requireCapability, schoolOf } from '../access/permissions.js';
import { requireUser, signedInUser } from '../auth/require-user.js';
import type { AuditEventRow } from '../db/schema.js';
import { errorBody, listBody } from '../http/envelope.js';
import { listPageQuery } from '../http/paging.js';
import { listAudit } from './audit-store.js';

const auditEventJson = z
  .object({
    at: z.string().describe('When, ISO 8601, UTC'),
    kind: z.enum(AUDIT_KINDS),
    actorId: z.uuid().describe('Who made the change (for an API token: the admin who made the token)'),
    subjectId: z.uuid().describe('Whose record it changed'),
    detail: z.string().describe('What changed, in a few words'),
    address: z.string().describe("The client's address as the API saw it"),
  })
  .meta({ id: 'AuditEvent' });

const auditQuery = z.object({
  kind: z.enum(AUDIT_KINDS, { error: AUDIT_MESSAGES.kind }).optional().describe('Only this kind'),
  personId: z
    .uuid({ error: AUDIT_MESSAGES.personId })
    .optional()
    .describe('Only the changes this person made or underwent'),
  ...listPageQuery(AUDIT_PAGE_DEFAULT),
});

function eventJson(row: AuditEventRow) {
  return {
    at: row.at.toISOString(),
    kind: row.kind as (typeof AUDIT_KINDS)[number],
    actorId: row.actorId,
    subjectId: row.subjectId,
    detail: row.detail,
    address: row.address,
  };
}

/** The school's audit log (issue 29): its admins read it, newest first. */
export function auditRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  return async (app) => {
    app.get(
      '/audit',
      {
        preHandler: requireUser(db),
        schema: {
          tags: ['audit'],
          summary:
            "A page of the school's audit log, newest first: group memberships, password resets, e-mails, names, grades, comments and parent links changed, by whom, of whom, from where (admin)",
          querystring: auditQuery,
          response: { 200: listBody(auditEventJson), 400: errorBody, 401: errorBody, 403: errorBody },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        requireCapability(viewer, 'readAuditLog');
        const { rows, total } = await listAudit(db, schoolOf(viewer), request.query);
        return { data: rows.map(eventJson), total };
      },
    );
  };
}
