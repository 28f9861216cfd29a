import { useEffect, useRef, useState } from 'react';
import type { TableSort } from '../../../shared/ui/ServerTable';
import { useCursorPages, type CursorPages } from '../../../shared/ui/useCursorPages';
import { FIRST_PAGE_SIZE, NAME_FILTER_DELAY_MS } from './listText';

/** The orders both student lists ask of the server (`people` and `Group.students` name them alike). */
const ORDER_FIELDS = { firstName: 'FIRST_NAME', lastName: 'LAST_NAME', email: 'EMAIL' } as const;

export interface StudentOrder {
  field: (typeof ORDER_FIELDS)[keyof typeof ORDER_FIELDS];
  direction: 'ASC' | 'DESC';
}

/** The column sorted, as the server's order; by last name (its own default) when none is. */
export function studentOrder(sort: TableSort | undefined): StudentOrder {
  const field = sort && sort.field in ORDER_FIELDS ? ORDER_FIELDS[sort.field as keyof typeof ORDER_FIELDS] : undefined;
  return { field: field ?? 'LAST_NAME', direction: field && sort?.direction === 'desc' ? 'DESC' : 'ASC' };
}

export interface StudentListControls {
  /** The search box as typed. */
  search: string;
  /** What the server is asked to match: the search trimmed, once typing pauses; undefined for all. */
  name: string | undefined;
  onSearchChange(value: string): void;
  sort: TableSort | undefined;
  onSortChange(sort: TableSort | undefined): void;
  order: StudentOrder;
  pages: CursorPages;
  selected: ReadonlySet<string>;
  onSelectedChange(ids: Set<string>): void;
}

/**
 * The search, order, page and selection of a server-paged student list, as
 * the People page keeps them: a new search or order starts at page one.
 */
export function useStudentListControls(): StudentListControls {
  const [search, setSearch] = useState('');
  const [name, setName] = useState('');
  const [sort, setSort] = useState<TableSort | undefined>(undefined);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const pages = useCursorPages(FIRST_PAGE_SIZE);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

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
    order: studentOrder(sort),
    pages,
    selected,
    onSelectedChange: setSelected,
  };
}
