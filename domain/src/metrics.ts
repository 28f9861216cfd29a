import { REALMS, findRealm, type RealmName, type TopicName } from './realms.js';
import { GRADE_MAX } from './evaluation.js';

/*
 * The metrics' shared vocabulary (spec 2 §2, §3, §4, §9): the periods, the
 * learning-area grouping, the month names the documents carry, the metric
 * kinds and rating levels. The API computes the documents
 * (api/src/metrics/); the web shows them.
 */

/** Spec 2 §2 and §9: everything, or the last 1, 3 or 12 months (the current one included). */
export const METRICS_PERIODS = ['all', '1', '3', '12'] as const;
export type MetricsPeriod = (typeof METRICS_PERIODS)[number];

/** The period selector's options, in the spec's words and order. */
export const METRICS_PERIOD_LABELS: Record<MetricsPeriod, string> = {
  all: 'All',
  '1': 'Recent One Month',
  '3': 'Recent Three Months',
  '12': 'Recent One Year',
};

export function isMetricsPeriod(value: unknown): value is MetricsPeriod {
  return typeof value === 'string' && (METRICS_PERIODS as readonly string[]).includes(value);
}

/** How many months a period covers, ending with the current month; null for all of them. */
export function periodMonths(period: MetricsPeriod): number | null {
  return period === 'all' ? null : Number(period);
}

/** Spec 2 §2 and §4: the Realm/Topic switch names each learning area by its realm or by its topic. */
export const LEARNING_AREA_GROUPINGS = ['realm', 'topic'] as const;
export type LearningAreaGrouping = (typeof LEARNING_AREA_GROUPINGS)[number];

/** The ten learning areas in the realms' order (domain/src/realms.ts), named by realm or topic. */
export function learningAreas(by: LearningAreaGrouping): (RealmName | TopicName)[] {
  return REALMS.map((entry) => (by === 'realm' ? entry.realm : entry.topic));
}

/** A realm's learning area under the switch: the realm itself, or its topic; undefined for no realm. */
export function learningAreaOf(realm: string, by: LearningAreaGrouping): RealmName | TopicName | undefined {
  const entry = findRealm(realm);
  return entry && (by === 'realm' ? entry.realm : entry.topic);
}

/** Spec 2 §9: the accuracy charts (a line per group) cover the last 12 months. */
export const GROUP_ACCURACY_MONTHS = 12;

/** Spec 2 §9: the attainment chart's axis of year levels. */
export const ATTAINMENT_YEAR_LEVELS = { lowest: 1, highest: 8 } as const;

/** A metrics document's `Month`, by `Month_num` - 1. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export type MonthName = (typeof MONTH_NAMES)[number];

/** Spec 2 §3: the metric kinds, numbered as the spec numbers them. */
export const METRIC_KINDS = {
  1: 'ActivityCount',
  2: 'EnrollmentDistribution',
  3: 'CompletionRate',
  4: 'ActivityAccuracy',
  5: 'YearLevel',
} as const;

/** Spec 2 §3: the rating scale's levels, lowest first. */
export const RATING_LEVELS = ['Sentiment Blank', 'Neutral', 'Good', 'Satisfied', 'Very Satisfied'] as const;
export type RatingLevel = (typeof RATING_LEVELS)[number];

/**
 * The rating scale's name of a grade (spec 2 §3, issue 35): grade 1 is the
 * lowest level, 5 the highest, as the report's faces go from saddest to
 * happiest. Null for anything that is not a grade of the scale.
 */
export function ratingLevel(grade: number | null | undefined): RatingLevel | null {
  return typeof grade === 'number' && Number.isInteger(grade) ? (RATING_LEVELS[grade - 1] ?? null) : null;
}

/** A grade as the result pages and the PDF say it: "Good (3 of 5)". */
export function gradeText(grade: number): string {
  const level = ratingLevel(grade);
  return level ? `${level} (${grade} of ${GRADE_MAX})` : `${grade} of ${GRADE_MAX}`;
}
