import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '@portal/domain';
import type { AppContext } from '../app-context.js';
import { USER_NOT_FOUND, requireCapability, schoolOf, type Viewer } from '../access/permissions.js';
import { requirePerson, requireUser, signedInUser } from '../auth/require-user.js';
import type { Db } from '../db/database.js';
import { users, type UserRow } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { dataBody, errorBody } from '../http/envelope.js';
import { userIdsBody } from '../http/id-lists.js';
import { toUserJson, userJson } from './user-json.js';

const answer = {
  200: dataBody(z.array(userJson)),
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
} as const;

/** The people with these ids in the viewer's school, all of them or a 404 naming none. */
async function peopleOfSchool(db: Db, viewer: Viewer, ids: string[]): Promise<UserRow[]> {
  const found = await db
    .select()
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.schoolId, schoolOf(viewer))));
  if (found.length !== ids.length) throw new ApiError(404, USER_NOT_FOUND, { field: 'userIds' });
  return found;
}

/** PUT and PATCH /administrator: an admin gives or takes admin permissions (spec 1 §4 "Admin toggle"). */
export function adminRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  const preHandler = requireUser(db);
  return async (app) => {
    app.put(
      '/administrator',
      {
        // Admins are made by people: a token that could make one would outlive its revocation.
        preHandler: requirePerson(db),
        schema: {
          tags: ['users'],
          summary:
            "Give admin permissions to teachers (or admins) of the school (admin); answers the people's new records",
          body: userIdsBody,
          response: answer,
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        requireCapability(viewer, 'manageAdmins');
        const people = await peopleOfSchool(db, viewer, request.body);
        const notStaff = people.find((person) => !person.roles.includes('teacher') && !person.roles.includes('admin'));
        if (notStaff) throw new ApiError(400, 'Admin permissions can only be given to teachers', { field: 'userIds' });
        const updated = await db
          .update(users)
          .set({
            roles: sql`case when 'admin' = any(${users.roles}) then ${users.roles} else array['admin'] || ${users.roles} end`,
          })
          .where(and(inArray(users.id, request.body), eq(users.schoolId, schoolOf(viewer))))
          .returning();
        return { data: updated.map(toUserJson) };
      },
    );

    app.patch(
      '/administrator',
      {
        preHandler,
        schema: {
          tags: ['users'],
          summary: "Take admin permissions away (admin); never one's own; answers the people's new records",
          body: userIdsBody,
          response: answer,
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        requireCapability(viewer, 'manageAdmins');
        if (request.body.includes(viewer.id)) {
          throw new ApiError(400, MESSAGES.cannotRemoveOwnAdmin, { field: 'userIds' });
        }
        await peopleOfSchool(db, viewer, request.body);
        // An admin is always a teacher too; one holding only "admin" stays a teacher.
        const updated = await db
          .update(users)
          .set({
            roles: sql`case when ${users.roles} = array['admin'] then array['teacher'] else array_remove(${users.roles}, 'admin') end`,
          })
          .where(and(inArray(users.id, request.body), eq(users.schoolId, schoolOf(viewer))))
          .returning();
        return { data: updated.map(toUserJson) };
      },
    );
  };
}
