import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EMAIL_CHANGE_TEXTS, MESSAGES } from '@portal/domain';
import type { AppContext } from '../app-context.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { ApiError } from '../http/api-error.js';
import { dataBody, errorBody } from '../http/envelope.js';
import { confirmPendingEmail, findByConfirmationToken } from './pending-email.js';

const confirmBody = z.object({
  token: z
    .string({ error: EMAIL_CHANGE_TEXTS.invalid })
    .min(1, EMAIL_CHANGE_TEXTS.invalid)
    .max(200, EMAIL_CHANGE_TEXTS.invalid)
    .describe('The token of the link mailed to the new address'),
});

const confirmedAnswer = dataBody(
  z.object({ email: z.string().describe('The address now in use') }).meta({ id: 'ConfirmedEmail' }),
);

/**
 * The confirmation of a new address (issue 29): whoever holds the link mailed
 * to it, signed in or not, makes it the account's e-mail. The link works once,
 * for EMAIL_CONFIRMATION_HOURS; a newer change replaces it.
 */
export function emailConfirmationRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  return async (app) => {
    app.post(
      '/auth/confirm-email',
      {
        schema: {
          tags: ['auth'],
          summary:
            "Confirm a new e-mail with the link's token (no session needed): 404 when the link is unknown (used, or replaced by a newer one), 400 when it has expired, 409 when the address was taken meanwhile",
          body: confirmBody,
          response: { 200: confirmedAnswer, 400: errorBody, 404: errorBody, 409: errorBody },
        },
      },
      async (request) => {
        const found = await findByConfirmationToken(db, request.body.token);
        if (!found) throw new ApiError(404, EMAIL_CHANGE_TEXTS.invalid);
        if (found.expired) throw new ApiError(400, EMAIL_CHANGE_TEXTS.expired);
        let updated;
        try {
          updated = await confirmPendingEmail(db, found.person);
        } catch (error) {
          if (isUniqueViolation(error)) throw new ApiError(409, MESSAGES.emailAlreadyRegistered);
          throw error;
        }
        // Confirmed by a parallel request with the same link a moment ago.
        if (!updated) throw new ApiError(404, EMAIL_CHANGE_TEXTS.invalid);
        return { data: { email: updated.email } };
      },
    );
  };
}
