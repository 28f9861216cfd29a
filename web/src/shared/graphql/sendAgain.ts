import type { ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/**
 * Waits between the tries of a write the portal could not take just now (a
 * restart of its API or database): about half a minute in all, then the
 * failure is the page's to show, and nothing typed is lost.
 */
export const SEND_AGAIN_DELAYS_MS: readonly number[] = [1000, 2000, 4000, 8000, 15000];

/**
 * True for a failure worth sending again unchanged: the gateway's
 * UNAVAILABLE, a 502/503/504 from the origin, or no answer at all. A refusal
 * (FORBIDDEN, CONFLICT, bad input…) is final.
 */
export function isUnavailable(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.length > 0 && error.errors.every((item) => item.extensions?.['code'] === 'UNAVAILABLE');
  }
  if (ServerError.is(error)) return [502, 503, 504].includes(error.statusCode);
  // fetch's own failure: the origin did not answer (a restart, the network).
  return error instanceof TypeError;
}

export interface SendAgainOptions {
  /** Told before each wait: which try failed (1 for the first). */
  onRetry?: (failedTry: number) => void;
  delays?: readonly number[];
}

/**
 * Sends `send` until it succeeds, fails for good, or the delays run out. Only
 * for writes that are safe to repeat: an attempt carrying its idempotencyKey,
 * a read.
 */
export async function sendAgainWhileUnavailable<T>(
  send: () => Promise<T>,
  { onRetry, delays = SEND_AGAIN_DELAYS_MS }: SendAgainOptions = {},
): Promise<T> {
  for (let failedTries = 0; ; failedTries += 1) {
    try {
      return await send();
    } catch (error) {
      const delay = delays[failedTries];
      if (delay === undefined || !isUnavailable(error as ErrorLike)) throw error;
      onRetry?.(failedTries + 1);
      await new Promise((wait) => setTimeout(wait, delay));
    }
  }
}
