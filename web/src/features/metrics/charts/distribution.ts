import { areaActivityCount } from './activitiesCount';
import type { MetricsMonthData, YearLevelCountData } from './chartData';
import { yearLevelLabel } from './format';

/** A pie slice and its share of the whole, in percent to one decimal. */
export interface Slice {
  id: string;
  label: string;
  value: number;
  sharePercent: number;
}

/** `value` out of `total` in percent, one decimal; 0 when the total is 0 (nothing to share). */
export function sharePercent(value: number, total: number): number {
  return total === 0 ? 0 : Math.round((value / total) * 1000) / 10;
}

function withShares(parts: readonly { id: string; label: string; value: number }[]): Slice[] {
  const total = parts.reduce((sum, part) => sum + part.value, 0);
  return parts.map((part) => ({ ...part, sharePercent: sharePercent(part.value, total) }));
}

/** Spec 2 §2 Enrollment Distribution: each selected area's activities summed over the months, in the selector order. */
export function enrollmentSlices(months: readonly MetricsMonthData[], areas: readonly string[]): Slice[] {
  return withShares(
    areas.map((area) => ({
      id: area,
      label: area,
      value: months.reduce((sum, month) => sum + areaActivityCount(month, area), 0),
    })),
  );
}

/** Spec 2 §2 Student Year Level Distribution: students per year level, lowest first, those without one last. */
export function yearLevelSlices(counts: readonly YearLevelCountData[]): Slice[] {
  const byLevel = new Map<number | null, number>();
  for (const { yearLevel, studentCount } of counts) {
    byLevel.set(yearLevel, (byLevel.get(yearLevel) ?? 0) + studentCount);
  }
  const levels = [...byLevel.keys()].sort((a, b) => (a ?? Infinity) - (b ?? Infinity));
  return withShares(
    levels.map((level) => ({ id: String(level), label: yearLevelLabel(level), value: byLevel.get(level) ?? 0 })),
  );
}

/** The slices a pie can draw: a zero slice has no angle (the table still lists it). */
export function drawnSlices(slices: readonly Slice[]): Slice[] {
  return slices.filter((slice) => slice.value > 0);
}
