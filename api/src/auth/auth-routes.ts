import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context.js';
import { users } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { errorBody } from '../http/envelope.js';
import { primaryRoleOf, rolesOf, toUserJson } from '../users/user-json.js';
import { signInAnswer, signInBody, statusAnswer } from './auth-schemas.js';
import { oneTimePasswordExpired } from './one-time-password.js';
import { verifyAgainstDummy, verifySignIn } from './password-hashing.js';
import { requireUserDuringPasswordChange, signedInUser } from './require-user.js';
import { clearSessionCookie, readSessionToken } from './session-cookie.js';
import { deleteSession } from './session-store.js';
import { admitSignIn, signInSucceeded } from './sign-in-throttle.js';
import { startSession } from './start-session.js';
import { ACCOUNT_TEXTS } from '@portal/domain/account-texts';

export function authRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  return async (app) => {
    app.post(
      '/auth/signin',
      {
        config: { slashOptional: true },
        schema: {
          tags: ['auth'],
          summary: 'Sign in with e-mail and password (the trailing slash is optional)',
          body: signInBody,
          response: { 200: signInAnswer, 400: errorBody, 401: errorBody, 429: errorBody },
        },
      },
      async (request, reply) => {
        const { email, password } = request.body;
        // Counted before the password is checked: the attempt stays counted as a failure unless it succeeds.
        await admitSignIn(db, context.throttle, email, request.clientAddress);
        const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
        const matches = user ? await verifySignIn(user.passwordHash, password) : await verifyAgainstDummy(password);
        if (!user || !matches) throw new ApiError(401, ACCOUNT_TEXTS.signInRefused);
        if (user.oneTimePasswordSetAt) {
          // A password someone else set, never signed in with: it works for a while, then only a new one does.
          if (oneTimePasswordExpired(user.oneTimePasswordSetAt, context.oneTimePasswordDays)) {
            throw new ApiError(401, ACCOUNT_TEXTS.oneTimePasswordExpired);
          }
          await db.update(users).set({ oneTimePasswordSetAt: null }).where(eq(users.id, user.id));
        }
        await signInSucceeded(db, email, request.clientAddress);
        await startSession(context, request, reply, user.id);
        return {
          data: { user: toUserJson(user), role: primaryRoleOf(user), mustChangePassword: user.mustChangePassword },
        };
      },
    );

    app.get(
      '/auth/status',
      {
        // Open while a password change is required: it is how the client learns of it.
        preHandler: requireUserDuringPasswordChange(db),
        schema: {
          tags: ['auth'],
          summary: 'Who is signed in, and whether they must change their password before anything else',
          response: { 200: statusAnswer, 401: errorBody },
        },
      },
      async (request) => {
        const user = signedInUser(request);
        return {
          data: {
            userId: user.id,
            role: primaryRoleOf(user),
            roles: rolesOf(user),
            mustChangePassword: user.mustChangePassword,
          },
        };
      },
    );

    app.post(
      '/auth/signout',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign out (204 even when not signed in)',
          // The session is optional: without one there is nothing to end.
          security: [{}, { session: [] }],
          response: { 204: z.null().describe('Signed out: no body') },
        },
      },
      async (request, reply) => {
        const token = readSessionToken(request);
        if (token) await deleteSession(db, token);
        clearSessionCookie(reply, context.cookies);
        return reply.code(204).send(null);
      },
    );
  };
}
