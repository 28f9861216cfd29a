import { isValid } from 'date-fns';

/**
 * The day picked in the From/To fields, as the gateway reads it: the gateway
 * takes the UTC calendar day of the instant it is sent, so the picked local
 * day is sent as midnight UTC of that same day (local midnight would be the
 * day before anywhere east of Greenwich). Undefined for no day or a day still
 * being typed.
 */
export function registrationDay(date: Date | null): string | undefined {
  if (date === null || !isValid(date)) return undefined;
  return new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate())).toISOString();
}
