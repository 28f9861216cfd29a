const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a one-time password (one someone else set: an imported account's,
 * a reset's) set at `setAt` is past its `days` unused, at `now`.
 */
export function oneTimePasswordExpired(setAt: Date, days: number, now = new Date()): boolean {
  return now.getTime() - setAt.getTime() > days * DAY_MS;
}
