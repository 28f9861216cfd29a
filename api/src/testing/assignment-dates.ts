/** Dates for assignment tests, relative to today (UTC), since a new assignment may not start before today. */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight UTC `days` days from today, plus `hours` hours. */
export function daysFromToday(days: number, hours = 0): Date {
  const now = new Date();
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + days * DAY_MS + hours * 3_600_000,
  );
}

/** The date as the spec's client sends it: yyyy-MM-ddTHH:mm, no zone (UTC). */
export function withoutZone(date: Date): string {
  return date.toISOString().slice(0, 16);
}
