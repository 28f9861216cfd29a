import { dayStamp, formatMonth } from '../../../shared/dates/formats';
import { DEFAULT_CLOCK, type SchoolClock } from '../../../shared/dates/schoolClock';

/** Spec 2 §5: a rate (a fraction 0..1) is shown multiplied by 100, here to one decimal; null stays null. */
export function ratePercent(rate: number | null): number | null {
  return rate === null ? null : Math.round(rate * 1000) / 10;
}

/** A percentage as the tables and CSV write it: always one decimal ("50.0"), so columns line up; blank for none. */
export function percentCell(percent: number | null): string {
  return percent === null ? '' : percent.toFixed(1);
}

/** A percentage in a sentence: "50.0%". */
export function percentText(percent: number): string {
  return `${percent.toFixed(1)}%`;
}

/** Names a calendar month (1–12) on an axis and in a table: the school's `useDates().month`. */
export type MonthNamer = (year: number, month: number) => string;

/** "Jan 2026", as the portal's default locale writes it; a chart passes the school's own namer. */
export const monthLabel: MonthNamer = (year, month) => formatMonth(year, month, DEFAULT_CLOCK);

/** A month as one sortable number (2026-01 is 24313), so months from different series can be merged and ordered. */
export function monthIndex(year: number, month: number): number {
  return year * 12 + (month - 1);
}

export const NO_YEAR_LEVEL = 'No year level';

/** A year level as the charts name it: "Year 3"; 0 is Foundation (the curriculum's name); none is said so. */
export function yearLevelLabel(yearLevel: number | null): string {
  if (yearLevel === null) return NO_YEAR_LEVEL;
  return yearLevel === 0 ? 'Foundation' : `Year ${yearLevel}`;
}

/** An exported file's name: `{stem}-{yyyymmdd}.{extension}`, dated by the school's day the user saved it. */
export function exportFileName(
  stem: string,
  extension: 'png' | 'svg' | 'csv' | 'pdf',
  clock: SchoolClock,
  date: Date = new Date(),
): string {
  return `${stem}-${dayStamp(clock, date)}.${extension}`;
}
