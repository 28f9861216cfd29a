import { MESSAGES } from '@portal/domain';
import { useState } from 'react';
import { useCreateAccountsMutation } from '../../../generated/CreateAccounts';
import { describeError } from '../../../shared/graphql/errors';
import type { ErrorToast } from '../../../shared/graphql/operationHooks';
import { toDomainRoles, toGraphQLRoles } from '../roles';
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
}

/** Sends pending accounts through createAccounts in batches, with the progress between them. */
export function useAccountCreation() {
  const [createAccounts] = useCreateAccountsMutation({ errorToast: creationErrorToast });
  const [progress, setProgress] = useState<Progress | null>(null);

  const send = async (batch: PendingAccount[]): Promise<BatchAnswer> => {
    try {
      const accounts = batch.map(({ firstName, lastName, email, role }) => ({
        firstName,
        lastName,
        email,
        roles: toGraphQLRoles(role),
      }));
      const { data } = await createAccounts({ variables: { input: { accounts } } });
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
      return { ok: false, code: error instanceof Error ? describeError(error).code : undefined };
    }
  };

  const create = async (rows: readonly PendingAccount[]): Promise<CreationOutcome> => {
    try {
      return await createInBatches(rows, send, (done, total) => setProgress({ done, total }));
    } finally {
      setProgress(null);
    }
  };

  return { create, progress };
}
