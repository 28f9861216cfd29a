import { assignmentStatus, type AssignmentStatus } from '@portal/domain';
import { parseDateTime } from '../../shared/graphql/scalars';

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as a `datetime-local` field holds it: local time, yyyy-MM-dd'T'HH:mm (spec 1 §7's input format). */
export function toFieldValue(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** A `datetime-local` value read as local time; undefined when blank or malformed. */
export function fromFieldValue(value: string): Date | undefined {
  if (value.trim() === '') return undefined;
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * What the gateway takes (spec 1 §7): the local time converted to UTC and
 * sent without a zone suffix, yyyy-MM-dd'T'HH:mm:ss, which it reads as UTC.
 */
export function toGatewayDate(date: Date): string {
  return date.toISOString().slice(0, 19);
}

/** Spec 1 §7: dates display in a long localised form. */
export function longDateTime(value: string): string {
  return parseDateTime(value).toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' });
}

/** Spec 1 §3: the status is derived on the client from the dates. */
export function statusOf({ startDate, endDate }: { startDate: string; endDate: string }, now = new Date()) {
  return assignmentStatus(parseDateTime(startDate), parseDateTime(endDate), now) satisfies AssignmentStatus;
}
