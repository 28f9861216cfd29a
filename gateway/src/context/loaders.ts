import DataLoader from 'dataloader';
import { BATCH_LIMIT, isQuestId } from '@portal/domain';
import type { Page } from '../schema/connection.js';
import type { RestClient } from '../rest/rest-client.js';
import { startedCountLoader } from '../features/assignments/started-count-loader.js';
import { createMetricsLoaders, type MetricsLoaders } from './metrics-loaders.js';
import { createResultLoaders, type ResultLoaders } from './result-loaders.js';
import { byKey, pagedByKey, viewedByKey, type PagedLoaders, type ViewLoaders } from './loader-kinds.js';
import type {
  RestActivity,
  RestAssignment,
  RestGroup,
  RestLeaderboardEntry,
  RestLinkStatus,
  RestPersonPermissions,
  RestProgressRow,
  RestStartedCount,
  RestStudentProgress,
  RestSchool,
  RestUser,
  RestUserGroup,
} from '../rest/rest-types.js';

/** How a group's students are asked for: a page, an order and a name filter. */
export interface StudentsView {
  page: Page;
  sortBy: 'firstName' | 'lastName' | 'email';
  sortOrder: 'asc' | 'desc';
  name?: string;
}

/** How a group's assignments are asked for: a page, by start date in this direction. */
export interface AssignmentsView extends Page {
  sortOrder: 'asc' | 'desc';
}

/** How an assignment's progress report is asked for: a page, of only these students' rows when given. */
export interface ProgressReportView {
  page: Page;
  studentIds?: readonly string[] | null | undefined;
  /** Only the students whose "first last" holds this, as Group.students' `name` filters them. */
  name?: string | undefined;
}

/**
 * Every per-request DataLoader, reached through the context. A list field
 * resolves through one of these, so the number of REST calls does not grow
 * with the number of rows.
 */
export interface Loaders {
  /** Schools by id. A user can read only their own school, so one call answers every key. */
  schoolById: DataLoader<string, RestSchool | null>;
  usersById: DataLoader<string, RestUser | null>;
  /** Which of each person's details the caller may change; null for one they may not read. */
  permissionsOnUser: DataLoader<string, RestPersonPermissions | null>;
  groupsById: DataLoader<string, RestGroup | null>;
  /** A group's assignments by start date, earliest (asc) or latest (desc) first, a page at a time. */
  assignmentsOfGroup: ViewLoaders<AssignmentsView, RestAssignment>;
  /** A parent's children: active links only. */
  childrenOfParent: PagedLoaders<RestUser>;
  /** The students of the pending link requests naming each parent (not children yet: they give no access). */
  pendingChildrenOfParent: PagedLoaders<RestUser>;
  groupsOfUser: PagedLoaders<RestUserGroup>;
  /** A group's students, as one view (page, order, name) asks for them. */
  studentsOfGroup: ViewLoaders<StudentsView, RestUser>;
  /**
   * Activities of the library by questId, each with a quiz's questions; null
   * for a questId the library lacks. A malformed questId (an assignment may
   * hold anything) is null too, without reaching the API, so it never fails
   * the others batched with it.
   */
  activitiesByQuestId: DataLoader<string, RestActivity | null>;
  /** A page of each assignment's progress report: the rows the caller may read (none for an assignment they do not see). */
  progressReportOf: ViewLoaders<ProgressReportView, RestProgressRow>;
  /** A page of each assignment's leaderboard (empty for an assignment the caller does not see). */
  leaderboardOf: PagedLoaders<RestLeaderboardEntry>;
  /** Each assignment's leaderboard read for the caller's own entry (`own`), wherever it falls; null for one they do not see. */
  ownRankOf: DataLoader<string, { own: RestLeaderboardEntry | null } | null>;
  /** How many of each assignment's students have started it (started-count-loader.ts); null for one the caller does not see. */
  startedCounts: DataLoader<string, RestStartedCount | null>;
  /** Each student's progress lines (the profile's progress table), latest first; none for a student the caller may not read. */
  progressOfStudent: PagedLoaders<RestStudentProgress>;
  /** Results, grades and comments (result-loaders.ts). */
  results: ResultLoaders;
  /** Students', groups' and the school's metrics (metrics-loaders.ts). */
  metrics: MetricsLoaders;
}

export function createLoaders(rest: RestClient): Loaders {
  const ids = (keys: readonly string[]) => keys.join(',');
  const paging = ({ first, offset }: Page) => ({ first, offset });
  /** The students linked to each parent by links of this status: one batch read per page. */
  const childrenByLink = (status: RestLinkStatus) =>
    pagedByKey<RestUser>(async (keys, page) => {
      const { data } = await rest.get('/api/v1/parents/children', {
        query: { ids: ids(keys), status, ...paging(page) },
      });
      return new Map(data.map((row) => [row.parentId, { items: row.children, total: row.total }]));
    });
  return {
    schoolById: new DataLoader(async (keys) => {
      const { data: own } = await rest.get('/api/v1/school');
      return keys.map((id) => (id === own.schoolId ? own : null));
    }),
    usersById: byKey(
      async (keys) => (await rest.get('/api/v1/users', { query: { ids: ids(keys) } })).data,
      (user) => user.userId,
    ),
    permissionsOnUser: byKey(
      async (keys) => (await rest.get('/api/v1/users/permissions', { query: { ids: ids(keys) } })).data,
      (permissions) => permissions.userId,
    ),
    groupsById: byKey(
      async (keys) => (await rest.get('/api/v1/groups', { query: { ids: ids(keys) } })).data,
      (group) => group.groupId,
    ),
    assignmentsOfGroup: viewedByKey<AssignmentsView, RestAssignment>(
      ({ first, offset, sortOrder }) => `${first}:${offset}:${sortOrder}`,
      async (keys, view) => {
        const { data } = await rest.get('/api/v1/groups/assignments', {
          query: { ids: ids(keys), ...paging(view), sortOrder: view.sortOrder },
        });
        return new Map(data.map((row) => [row.groupId, { items: row.assignments, total: row.total }]));
      },
    ),
    childrenOfParent: childrenByLink('active'),
    pendingChildrenOfParent: childrenByLink('pending'),
    studentsOfGroup: viewedByKey<StudentsView, RestUser>(
      ({ page, sortBy, sortOrder, name }) => JSON.stringify([page.first, page.offset, sortBy, sortOrder, name]),
      async (keys, { page, sortBy, sortOrder, name }) => {
        const { data } = await rest.get('/api/v1/groups/students', {
          query: { ids: ids(keys), ...paging(page), sortBy, sortOrder, name },
        });
        return new Map(data.map((row) => [row.groupId, { items: row.students, total: row.total }]));
      },
    ),
    activitiesByQuestId: new DataLoader(
      async (keys) => {
        const valid = [...new Set(keys.filter(isQuestId))];
        const found = valid.length ? (await rest.get('/api/v1/activities', { query: { ids: ids(valid) } })).data : [];
        const byQuestId = new Map(found.map((activity) => [activity.questId, activity]));
        return keys.map((key) => byQuestId.get(key) ?? null);
      },
      { maxBatchSize: BATCH_LIMIT },
    ),
    progressReportOf: viewedByKey<ProgressReportView, RestProgressRow>(
      ({ page, studentIds, name }) => JSON.stringify([page.first, page.offset, studentIds ?? null, name ?? null]),
      async (keys, { page, studentIds, name }) => {
        const students = studentIds ? { students: ids(studentIds) } : {};
        const { data } = await rest.get('/api/v1/report/assignments', {
          query: { ids: ids(keys), ...paging(page), ...students, ...(name ? { name } : {}) },
        });
        return new Map(data.map((entry) => [entry.assignmentId, { items: entry.rows, total: entry.total }]));
      },
    ),
    leaderboardOf: pagedByKey(async (keys, page) => {
      const { data } = await rest.get('/api/v1/report/leaderboards', { query: { ids: ids(keys), ...paging(page) } });
      return new Map(data.map((entry) => [entry.assignmentId, { items: entry.entries, total: entry.total }]));
    }),
    ownRankOf: byKey(
      async (keys) => (await rest.get('/api/v1/report/leaderboards', { query: { ids: ids(keys), first: 1 } })).data,
      (board) => board.assignmentId,
    ),
    progressOfStudent: pagedByKey(async (keys, page) => {
      const { data } = await rest.get('/api/v1/users/progress', { query: { ids: ids(keys), ...paging(page) } });
      return new Map(data.map((row) => [row.userId, { items: row.progress, total: row.total }]));
    }),
    startedCounts: startedCountLoader(rest),
    results: createResultLoaders(rest),
    metrics: createMetricsLoaders(rest),
    groupsOfUser: pagedByKey(async (keys, page) => {
      const { data } = await rest.get('/api/v1/users/groups', { query: { ids: ids(keys), ...paging(page) } });
      return new Map(data.map((row) => [row.userId, { items: row.groups, total: row.total }]));
    }),
  };
}
