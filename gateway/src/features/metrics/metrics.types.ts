import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import {
  GROUP_ACCURACY_MONTHS,
  type LearningAreaGrouping as DomainGrouping,
  type MetricsPeriod as DomainPeriod,
} from '@portal/domain';
import type {
  RestGroupAccuracy,
  RestMetricsArea,
  RestMetricsDocument,
  RestMetricsMonth,
  RestYearLevelCount,
} from '../../rest/rest-types.js';

/*
 * The metrics documents of spec 2 §3 as GraphQL reads them: the REST
 * document's months (api/src/metrics/metrics-json.ts) renamed to the schema's
 * camelCase, the rates kept as the fractions from 0 to 1 REST gives (the web
 * shows them × 100, spec 2 §5).
 */

/** The enum's values are the REST query's own, so an argument goes upstream as it is. */
export enum MetricsPeriod {
  ALL = 'all',
  ONE_MONTH = '1',
  THREE_MONTHS = '3',
  ONE_YEAR = '12',
}
registerEnumType(MetricsPeriod, {
  name: 'MetricsPeriod',
  description: 'How far back metrics go (spec 2 §2 period selector); a period ends with the current month.',
  valuesConfig: {
    ALL: { description: 'Everything: from the first month with work ("All").' },
    ONE_MONTH: { description: 'The current month ("Recent One Month").' },
    THREE_MONTHS: { description: 'The last three months ("Recent Three Months").' },
    ONE_YEAR: { description: 'The last twelve months ("Recent One Year").' },
  },
});

export enum LearningAreaGrouping {
  REALM = 'realm',
  TOPIC = 'topic',
}
registerEnumType(LearningAreaGrouping, {
  name: 'LearningAreaGrouping',
  description: 'How learning areas are named (spec 2 §4 Realm/Topic switch): each of the ten realms maps to one topic.',
  valuesConfig: {
    REALM: { description: 'By realm, e.g. Habiterra.' },
    TOPIC: { description: "By the realm's topic, e.g. Animals." },
  },
});

// The GraphQL enums carry the domain's values: these maps fail to compile if the two drift apart.
const periodValues: Record<DomainPeriod, MetricsPeriod> = {
  all: MetricsPeriod.ALL,
  '1': MetricsPeriod.ONE_MONTH,
  '3': MetricsPeriod.THREE_MONTHS,
  '12': MetricsPeriod.ONE_YEAR,
};
const groupingValues: Record<DomainGrouping, LearningAreaGrouping> = {
  realm: LearningAreaGrouping.REALM,
  topic: LearningAreaGrouping.TOPIC,
};

@ObjectType({ description: "One learning area's month in a metrics document (spec 2 §3 MonthlyDataList)." })
export class MetricsAreaActivity {
  @Field(() => String, { description: 'A realm, or by TOPIC its topic; all ten every month, in the realms’ order.' })
  learningArea!: string;

  @Field(() => Int, {
    description:
      'Activities worked on that month: (student, activity of an assignment) pairs with an attempt, retries counted once.',
  })
  activityCount!: number;

  @Field(() => Int, {
    nullable: true,
    description:
      'Attainment in this area: the mean year level (rounded) of the activities achieved that month; null when none was achieved.',
  })
  yearLevel!: number | null;
}

@ObjectType({ description: 'One month of a metrics document (spec 2 §3 MetricsList).' })
export class MetricsMonth {
  @Field(() => Int, { description: 'The year.' })
  year!: number;

  @Field(() => Int, { description: 'The month, 1 (January) to 12.' })
  month!: number;

  @Field(() => Float, {
    nullable: true,
    description:
      'Finished (student, activity) pairs over assigned pairs of the assignments open that month, from 0 to 1; null when none was open.',
  })
  completeRate!: number | null;

  @Field(() => Float, {
    nullable: true,
    description:
      'Correct over answered of each (student, activity)’s best attempt that month, from 0 to 1; null when nothing was answered.',
  })
  accuracyRate!: number | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'Attainment over every area: the mean year level (rounded) of the activities achieved that month; null when none was achieved.',
  })
  yearLevel!: number | null;

  @Field(() => [MetricsAreaActivity], {
    description: 'The activities worked on per learning area (the Activities Count chart): all ten, in realm order.',
  })
  learningAreas!: MetricsAreaActivity[];
}

@ObjectType({ description: 'A metrics document: a student’s, a group’s or a school’s, month by month (spec 2 §3).' })
export class Metrics {
  @Field(() => MetricsPeriod, { description: 'The period asked for.' })
  period!: MetricsPeriod;

  @Field(() => LearningAreaGrouping, { description: 'How the learning areas are named.' })
  by!: LearningAreaGrouping;

  @Field(() => [MetricsMonth], { description: 'Month by month, oldest first, ending with the current month.' })
  months!: MetricsMonth[];
}

@ObjectType({
  description: `One group's accuracy in one of the last ${GROUP_ACCURACY_MONTHS} months (the Activities Accuracy chart).`,
})
export class GroupAccuracy {
  @Field(() => ID, { description: 'The group.' })
  groupId!: string;

  @Field(() => String, { description: "The group's name." })
  name!: string;

  @Field(() => Int, { description: 'The year.' })
  year!: number;

  @Field(() => Int, { description: 'The month, 1 (January) to 12.' })
  month!: number;

  @Field(() => Float, {
    nullable: true,
    description: 'Correct over answered of the group’s students now, from 0 to 1; null when nothing was answered.',
  })
  accuracy!: number | null;
}

@ObjectType({ description: 'How many of the school’s students are in one year level (spec 2 §3).' })
export class YearLevelCount {
  @Field(() => Int, { nullable: true, description: 'The year level; null for students without one.' })
  yearLevel!: number | null;

  @Field(() => Int, { description: 'How many students.' })
  studentCount!: number;
}

function areaFromRest(rest: RestMetricsArea): MetricsAreaActivity {
  return Object.assign(new MetricsAreaActivity(), {
    learningArea: rest.LearningArea,
    activityCount: rest.Activity,
    yearLevel: rest.YearLevel,
  });
}

function monthFromRest(rest: RestMetricsMonth): MetricsMonth {
  return Object.assign(new MetricsMonth(), {
    year: rest.Year,
    month: rest.Month_num,
    completeRate: rest.CompleteRate,
    accuracyRate: rest.AccuracyRate,
    yearLevel: rest.YearLevel,
    learningAreas: rest.MonthlyDataList.map(areaFromRest),
  });
}

export function metricsFromRest(rest: RestMetricsDocument): Metrics {
  return Object.assign(new Metrics(), {
    period: periodValues[rest.period],
    by: groupingValues[rest.by],
    months: rest.MetricsList.map(monthFromRest),
  });
}

export function groupAccuracyFromRest(rest: RestGroupAccuracy): GroupAccuracy {
  return Object.assign(new GroupAccuracy(), {
    groupId: rest.GroupID,
    name: rest.Name,
    year: rest.Year,
    month: rest.Month_num,
    accuracy: rest.Accuracy,
  });
}

export function yearLevelCountFromRest(rest: RestYearLevelCount): YearLevelCount {
  return Object.assign(new YearLevelCount(), { yearLevel: rest.YearLevel, studentCount: rest.StudentCount });
}
