import { writeCsv } from '../../../shared/csv/writeCsv';
import type { CreatedAccount } from './createInBatches';
import { saveCsvFile } from '../../../shared/files/saveFile';

export const USERS_CSV_NAME = 'users.csv';

/**
 * The one-time credentials file (spec 1 §2.6): columns firstName, lastName,
 * email, role (space-separated, as the import reads them), password, written
 * as every portal CSV is (writeCsv: byte-order mark, formulas made text).
 */
export function usersCsv(accounts: readonly CreatedAccount[]): string {
  const rows = accounts.map(({ firstName, lastName, email, role, password }) => ({
    firstName,
    lastName,
    email,
    role: role.join(' '),
    // An account made without a password (through an API token) has none to hand out: the cell stays empty.
    password: password ?? '',
  }));
  return writeCsv(rows, ['firstName', 'lastName', 'email', 'role', 'password']);
}

export function downloadUsersCsv(accounts: readonly CreatedAccount[]): void {
  saveCsvFile(usersCsv(accounts), USERS_CSV_NAME);
}
