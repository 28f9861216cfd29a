import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { countAttempt, forgetAttempts, takeBackAttempt, takeBackAttempts } from '../throttle/attempt-counts.js';
import type { ThrottleSettings } from '../throttle/throttle-settings.js';
import { takeTurn } from '../throttle/turns.js';

export const TOO_MANY_SIGN_INS = 'Too many failed sign-ins, please try again later';

/**
 * The three counts of a sign-in attempt (all in `sign_in_failures`):
 * - `pair:<email>|<address>`: guesses at one account from one place; refused past the limit;
 * - `address:<address>`: guesses from one place at any accounts; refused past the limit;
 * - `email:<email>`: guesses at one account from anywhere; past the slowdown threshold
 *   checked one at a time, each answered after the slowdown delay. A lone sign-in (the
 *   owner's) is only delayed, never refused, so nobody guessing elsewhere can lock the
 *   owner out; parallel attempts queue for the e-mail's turns (`takeTurn`, in the
 *   database, so across API processes), each checked a delay after the last, so N
 *   parallel guesses take N delays, not one; an attempt that would wait more than
 *   SIGNIN_SLOWDOWN_QUEUE_TURNS turns is refused with Retry-After.
 */
function signInKeys(email: string, address: string) {
  return { pair: `pair:${email}|${address}`, address: `address:${address}`, email: `email:${email}` };
}

/**
 * Counts the attempt before the password is checked, in one atomic statement,
 * so N parallel guesses get at most the limit checked. Throws 429 with
 * Retry-After past the pair's or the address's limit, taking the attempt back
 * first: a refused attempt checked no password, so it is no guess, and
 * counting it would keep a school behind one address (its NAT) refused for
 * the rest of the window after a burst of sign-ins (`npm run bench -- load`).
 * When the e-mail has been tried too often from anywhere, queues for the
 * e-mail's next turn and waits until it ends (the turns before it, then the
 * slowdown delay), or, if that turn is more than the queue's turns away,
 * throws 429 with Retry-After (the attempt taken back, as above).
 */
export async function admitSignIn(db: Db, settings: ThrottleSettings, email: string, address: string): Promise<void> {
  const keys = signInKeys(email, address);
  const counts = await countAttempt(db, Object.values(keys), settings.signInWindowSeconds);
  const refusals = [
    [counts.get(keys.pair), settings.signInLimitPerPair],
    [counts.get(keys.address), settings.signInLimitPerAddress],
  ] as const;
  let wait = 0;
  for (const [counted, limit] of refusals) {
    if (counted && counted.count > limit) wait = Math.max(wait, counted.secondsLeft);
  }
  if (wait > 0) {
    await takeBackAttempts(db, Object.values(keys));
    throw new ApiError(429, TOO_MANY_SIGN_INS, { headers: { 'retry-after': String(wait) } });
  }
  const emailCount = counts.get(keys.email)?.count ?? 0;
  if (emailCount > settings.signInSlowdownAfter && settings.signInSlowdownMs > 0) {
    // The turn lasts the delay: the next check of this e-mail may start once this one is answered.
    // An attempt waits behind at most SIGNIN_SLOWDOWN_QUEUE_TURNS turns, so guesses sent to keep
    // the e-mail busy do not refuse its owner: the owner queues behind them and is checked in turn.
    const turn = await takeTurn(
      db,
      keys.email,
      settings.signInSlowdownMs,
      settings.signInSlowdownQueueTurns * settings.signInSlowdownMs,
    );
    if (!turn.taken) {
      await takeBackAttempts(db, Object.values(keys));
      throw new ApiError(429, TOO_MANY_SIGN_INS, { headers: { 'retry-after': String(turn.secondsLeft) } });
    }
    await sleep(Math.max(turn.endsInMs, 0));
  }
}

/**
 * A successful sign-in forgives the e-mail's counts (this pair and from
 * anywhere) and takes its attempt back off the address, as it was no failure.
 */
export async function signInSucceeded(db: Db, email: string, address: string): Promise<void> {
  const keys = signInKeys(email, address);
  await forgetAttempts(db, [keys.pair, keys.email]);
  await takeBackAttempt(db, keys.address);
}

/**
 * A successful sign-in that forgives nothing (a sign-in card's): its attempt
 * is taken back off every count, as it was no failure, and the failures
 * before it stay counted, so signing in with one's own card between guesses
 * clears no guess.
 */
export async function signInNotCounted(db: Db, email: string, address: string): Promise<void> {
  await takeBackAttempts(db, Object.values(signInKeys(email, address)));
}
