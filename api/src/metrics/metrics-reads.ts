import type { Db } from '../db/database.js';
import { groupScopeRows, type GroupScope } from './group-metric-sql.js';
import type { MetricsWindow } from './metric-rows.js';
import { periodWindow } from './metric-months.js';
import { metricsLists } from './metrics-documents.js';
import type { MetricsQuery } from './metrics-requests.js';
import type { MetricsClock } from './school-zone.js';
import { studentRows } from './student-metric-sql.js';

/*
 * The metrics documents of students, groups and a school, each read in two
 * statements however many ids; their months are those of the school's zone
 * (`clock.zone`: everyone a caller reads is of the caller's school).
 */

function windowOf(query: MetricsQuery, { now, zone }: MetricsClock): MetricsWindow {
  return { ...periodWindow(query.period, now, zone), now, zone };
}

/** The documents of these students (already known to be readable students), in their order. */
export async function studentMetrics(db: Db, ids: readonly string[], query: MetricsQuery, clock: MetricsClock) {
  const window = windowOf(query, clock);
  const lists = metricsLists(ids, await studentRows(db, ids, window), window, query.by);
  return ids.map((userId) => ({ userId, ...query, MetricsList: lists.get(userId) ?? [] }));
}

/** The documents of these groups (already known to be tracked by the caller), in their order. */
export async function groupMetrics(db: Db, ids: readonly string[], query: MetricsQuery, clock: MetricsClock) {
  const window = windowOf(query, clock);
  const lists = metricsLists(ids, await groupScopeRows(db, { kind: 'groups', ids }, window), window, query.by);
  return ids.map((groupId) => ({ groupId, ...query, MetricsList: lists.get(groupId) ?? [] }));
}

/** The school's document: every group of it, or the groups one person owns in it. */
export async function schoolMetrics(
  db: Db,
  scope: Extract<GroupScope, { kind: 'school' | 'owned' }>,
  query: MetricsQuery,
  clock: MetricsClock,
) {
  const window = windowOf(query, clock);
  const lists = metricsLists([scope.schoolId], await groupScopeRows(db, scope, window), window, query.by);
  return { schoolId: scope.schoolId, ...query, MetricsList: lists.get(scope.schoolId) ?? [] };
}
