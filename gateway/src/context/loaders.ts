import DataLoader from 'dataloader';
import { isUuid } from '@portal/domain';
import { invalidId } from '../schema/ids.js';
import type { RestClient } from '../rest/rest-client.js';
import type { RestAssignment, RestChild, RestGroup, RestSchool, RestUser } from '../rest/rest-types.js';

/** The API's batch reads take at most this many ids at once. */
const MAX_BATCH = 100;

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
  assignmentsByGroupId: DataLoader<string, RestAssignment[]>;
  childrenByParentId: DataLoader<string, RestChild[]>;
  /** The pending link requests naming each parent (not children yet: they give no access). */
  pendingChildrenByParentId: DataLoader<string, RestChild[]>;
  groupIdsByUserId: DataLoader<string, string[]>;
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

/** A loader whose every key has a list (empty when the read says nothing of it). */
function listsByKey<T>(read: (ids: readonly string[]) => Promise<Map<string, T[]>>): DataLoader<string, T[]> {
  return new DataLoader(
    (keys) =>
      withValidKeys(keys, async (ids) => {
        const found = await read(ids);
        return ids.map((id) => found.get(id) ?? []);
      }),
    { maxBatchSize: MAX_BATCH },
  );
}

export function createLoaders(rest: RestClient): Loaders {
  const ids = (keys: readonly string[]) => keys.join(',');
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
    assignmentsByGroupId: listsByKey(async (keys) => {
      const found = new Map<string, RestAssignment[]>();
      const { data } = await rest.get('/api/v1/assignments', { query: { groupIds: ids(keys) } });
      for (const assignment of data) {
        found.set(assignment.groupId, [...(found.get(assignment.groupId) ?? []), assignment]);
      }
      return found;
    }),
    childrenByParentId: listsByKey(async (keys) => {
      const { data: rows } = await rest.get('/api/v1/parents/children', { query: { ids: ids(keys) } });
      return new Map(rows.map((row) => [row.parentId, row.children]));
    }),
    pendingChildrenByParentId: listsByKey(async (keys) => {
      const { data: rows } = await rest.get('/api/v1/parents/children', {
        query: { ids: ids(keys), status: 'pending' },
      });
      return new Map(rows.map((row) => [row.parentId, row.children]));
    }),
    groupIdsByUserId: listsByKey(async (keys) => {
      const { data: rows } = await rest.get('/api/v1/users/groups', { query: { ids: ids(keys) } });
      return new Map(rows.map((row) => [row.userId, row.groups.map((group) => group.groupId)]));
    }),
  };
}
