import { useState } from 'react';

export interface PageModel {
  page: number;
  pageSize: number;
}

export interface CursorPages {
  /** The page shown, for a data grid's `paginationModel`. */
  model: PageModel;
  /** The cursor to fetch the page shown after: undefined for the first page. */
  after: string | undefined;
  /**
   * For the grid's `onPaginationModelChange`, with the end cursor of the page
   * on screen (undefined while it loads: the grid then stays where it is).
   */
  change(next: PageModel, endCursor: string | null | undefined): void;
  /** Back to the first page, when the filter or the sort order changes. */
  reset(): void;
}

/**
 * Page-numbered paging (a data grid's) over a cursor connection (the
 * gateway's): a page's `after` cursor is the previous page's end cursor,
 * remembered as the user steps forward. The grid steps one page at a time,
 * so every page it asks for was reached through the one before it.
 */
export function useCursorPages(initialPageSize: number): CursorPages {
  const [state, setState] = useState<{ model: PageModel; cursors: (string | undefined)[] }>({
    model: { page: 0, pageSize: initialPageSize },
    cursors: [undefined],
  });
  const { model, cursors } = state;

  const change = (next: PageModel, endCursor: string | null | undefined) => {
    if (next.pageSize !== model.pageSize) {
      setState({ model: { page: 0, pageSize: next.pageSize }, cursors: [undefined] });
    } else if (next.page === model.page + 1 && endCursor) {
      setState({ model: next, cursors: [...cursors.slice(0, next.page), endCursor] });
    } else if (next.page <= model.page) {
      setState({ model: next, cursors });
    }
  };

  const reset = () => setState({ model: { page: 0, pageSize: model.pageSize }, cursors: [undefined] });

  return { model, after: cursors[model.page], change, reset };
}
