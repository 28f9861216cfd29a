import { GROUP_ACCURACY_MONTHS } from '@portal/domain';
import type { AccuracySeries } from './chartData';
import { monthIndex, monthLabel, ratePercent, type MonthNamer } from './format';

/** One line of the Activities Accuracy chart: a percentage (0..100) per month of the window, null for a gap. */
export interface AccuracyLine {
  id: string;
  name: string;
  percents: (number | null)[];
}

export interface AccuracyWindow {
  /** The window's months, oldest first, every calendar month present ("Jan 2026"). */
  labels: string[];
  lines: AccuracyLine[];
}

/**
 * Spec 2 §2 and §9: a line per series over the last 12 months. The window
 * ends at the newest month any series has (the charts read no clock), starts
 * at the oldest one with data inside those 12 months, and holds every
 * calendar month in between, so a month without data is a gap in the line
 * rather than a month silently skipped.
 */
export function accuracyWindow(
  series: readonly AccuracySeries[],
  monthsBack: number = GROUP_ACCURACY_MONTHS,
  nameMonth: MonthNamer = monthLabel,
): AccuracyWindow {
  const indexes = series.flatMap((line) => line.points.map((point) => monthIndex(point.year, point.month)));
  if (indexes.length === 0) return { labels: [], lines: series.map(({ id, name }) => ({ id, name, percents: [] })) };
  const last = Math.max(...indexes);
  const first = Math.max(Math.min(...indexes), last - monthsBack + 1);
  const window = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return {
    labels: window.map((index) => nameMonth(Math.floor(index / 12), (index % 12) + 1)),
    lines: series.map(({ id, name, points }) => {
      const byMonth = new Map(points.map((point) => [monthIndex(point.year, point.month), point.accuracy]));
      return { id, name, percents: window.map((index) => ratePercent(byMonth.get(index) ?? null)) };
    }),
  };
}

/** Whether any line has a point to draw. */
export function hasAccuracy(window: AccuracyWindow): boolean {
  return window.lines.some((line) => line.percents.some((percent) => percent !== null));
}

/** Names to tell lines apart in a legend (nivo keys a line by its name): a repeated name gets " (2)", " (3)"… */
export function distinctNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name} (${count})`;
  });
}
