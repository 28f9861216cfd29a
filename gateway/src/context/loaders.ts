import DataLoader from 'dataloader';
import { isQuestId, isUuid } from '@portal/domain';
import { invalidId } from '../schema/ids.js';
import type { Page } from '../schema/connection.js';
import type { RestClient } from '../rest/rest-client.js';
import type {
  RestActivity,
  RestAssignment,
  RestGroup,
  RestLeaderboardEntry,
  RestLinkStatus,
  RestProgressRow,
  RestStudentProgress,
  RestSchool,
  RestUser,
  RestUserGroup,
} from '../rest/rest-types.js';

/** The API's batch reads take at most this many ids at once. */
const MAX_BATCH = 100;

/** One key's page of a list, and how many the whole list holds. */
export interface PagedList<T> {
  items: T[];
  total: number;
}

/**
 * A loader for each page asked for (`first`, `offset`): the keys asking for the
 * same page of their lists share one batch read, so the REST calls grow with
 * the pages a query names, never with the rows it returns.
 */
export type PagedLoaders<T> = (page: Page) => DataLoader<string, PagedList<T>>;

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

/** A loader for each view of the lists asked for: the keys sharing a view share one batch read. */
export type ViewLoaders<V, T> = (view: V) => DataLoader<string, PagedList<T>>;

/**
 * Every per-request DataLoader, reached through the context. A list field
 * resolves through one of these, so the number of REST calls does not grow
 * with the number of rows.
 */
export interface Loaders {
  /** Schools by id. A user can read only their own school, so one call answers every key. */
  schoolById: DataLoader<string, RestSchool | null>;
  usersById: DataLoader<string, RestUser | null>;
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
  /** Each assignment's progress report: the rows the caller may read (none for an assignment they do not see). */
  progressReportOf: DataLoader<string, RestProgressRow[]>;
  /** Each assignment's leaderboard (empty for an assignment the caller does not see). */
  leaderboardOf: DataLoader<string, RestLeaderboardEntry[]>;
  /** Each student's progress lines (the profile's progress table), latest first; none for a student the caller may not read. */
  progressOfStudent: PagedLoaders<RestStudentProgress>;
}

/**
 * Runs `read` on the keys that are ids; a key that is not fails alone, so one
 * bad id in a request never fails the others batched with it.
 */
async function withValidKeys<V>(
  keys: readonly string[],
  read: (ids: string[]) => Promise<V[]>,
): Promise<(V | Error)[]> {
  const valid = keys.filter(isUuid);
  const values = valid.length ? await read(valid) : [];
  const byId = new Map(valid.map((id, index) => [id, values[index] as V]));
  return keys.map((key) => (byId.has(key) ? (byId.get(key) as V) : invalidId('id')));
}

/** A loader over a batch read that answers the items it found, matched back to the keys by `keyOf`. */
function byKey<T>(
  read: (ids: readonly string[]) => Promise<T[]>,
  keyOf: (item: T) => string,
): DataLoader<string, T | null> {
  return new DataLoader(
    (keys) =>
      withValidKeys(keys, async (ids) => {
        const found = new Map((await read(ids)).map((item) => [keyOf(item), item]));
        return ids.map((id) => found.get(id) ?? null);
      }),
    { maxBatchSize: MAX_BATCH },
  );
}

/**
 * Loaders over a batch read of lists, one per view of them (`nameOf` says
 * which views are the same). A key the read leaves out (one the caller may
 * not read) has an empty list.
 */
function viewedByKey<V, T>(
  nameOf: (view: V) => string,
  read: (ids: readonly string[], view: V) => Promise<Map<string, PagedList<T>>>,
): ViewLoaders<V, T> {
  const loaders = new Map<string, DataLoader<string, PagedList<T>>>();
  return (view) => {
    const name = nameOf(view);
    let loader = loaders.get(name);
    if (!loader) {
      loader = new DataLoader(
        (keys) =>
          withValidKeys(keys, async (ids) => {
            const found = await read(ids, view);
            return ids.map((id) => found.get(id) ?? { items: [], total: 0 });
          }),
        { maxBatchSize: MAX_BATCH },
      );
      loaders.set(name, loader);
    }
    return loader;
  };
}

/** A loader over a batch read of whole lists by id: a key the read leaves out has an empty list. */
function listsByKey<T>(read: (ids: readonly string[]) => Promise<Map<string, T[]>>): DataLoader<string, T[]> {
  return new DataLoader(
    (keys) =>
      withValidKeys(keys, async (valid) => {
        const found = await read(valid);
        return valid.map((id) => found.get(id) ?? []);
      }),
    { maxBatchSize: MAX_BATCH },
  );
}

/** Paged loaders over a batch read of lists: one per page asked for. */
function pagedByKey<T>(read: (ids: readonly string[], page: Page) => Promise<Map<string, PagedList<T>>>) {
  return viewedByKey<Page, T>((page) => `${page.first}:${page.offset}`, read);
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
      { maxBatchSize: MAX_BATCH },
    ),
    progressReportOf: listsByKey(async (keys) => {
      const { data } = await rest.get('/api/v1/report/assignments', { query: { ids: ids(keys) } });
      return new Map(data.map((entry) => [entry.assignmentId, entry.rows]));
    }),
    leaderboardOf: listsByKey(async (keys) => {
      const { data } = await rest.get('/api/v1/report/leaderboards', { query: { ids: ids(keys) } });
      return new Map(data.map((entry) => [entry.assignmentId, entry.entries]));
    }),
    progressOfStudent: pagedByKey(async (keys, page) => {
      const { data } = await rest.get('/api/v1/users/progress', { query: { ids: ids(keys), ...paging(page) } });
      return new Map(data.map((row) => [row.userId, { items: row.progress, total: row.total }]));
    }),
    groupsOfUser: pagedByKey(async (keys, page) => {
      const { data } = await rest.get('/api/v1/users/groups', { query: { ids: ids(keys), ...paging(page) } });
      return new Map(data.map((row) => [row.userId, { items: row.groups, total: row.total }]));
    }),
  };
}
