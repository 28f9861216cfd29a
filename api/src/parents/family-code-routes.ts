import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normaliseTypedCode } from '@portal/domain';
import { PARENT_LINK_STATUSES } from '../db/schema.js';
import { FAMILY_TEXTS } from '@portal/domain/family-texts';
import type { AppContext } from '../app-context.js';
import { findPersonFor, requireCapability, schoolOf } from '../access/permissions.js';
import { requirePerson, signedInUser } from '../auth/require-user.js';
import { ApiError } from '../http/api-error.js';
import { dataBody, errorBody } from '../http/envelope.js';
import { countAttempt, takeBackAttempts } from '../throttle/attempt-counts.js';
import { childLinkJson, childLinks, childrenOf } from './children.js';
import { createFamilyCode, redeemFamilyCode } from './family-codes.js';

const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody } as const;

const familyCodeJson = z
  .object({
    code: z.string().describe('The code to print for the parent, shown this once (only its hash is kept)'),
    expiresAt: z.string().describe('Until when it may be redeemed (ISO 8601, UTC)'),
  })
  .meta({ id: 'FamilyCode' });

/**
 * Family codes (issue 36): staff who may see a student's profile make one for
 * the student's parent, who redeems it to be linked at once. Both need a
 * person signed in to the portal: a code makes an active link, and a token's
 * links are requests (a link must not outlive the token's revocation).
 */
export function familyCodeRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db, throttle } = context;
  const preHandler = requirePerson(db);
  return async (app) => {
    app.post(
      '/users/:id/family-codes',
      {
        preHandler,
        schema: {
          tags: ['parents'],
          summary:
            "Make a family code for student {id} (an admin of the school, a teacher of one of the student's groups), signed in to the portal: the parent redeems it once, within 14 days, to be linked at once",
          params: z.object({ id: z.uuid() }),
          response: { 201: dataBody(familyCodeJson), ...failures },
        },
      },
      async (request, reply) => {
        const viewer = signedInUser(request);
        const child = await findPersonFor(db, viewer, 'createFamilyCode', request.params.id);
        if (!child.roles.includes('student')) throw new ApiError(400, FAMILY_TEXTS.onlyForStudents, { field: 'id' });
        const made = await createFamilyCode(db, viewer, child, context.now?.() ?? new Date());
        return reply.code(201).send({ data: { code: made.code, expiresAt: made.expiresAt.toISOString() } });
      },
    );

    app.post(
      '/parent-links/redeem',
      {
        preHandler,
        schema: {
          tags: ['parents'],
          summary:
            "Redeem a family code the school printed (a parent, signed in to the portal): linked to the code's student at once; answers the parent's children and pending requests. A wrong, used or expired code answers 400 alike; too many wrong ones, 429 with Retry-After",
          body: z.object({
            code: z.string().max(40).describe('As printed or typed: case, spaces and hyphens do not matter'),
          }),
          response: { 200: dataBody(z.array(childLinkJson)), ...failures, 429: errorBody },
        },
      },
      async (request) => {
        const viewer = signedInUser(request);
        requireCapability(viewer, 'redeemFamilyCodes');
        const schoolId = schoolOf(viewer);
        // Counted before the code is looked at, like a sign-in: per parent and per address, in one statement.
        const keys = [`familyCode:${viewer.id}`, `familyCodeAddress:${request.clientAddress}`];
        const counts = await countAttempt(db, keys, throttle.signInWindowSeconds);
        const limits = [throttle.signInLimitPerPair, throttle.signInLimitPerAddress];
        const refusedFor = keys
          .map((key, index) => ({ counted: counts.get(key), limit: limits[index] ?? 0 }))
          .filter(({ counted, limit }) => counted && counted.count > limit);
        if (refusedFor.length > 0) {
          const wait = Math.max(...refusedFor.map(({ counted }) => counted?.secondsLeft ?? 1));
          throw new ApiError(429, FAMILY_TEXTS.tooManyCodes, { headers: { 'retry-after': String(wait) } });
        }
        const child = await redeemFamilyCode(db, viewer, normaliseTypedCode(request.body.code));
        if (!child) throw new ApiError(400, FAMILY_TEXTS.codeRefused, { field: 'code' });
        await takeBackAttempts(db, keys); // a right code is no guess
        const children = await childrenOf(db, schoolId, [viewer.id], PARENT_LINK_STATUSES);
        return { data: childLinks(children.get(viewer.id)) };
      },
    );
  };
}
