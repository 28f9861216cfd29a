import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGN_IN_CARD_TEXTS } from '@portal/domain/sign-in-card-texts';
import type { AppContext } from '../app-context.js';
import { manageableGroupCondition, requireCapability, schoolOf } from '../access/permissions.js';
import { signInAnswer } from '../auth/auth-schemas.js';
import { requirePerson, signedInUser } from '../auth/require-user.js';
import { admitSignIn, signInNotCounted } from '../auth/sign-in-throttle.js';
import type { ThrottleSettings } from '../throttle/throttle-settings.js';
import { startSession } from '../auth/start-session.js';
import { groups, schools } from '../db/schema.js';
import { GROUP_MESSAGES } from '../groups/group-messages.js';
import { groupIdParams } from '../groups/group-reads.js';
import { ApiError } from '../http/api-error.js';
import { errorBody } from '../http/envelope.js';
import { primaryRoleOf, toUserJson } from '../users/user-json.js';
import { cardSignInBody, printedCards } from './card-schemas.js';
import { findCardHolder, replaceGroupCards } from './card-store.js';

/**
 * What the sign-in throttle counts card attempts under, in place of an
 * e-mail (no valid e-mail has a space): one count per address. A card names
 * no account, so its count is the address's: wrong codes from one place are
 * refused past SIGNIN_LIMIT_PER_ADDRESS (not the stricter per-account limit,
 * which would shut a whole class behind its school's one address out after
 * a few typos), and count toward that limit with wrong passwords.
 */
function cardThrottleName(address: string): string {
  return `sign-in card|${address}`;
}

/** The throttle's settings for a card attempt: its per-address count is its only one, and nothing queues it. */
function cardThrottle(settings: ThrottleSettings): ThrottleSettings {
  return { ...settings, signInLimitPerPair: settings.signInLimitPerAddress, signInSlowdownMs: 0 };
}

/** POST /auth/signin/card and POST /groups/{id}/sign-in-cards (issue 36, docs/sign-in-cards.md). */
export function signInCardRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  return async (app) => {
    app.post(
      '/auth/signin/card',
      {
        schema: {
          tags: ['auth'],
          summary:
            "Sign a student in with their sign-in card's typed code or QR token; wrong codes count in the sign-in throttle",
          body: cardSignInBody,
          response: { 200: signInAnswer, 400: errorBody, 401: errorBody, 403: errorBody, 429: errorBody },
        },
      },
      async (request, reply) => {
        const address = request.clientAddress;
        const name = cardThrottleName(address);
        await admitSignIn(db, cardThrottle(context.throttle), name, address);
        const holder = await findCardHolder(db, request.body.code);
        if (!holder) throw new ApiError(401, SIGN_IN_CARD_TEXTS.codeRefused);
        if (!holder.school.signInCardsEnabled) throw new ApiError(403, SIGN_IN_CARD_TEXTS.cardsOff);
        await signInNotCounted(db, name, address);
        await startSession(context, request, reply, holder.user.id);
        // A card is a student's only, and students are never made to change a password (issue 36).
        const answer = { user: toUserJson(holder.user), role: primaryRoleOf(holder.user), mustChangePassword: false };
        return { data: answer };
      },
    );

    app.post(
      '/groups/:id/sign-in-cards',
      {
        preHandler: requirePerson(db),
        schema: {
          tags: ['groups'],
          summary:
            "New sign-in cards for a group's students (admin: any group of the school; teacher: owned): every card printed before for them stops working at once; answers what to print (403 when the school turned cards off)",
          params: groupIdParams,
          response: { 200: printedCards, 401: errorBody, 403: errorBody, 404: errorBody },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        requireCapability(viewer, 'printSignInCards');
        const schoolId = schoolOf(viewer);
        const [found] = await db
          .select({ groupId: groups.id, enabled: schools.signInCardsEnabled })
          .from(groups)
          .innerJoin(schools, eq(schools.id, groups.schoolId))
          .where(and(eq(groups.id, request.params.id), manageableGroupCondition(viewer)))
          .limit(1);
        if (!found) throw new ApiError(404, GROUP_MESSAGES.notFound);
        if (!found.enabled) throw new ApiError(403, SIGN_IN_CARD_TEXTS.cardsOff);
        return { data: await replaceGroupCards(db, schoolId, found.groupId) };
      },
    );
  };
}
