import { assignmentStatus, instantOfLocalMinute, localMinute, type AssignmentStatus } from '@portal/domain';
import { parseDateTime } from '../../shared/graphql/scalars';

/*
 * The assignment dialog's start and due date are native `datetime-local`
 * fields read as the school's wall clock (issue 34), whatever zone the
 * browser is in: domain's school-time module converts both ways, with the
 * zone's own rules for daylight saving.
 */

/** A moment as a `datetime-local` field holds it on the school's wall clock: yyyy-MM-dd'T'HH:mm (spec 1 §7). */
export function toFieldValue(date: Date, timeZone: string): string {
  return localMinute(date, timeZone);
}

/** A `datetime-local` value read as the school's wall clock; undefined when blank or malformed. */
export function fromFieldValue(value: string, timeZone: string): Date | undefined {
  return instantOfLocalMinute(value, timeZone);
}

/** A new assignment's due date and a recovered one's: a week after now (issue 35). */
export const DEFAULT_DUE_DAYS = 7;

/** A field value `days` later on the same wall clock: a week later keeps its hour across daylight saving. */
export function addFieldDays(value: string, days: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2})$/.exec(value);
  if (!match) return value;
  const [, year, month, day, time] = match;
  const moved = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day) + days));
  return `${moved.toISOString().slice(0, 10)}${time ?? ''}`;
}

/** `days` from now on the school's wall clock, to the minute. */
export function daysFromNow(days: number, timeZone: string, now: Date = new Date()): Date {
  const later = addFieldDays(toFieldValue(now, timeZone), days);
  return fromFieldValue(later, timeZone) ?? new Date(now.getTime() + days * 86_400_000);
}

/**
 * Recover's due date (issue 35): the previous one while it is still ahead,
 * else a week from now on the school's clock, so Recover reopens it as is.
 */
export function recoverDueDate(previous: Date, timeZone: string, now: Date = new Date()): Date {
  return previous.getTime() > now.getTime() ? previous : daysFromNow(DEFAULT_DUE_DAYS, timeZone, now);
}

/** What the gateway takes (spec 1 §7): the instant at UTC, with its `Z`. */
export function toGatewayDate(date: Date): string {
  return date.toISOString();
}

/** Spec 1 §3: the status is derived on the client from the dates. */
export function statusOf({ startDate, endDate }: { startDate: string; endDate: string }, now = new Date()) {
  return assignmentStatus(parseDateTime(startDate), parseDateTime(endDate), now) satisfies AssignmentStatus;
}
