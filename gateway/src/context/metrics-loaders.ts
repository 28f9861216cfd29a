import DataLoader from 'dataloader';
import type { LearningAreaGrouping, MetricsPeriod } from '@portal/domain';
import type { RestClient } from '../rest/rest-client.js';
import type {
  RestGroupAccuracy,
  RestGroupMetrics,
  RestIndividualMetrics,
  RestMetricsDocument,
  RestYearLevelCount,
} from '../rest/rest-types.js';
import { byKey, perView, withValidKeys } from './loader-kinds.js';

/** Which metrics document is asked for: the period and how learning areas are named (the REST query). */
export interface MetricsView {
  period: MetricsPeriod;
  by: LearningAreaGrouping;
}

/** The per-request loaders of metrics: each view of each kind is one batch REST read for every id of a query. */
export interface MetricsLoaders {
  /** Each student's metrics, null for anyone not a student the caller reads (POST /metrics/Individual). */
  individualOf: (view: MetricsView) => DataLoader<string, RestIndividualMetrics | null>;
  /** Each group's metrics, null for a group the caller does not track (POST /metrics/Group). */
  groupOf: (view: MetricsView) => DataLoader<string, RestGroupMetrics | null>;
  /** The school's metrics: the caller's own school is the only one (GET /metrics/School/{id}). */
  schoolOf: (view: MetricsView) => DataLoader<string, RestMetricsDocument>;
  /** The school as the caller teaches it: their own groups in it, summed (GET /metrics/viewSchool/{id}). */
  taughtSchoolOf: (view: MetricsView) => DataLoader<string, RestMetricsDocument>;
  /** Each group's accuracy over a period's months, of the groups the caller tracks (GET /metrics/GroupAccuracy/{id}). */
  groupAccuracyOf: (period: MetricsPeriod) => DataLoader<string, RestGroupAccuracy[]>;
  /** The school's students by year level (GET /metrics/YearLevel/{id}). */
  yearLevelsOf: DataLoader<string, RestYearLevelCount[]>;
}

/** One loader per view of each kind (loader-kinds.ts' `perView`), the views named by period and grouping. */
function perMetricsView<T>(make: (view: MetricsView) => DataLoader<string, T>) {
  return perView((view: MetricsView) => `${view.period}:${view.by}`, make);
}

/**
 * A loader over a read of one school at a time: a user reads only their own
 * school, so a query names one and this is one call.
 */
function perSchool<T>(read: (schoolId: string) => Promise<T>): DataLoader<string, T> {
  return new DataLoader((keys) => withValidKeys(keys, (ids) => Promise.all(ids.map(read))));
}

export function createMetricsLoaders(rest: RestClient): MetricsLoaders {
  return {
    individualOf: perMetricsView((query) =>
      byKey(
        async (userIds) =>
          (await rest.post('/api/v1/metrics/Individual', { query, body: { userIds: [...userIds] } })).data,
        (metrics) => metrics.userId,
      ),
    ),
    groupOf: perMetricsView((query) =>
      byKey(
        async (groupIds) =>
          (await rest.post('/api/v1/metrics/Group', { query, body: { groupIds: [...groupIds] } })).data,
        (metrics) => metrics.groupId,
      ),
    ),
    schoolOf: perMetricsView((query) =>
      perSchool(
        async (schoolId) => (await rest.get('/api/v1/metrics/School/{schoolId}', { path: { schoolId }, query })).data,
      ),
    ),
    taughtSchoolOf: perMetricsView((query) =>
      perSchool(
        async (schoolId) =>
          (await rest.get('/api/v1/metrics/viewSchool/{schoolId}', { path: { schoolId }, query })).data,
      ),
    ),
    groupAccuracyOf: perView(
      (period: MetricsPeriod) => period,
      (period) =>
        perSchool(
          async (schoolId) =>
            (await rest.get('/api/v1/metrics/GroupAccuracy/{schoolId}', { path: { schoolId }, query: { period } }))
              .data,
        ),
    ),
    yearLevelsOf: perSchool(
      async (schoolId) => (await rest.get('/api/v1/metrics/YearLevel/{schoolId}', { path: { schoolId } })).data,
    ),
  };
}
