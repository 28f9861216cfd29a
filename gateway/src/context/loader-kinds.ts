import DataLoader from 'dataloader';
import { BATCH_LIMIT, isUuid } from '@portal/domain';
import { invalidId } from '../schema/ids.js';
import type { Page } from '../schema/connection.js';

/*
 * The kinds of per-request DataLoader every feature's loaders are made of:
 * each answers many keys with one batch REST read.
 */

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

/** A loader for each view of the lists asked for: the keys sharing a view share one batch read. */
export type ViewLoaders<V, T> = (view: V) => DataLoader<string, PagedList<T>>;

/**
 * Runs `read` on the keys that are ids; a key that is not fails alone, so one
 * bad id in a request never fails the others batched with it.
 */
export async function withValidKeys<V>(
  keys: readonly string[],
  read: (ids: string[]) => Promise<V[]>,
): Promise<(V | Error)[]> {
  const valid = keys.filter(isUuid);
  const values = valid.length ? await read(valid) : [];
  const byId = new Map(valid.map((id, index) => [id, values[index] as V]));
  return keys.map((key) => (byId.has(key) ? (byId.get(key) as V) : invalidId('id')));
}

/** A loader over a batch read that answers the items it found, matched back to the keys by `keyOf`. */
export function byKey<T>(
  read: (ids: readonly string[]) => Promise<T[]>,
  keyOf: (item: T) => string,
): DataLoader<string, T | null> {
  return new DataLoader(
    (keys) =>
      withValidKeys(keys, async (ids) => {
        const found = new Map((await read(ids)).map((item) => [keyOf(item), item]));
        return ids.map((id) => found.get(id) ?? null);
      }),
    { maxBatchSize: BATCH_LIMIT },
  );
}

/**
 * One loader (or set of loaders) per view, made when the view is first asked
 * for and kept for the request: `nameOf` says which views are the same. Every
 * per-view loader (a page, a period, a date) is made through this.
 */
export function perView<V, L>(nameOf: (view: V) => string, make: (view: V) => L): (view: V) => L {
  const made = new Map<string, L>();
  return (view) => {
    const name = nameOf(view);
    let loader = made.get(name);
    if (loader === undefined) {
      loader = make(view);
      made.set(name, loader);
    }
    return loader;
  };
}

/**
 * Loaders over a batch read of lists, one per view of them (`nameOf` says
 * which views are the same). A key the read leaves out (one the caller may
 * not read) has an empty list.
 */
export function viewedByKey<V, T>(
  nameOf: (view: V) => string,
  read: (ids: readonly string[], view: V) => Promise<Map<string, PagedList<T>>>,
): ViewLoaders<V, T> {
  return perView(
    nameOf,
    (view) =>
      new DataLoader<string, PagedList<T>>(
        (keys) =>
          withValidKeys(keys, async (ids) => {
            const found = await read(ids, view);
            return ids.map((id) => found.get(id) ?? { items: [], total: 0 });
          }),
        { maxBatchSize: BATCH_LIMIT },
      ),
  );
}

/** A loader over a batch read of whole lists by id: a key the read leaves out has an empty list. */
export function listsByKey<T>(read: (ids: readonly string[]) => Promise<Map<string, T[]>>): DataLoader<string, T[]> {
  return new DataLoader(
    (keys) =>
      withValidKeys(keys, async (valid) => {
        const found = await read(valid);
        return valid.map((id) => found.get(id) ?? []);
      }),
    { maxBatchSize: BATCH_LIMIT },
  );
}

/** Paged loaders over a batch read of lists: one per page asked for. */
export function pagedByKey<T>(read: (ids: readonly string[], page: Page) => Promise<Map<string, PagedList<T>>>) {
  return viewedByKey<Page, T>((page) => `${page.first}:${page.offset}`, read);
}
