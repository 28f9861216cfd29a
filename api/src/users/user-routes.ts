import { and, eq, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, isValidPassword } from '@portal/domain';
import type { AppContext } from '../app-context.js';
import { USER_NOT_FOUND, findPersonFor, requireCapability, schoolOf } from '../access/permissions.js';
import { emailField } from '../auth/auth-schemas.js';
import { hashPassword } from '../auth/password-hashing.js';
import { requirePerson, requireUser, signedInUser } from '../auth/require-user.js';
import { readSessionToken } from '../auth/session-cookie.js';
import { deleteSessionsOfUser } from '../auth/session-store.js';
import { users } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { ApiError } from '../http/api-error.js';
import { dataBody, errorBody, listBody } from '../http/envelope.js';
import { userIdsBody } from '../http/id-lists.js';
import { requiredName } from '../schools/registration-schema.js';
import { toUserJson, userJson } from './user-json.js';
import { listUsers, userListQuery } from './user-list.js';

const meJson = userJson.extend({
  assignments: z.array(z.unknown()).describe('Always empty until assignments are built'),
});

const idParams = z.object({ id: z.uuid() });
const userAnswer = dataBody(userJson);
const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody } as const;

const passwordBody = z.object({
  password: z.string({ error: MESSAGES.invalidPassword }).refine(isValidPassword, MESSAGES.invalidPassword),
});
const emailBody = z.object({ email: emailField() });
const nameBody = z.object({
  firstName: requiredName(MESSAGES.firstNameRequired),
  lastName: requiredName(MESSAGES.lastNameRequired),
});

function emailTaken(): ApiError {
  return new ApiError(409, MESSAGES.emailAlreadyRegistered, { field: 'email' });
}

export function userRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  const preHandler = requireUser(db);
  const personOnly = requirePerson(db);
  return async (app) => {
    app.get(
      '/me',
      {
        preHandler,
        schema: {
          tags: ['users'],
          summary: 'The signed-in user',
          response: { 200: dataBody(meJson), 401: errorBody },
        },
      },
      async (request) => ({ data: { ...toUserJson(signedInUser(request)), assignments: [] } }),
    );

    app.get(
      '/users',
      {
        preHandler,
        schema: {
          tags: ['users'],
          summary:
            "A page of the school's people (admin, teacher), or with ids the batch read of those the caller may read",
          querystring: userListQuery,
          response: { 200: listBody(userJson), ...failures },
        },
      },
      async (request) => {
        const { rows, total } = await listUsers(db, signedInUser(request), request.query);
        return { data: rows.map(toUserJson), total };
      },
    );

    app.get(
      '/user/:id',
      {
        preHandler,
        schema: {
          tags: ['users'],
          summary: 'One person',
          params: idParams,
          response: { 200: userAnswer, ...failures },
        },
      },
      async (request) => {
        const person = await findPersonFor(db, signedInUser(request), 'read', request.params.id);
        return { data: toUserJson(person) };
      },
    );

    app.patch(
      '/user/:id',
      {
        preHandler: personOnly,
        schema: {
          tags: ['users'],
          summary: "Change one's own password, or reset another's; ends the person's other sessions",
          params: idParams,
          body: passwordBody,
          response: { 200: userAnswer, ...failures },
        },
      },
      async (request) => {
        const person = await findPersonFor(db, signedInUser(request), 'setPassword', request.params.id);
        const passwordHash = await hashPassword(request.body.password);
        const [updated] = await db.update(users).set({ passwordHash }).where(eq(users.id, person.id)).returning();
        if (!updated) throw new ApiError(404, USER_NOT_FOUND);
        await deleteSessionsOfUser(db, person.id, readSessionToken(request));
        return { data: toUserJson(updated) };
      },
    );

    app.patch(
      '/user/:id/update-email',
      {
        config: { slashOptional: true },
        preHandler: personOnly,
        schema: {
          tags: ['users'],
          summary: 'Change the e-mail (the trailing slash of the spec is optional)',
          params: idParams,
          body: emailBody,
          response: { 200: userAnswer, 409: errorBody, ...failures },
        },
      },
      async (request) => {
        const person = await findPersonFor(db, signedInUser(request), 'changeEmailOrName', request.params.id);
        const { email } = request.body;
        if (email === person.email) return { data: toUserJson(person) };
        const [holder] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, email), ne(users.id, person.id)))
          .limit(1);
        if (holder) throw emailTaken();
        try {
          const [updated] = await db.update(users).set({ email }).where(eq(users.id, person.id)).returning();
          if (!updated) throw new ApiError(404, USER_NOT_FOUND);
          return { data: toUserJson(updated) };
        } catch (error) {
          if (isUniqueViolation(error)) throw emailTaken();
          throw error;
        }
      },
    );

    app.patch(
      '/user/:id/update-name',
      {
        preHandler,
        schema: {
          tags: ['users'],
          summary: 'Change the first and last name (both required)',
          params: idParams,
          body: nameBody,
          response: { 200: userAnswer, ...failures },
        },
      },
      async (request) => {
        const person = await findPersonFor(db, signedInUser(request), 'changeEmailOrName', request.params.id);
        const [updated] = await db.update(users).set(request.body).where(eq(users.id, person.id)).returning();
        if (!updated) throw new ApiError(404, USER_NOT_FOUND);
        return { data: toUserJson(updated) };
      },
    );

    app.patch(
      '/users',
      {
        preHandler,
        schema: {
          tags: ['users'],
          summary: "Delete people of the school (admin); all or none, never one's own account",
          body: userIdsBody,
          response: { 200: dataBody(z.object({ deletedUserIds: z.array(z.uuid()) })), ...failures },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        requireCapability(viewer, 'deletePeople');
        const ids = request.body;
        if (ids.includes(viewer.id)) throw new ApiError(400, MESSAGES.cannotDeleteYourself, { field: 'userIds' });
        const schoolId = schoolOf(viewer);
        const deleted = await db.transaction(async (tx) => {
          const inSchool = and(inArray(users.id, ids), eq(users.schoolId, schoolId));
          const found = await tx.select({ id: users.id }).from(users).where(inSchool);
          if (found.length !== ids.length) throw new ApiError(404, USER_NOT_FOUND, { field: 'userIds' });
          return tx.delete(users).where(inSchool).returning({ id: users.id });
        });
        return { data: { deletedUserIds: deleted.map((row) => row.id) } };
      },
    );
  };
}
