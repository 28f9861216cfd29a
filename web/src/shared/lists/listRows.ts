import type { TableSort } from '../ui/ServerTable';
import type { PageModel } from '../ui/useCursorPages';

/** A group as the GROUP LIST shows it. */
export interface GroupRow {
  id: string;
  name: string;
  studentCount: number;
}

/** Spec 2 §5: a case-insensitive substring of the name; blank restores the full list. */
export function filterGroups(rows: readonly GroupRow[], filter: string): readonly GroupRow[] {
  const wanted = filter.trim().toLocaleLowerCase();
  return wanted === '' ? rows : rows.filter(({ name }) => name.toLocaleLowerCase().includes(wanted));
}

const byName = (a: GroupRow, b: GroupRow) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

const COMPARE: Record<string, (a: GroupRow, b: GroupRow) => number> = {
  name: byName,
  studentCount: (a, b) => a.studentCount - b.studentCount || byName(a, b),
};

/** Ordered by the column clicked, either way; without one, as the server lists them (by name). */
export function sortGroups(rows: readonly GroupRow[], sort: TableSort | undefined): readonly GroupRow[] {
  const compare = sort && COMPARE[sort.field];
  if (!sort || !compare) return rows;
  const sign = sort.direction === 'desc' ? -1 : 1;
  return [...rows].sort((a, b) => sign * compare(a, b));
}

/** The rows of the page shown. */
export function pageOf<Row>(rows: readonly Row[], { page, pageSize }: PageModel): Row[] {
  return rows.slice(page * pageSize, (page + 1) * pageSize);
}

/** The ids selected, in the order the table shows them (then any not shown): the order a download lists them in. */
export function selectedIds(rows: readonly { id: string }[], selected: ReadonlySet<string>): string[] {
  const shown = rows.flatMap(({ id }) => (selected.has(id) ? [id] : []));
  return [...shown, ...[...selected].filter((id) => !shown.includes(id))];
}
