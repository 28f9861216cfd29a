import Papa from 'papaparse';
import { spreadsheetSafeCell } from '../spreadsheet-cells.js';

/**
 * Every CSV file the portal offers: UTF-8 with a byte-order mark (how Excel
 * knows to show accents), CRLF lines, the header row from `columns`, and
 * every cell made safe from formula injection before PapaParse quotes it
 * (PapaParse's own `escapeFormulae` misses cells it must also quote, such as
 * one with a line break).
 */
export function writeCsv<Column extends string>(
  rows: readonly Record<Column, string>[],
  columns: readonly Column[],
): string {
  const safe = rows.map((row) => columns.map((column) => spreadsheetSafeCell(row[column])));
  const csv = Papa.unparse({ fields: [...columns], data: safe }, { escapeFormulae: false, newline: '\r\n' });
  return `\uFEFF${csv}\r\n`;
}
