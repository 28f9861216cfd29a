import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NAME_MAX_LENGTH, nameKey } from '@portal/domain';
import type { AppContext } from '../app-context.js';
import { requireCapability, schoolOf } from '../access/permissions.js';
import { requireUser, signedInUser } from '../auth/require-user.js';
import { users } from '../db/schema.js';
import { bulkBodyLimit } from '../http/body-limits.js';
import { errorBody, listBody } from '../http/envelope.js';
import { toUserJson, userJson } from '../users/user-json.js';

/** Names per request: an import of any size asks once (its rows' distinct names). */
export const MAX_NAMES_PER_REQUEST = 5000;

const personName = z.object({
  firstName: z.string().max(NAME_MAX_LENGTH),
  lastName: z.string().max(NAME_MAX_LENGTH),
});

/**
 * POST /users/name-matches: the school's students whose first and last name
 * match one of these, case and accents aside (domain's nameKey): an import
 * warns before creating a namesake (issue 35), with one call for all its rows.
 */
export function nameMatchRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  return async (app) => {
    app.post(
      '/users/name-matches',
      {
        preHandler: requireUser(db),
        bodyLimit: bulkBodyLimit(MAX_NAMES_PER_REQUEST, context.bodyLimitBytes),
        schema: {
          tags: ['accounts'],
          summary:
            "The school's students named like any of these (case and accents aside), to warn before an import creates a namesake (admin)",
          body: z.object({ names: z.array(personName).max(MAX_NAMES_PER_REQUEST) }),
          response: { 200: listBody(userJson), 400: errorBody, 401: errorBody, 403: errorBody },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        requireCapability(viewer, 'createAccounts');
        const wanted = new Set(request.body.names.map(({ firstName, lastName }) => nameKey(firstName, lastName)));
        if (wanted.size === 0) return { data: [], total: 0 };
        // Accents fold in JavaScript (PGlite has no unaccent): the school's students are read and compared here.
        const students = await db
          .select()
          .from(users)
          .where(and(eq(users.schoolId, schoolOf(viewer)), sql`'student' = any(${users.roles})`));
        const data = students
          .filter((student) => wanted.has(nameKey(student.firstName, student.lastName)))
          .map(toUserJson);
        return { data, total: data.length };
      },
    );
  };
}
