import { ATTAINMENT_YEAR_LEVELS } from '@portal/domain';
import type { MetricsMonthData } from './chartData';
import { monthLabel, type MonthNamer } from './format';

export const ATTAINMENT_MARKERS = ['Increase', 'Decrease', 'Keep'] as const;
export type AttainmentMarker = (typeof ATTAINMENT_MARKERS)[number];

/** A selected area's current attainment: the year level it was last worked at, and how that moved. */
export interface AreaAttainment {
  area: string;
  /** The newest year level the area has, null if no month has one. */
  yearLevel: number | null;
  /** The month that year level comes from ("Mar 2026"). */
  monthLabel: string | null;
  /** The year level of the month with a value before that one. */
  previousYearLevel: number | null;
  /** Null only when there is no year level to mark. */
  marker: AttainmentMarker | null;
}

/** An area's year level in one month: the last entry with one, as a document may list an area twice. */
function areaYearLevel(month: MetricsMonthData, area: string): number | null {
  let level: number | null = null;
  for (const entry of month.learningAreas) {
    if (entry.learningArea === area && entry.yearLevel !== null) level = entry.yearLevel;
  }
  return level;
}

function markerOf(current: number, previous: number | null): AttainmentMarker {
  if (previous === null || current === previous) return 'Keep';
  return current > previous ? 'Increase' : 'Decrease';
}

/**
 * Spec 2 §2 Student Current Attainment, per selected area in the selector's
 * order. "Current" is the newest month that has a year level for the area (a
 * month without activity in it says nothing about attainment), compared with
 * the month with a value before it: higher is Increase, lower Decrease, the
 * same or no earlier value Keep. `months` come oldest first.
 */
export function areaAttainments(
  months: readonly MetricsMonthData[],
  areas: readonly string[],
  nameMonth: MonthNamer = monthLabel,
): AreaAttainment[] {
  return areas.map((area) => {
    const valued = months.flatMap((month) => {
      const yearLevel = areaYearLevel(month, area);
      return yearLevel === null ? [] : [{ yearLevel, label: nameMonth(month.year, month.month) }];
    });
    const current = valued.at(-1);
    if (!current) return { area, yearLevel: null, monthLabel: null, previousYearLevel: null, marker: null };
    const previousYearLevel = valued.at(-2)?.yearLevel ?? null;
    return {
      area,
      yearLevel: current.yearLevel,
      monthLabel: current.label,
      previousYearLevel,
      marker: markerOf(current.yearLevel, previousYearLevel),
    };
  });
}

/** Where a year level sits on the chart's axis (spec 2 §9, 1 to 8): levels outside it are drawn at its ends. */
export function attainmentAxisLevel(yearLevel: number): number {
  return Math.min(ATTAINMENT_YEAR_LEVELS.highest, Math.max(ATTAINMENT_YEAR_LEVELS.lowest, yearLevel));
}

/** The axis' ticks: 1, 2, … 8. */
export function attainmentTicks(): number[] {
  const { lowest, highest } = ATTAINMENT_YEAR_LEVELS;
  return Array.from({ length: highest - lowest + 1 }, (_, i) => lowest + i);
}
