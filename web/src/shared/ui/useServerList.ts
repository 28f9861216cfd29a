import { NAME_FILTER_DELAY_MS, PAGE_SIZE_OPTIONS } from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import type { TableSort } from './ServerTable';
import { useCursorPages, type CursorPages } from './useCursorPages';

/** A connection's `orderBy` argument. */
export interface ServerOrder<Field extends string> {
  field: Field;
  direction: 'ASC' | 'DESC';
}

/**
 * The column sorted, as the server's order: `fields` names the server's field
 * for each sortable column; `fallback` ascending (the server's own default)
 * when no column is sorted.
 */
export function serverOrder<Field extends string>(
  sort: TableSort | undefined,
  fields: Readonly<Record<string, Field>>,
  fallback: NoInfer<Field>,
): ServerOrder<Field> {
  const field = sort && Object.hasOwn(fields, sort.field) ? fields[sort.field] : undefined;
  return { field: field ?? fallback, direction: field && sort?.direction === 'desc' ? 'DESC' : 'ASC' };
}

export interface ServerListOptions {
  /** The first page's size: the smallest the tables offer unless given. */
  pageSize?: number;
  /** When it changes (another group's tab), the list starts afresh: unfiltered, unsorted, on its first page. */
  resetOn?: string;
}

export interface ServerList {
  /** The search box as typed. */
  search: string;
  /** What the server is asked to match: the search trimmed, once typing pauses; undefined for all. */
  name: string | undefined;
  onSearchChange(value: string): void;
  sort: TableSort | undefined;
  onSortChange(sort: TableSort | undefined): void;
  /** The sort as the server's `orderBy` (see `serverOrder`). */
  orderBy<Field extends string>(fields: Readonly<Record<string, Field>>, fallback: NoInfer<Field>): ServerOrder<Field>;
  pages: CursorPages;
}

/**
 * The name filter, order and cursor pages of a list the server filters, sorts
 * and pages: the server is asked for a name once typing pauses
 * (`NAME_FILTER_DELAY_MS`), and a new name or order starts at page one.
 */
export function useServerList({ pageSize = PAGE_SIZE_OPTIONS[0], resetOn }: ServerListOptions = {}): ServerList {
  const [search, setSearch] = useState('');
  const [name, setName] = useState('');
  const [sort, setSort] = useState<TableSort | undefined>(undefined);
  const pages = useCursorPages(pageSize);
  const timer = useRef<number | undefined>(undefined);
  const [listFor, setListFor] = useState(resetOn);
  if (listFor !== resetOn) {
    setListFor(resetOn);
    setSearch('');
    setName('');
    setSort(undefined);
    pages.reset();
  }
  useEffect(() => () => window.clearTimeout(timer.current), [resetOn]);

  const onSearchChange = (value: string) => {
    setSearch(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setName(value.trim());
      pages.reset();
    }, NAME_FILTER_DELAY_MS);
  };

  return {
    search,
    name: name || undefined,
    onSearchChange,
    sort,
    onSortChange: (next) => {
      setSort(next);
      pages.reset();
    },
    orderBy: (fields, fallback) => serverOrder(sort, fields, fallback),
    pages,
  };
}
