import { learningAreas } from '@portal/domain';
import type { Answer } from './fakeGateway';

/*
 * The gateway's metrics answers for the web's tests: months with every
 * learning area, as the gateway sends them (spec 2 §3).
 */

type Period = 'ALL' | 'ONE_MONTH' | 'THREE_MONTHS' | 'ONE_YEAR';

/** A month in which each area saw `count` activities (the first area one more), at 50% completion and 75% accuracy. */
export function month(year: number, monthNumber: number, count: number) {
  return {
    __typename: 'MetricsMonth',
    year,
    month: monthNumber,
    completeRate: 0.5,
    accuracyRate: 0.75,
    yearLevel: 4,
    learningAreas: learningAreas('realm').map((learningArea, index) => ({
      __typename: 'MetricsAreaActivity',
      learningArea,
      activityCount: count + (index === 0 ? 1 : 0),
      yearLevel: 4,
    })),
  };
}

/** Spec 2 §2's periods: ALL has three months of work; ONE_MONTH the current one only. Areas come by realm. */
export function metricsOf(period: Period, count = 2) {
  const months = [month(2026, 9, count), month(2026, 10, count), month(2026, 11, count)];
  return { __typename: 'Metrics', period, months: period === 'ONE_MONTH' ? months.slice(-1) : months };
}

const accuracy = () => ({
  __typename: 'Metrics',
  months: [
    { __typename: 'MetricsMonth', year: 2026, month: 10, accuracyRate: 0.5 },
    { __typename: 'MetricsMonth', year: 2026, month: 11, accuracyRate: 0.8 },
  ],
});

export function schoolAnswer(variables: { period: Period }): Answer<'SchoolMetricsPage'> {
  return {
    data: {
      school: {
        __typename: 'School',
        id: 'school1',
        name: 'Hill School',
        metrics: metricsOf(variables.period, 3),
        // The teacher's own groups: fewer activities than the school's.
        taughtMetrics: metricsOf(variables.period, 1),
        groupAccuracies: {
          __typename: 'GroupAccuracySeriesConnection',
          edges: [
            { groupId: 'g1', name: 'Seeds', accuracy: 0.6 },
            { groupId: 'g2', name: 'Stars', accuracy: 0.9 },
          ].map(({ groupId, name, accuracy }) => ({
            __typename: 'GroupAccuracySeriesEdge' as const,
            node: {
              __typename: 'GroupAccuracySeries' as const,
              groupId,
              name,
              months: [{ __typename: 'MonthAccuracy' as const, year: 2026, month: 11, accuracy }],
            },
          })),
        },
        yearLevelDistribution: [
          { __typename: 'YearLevelCount', yearLevel: 3, studentCount: 12 },
          { __typename: 'YearLevelCount', yearLevel: null, studentCount: 1 },
        ],
      },
    },
  };
}

export function studentAnswer(
  variables: { id: string | number; period: Period },
  firstName = 'Ada',
): Answer<'StudentMetricsPage'> {
  return {
    data: {
      user: {
        __typename: 'User',
        id: String(variables.id),
        firstName,
        lastName: 'Lovelace',
        metrics: metricsOf(variables.period),
        accuracy: accuracy(),
      },
    },
  };
}

export function ownAnswer(variables: { period: Period }): Answer<'OwnMetricsPage'> {
  return {
    data: {
      me: {
        __typename: 'User',
        id: 's1',
        firstName: 'Sam',
        lastName: 'Smith',
        metrics: metricsOf(variables.period),
        accuracy: accuracy(),
      },
    },
  };
}

export function groupAnswer(variables: { id: string | number; period: Period }): Answer<'GroupMetricsPage'> {
  return {
    data: {
      group: {
        __typename: 'Group',
        id: String(variables.id),
        name: 'Seeds',
        metrics: metricsOf(variables.period),
        accuracy: accuracy(),
      },
    },
  };
}
