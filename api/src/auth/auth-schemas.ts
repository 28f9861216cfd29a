import { z } from 'zod';
import { MESSAGES, ROLES, isValidEmail, normaliseEmail } from '@portal/domain';
import { dataBody } from '../http/envelope.js';
import { userJson } from '../users/user-json.js';

/** An e-mail field: required, matching the shared pattern, normalised for storage and lookup. */
export function emailField() {
  return z
    .string({ error: MESSAGES.emailRequired })
    .trim()
    .min(1, MESSAGES.emailRequired)
    .refine(isValidEmail, MESSAGES.invalidEmail)
    .transform(normaliseEmail);
}

export const signInBody = z.object({
  email: z
    .string({ error: MESSAGES.invalidEmail })
    .trim()
    .refine(isValidEmail, MESSAGES.invalidEmail)
    .transform(normaliseEmail),
  password: z.string({ error: MESSAGES.invalidPassword }).min(1, MESSAGES.invalidPassword),
});

export const primaryRoleField = z.enum(ROLES).describe('The primary role: root > admin > teacher > parent > student');

export const mustChangePasswordField = z
  .boolean()
  .describe(
    'True for a staff member or parent signed in with a password the school set (an import, a reset): until they change it (PATCH /user/{id} with currentPassword), every call but GET /auth/status, GET /me, that change and POST /auth/signout answers 403 PASSWORD_CHANGE_REQUIRED',
  );

export const signInAnswer = dataBody(
  z.object({ user: userJson, role: primaryRoleField, mustChangePassword: mustChangePasswordField }),
);

export const statusAnswer = dataBody(
  z
    .object({
      userId: z.uuid(),
      role: primaryRoleField,
      roles: z.array(z.enum(ROLES)),
      mustChangePassword: mustChangePasswordField,
    })
    .meta({ id: 'AuthStatus' }),
);
