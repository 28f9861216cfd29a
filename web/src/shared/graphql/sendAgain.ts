import type { ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/**
 * Waits between the tries of a write the portal could not take just now (a
 * restart of its API or database): about half a minute in all, then the
 * failure is the page's to show, and nothing typed is lost.
 */
export const SEND_AGAIN: { delaysMs: readonly number[] } = { delaysMs: [1000, 2000, 4000, 8000, 15000] };

/**
 * True for a failure worth sending again unchanged: the gateway's
 * UNAVAILABLE, or a 503 from the origin: the request was not carried out.
 * With `evenIfStored`, also those after which the write may have been stored
 * (UNAVAILABLE with `outcome: "unknown"`, a 502 or 504, no answer at all):
 * only for a write the server stores once however often it arrives (an
 * attempt with its idempotencyKey). A refusal (FORBIDDEN, CONFLICT…) is final.
 */
export function isUnavailable(error: unknown, evenIfStored = false): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return (
      error.errors.length > 0 &&
      error.errors.every(
        (item) =>
          item.extensions?.['code'] === 'UNAVAILABLE' && (evenIfStored || item.extensions['outcome'] !== 'unknown'),
      )
    );
  }
  if (ServerError.is(error)) return error.statusCode === 503 || (evenIfStored && [502, 504].includes(error.statusCode));
  // fetch's own failure: the origin did not answer (a restart, the network); it may have passed the request on.
  return evenIfStored && error instanceof TypeError;
}

export interface SendAgainOptions {
  /** Told before each wait: which try failed (1 for the first). */
  onRetry?: (failedTry: number) => void;
  /** Send again even when the write may have been stored: only for a write the server stores once (a key). */
  evenIfStored?: boolean;
  delays?: readonly number[];
}

/**
 * Sends `send` until it succeeds, fails for good (see isUnavailable), or the delays run out.
 * Not Apollo's RetryLink: the failure waited out is mostly the gateway's UNAVAILABLE, a GraphQL error in
 * an answer, which RetryLink never retries (only a failed request); and it is each write's own choice
 * (whether it may be sent again after it may have been stored, what its page shows while it waits), where
 * a link would apply one rule to every operation.
 */
export async function sendAgainWhileUnavailable<T>(
  send: () => Promise<T>,
  { onRetry, evenIfStored = false, delays = SEND_AGAIN.delaysMs }: SendAgainOptions = {},
): Promise<T> {
  for (let failedTries = 0; ; failedTries += 1) {
    try {
      return await send();
    } catch (error) {
      const delay = delays[failedTries];
      if (delay === undefined || !isUnavailable(error as ErrorLike, evenIfStored)) throw error;
      onRetry?.(failedTries + 1);
      await new Promise((wait) => setTimeout(wait, delay));
    }
  }
}
