import { nameKey } from '@portal/domain';
import type { PendingAccount } from './readAccountsCsv';

/** A name the school's students already have, and the pending rows (1-based, as the table counts) that carry it. */
export interface Namesake {
  firstName: string;
  lastName: string;
  rows: number[];
}

const isStudent = (account: PendingAccount) => account.role.includes('student');

/** The distinct names of the pending students: what the one read of namesakes asks about. */
export function studentNames(pending: readonly PendingAccount[]): { firstName: string; lastName: string }[] {
  const byKey = new Map<string, { firstName: string; lastName: string }>();
  for (const { firstName, lastName } of pending.filter(isStudent)) {
    const key = nameKey(firstName, lastName);
    if (!byKey.has(key)) byKey.set(key, { firstName, lastName });
  }
  return [...byKey.values()];
}

/** The pending students whose names match an existing student's, grouped by name, in the order of their rows. */
export function namesakesOf(
  pending: readonly PendingAccount[],
  existing: readonly { firstName: string; lastName: string }[],
): Namesake[] {
  const taken = new Set(existing.map(({ firstName, lastName }) => nameKey(firstName, lastName)));
  const found = new Map<string, Namesake>();
  pending.forEach((account, index) => {
    const key = nameKey(account.firstName, account.lastName);
    if (!isStudent(account) || !taken.has(key)) return;
    const namesake = found.get(key) ?? { firstName: account.firstName, lastName: account.lastName, rows: [] };
    namesake.rows.push(index + 1);
    found.set(key, namesake);
  });
  return [...found.values()];
}
