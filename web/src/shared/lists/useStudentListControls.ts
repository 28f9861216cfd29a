import { useState } from 'react';
import type { TableSort } from '../ui/ServerTable';
import type { CursorPages } from '../ui/useCursorPages';
import { serverOrder, useServerList, type ServerOrder } from '../ui/useServerList';

/** The orders both student lists ask of the server (`people` and `Group.students` name them alike). */
const ORDER_FIELDS = { firstName: 'FIRST_NAME', lastName: 'LAST_NAME', email: 'EMAIL' } as const;

export type StudentOrder = ServerOrder<(typeof ORDER_FIELDS)[keyof typeof ORDER_FIELDS]>;

/** The column sorted, as the server's order; by last name (its own default) when none is. */
export function studentOrder(sort: TableSort | undefined): StudentOrder {
  return serverOrder(sort, ORDER_FIELDS, 'LAST_NAME');
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
  const list = useServerList();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return {
    search: list.search,
    name: list.name,
    onSearchChange: list.onSearchChange,
    sort: list.sort,
    onSortChange: list.onSortChange,
    order: studentOrder(list.sort),
    pages: list.pages,
    selected,
    onSelectedChange: setSelected,
  };
}
