import { z } from 'zod';
import { LEARNING_AREA_GROUPINGS, METRICS_PERIODS, MONTH_NAMES } from '@portal/domain';

/*
 * The metrics documents of spec 2 §3, with the spec's field names (the
 * contract the gateway and web read). Rates are fractions from 0 to 1,
 * rounded to four decimals (the web shows them × 100, spec 2 §5); null when
 * the month has nothing to divide by. The definitions: docs/metrics.md.
 */

const rate = (what: string) => z.number().min(0).max(1).nullable().describe(what);

const attainment = (of: string) =>
  z
    .number()
    .int()
    .nullable()
    .describe(
      `Attainment ${of}: the mean year level (rounded) of the activities achieved that month (best attempt of the month above 75% correct, or finished when it has no questions), an activity's level being the lowest it is written for; null when none was achieved`,
    );

/** One learning area's month (spec 2 §3 MonthlyDataList). */
export const metricsAreaJson = z
  .object({
    LearningArea: z.string().describe('A realm, or with by=topic its topic; all ten every month, in the realms’ order'),
    Activity: z
      .number()
      .int()
      .describe(
        'Activities worked on that month: (student, activity of an assignment) pairs with an attempt, retries counted once',
      ),
    YearLevel: attainment('in this area'),
  })
  .meta({ id: 'MetricsLearningArea' });

/** One month of a metrics document (spec 2 §3 MetricsList). */
export const metricsMonthJson = z
  .object({
    Year: z.number().int(),
    Month: z.enum(MONTH_NAMES).describe('The month’s English name'),
    Month_num: z.number().int().min(1).max(12),
    CompleteRate: rate(
      'Finished (student, activity) pairs over assigned pairs of the assignments open that month; null when none was open',
    ),
    AccuracyRate: rate(
      'Correct over answered, of each (student, activity of an assignment)’s best attempt that month; null when nothing was answered',
    ),
    YearLevel: attainment('over every area'),
    MonthlyDataList: z.array(metricsAreaJson),
  })
  .meta({ id: 'MetricsMonth' });

export type MetricsMonthJson = z.infer<typeof metricsMonthJson>;

const documentFields = {
  period: z.enum(METRICS_PERIODS).describe('The period asked for'),
  by: z.enum(LEARNING_AREA_GROUPINGS).describe('How learning areas are named'),
  MetricsList: z.array(metricsMonthJson).describe('Month by month, oldest first, ending with the current month'),
};

export const individualMetricsJson = z
  .object({ userId: z.uuid(), ...documentFields })
  .meta({ id: 'IndividualMetrics' });

export const groupMetricsJson = z.object({ groupId: z.uuid(), ...documentFields }).meta({ id: 'GroupMetrics' });

export const schoolMetricsJson = z.object({ schoolId: z.uuid(), ...documentFields }).meta({ id: 'SchoolMetrics' });

/** One group's accuracy in one month (spec 2 §3 group accuracy entry). */
export const groupAccuracyJson = z
  .object({
    GroupID: z.uuid(),
    Name: z.string(),
    Year: z.number().int(),
    Month: z.enum(MONTH_NAMES),
    Month_num: z.number().int().min(1).max(12),
    Accuracy: rate('As AccuracyRate, over the group’s students now; null when nothing was answered'),
  })
  .meta({ id: 'GroupAccuracy' });

export type GroupAccuracyJson = z.infer<typeof groupAccuracyJson>;

/** How many of the school's students are in one year level (spec 2 §3 grade distribution entry). */
export const yearLevelCountJson = z
  .object({
    YearLevel: z.number().int().nullable().describe('null: students without a year level'),
    StudentCount: z.number().int(),
  })
  .meta({ id: 'YearLevelCount' });

export type YearLevelCountJson = z.infer<typeof yearLevelCountJson>;
