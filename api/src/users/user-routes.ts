import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUDIT_DETAILS,
  EMAIL_CHANGE_TEXTS,
  MESSAGES,
  OWN_ASSIGNMENTS_MAX,
  getsReadablePassword,
  isValidPassword,
} from '@portal/domain';
import { assignmentJson } from '../assignments/assignment-reads.js';
import { ownAssignments } from '../assignments/own-assignments.js';
import { recordAudit } from '../audit/audit-store.js';
import type { AppContext } from '../app-context.js';
import { USER_NOT_FOUND, findPersonFor, requireCapability, schoolOf } from '../access/permissions.js';
import { emailField } from '../auth/auth-schemas.js';
import { hashPassword } from '../auth/password-hashing.js';
import {
  passwordChangeRequired,
  requirePerson,
  requireUser,
  requireUserDuringPasswordChange,
  signedInUser,
} from '../auth/require-user.js';
import { readSessionToken } from '../auth/session-cookie.js';
import { deleteSessionsOfUser } from '../auth/session-store.js';
import { users } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { ApiError } from '../http/api-error.js';
import { ACCOUNT_TEXTS } from '@portal/domain/account-texts';
import { dataBody, errorBody, listBody } from '../http/envelope.js';
import { userIdsBody } from '../http/id-lists.js';
import { requiredName } from '../schools/registration-schema.js';
import { currentPasswordField, requireCurrentPassword } from './current-password.js';
import { countSend, takeBackSend } from '../email/send-limit.js';
import { dropPendingEmail } from './pending-email.js';
import { toOwnUserJson, toUserJson, userJson } from './user-json.js';
import { listUsers, userListQuery } from './user-list.js';

const meJson = userJson.extend({
  assignments: z
    .array(assignmentJson)
    .max(OWN_ASSIGNMENTS_MAX)
    .describe(
      `The assignments of the groups the person is in, as a student or as an owner (none for a parent or root): at most ${OWN_ASSIGNMENTS_MAX}, in progress first (soonest due), then scheduled (soonest start), then the most recently ended; ties by name`,
    ),
});

const idParams = z.object({ id: z.uuid() });
const userAnswer = dataBody(userJson);
const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody } as const;

const passwordBody = z.object({
  password: z.string({ error: MESSAGES.invalidPassword }).refine(isValidPassword, MESSAGES.invalidPassword),
  currentPassword: currentPasswordField,
});
const emailBody = z.object({ email: emailField(), currentPassword: currentPasswordField });
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
        // Open while a password change is required: the change page shows who is changing it.
        preHandler: requireUserDuringPasswordChange(db),
        schema: {
          tags: ['users'],
          summary: 'The signed-in user, with the assignments of their groups (current first)',
          response: { 200: dataBody(meJson), 401: errorBody },
        },
      },
      async (request) => {
        const person = signedInUser(request);
        const assignments = await ownAssignments(db, person, context.now?.() ?? new Date());
        return { data: { ...toOwnUserJson(person), assignments } };
      },
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
        const viewer = signedInUser(request);
        const person = await findPersonFor(db, viewer, 'read', request.params.id);
        return { data: person.id === viewer.id ? toOwnUserJson(person) : toUserJson(person) };
      },
    );

    app.patch(
      '/user/:id',
      {
        preHandler: requireUserDuringPasswordChange(db, { tokens: false }),
        schema: {
          tags: ['users'],
          summary:
            "Change one's own password (with the current one; the only change open while the password must be changed, which it clears), or reset another's (a one-time password again, which a staff member or parent must change at sign-in); ends the person's other sessions",
          params: idParams,
          body: passwordBody,
          response: { 200: userAnswer, ...failures, 429: errorBody },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        const person = await findPersonFor(db, viewer, 'setPassword', request.params.id);
        const own = person.id === viewer.id;
        // Who must change their own password first may change only that.
        if (!own && viewer.mustChangePassword) throw passwordChangeRequired();
        if (own) await requireCurrentPassword(context, request, person, request.body.currentPassword);
        if (own && person.mustChangePassword && request.body.password === request.body.currentPassword) {
          throw new ApiError(400, `password: ${ACCOUNT_TEXTS.choosePasswordOfYourOwn}`, { field: 'password' });
        }
        const passwordHash = await hashPassword(request.body.password);
        const updated = await db.transaction(async (tx) => {
          const [row] = await tx
            .update(users)
            // Chosen by its owner it is theirs; set by someone else it is one-time again, with a fresh period,
            // and a staff member or parent must change it at sign-in (a student keeps it).
            .set({
              passwordHash,
              oneTimePasswordSetAt: own ? null : sql`now()`,
              mustChangePassword: !own && !getsReadablePassword(person.roles),
            })
            .where(eq(users.id, person.id))
            .returning();
          // Another's password reset is the school's to trace (its audit log); one's own change is not.
          if (row?.schoolId && !own) {
            await recordAudit(tx, viewer, {
              kind: 'passwordReset',
              schoolId: row.schoolId,
              subjectId: row.id,
              detail: AUDIT_DETAILS.passwordReset,
            });
          }
          return row;
        });
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
          summary:
            "Change the e-mail (the trailing slash of the spec is optional). One's own needs the current password and takes effect when the link mailed to the new address is opened (pendingEmail until then; 503 when no mail server is set up; each link mailed counts against the per-user e-mail limit, 429 past it); another's changes at once",
          params: idParams,
          body: emailBody,
          response: { 200: userAnswer, 409: errorBody, ...failures, 429: errorBody, 503: errorBody },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        const person = await findPersonFor(db, viewer, 'changeEmailOrName', request.params.id);
        const own = person.id === viewer.id;
        if (own) await requireCurrentPassword(context, request, person, request.body.currentPassword);
        const { email } = request.body;
        if (email === person.email) {
          // Asking for the address in use again withdraws any change still waiting for its link.
          if (own && person.pendingEmail) await dropPendingEmail(db, person.id);
          return { data: own ? toOwnUserJson({ ...person, pendingEmail: null }) : toUserJson(person) };
        }
        const [holder] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, email), ne(users.id, person.id)))
          .limit(1);
        if (holder) throw emailTaken();
        if (own) {
          if (!context.email) throw new ApiError(503, EMAIL_CHANGE_TEXTS.emailUnavailable);
          const { settings, queue } = context.email;
          // Each confirmation mail counts as one of the person's e-mails ("Email me"'s limit): no mailing any address over and over.
          const counted = await countSend(db, person.id, settings);
          if (counted.refused) {
            const minutes = Math.max(1, Math.round(settings.windowSeconds / 60));
            throw new ApiError(429, EMAIL_CHANGE_TEXTS.confirmationLimitReached(settings.limitPerUser, minutes), {
              headers: { 'retry-after': String(counted.secondsLeft) },
            });
          }
          try {
            await queue.requestConfirmation(person.id, email);
          } catch (error) {
            await takeBackSend(db, person.id).catch(() => {}); // the request's own failure is the one to answer
            throw error;
          }
          return { data: toOwnUserJson({ ...person, pendingEmail: email }) };
        }
        try {
          const updated = await db.transaction(async (tx) => {
            const [row] = await tx.update(users).set({ email }).where(eq(users.id, person.id)).returning();
            // Another's e-mail is as strong as their password (single sign-on matches it): the school's to trace.
            if (row?.schoolId) {
              await recordAudit(tx, viewer, {
                kind: 'emailChange',
                schoolId: row.schoolId,
                subjectId: row.id,
                detail: AUDIT_DETAILS.emailChanged(person.email, email),
              });
            }
            return row;
          });
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
        const viewer = signedInUser(request);
        const person = await findPersonFor(db, viewer, 'changeEmailOrName', request.params.id);
        const updated = await db.transaction(async (tx) => {
          const [row] = await tx.update(users).set(request.body).where(eq(users.id, person.id)).returning();
          const from = `${person.firstName} ${person.lastName}`;
          const to = `${request.body.firstName} ${request.body.lastName}`;
          // Another's name is logged when it changed; one's own is not.
          if (row?.schoolId && row.id !== viewer.id && from !== to) {
            await recordAudit(tx, viewer, {
              kind: 'nameChange',
              schoolId: row.schoolId,
              subjectId: row.id,
              detail: AUDIT_DETAILS.nameChanged(from, to),
            });
          }
          return row;
        });
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
