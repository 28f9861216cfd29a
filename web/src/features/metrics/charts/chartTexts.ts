/** Spec 2 §2 names the charts; the rest are ours, as the spec words none. */
export const CHART_TITLES = {
  activitiesCount: 'Activities Count',
  activitiesAccuracy: 'Activities Accuracy',
  enrollmentDistribution: 'Enrollment Distribution',
  yearLevelDistribution: 'Student Year Level Distribution',
  completionRate: 'Completion Rate',
  attainment: 'Student Current Attainment',
} as const;

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
