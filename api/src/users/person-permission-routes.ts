import { and, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context.js';
import { personIdsFor } from '../access/permissions.js';
import type { Db } from '../db/database.js';
import { users } from '../db/schema.js';
import { requireUser, signedInUser } from '../auth/require-user.js';
import { errorBody, listBody } from '../http/envelope.js';
import { uuidListQuery } from '../http/id-lists.js';

const personPermissions = z
  .object({
    userId: z.uuid(),
    setPassword: z
      .boolean()
      .describe('PATCH /user/{id} {password} is accepted: their own (with the current one) or a reset of theirs'),
    changeEmailOrName: z
      .boolean()
      .describe('PATCH /user/{id}/update-email/ and /update-name are accepted: their own, or another person’s'),
    createFamilyCode: z
      .boolean()
      .describe('POST /users/{id}/family-codes is accepted (signed in to the portal): a student of theirs'),
  })
  .meta({ id: 'PersonPermissions' });

/** Those of the ids that are students: a family code is made for a student only. */
async function studentIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), sql`'student' = any(${users.roles})`));
  return new Set(rows.map((row) => row.id));
}

/**
 * GET /users/permissions: which changes of each person the caller may make, by
 * the same rules (PERSON_RULES) the writes check, so a profile offers exactly
 * those. A batch read for the gateway's DataLoader: one call for any number of
 * people; an id the caller may not read is left out.
 */
export function personPermissionRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  return async (app) => {
    app.get(
      '/users/permissions',
      {
        preHandler: requireUser(db),
        schema: {
          tags: ['users'],
          summary:
            'Which of these people’s password, e-mail and name the caller may change, and for whom they may make a family code (batch read)',
          querystring: z.object({ ids: uuidListQuery() }),
          response: { 200: listBody(personPermissions), 400: errorBody, 401: errorBody },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        const { ids } = request.query;
        const [readable, passwords, details, codes, students] = await Promise.all([
          personIdsFor(db, viewer, 'read', ids),
          personIdsFor(db, viewer, 'setPassword', ids),
          personIdsFor(db, viewer, 'changeEmailOrName', ids),
          personIdsFor(db, viewer, 'createFamilyCode', ids),
          studentIds(db, ids),
        ]);
        const data = [...new Set(ids)]
          .filter((id) => readable.has(id))
          .map((userId) => ({
            userId,
            setPassword: passwords.has(userId),
            changeEmailOrName: details.has(userId),
            createFamilyCode: codes.has(userId) && students.has(userId),
          }));
        return { data, total: data.length };
      },
    );
  };
}
