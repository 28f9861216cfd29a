/**
 * A cell a spreadsheet would run as a formula (or whose leading tab or
 * carriage return hides one) starts with one of these. OWASP's CSV-injection
 * advice: prefix such a cell with a single quote, whatever follows, so the
 * spreadsheet shows it as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell as written to a CSV file the portal offers: a would-be formula becomes text. */
export function spreadsheetSafeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
