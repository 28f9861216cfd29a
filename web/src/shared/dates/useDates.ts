import { useMemo } from 'react';
import { formatCalendarDay, formatDay, formatDayTime, formatMonth } from './formats';
import { useSchoolClock, type SchoolClock } from './schoolClock';

/** The date formats bound to the signed-in user's school clock. */
export interface Dates {
  clock: SchoolClock;
  day(value: Date | string): string;
  dayTime(value: Date | string): string;
  month(year: number, month: number): string;
  calendarDay(day: string): string;
}

export function datesFor(clock: SchoolClock): Dates {
  return {
    clock,
    day: (value) => formatDay(value, clock),
    dayTime: (value) => formatDayTime(value, clock),
    month: (year, month) => formatMonth(year, month, clock),
    calendarDay: (day) => formatCalendarDay(day, clock),
  };
}

/** `const dates = useDates(); dates.day(assignment.endDate)`: every date a page writes. */
export function useDates(): Dates {
  const clock = useSchoolClock();
  return useMemo(() => datesFor(clock), [clock]);
}
