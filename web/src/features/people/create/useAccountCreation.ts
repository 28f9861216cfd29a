import { MESSAGES } from '@portal/domain';
import { useState } from 'react';
import { useCreateAccountsMutation } from '../../../generated/CreateAccounts';
import { describeError } from '../../../shared/graphql/errors';
import { noErrorToast, useErrorReporter, type ErrorToast } from '../../../shared/graphql/operationHooks';
import { sendAgainWhileUnavailable } from '../../../shared/graphql/sendAgain';
import { toDomainRoles, toGraphQLRoles } from '../../../shared/roles/roles';
import { createInBatches, type BatchAnswer, type CreationOutcome } from './createInBatches';
import type { PendingAccount } from './readAccountsCsv';

/** Spec 1 §8: 409 has its own message; the API's message for a refused row; else the generic one. */
const creationErrorToast: ErrorToast = ({ code, message }) => {
  if (code === 'CONFLICT') return MESSAGES.emailAlreadyRegistered;
  if (code === 'BAD_USER_INPUT' && message) return message;
  return code === 'UNAUTHENTICATED' ? null : MESSAGES.generalFailure;
};

export interface Progress {
  done: number;
  total: number;
  /** The portal is briefly unavailable (a restart): the batch in hand is being sent again. */
  waiting: boolean;
}

/** Shown while a batch waits for the portal to come back. */
export const CREATION_WAITING = 'The portal is briefly unavailable; trying again…';

/** Sends pending accounts through createAccounts in batches, with the progress between them. */
export function useAccountCreation() {
  // Failures are reported once a batch stops being sent (not at each try): see send().
  const [createAccounts] = useCreateAccountsMutation({ errorToast: noErrorToast });
  const reportFailure = useErrorReporter(creationErrorToast);
  const [progress, setProgress] = useState<Progress | null>(null);
  const waiting = (waiting: boolean) => setProgress((shown) => shown && { ...shown, waiting });

  const send = async (batch: PendingAccount[]): Promise<BatchAnswer> => {
    try {
      const accounts = batch.map(({ firstName, lastName, email, role }) => ({
        firstName,
        lastName,
        email,
        roles: toGraphQLRoles(role),
      }));
      // A batch is one transaction: refused while the portal restarts, nothing of it was stored, and it is
      // sent again; had it been stored before its answer was lost, the retry lists its rows as already present.
      const { data } = await sendAgainWhileUnavailable(() => createAccounts({ variables: { input: { accounts } } }), {
        onRetry: () => waiting(true),
      });
      waiting(false);
      if (!data) return { ok: false, code: undefined };
      const { created, alreadyPresent } = data.createAccounts;
      // The server names the addresses it skipped; the rows sent tell who they are.
      const skipped = new Set(alreadyPresent.map((email) => email.toLowerCase()));
      return {
        ok: true,
        created: created.map(({ user: { roles, ...user }, password }) => ({
          ...user,
          password,
          role: toDomainRoles(roles),
        })),
        alreadyPresent: batch
          .filter(({ email }) => skipped.has(email.toLowerCase()))
          .map(({ firstName, lastName, email }) => ({ firstName, lastName, email })),
      };
    } catch (error) {
      waiting(false);
      if (!(error instanceof Error)) return { ok: false, code: undefined };
      reportFailure(error);
      return { ok: false, code: describeError(error).code };
    }
  };

  const create = async (rows: readonly PendingAccount[]): Promise<CreationOutcome> => {
    try {
      return await createInBatches(rows, send, (done, total) => setProgress({ done, total, waiting: false }));
    } finally {
      setProgress(null);
    }
  };

  return { create, progress };
}
