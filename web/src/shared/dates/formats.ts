import { localDay, localMinute } from '@portal/domain';
import type { SchoolClock } from './schoolClock';

/*
 * The one way the web writes a date (issue 34): a day, a day and time, or a
 * month, each in the school's zone and locale whatever zone the browser is
 * in. Spec 1 §7: dates display in a long localised form.
 */

type Kind = 'day' | 'dayTime' | 'month' | 'calendarDay';

const OPTIONS: Record<Kind, Intl.DateTimeFormatOptions> = {
  day: { dateStyle: 'long' },
  dayTime: { dateStyle: 'long', timeStyle: 'short' },
  month: { month: 'short', year: 'numeric' },
  // A day that is a name on a calendar (yyyy-mm-dd), written at UTC noon so no zone moves it.
  calendarDay: { dateStyle: 'long', timeZone: 'UTC' },
};

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(kind: Kind, { timeZone, locale }: SchoolClock): Intl.DateTimeFormat {
  const key = `${kind}|${locale}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, ...OPTIONS[kind] });
    formats.set(key, format);
  }
  return format;
}

const instant = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value);

/** "28 November 2026": the school's day at that instant. */
export function formatDay(value: Date | string, clock: SchoolClock): string {
  return formatOf('day', clock).format(instant(value));
}

/** "28 November 2026 at 8:00 am": the school's day and time at that instant. */
export function formatDayTime(value: Date | string, clock: SchoolClock): string {
  return formatOf('dayTime', clock).format(instant(value));
}

/** "Nov 2026": a calendar month (1–12) as the school's locale names it. */
export function formatMonth(year: number, month: number, clock: SchoolClock): string {
  return formatOf('month', { ...clock, timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 15));
}

/** "28 November 2026" for the calendar day '2026-11-28', in the school's locale; a value not a day is returned as is. */
export function formatCalendarDay(day: string, clock: SchoolClock): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!parts) return day;
  return formatOf('calendarDay', clock).format(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]), 12));
}

/** The school's today, 'YYYY-MM-DD'. */
export function schoolToday(clock: SchoolClock, now: Date = new Date()): string {
  return localDay(now, clock.timeZone);
}

/** A file name's date stamp, the school's day: 'yyyymmdd'. */
export function dayStamp(clock: SchoolClock, now: Date = new Date()): string {
  return schoolToday(clock, now).replaceAll('-', '');
}

/** A file name's stamp to the second, on the school's wall clock: 'yyyymmddhhmmss'. */
export function secondStamp(clock: SchoolClock, now: Date = new Date()): string {
  const minute = localMinute(now, clock.timeZone).replace(/\D/g, '');
  return `${minute}${String(now.getUTCSeconds()).padStart(2, '0')}`;
}
