import type { MetricsMonthData } from './chartData';
import { monthLabel, type MonthNamer } from './format';

/** One bar of the Activities Count chart: a month, and its activity count per selected area (in `areas`' order). */
export interface ActivityCountMonth {
  label: string;
  counts: number[];
}

/** An area's activities in one month; a document may list an area twice, so every entry counts. */
export function areaActivityCount(month: MetricsMonthData, area: string): number {
  return month.learningAreas.reduce((sum, entry) => (entry.learningArea === area ? sum + entry.activityCount : sum), 0);
}

/** Spec 2 §2: stacked bars per month, one segment per selected learning area. Months stay oldest first. */
export function activityCountMonths(
  months: readonly MetricsMonthData[],
  areas: readonly string[],
  nameMonth: MonthNamer = monthLabel,
): ActivityCountMonth[] {
  return months.map((month) => ({
    label: nameMonth(month.year, month.month),
    counts: areas.map((area) => areaActivityCount(month, area)),
  }));
}

/** Whether any selected area had any activity: with none the chart has nothing to draw. */
export function hasActivity(rows: readonly { counts: readonly number[] }[]): boolean {
  return rows.some((row) => row.counts.some((count) => count > 0));
}
