import {
  GROUP_ACCURACY_MONTHS,
  MONTH_NAMES,
  addLocalMonths,
  localMonth,
  periodMonths,
  type MetricsPeriod,
  type MonthName,
} from '@portal/domain';

/*
 * Months as the metrics count them: the school's own calendar months, in its
 * time zone (issue 34; domain/src/school-time.ts asks the zone's rules, so a
 * daylight-saving change moves nothing), each named by its first day
 * ("2026-03-01", as PostgreSQL's `date` gives it). A period ends with the
 * school's current month: "1" is this month, "3" this month and the two
 * before, "12" the last twelve; "all" starts at the subject's first month
 * with work (metrics-documents.ts). The database keys its rollups by the
 * same months (migration 0019, `recorded_at at time zone schools.time_zone`).
 */

/** The first day of the month, in `zone`, `offset` months after the one `at` falls in there. */
export function monthOf(at: Date, zone: string, offset = 0): string {
  return `${addLocalMonths(localMonth(at, zone), offset)}-01`;
}

/** Every month from `first` to `last` (both "yyyy-mm-01"), in order; none when `first` is after `last`. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  for (let month = first; month <= last; month = `${addLocalMonths(month.slice(0, 7), 1)}-01`) months.push(month);
  return months;
}

/** The months a period asks for: from its first (null: the subject's first with work) to the current month. */
export interface MonthWindow {
  first: string | null;
  last: string;
}

/** The period's months as the school in `zone` counts them at `now`. */
export function periodWindow(period: MetricsPeriod, now: Date, zone: string): MonthWindow {
  const months = periodMonths(period);
  return { first: months === null ? null : monthOf(now, zone, 1 - months), last: monthOf(now, zone) };
}

/**
 * The group accuracy chart's months: the period's (issue 35: the Period switch
 * changes every chart), the current one last; without a period the school's
 * last twelve (spec 2 §9).
 */
export function accuracyWindow(now: Date, zone: string, period: MetricsPeriod = '12'): MonthWindow {
  if (period === '12') return { first: monthOf(now, zone, 1 - GROUP_ACCURACY_MONTHS), last: monthOf(now, zone) };
  return periodWindow(period, now, zone);
}

/** A month's Year, Month (its English name) and Month_num, as the documents carry them. */
export function monthFields(month: string): { Year: number; Month: MonthName; Month_num: number } {
  const [year, number] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  const name = MONTH_NAMES[number - 1];
  if (name === undefined) throw new Error(`not a month: ${month}`);
  return { Year: year, Month: name, Month_num: number };
}
