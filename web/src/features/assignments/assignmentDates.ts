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

/** What the gateway takes (spec 1 §7): the instant at UTC, with its `Z`. */
export function toGatewayDate(date: Date): string {
  return date.toISOString();
}

/** Spec 1 §3: the status is derived on the client from the dates. */
export function statusOf({ startDate, endDate }: { startDate: string; endDate: string }, now = new Date()) {
  return assignmentStatus(parseDateTime(startDate), parseDateTime(endDate), now) satisfies AssignmentStatus;
}
