/*
 * What the metrics charts take: plain data, no GraphQL types, so the charts
 * stay presentational and the page's generated types (with their extra
 * `__typename`) are assignable to these as they are.
 */

/** One month of a metrics document as the gateway returns it (rates are fractions 0..1 or null). */
export interface MetricsMonthData {
  year: number;
  /** 1..12 */
  month: number;
  completeRate: number | null;
  accuracyRate: number | null;
  yearLevel: number | null;
  learningAreas: readonly { learningArea: string; activityCount: number; yearLevel: number | null }[];
}

/** One line of the Activities Accuracy chart: a group, or the one student or group shown. */
export interface AccuracySeries {
  id: string;
  name: string;
  points: readonly { year: number; month: number; accuracy: number | null }[];
}

/** Spec 2 §3: a grade distribution entry, how many students are in a year level. */
export interface YearLevelCountData {
  yearLevel: number | null;
  studentCount: number;
}
