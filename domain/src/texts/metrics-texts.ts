import { RESULT_SPEC_TEXTS } from './result-texts.js';

/**
 * Spec 2 §2 texts of the metrics area, quoted as the spec words them: a
 * subpath of their own (`@portal/domain/metrics-texts`), loaded with the
 * metrics pages only. The period options are METRICS_PERIOD_LABELS.
 */
export const METRICS_SPEC_TEXTS = {
  /** The area's tabs: the result area's two, and two more. */
  groupList: RESULT_SPEC_TEXTS.groupList,
  studentList: RESULT_SPEC_TEXTS.studentList,
  schoolMetrics: 'School Metrics',
  registeredUsers: 'Registered Users',
  /** The lists' button to a group's or a student's metrics. */
  viewMetrics: 'VIEW METRICS',
  /** The staff's toggle. */
  teacherMetrics: 'Teacher Metrics',
} as const;

/** Spec 2 §2: the charts, by name. */
export const METRICS_CHART_TITLES = {
  activitiesCount: 'Activities Count',
  activitiesAccuracy: 'Activities Accuracy',
  enrollmentDistribution: 'Enrollment Distribution',
  yearLevelDistribution: 'Student Year Level Distribution',
  completionRate: 'Completion Rate',
  attainment: 'Student Current Attainment',
} as const;

/**
 * Each chart in plain words (issue 35: "Enrollment Distribution" means little
 * to a parent): a title anyone reads, shown over the spec's name, and one line
 * of what the chart shows, worded from docs/metrics.md's definitions.
 */
export const METRICS_CHART_EXPLAINED: Record<keyof typeof METRICS_CHART_TITLES, { title: string; shows: string }> = {
  activitiesCount: {
    title: 'Activities worked on each month',
    shows: 'How many activities were worked on in each month, coloured by learning area.',
  },
  activitiesAccuracy: {
    title: 'How many answers were right',
    shows:
      'The share of answers that were right in each month: a line for each group, or one for the group or student shown.',
  },
  enrollmentDistribution: {
    title: 'Where the work went',
    shows: "Each learning area's share of all the activities worked on in the period.",
  },
  yearLevelDistribution: {
    title: 'Students in each year level',
    shows: "How many of the school's students are in each year level.",
  },
  completionRate: {
    title: 'How much assigned work was finished',
    shows:
      'Of the activities assigned in each month, the share students finished, with the highest, lowest and average.',
  },
  attainment: {
    title: 'Year level reached in each learning area',
    shows: 'The year level of the work students achieved most recently in each area, and whether it went up or down.',
  },
};

/** Registered Users' texts the spec does not word: the API's 400 and the form say the same (issue 35). */
export const REGISTERED_USERS_TEXTS = {
  /** From after To: the form refuses it before asking, the API (GET /registered-users) with a 400. */
  reversedRange: 'The From day must be on or before the To day.',
} as const;
