import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { EMAIL_CHANGE_TEXTS } from '@portal/domain';
import type { AppContext } from '../app-context.js';
import { verifySignIn } from '../auth/password-hashing.js';
import { admitSignIn, signInSucceeded } from '../auth/sign-in-throttle.js';
import type { UserRow } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';

export const currentPasswordField = z
  .string()
  .optional()
  .describe(
    "The caller's current password: required to change their own password or e-mail (400 without it, 403 when wrong, counted as a failed sign-in); ignored for someone else's",
  );

const FIELD = 'currentPassword';

/**
 * Checks the password a person gives to change their own credentials, as a
 * sign-in would: counted by the sign-in throttle (429 past its limits), a
 * match forgiving the count. A stolen session alone then cannot take the
 * account over by changing its password or its address.
 */
export async function requireCurrentPassword(
  context: AppContext,
  request: FastifyRequest,
  person: UserRow,
  given: string | undefined,
): Promise<void> {
  if (!given) {
    throw new ApiError(400, `${FIELD}: ${EMAIL_CHANGE_TEXTS.currentPasswordRequired}`, { field: FIELD });
  }
  await admitSignIn(context.db, context.throttle, person.email, request.clientAddress);
  if (!(await verifySignIn(person.passwordHash, given))) {
    throw new ApiError(403, `${FIELD}: ${EMAIL_CHANGE_TEXTS.currentPasswordWrong}`, { field: FIELD });
  }
  await signInSucceeded(context.db, person.email, request.clientAddress);
}
