import Papa from 'papaparse';
import type { CreatedAccount } from './createInBatches';

export const USERS_CSV_NAME = 'users.csv';

/**
 * The one-time credentials file (spec 1 §2.6): columns firstName, lastName,
 * email, role (space-separated, as the import reads them), password. UTF-8
 * with a byte-order mark, which is how Excel knows to show accents; cells
 * that a spreadsheet would run as a formula are quoted.
 */
export function usersCsv(accounts: readonly CreatedAccount[]): string {
  const rows = accounts.map(({ firstName, lastName, email, role, password }) => ({
    firstName,
    lastName,
    email,
    role: role.join(' '),
    password,
  }));
  const csv = Papa.unparse(rows, {
    columns: ['firstName', 'lastName', 'email', 'role', 'password'],
    escapeFormulae: true,
    newline: '\r\n',
  });
  return `\uFEFF${csv}\r\n`;
}

export function downloadUsersCsv(accounts: readonly CreatedAccount[]): void {
  const url = URL.createObjectURL(new Blob([usersCsv(accounts)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = USERS_CSV_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
