import {
  Box,
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { PageLoadingBar } from './PageLoadingBar';
import type { PageModel } from './useCursorPages';

export interface ServerColumn<Row> {
  field: string;
  header: string;
  /** The server can order by it: its heading is a sort button. */
  sortable?: boolean;
  render(row: Row): ReactNode;
  /** CSS width hints, as the table lays its columns out itself. */
  minWidth?: number;
  width?: number;
}

/** The order asked of the server; none for its default order. */
export interface TableSort {
  field: string;
  direction: 'asc' | 'desc';
}

export interface ServerTableProps<Row extends { id: string }> {
  /** The table's accessible name. */
  label: string;
  columns: readonly ServerColumn<Row>[];
  rows: readonly Row[];
  /** Every row the server holds for the filter, for the pagination's "1–5 of 42". */
  rowCount: number;
  loading: boolean;
  pageSizes: readonly number[];
  pageModel: PageModel;
  onPageModelChange(model: PageModel): void;
  sort?: TableSort | undefined;
  onSortChange?(sort: TableSort | undefined): void;
  /** Set for a checkbox a row: the ids checked, across pages. */
  selection?: { selected: ReadonlySet<string>; onChange(ids: Set<string>): void } | undefined;
  /** Shown in place of the rows when there are none. */
  emptyText: string;
}

/** A heading's next order on a click, as a data grid cycles it: ascending, descending, then the server's own. */
function nextSort(field: string, sort: TableSort | undefined): TableSort | undefined {
  if (sort?.field !== field) return { field, direction: 'asc' };
  return sort.direction === 'asc' ? { field, direction: 'desc' } : undefined;
}

/**
 * A table the server pages and sorts, from MUI's Table parts: what our lists
 * need of a data grid for a fraction of its code (MUI X DataGrid is about
 * 137 kB gzip; issue 9, JavaScript budget). Every control is a native tab
 * stop (sort buttons, checkboxes, links, paging), the sorted heading carries
 * `aria-sort`, and the rows scroll sideways in a focusable region when a
 * window is too narrow for them. Copy it for a new list rather than bringing
 * the grid back.
 */
export function ServerTable<Row extends { id: string }>(props: ServerTableProps<Row>) {
  const { label, columns, rows, selection, sort, onSortChange } = props;
  const onPage = new Set(rows.map((row) => row.id));
  const checkedOnPage = rows.filter((row) => selection?.selected.has(row.id)).length;
  const toggle = (id: string, checked: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (checked) next.add(id);
    else next.delete(id);
    selection.onChange(next);
  };
  const togglePage = (checked: boolean) => {
    if (!selection) return;
    const next = new Set([...selection.selected].filter((id) => !onPage.has(id)));
    if (checked) for (const id of onPage) next.add(id);
    selection.onChange(next);
  };
  const columnCount = columns.length + (selection ? 1 : 0);

  // As a data grid does: a row that leaves the table (another page, a filter, a deletion) leaves the selection.
  const pageIds = rows.map((row) => row.id).join(' ');
  useEffect(() => {
    if (!selection || props.loading) return;
    const kept = new Set(pageIds.split(' ').filter((id) => selection.selected.has(id)));
    if (kept.size !== selection.selected.size) selection.onChange(kept);
  }, [pageIds, props.loading, selection]);

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 0 }}>
      {/* A phone scrolls the rows sideways here, by keyboard too: the region is a tab stop. */}
      <TableContainer tabIndex={0} role="region" aria-label={label}>
        <Table aria-label={label} aria-busy={props.loading} size="small">
          <TableHead>
            <TableRow>
              {selection ? (
                <TableCell padding="checkbox">
                  <Checkbox
                    slotProps={{ input: { 'aria-label': 'Select all rows' } }}
                    checked={rows.length > 0 && checkedOnPage === rows.length}
                    indeterminate={checkedOnPage > 0 && checkedOnPage < rows.length}
                    disabled={rows.length === 0}
                    onChange={(event) => togglePage(event.target.checked)}
                  />
                </TableCell>
              ) : null}
              {columns.map((column) => {
                const sorted = sort?.field === column.field ? sort.direction : false;
                return (
                  <TableCell
                    key={column.field}
                    sortDirection={sorted}
                    sx={{ fontWeight: 600, minWidth: column.minWidth, width: column.width }}
                  >
                    {column.sortable && onSortChange ? (
                      <TableSortLabel
                        active={sorted !== false}
                        direction={sorted || 'asc'}
                        onClick={() => onSortChange(nextSort(column.field, sort))}
                        // The whole heading is the button, wherever it is clicked.
                        sx={{ width: '100%' }}
                      >
                        {column.header}
                      </TableSortLabel>
                    ) : (
                      column.header
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const checked = selection?.selected.has(row.id) ?? false;
              return (
                <TableRow
                  key={row.id}
                  data-id={row.id}
                  selected={checked}
                  aria-selected={selection ? checked : undefined}
                >
                  {selection ? (
                    <TableCell padding="checkbox">
                      <Checkbox
                        slotProps={{ input: { 'aria-label': 'Select row' } }}
                        checked={checked}
                        onChange={(event) => toggle(row.id, event.target.checked)}
                      />
                    </TableCell>
                  ) : null}
                  {columns.map((column) => (
                    <TableCell key={column.field} sx={{ minWidth: column.minWidth, width: column.width }}>
                      {column.render(row)}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
            {rows.length === 0 && !props.loading ? (
              <TableRow>
                <TableCell colSpan={columnCount} sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
                  {props.emptyText}
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      {props.loading ? <PageLoadingBar label={`Loading ${label}`} /> : null}
      <TablePagination
        component="div"
        count={props.rowCount}
        page={props.pageModel.page}
        rowsPerPage={props.pageModel.pageSize}
        rowsPerPageOptions={[...props.pageSizes]}
        onPageChange={(_event, page) => props.onPageModelChange({ ...props.pageModel, page })}
        onRowsPerPageChange={(event) => props.onPageModelChange({ page: 0, pageSize: Number(event.target.value) })}
        // On a phone the paging row is tighter, and wraps rather than hiding Next off to the side.
        sx={{
          '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: { xs: 1, sm: 2 } },
          '& .MuiTablePagination-input': { ml: { xs: 0.5, sm: 1 }, mr: { xs: 1, sm: 4 } },
          '& .MuiTablePagination-actions': { ml: { xs: 0.5, sm: 2.5 } },
        }}
      />
    </Box>
  );
}
