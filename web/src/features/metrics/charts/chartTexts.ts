import { METRICS_CHART_EXPLAINED, METRICS_CHART_TITLES } from '@portal/domain/metrics-texts';

/** Spec 2 §2 names the charts (in domain); the rest are ours, as the spec words none. */
export const CHART_TITLES = METRICS_CHART_TITLES;

/** Each chart's plain-language title and its one line of what it shows (issue 35). */
export const CHART_EXPLAINED = METRICS_CHART_EXPLAINED;
export type ChartExplained = (typeof CHART_EXPLAINED)[keyof typeof CHART_EXPLAINED];

export const CHART_TEXTS = {
  noActivity: 'No activity in this period',
  noStudents: 'No students to show',
  table: 'Table',
  exportFailed: 'The image could not be made in this browser. The CSV and the table hold the same numbers.',
  noValue: 'No value',
} as const;

/** The name a chart's <svg> carries for assistive technology; its data table is the view to read. */
export function chartAriaLabel(title: string): string {
  return `${title} chart. Press Table for its numbers.`;
}
