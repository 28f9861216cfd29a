import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context.js';
import { requireCapability } from '../access/permissions.js';
import { requireUser, signedInUser } from '../auth/require-user.js';
import { schools, users } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { errorBody, listBody } from '../http/envelope.js';
import { listPageQuery } from '../http/paging.js';
import { toUserJson, userJson } from '../users/user-json.js';
import { REGISTERED_USERS_TEXTS } from '@portal/domain/metrics-texts';

const query = z.object({
  dateFrom: z.iso.date().optional().describe('YYYY-MM-DD, inclusive, on the day the account was created (UTC)'),
  dateTo: z.iso.date().optional().describe('YYYY-MM-DD, inclusive'),
  ...listPageQuery(10),
  page: z.coerce
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .optional()
    .describe('0-based page of `count`; when given, it decides the offset instead of `start`'),
});

const registeredUser = userJson.extend({ schoolName: z.string() }).meta({ id: 'RegisteredUser' });

export function registeredUsersRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  return async (app) => {
    app.get(
      '/registered-users',
      {
        preHandler: requireUser(db),
        schema: {
          tags: ['root'],
          summary: "Every school's people, newest first, by creation date (root)",
          querystring: query,
          response: { 200: listBody(registeredUser), 400: errorBody, 401: errorBody, 403: errorBody },
        },
      },
      async (request) => {
        requireCapability(signedInUser(request), 'readRegisteredUsers');
        const { dateFrom, dateTo, count: pageSize, page, start } = request.query;
        if (dateFrom && dateTo && dateFrom > dateTo) {
          throw new ApiError(400, REGISTERED_USERS_TEXTS.reversedRange, { field: 'dateFrom' });
        }
        const conditions: SQL[] = [];
        if (dateFrom) conditions.push(gte(users.createdAt, sql`${dateFrom}::date::timestamp at time zone 'UTC'`));
        if (dateTo) {
          conditions.push(lt(users.createdAt, sql`(${dateTo}::date + 1)::timestamp at time zone 'UTC'`));
        }
        const where = and(...conditions);
        const [rows, [counted]] = await Promise.all([
          db
            .select({ user: users, schoolName: schools.name })
            .from(users)
            .innerJoin(schools, eq(schools.id, users.schoolId))
            .where(where)
            .orderBy(desc(users.createdAt), desc(users.id))
            .limit(pageSize)
            .offset(page === undefined ? start : page * pageSize),
          db.select({ total: count() }).from(users).innerJoin(schools, eq(schools.id, users.schoolId)).where(where),
        ]);
        return {
          data: rows.map(({ user, schoolName }) => ({ ...toUserJson(user), schoolName })),
          total: Number(counted?.total ?? 0),
        };
      },
    );
  };
}
