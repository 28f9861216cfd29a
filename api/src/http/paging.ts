import { z } from 'zod';
import { LARGEST_PAGE } from '@portal/domain';

/** No list is longer: an offset past it was not made by a client paging. */
const MAX_OFFSET = 10_000_000;

/** An offset (0-based) into a list, in the list's order. */
const offsetField = z.coerce.number().int().min(0).max(MAX_OFFSET).default(0);

/** A page size, 1 to LARGEST_PAGE. */
const pageSizeField = z.coerce.number().int().min(1).max(LARGEST_PAGE);

/**
 * The paging of a batch read (`?ids=…&first=…&offset=…`): it applies to each
 * key's list on its own, so one call answers the same page of many lists (the
 * gateway's nested connections, one call per page asked for, not per row).
 */
export const batchPageQuery = {
  first: pageSizeField.default(LARGEST_PAGE).describe(`For each id: at most this many items (1 to ${LARGEST_PAGE})`),
  offset: offsetField.describe("For each id: skip this many of its items first (0-based), in the list's order"),
};

/**
 * Like `batchPageQuery`, but without `first` each id's list is answered whole
 * from `offset`: for the batch reads that answered whole lists before they
 * paged (the leaderboards and progress reports), so their callers keep what
 * they had.
 */
export const optionalBatchPageQuery = {
  first: pageSizeField
    .optional()
    .describe(`For each id: at most this many items (1 to ${LARGEST_PAGE}); left out, every item from \`offset\``),
  offset: batchPageQuery.offset,
};

export interface BatchPage {
  first: number;
  offset: number;
}

/** One key's page of its whole list, and how many the list holds. */
export function pageOfList<T>(items: readonly T[] | undefined, { first, offset }: BatchPage) {
  const all = items ?? [];
  return { items: all.slice(offset, offset + first), total: all.length };
}

/** A batch read's answer row: the key's page and its whole length. */
export const totalField = z.number().int().describe("How many this id's list holds in all, across pages");

/** The paging of a plain list read: `start` (an offset) and `count` (a page size), as GET /users takes them. */
export function listPageQuery(defaultCount: number) {
  return {
    start: offsetField.describe('Offset, default 0'),
    count: pageSizeField.default(defaultCount).describe(`Page size, default ${defaultCount}, at most ${LARGEST_PAGE}`),
  };
}

/** Like `listPageQuery`, but without `count` the list is answered whole from `start` (what the spec's clients expect). */
export const optionalPageQuery = {
  start: offsetField.describe('Offset, default 0'),
  count: pageSizeField.optional().describe(`Page size, at most ${LARGEST_PAGE}; left out, every item from \`start\``),
};

/** The page of a list read whole, for the lists short enough to read whole (a school's groups). */
export function pageOfWhole<T>(items: readonly T[], { start, count }: { start: number; count?: number | undefined }) {
  return { data: items.slice(start, count === undefined ? undefined : start + count), total: items.length };
}
