/**
 * The day picked in the From/To fields (a native date input's `yyyy-mm-dd`),
 * as the gateway reads it: the gateway takes the UTC calendar day of the
 * instant it is sent, so the picked day is sent as midnight UTC of that same
 * day. Undefined for no day or a day still being typed.
 */
export function registrationDay(day: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const instant = new Date(`${day}T00:00:00.000Z`);
  return Number.isNaN(instant.getTime()) || instant.toISOString().slice(0, 10) !== day
    ? undefined
    : instant.toISOString();
}
