import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLES, isRole } from '@portal/domain';
import type { AppContext } from '../app-context.js';
import { requireCapability } from '../access/permissions.js';
import { requireUser, signedInUser } from '../auth/require-user.js';
import { schools, users } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { errorBody, listBody } from '../http/envelope.js';

/** Page sizes of the Registered users page (spec 2 §2). */
export const REGISTERED_USERS_PAGE_SIZES = [10, 20, 30] as const;

const query = z.object({
  dateFrom: z.iso.date().optional().describe('YYYY-MM-DD, inclusive, on the day the account was created (UTC)'),
  dateTo: z.iso.date().optional().describe('YYYY-MM-DD, inclusive'),
  count: z.coerce
    .number()
    .refine((value) => (REGISTERED_USERS_PAGE_SIZES as readonly number[]).includes(value), 'Count must be 10, 20 or 30')
    .default(10),
  page: z.coerce.number().int().min(0).default(0).describe('0-based'),
});

const registeredUser = z
  .object({
    userId: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.array(z.enum(ROLES)),
    email: z.string(),
    schoolName: z.string(),
    createdAt: z.string().describe('ISO 8601, UTC'),
  })
  .meta({ id: 'RegisteredUser' });

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
        const { dateFrom, dateTo, count: pageSize, page } = request.query;
        if (dateFrom && dateTo && dateFrom > dateTo) {
          throw new ApiError(400, 'dateFrom: must not be after dateTo', { field: 'dateFrom' });
        }
        const conditions: SQL[] = [];
        if (dateFrom) conditions.push(gte(users.createdAt, sql`${dateFrom}::date::timestamp at time zone 'UTC'`));
        if (dateTo) {
          conditions.push(lt(users.createdAt, sql`(${dateTo}::date + 1)::timestamp at time zone 'UTC'`));
        }
        const where = and(...conditions);
        const [rows, [counted]] = await Promise.all([
          db
            .select({
              userId: users.id,
              firstName: users.firstName,
              lastName: users.lastName,
              roles: users.roles,
              email: users.email,
              schoolName: schools.name,
              createdAt: users.createdAt,
            })
            .from(users)
            .innerJoin(schools, eq(schools.id, users.schoolId))
            .where(where)
            .orderBy(desc(users.createdAt), desc(users.id))
            .limit(pageSize)
            .offset(page * pageSize),
          db.select({ total: count() }).from(users).innerJoin(schools, eq(schools.id, users.schoolId)).where(where),
        ]);
        return {
          data: rows.map(({ roles, createdAt, ...row }) => ({
            ...row,
            role: roles.filter(isRole),
            createdAt: createdAt.toISOString(),
          })),
          total: Number(counted?.total ?? 0),
        };
      },
    );
  };
}
