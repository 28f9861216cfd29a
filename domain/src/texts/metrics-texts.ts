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

/** Registered Users' texts the spec does not word: the API's 400 and the form say the same (issue 35). */
export const REGISTERED_USERS_TEXTS = {
  /** From after To: the form refuses it before asking, the API (GET /registered-users) with a 400. */
  reversedRange: 'The From day must be on or before the To day.',
} as const;
