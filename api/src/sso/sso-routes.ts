import { normaliseEmail } from '@portal/domain';
import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../app-context.js';
import { signInAnswer } from '../auth/auth-schemas.js';
import { startSession } from '../auth/start-session.js';
import { ssoNonces, users } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { dataBody, errorBody } from '../http/envelope.js';
import { primaryRoleOf, toUserJson } from '../users/user-json.js';
import { IdTokenRefused, IdTokenVerifier } from './id-token.js';
import { matchesSsoNonce, spendSsoNonce, startSsoNonce } from './sso-nonce-cookie.js';
import { noAccountFor, SSO_MESSAGES } from '@portal/domain/sso-texts';

/** Used nonces are kept this long: past any ID token's life, so a replay is always caught. */
const KEEP_NONCES = '1 day';

const ssoBody = z.object({
  idToken: z
    .string()
    .min(1, 'Required')
    .max(16_384, 'At most 16384 characters')
    .describe('The ID token the provider gave the browser'),
  nonce: z
    .string()
    .min(16, 'At least 16 characters')
    .max(256, 'At most 256 characters')
    .describe('The nonce `POST /auth/sso/start` gave this browser (sent in its authorization request)'),
});

const nonceAnswer = dataBody(
  z.object({ nonce: z.string().describe('Send it in the authorization request, then with the ID token') }),
);

const ssoSettingsAnswer = dataBody(
  z.object({
    issuer: z.string().describe('The provider’s issuer URL'),
    clientId: z.string().describe('The portal’s client id at the provider (a public PKCE client)'),
    name: z.string().describe('How the portal names the provider'),
  }),
);

/**
 * Single sign-on (spec 1 §2.2, §7): the browser runs the authorization code
 * flow with PKCE S256 at the provider and hands the ID token here; the API
 * checks it (IdTokenVerifier), refuses a nonce used before, and signs in the
 * account with the e-mail it vouches for, as the form sign-in does. No
 * account is ever made from a token.
 */
export function ssoRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db, sso } = context;
  const verifier = sso && new IdTokenVerifier(sso);
  return async (app) => {
    app.get(
      '/auth/sso',
      {
        schema: {
          tags: ['auth'],
          summary: 'The identity provider single sign-on uses; 404 when none is configured',
          response: { 200: ssoSettingsAnswer, 404: errorBody },
        },
      },
      async () => {
        if (!sso) throw new ApiError(404, SSO_MESSAGES.notConfigured);
        // What the browser needs, never where the API itself reads discovery.
        return { data: { issuer: sso.issuer, clientId: sso.clientId, name: sso.name } };
      },
    );

    app.post(
      '/auth/sso/start',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Start a single sign-on: a nonce for the authorization request, also kept in an HttpOnly cookie for ten minutes; only this browser can then sign in with the ID token that carries it',
          response: { 200: nonceAnswer, 404: errorBody },
        },
      },
      async (_request, reply) => {
        if (!sso) throw new ApiError(404, SSO_MESSAGES.notConfigured);
        return { data: { nonce: startSsoNonce(reply, context.cookies) } };
      },
    );

    app.post(
      '/auth/sso',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Sign in with an ID token of the provider: 401 when this browser did not start the sign-in (its nonce cookie), the token is not verified (signature, issuer, audience, expiry, nonce) or was used before, or no account has its e-mail',
          body: ssoBody,
          response: { 200: signInAnswer, 400: errorBody, 401: errorBody, 404: errorBody, 503: errorBody },
        },
      },
      async (request, reply) => {
        if (!verifier) throw new ApiError(404, SSO_MESSAGES.notConfigured);
        const { idToken, nonce } = request.body;
        // The sign-in this browser started, and no other. Its cookie is spent by any answer but a 503:
        // with the provider down, the same sign-in may be tried again.
        const spend = () => spendSsoNonce(reply, context.cookies);
        if (!matchesSsoNonce(request, nonce)) {
          spend();
          throw new ApiError(401, SSO_MESSAGES.notStartedHere);
        }
        let verified;
        try {
          verified = await verifier.verify(idToken, nonce);
        } catch (error) {
          if (error instanceof IdTokenRefused) {
            request.log.info({ reason: error.message }, 'ID token refused');
            spend();
            throw new ApiError(401, SSO_MESSAGES.notVerified);
          }
          request.log.error({ err: error }, 'identity provider unreachable');
          throw new ApiError(503, SSO_MESSAGES.providerUnreachable);
        }
        spend();
        const { email, unverifiedEmail } = verified;
        // First use wins: the same token (or another with its nonce) again is a replay.
        await db.delete(ssoNonces).where(lt(ssoNonces.usedAt, sql`now() - ${KEEP_NONCES}::interval`));
        const fresh = await db.insert(ssoNonces).values({ nonce }).onConflictDoNothing().returning();
        if (fresh.length === 0) throw new ApiError(401, SSO_MESSAGES.replayed);
        if (!email) throw new ApiError(401, unverifiedEmail ? SSO_MESSAGES.emailNotVerified : SSO_MESSAGES.noEmail);
        const [user] = await db
          .select()
          .from(users)
          .where(eq(users.email, normaliseEmail(email)))
          .limit(1);
        if (!user) throw new ApiError(401, noAccountFor(email));
        // Made through an API token and not yet given a password by a person: no sign-in of any kind until then.
        if (user.passwordHash === null) throw new ApiError(401, SSO_MESSAGES.awaitingPassword);
        await startSession(context, request, reply, user.id);
        return {
          data: { user: toUserJson(user), role: primaryRoleOf(user), mustChangePassword: user.mustChangePassword },
        };
      },
    );
  };
}
