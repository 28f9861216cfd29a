import { z } from 'zod';
import { MESSAGES } from '@portal/domain';
import { ApiError } from '../http/api-error.js';
import { startOfSchoolToday, type SchoolClock } from '../schools/school-clock.js';
import { ASSIGNMENT_MESSAGES } from './assignment-messages.js';

/*
 * Assignment dates (spec 1 §7): the client sends ISO-like timestamps without
 * a zone, converted from local time before sending, so a date without a zone
 * is UTC. A zone (Z or ±HH:MM) is accepted too and converted. Dates are stored
 * as timestamptz and answered as ISO 8601 in UTC (`2030-03-04T09:30:00.000Z`).
 * Only the "today" of the start rule is the school's local day (issue 34).
 */

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(Z|[+-]\d{2}:\d{2})?$/;

/** How long before now the finish call ends an assignment (spec 1 §4 End, §9). */
export const FINISH_OFFSET_MS = 5 * 60 * 1000;

/** The offset of `Z` or `±HH:MM` in minutes, or undefined when out of range. */
function offsetMinutes(zone: string | undefined): number | undefined {
  if (zone === undefined || zone === 'Z') return 0;
  const hours = Number(zone.slice(1, 3));
  const minutes = Number(zone.slice(4, 6));
  if (hours > 23 || minutes > 59) return undefined;
  return (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}

/**
 * `yyyy-MM-ddTHH:mm`, optionally with `:ss`, a fraction of a second (digits
 * past the milliseconds are dropped) and a zone; no zone means UTC. Undefined
 * for anything else, and for a day or a time that does not exist (Feb 30, 24:00).
 */
export function parseAssignmentDate(text: string): Date | undefined {
  const match = DATE_PATTERN.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second = '0', fraction = '', zone] = match;
  const fields = [year, month, day, hour, minute, second].map(Number);
  const [y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0] = fields;
  const offset = offsetMinutes(zone);
  if (offset === undefined || y < 1970 || h > 23 || mi > 59 || s > 59) return undefined;
  const wallClock = new Date(Date.UTC(y, mo - 1, d, h, mi, s, Number(fraction.padEnd(3, '0').slice(0, 3))));
  // A day past the month's end rolls over into the next month: such a date does not exist.
  if (wallClock.getUTCMonth() !== mo - 1 || wallClock.getUTCDate() !== d) return undefined;
  return new Date(wallClock.getTime() - offset * 60 * 1000);
}

/** A date field of a request body: the text as sent, read as a Date (UTC when it has no zone). */
export function assignmentDateField(description: string) {
  return z
    .string()
    .transform((text, context) => {
      const date = parseAssignmentDate(text);
      if (date) return date;
      context.issues.push({ code: 'custom', message: ASSIGNMENT_MESSAGES.invalidDate, input: text });
      return z.NEVER;
    })
    .describe(
      `${description}: yyyy-MM-ddTHH:mm, optionally with :ss, a fraction and a zone (Z or ±HH:MM); without a zone it is UTC`,
    );
}

export interface AssignmentDates {
  startDate: Date;
  endDate: Date;
}

/**
 * The assignment dialog's date rules (spec 1 §5), 400 naming startDate: the
 * start may not be after the end ("Due date must be after start date"), and a
 * start set now (a new assignment's, or an edited one) may not be before
 * today ("New assignments cannot start before today"), today being
 * the school's local day (issue 34): from 11:00 in Sydney a teacher may still
 * start an assignment at 08:00 that morning, though it was the day before in
 * UTC. An unchanged start of an assignment already under way stays as it is.
 */
export function checkAssignmentDates(
  dates: AssignmentDates,
  startIsNew: boolean,
  clock: Pick<SchoolClock, 'timeZone'>,
  now: Date = new Date(),
): void {
  if (dates.startDate.getTime() > dates.endDate.getTime()) {
    throw new ApiError(400, MESSAGES.dueDateBeforeStartDate, { field: 'startDate' });
  }
  if (startIsNew && dates.startDate.getTime() < startOfSchoolToday(now, clock).getTime()) {
    throw new ApiError(400, MESSAGES.newAssignmentStartBeforeToday, { field: 'startDate' });
  }
}

/**
 * The dates of a finished assignment (POST /assignments/{id}/finish): it ends
 * 5 minutes before now, so its status is Completed; its start moves only when
 * it was later than that (a scheduled assignment), so an assignment that ran
 * keeps the day it began. One that had already ended keeps its dates.
 */
export function finishedDates(dates: AssignmentDates, now: Date = new Date()): AssignmentDates {
  const end = Math.min(dates.endDate.getTime(), now.getTime() - FINISH_OFFSET_MS);
  return { startDate: new Date(Math.min(dates.startDate.getTime(), end)), endDate: new Date(end) };
}
