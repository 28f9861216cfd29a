import type { Role } from '@portal/domain';
import type { PendingAccount } from './readAccountsCsv';

/** Rows sent per createAccounts call; the gateway takes at most 500. */
export const BATCH_SIZE = 200;

export interface CreatedAccount {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role[];
  /** Null when the server made the account without one (an API token's accounts; never for a session). */
  password: string | null;
}

export interface ExistingAccount {
  firstName: string;
  lastName: string;
  email: string;
}

/** What one call answered: the accounts, or the failure's code (CONFLICT: every e-mail was already registered). */
export type BatchAnswer =
  { ok: true; created: CreatedAccount[]; alreadyPresent: ExistingAccount[] } | { ok: false; code: string | undefined };

export interface CreationOutcome {
  created: CreatedAccount[];
  alreadyPresent: ExistingAccount[];
  /** Rows not sent because a call failed: they stay pending, so nothing typed is lost. */
  unsent: PendingAccount[];
}

/**
 * Creates the pending accounts 200 at a time, reporting progress after each
 * call. A call answering CONFLICT means all its e-mails already exist: those
 * rows are listed as already present and the next call goes on. Any other
 * failure stops: what was created is kept, and the rows from the failed
 * call on are returned unsent.
 */
export async function createInBatches(
  rows: readonly PendingAccount[],
  send: (batch: PendingAccount[]) => Promise<BatchAnswer>,
  onProgress: (done: number, total: number) => void,
): Promise<CreationOutcome> {
  const outcome: CreationOutcome = { created: [], alreadyPresent: [], unsent: [] };
  onProgress(0, rows.length);
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const batch = rows.slice(start, start + BATCH_SIZE);
    const answer = await send(batch);
    if (answer.ok) {
      outcome.created.push(...answer.created);
      outcome.alreadyPresent.push(...answer.alreadyPresent);
    } else if (answer.code === 'CONFLICT') {
      outcome.alreadyPresent.push(...batch.map(({ firstName, lastName, email }) => ({ firstName, lastName, email })));
    } else {
      outcome.unsent = rows.slice(start);
      return outcome;
    }
    onProgress(start + batch.length, rows.length);
  }
  return outcome;
}
