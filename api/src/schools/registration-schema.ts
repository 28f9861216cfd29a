import { z } from 'zod';
import {
  LICENSES,
  MESSAGES,
  NAME_MAX_LENGTH,
  REQUEST_FAILURES,
  hasInvisibleCharacter,
  isValidPassword,
} from '@portal/domain';
import { emailField, primaryRoleField } from '../auth/auth-schemas.js';
import { dataBody } from '../http/envelope.js';
import { userJson } from '../users/user-json.js';
import { localeField, schoolJson, timeZoneField } from './school-json.js';

/**
 * A name's characters (a person's, a school's, a group's, an assignment's, a
 * token's): no invisible or direction-changing one (domain's `nameProblem`;
 * control characters are refused before validation, in every field).
 */
export function nameText(schema: z.ZodString) {
  return schema.refine((name) => !hasInvisibleCharacter(name), REQUEST_FAILURES.invisibleCharacters);
}

/** A required name field: trimmed, not blank, at most NAME_MAX_LENGTH characters, no invisible character. */
export function requiredName(message: string) {
  return nameText(
    z.string({ error: message }).trim().min(1, message).max(NAME_MAX_LENGTH, `At most ${NAME_MAX_LENGTH} characters`),
  );
}

/** Fields in the order of the spec's registration checks, so the first failure reported is the spec's first. */
export const registrationBody = z.object({
  firstName: requiredName(MESSAGES.firstNameRequired),
  lastName: requiredName(MESSAGES.lastNameRequired),
  email: emailField(),
  schoolName: requiredName(MESSAGES.schoolNameRequired),
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .refine(isValidPassword, MESSAGES.invalidPassword),
  license: z.enum(LICENSES, { error: 'License must be "school" or "teacher"' }),
  role: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .describe('Ignored: the license decides the roles'),
  timeZone: timeZoneField()
    .optional()
    .describe("The school's IANA time zone (the web offers the browser's); Australia/Sydney when left out"),
  locale: localeField().optional().describe("The school's BCP 47 locale; en-AU when left out"),
});

export const registrationAnswer = dataBody(z.object({ user: userJson, school: schoolJson, role: primaryRoleField }));
