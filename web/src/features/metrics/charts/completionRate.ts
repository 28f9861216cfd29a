import type { MetricsMonthData } from './chartData';
import { monthLabel, percentText, ratePercent, type MonthNamer } from './format';

/** A month of the Completion Rate line: its rate in percent (0..100), null where the month has none. */
export interface CompletionPoint {
  label: string;
  percent: number | null;
}

export interface CompletionExtreme {
  percent: number;
  /** The month it happened, the oldest if several tie. */
  label: string;
}

export interface CompletionStats {
  max: CompletionExtreme;
  min: CompletionExtreme;
  /** The mean of the months with a rate (months without one are not zeros), in percent. */
  average: number;
  monthCount: number;
}

export function completionPoints(
  months: readonly MetricsMonthData[],
  nameMonth: MonthNamer = monthLabel,
): CompletionPoint[] {
  return months.map((month) => ({
    label: nameMonth(month.year, month.month),
    percent: ratePercent(month.completeRate),
  }));
}

/**
 * Spec 2 §2: the line's maximum, minimum and average, over the months that
 * have a rate; null when none has. The average is taken of the rates
 * themselves and rounded once, so rounding each month first cannot shift it.
 */
export function completionStats(
  months: readonly MetricsMonthData[],
  nameMonth: MonthNamer = monthLabel,
): CompletionStats | null {
  const rated = months.flatMap((month) =>
    month.completeRate === null ? [] : [{ rate: month.completeRate, label: nameMonth(month.year, month.month) }],
  );
  const [first] = rated;
  if (!first) return null;
  let [max, min, sum] = [first, first, 0];
  for (const entry of rated) {
    if (entry.rate > max.rate) max = entry;
    if (entry.rate < min.rate) min = entry;
    sum += entry.rate;
  }
  const extreme = ({ rate, label }: typeof first) => ({ percent: ratePercent(rate) ?? 0, label });
  return {
    max: extreme(max),
    min: extreme(min),
    average: ratePercent(sum / rated.length) ?? 0,
    monthCount: rated.length,
  };
}

/** The stats in words, shown under the chart: the chart's markers are not the only way to read them. */
export function completionStatsText(stats: CompletionStats): string {
  const months = stats.monthCount === 1 ? '1 month' : `${stats.monthCount} months`;
  return (
    `Highest ${percentText(stats.max.percent)} (${stats.max.label}), ` +
    `lowest ${percentText(stats.min.percent)} (${stats.min.label}), ` +
    `average ${percentText(stats.average)} over ${months} with a completion rate.`
  );
}
