import {
  accountRowFromCsv,
  isAccountCsvHeading,
  MESSAGES,
  normaliseEmail,
  normaliseRoles,
  type AccountRow,
  type SchoolRole,
} from '@portal/domain';
import Papa from 'papaparse';
import { decodeCsv, isCsvFile } from './decodeCsv';

/** A pending account: a checked row, its roles normalised. */
export type PendingAccount = Omit<AccountRow, 'role'> & { role: SchoolRole[] };

/** One thing wrong with an import; `row` is the 1-based line of the file, when the problem is on a line. */
export interface ImportProblem {
  row?: number;
  message: string;
}

export type ImportResult = { accounts: PendingAccount[] } | { problems: ImportProblem[] };

/**
 * The accounts of a Create accounts CSV (columns first name, last name,
 * e-mail, roles; spec 1 §5), or every problem in it: blank lines and a
 * heading line are skipped, each line is checked by the domain rules, and
 * its e-mail must differ from every other line's and every account already
 * pending. All or nothing, so the user fixes the file and imports it again.
 */
export function readAccountsCsv(text: string, pending: readonly { email: string }[] = []): ImportResult {
  const { data } = Papa.parse<string[]>(text, { skipEmptyLines: false });
  const accounts: { row: number; account: PendingAccount }[] = [];
  const problems: ImportProblem[] = [];
  let firstLine = true;
  data.forEach((cells, index) => {
    const line = accountRowFromCsv(cells);
    if ('blank' in line) return;
    const isHeading = firstLine && isAccountCsvHeading(cells);
    firstLine = false;
    if (isHeading) return;
    if ('problem' in line) problems.push({ row: index + 1, message: line.problem });
    else accounts.push({ row: index + 1, account: { ...line.row, role: normaliseRoles(line.row.role) } });
  });
  problems.push(...duplicateProblems(accounts, pending));
  if (problems.length > 0) return { problems: problems.sort((a, b) => (a.row ?? 0) - (b.row ?? 0)) };
  return { accounts: accounts.map(({ account }) => account) };
}

function duplicateProblems(
  accounts: readonly { row: number; account: PendingAccount }[],
  pending: readonly { email: string }[],
): ImportProblem[] {
  const seen = new Set(pending.map(({ email }) => normaliseEmail(email)));
  const problems: ImportProblem[] = [];
  for (const { row, account } of accounts) {
    const email = normaliseEmail(account.email);
    if (seen.has(email)) problems.push({ row, message: MESSAGES.emailsMustBeUnique });
    seen.add(email);
  }
  return problems;
}

/** A file's bytes. FileReader rather than Blob.arrayBuffer(), which jsdom's File lacks. */
function readBytes(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}

/** Reads a chosen file: its type, its encoding, then its lines. */
export async function importAccountsFile(
  file: File,
  pending: readonly { email: string }[] = [],
): Promise<ImportResult> {
  if (!isCsvFile(file)) return { problems: [{ message: MESSAGES.invalidCsvFile }] };
  const text = decodeCsv(await readBytes(file));
  if (text === undefined) return { problems: [{ message: MESSAGES.invalidCsvFile }] };
  return readAccountsCsv(text, pending);
}
