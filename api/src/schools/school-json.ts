import { z } from 'zod';
import { LOCALE_MAX_LENGTH, TIME_ZONE_MAX_LENGTH, TIME_ZONE_MESSAGES, isLocale, isTimeZone } from '@portal/domain';
import type { SchoolRow } from '../db/schema.js';

/** An IANA time zone the platform knows ('Australia/Sydney'); 400 "timeZone: Not a time zone" otherwise. */
export function timeZoneField() {
  return z
    .string({ error: TIME_ZONE_MESSAGES.notATimeZone })
    .max(TIME_ZONE_MAX_LENGTH, `At most ${TIME_ZONE_MAX_LENGTH} characters`)
    .refine(isTimeZone, TIME_ZONE_MESSAGES.notATimeZone)
    .describe("An IANA time zone, e.g. Australia/Sydney: when the school's days and months begin");
}

/** A BCP 47 locale Intl knows, written as Intl writes it ('en-AU'); 400 "locale: Not a locale" otherwise. */
export function localeField() {
  return z
    .string({ error: TIME_ZONE_MESSAGES.notALocale })
    .max(LOCALE_MAX_LENGTH, `At most ${LOCALE_MAX_LENGTH} characters`)
    .refine(isLocale, TIME_ZONE_MESSAGES.notALocale)
    .describe('A BCP 47 locale, e.g. en-AU: how the school writes dates and numbers');
}

export const schoolJson = z
  .object({
    schoolId: z.uuid(),
    schoolName: z.string(),
    timeZone: z.string(),
    locale: z.string(),
    signInCardsEnabled: z.boolean().describe('Whether its students may sign in with printed sign-in cards'),
  })
  .meta({ id: 'School' });

export function toSchoolJson(school: SchoolRow): z.infer<typeof schoolJson> {
  return {
    schoolId: school.id,
    schoolName: school.name,
    timeZone: school.timeZone,
    locale: school.locale,
    signInCardsEnabled: school.signInCardsEnabled,
  };
}

/** PATCH /school: the settings to change; a field left out stays as it is. */
export const schoolSettingsBody = z.object({
  timeZone: timeZoneField().optional(),
  locale: localeField().optional(),
  signInCardsEnabled: z
    .boolean()
    .optional()
    .describe('Off: no sign-in card signs in and none can be printed; the cards are kept, so on again they work'),
});
