import { writeCsv } from '../../../shared/csv/writeCsv';

/**
 * A chart's numbers as text, column by column: what its data table shows and
 * what its CSV holds, built once so the two can never disagree.
 */
export interface ChartTable {
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

/** The table as the project's CSV (writeCsv: BOM, CRLF, spreadsheet-safe cells). */
export function tableCsv(table: ChartTable): string {
  const records = table.rows.map((row) => Object.fromEntries(table.columns.map((column, i) => [column, row[i] ?? ''])));
  return writeCsv(records, table.columns);
}
