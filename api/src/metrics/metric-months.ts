import { GROUP_ACCURACY_MONTHS, MONTH_NAMES, periodMonths, type MetricsPeriod, type MonthName } from '@portal/domain';

/*
 * Months as the metrics count them: UTC calendar months, each named by its
 * first day ("2026-03-01", as PostgreSQL's `date` gives it). A period ends
 * with the current month: "1" is this month, "3" this month and the two
 * before, "12" the last twelve; "all" starts at the subject's first month
 * with work (metrics-documents.ts).
 */

/** The first day of the UTC month `offset` months after the one `at` falls in. */
export function monthOf(at: Date, offset = 0): string {
  const first = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1));
  return first.toISOString().slice(0, 10);
}

/** Every month from `first` to `last` (both "yyyy-mm-01"), in order; none when `first` is after `last`. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  for (let month = first; month <= last; month = monthOf(new Date(`${month}T00:00:00Z`), 1)) months.push(month);
  return months;
}

/** The months a period asks for: from its first (null: the subject's first with work) to the current month. */
export interface MonthWindow {
  first: string | null;
  last: string;
}

export function periodWindow(period: MetricsPeriod, now: Date): MonthWindow {
  const months = periodMonths(period);
  return { first: months === null ? null : monthOf(now, 1 - months), last: monthOf(now) };
}

/** The group accuracy chart's months (spec 2 §9): the last twelve, the current one included. */
export function accuracyWindow(now: Date): { first: string; last: string } {
  return { first: monthOf(now, 1 - GROUP_ACCURACY_MONTHS), last: monthOf(now) };
}

/** A month's Year, Month (its English name) and Month_num, as the documents carry them. */
export function monthFields(month: string): { Year: number; Month: MonthName; Month_num: number } {
  const [year, number] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  const name = MONTH_NAMES[number - 1];
  if (name === undefined) throw new Error(`not a month: ${month}`);
  return { Year: year, Month: name, Month_num: number };
}
