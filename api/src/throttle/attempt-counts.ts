import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { signInFailures } from '../db/schema.js';

/** A key's count within its current window, this attempt included. */
export interface AttemptCount {
  count: number;
  /** Seconds until the window ends (at least 1): what Retry-After answers. */
  secondsLeft: number;
}

/**
 * Counts one attempt against every key in ONE statement and returns the new
 * counts: a key seen for the first time, or whose window has passed, starts
 * again at 1. Because the count is taken and read in the same row update,
 * parallel attempts each see a distinct count, so no more than a limit's worth
 * of them can ever pass a check made on it. Keys are written in sorted order,
 * so two statements sharing keys lock them in the same order and cannot deadlock.
 */
export async function countAttempt(
  db: Db,
  keys: readonly string[],
  windowSeconds: number,
): Promise<Map<string, AttemptCount>> {
  const window = Math.max(1, Math.round(windowSeconds));
  const expired = sql`${signInFailures.windowStartedAt} <= now() - ${window}::integer * interval '1 second'`;
  const rows = await db
    .insert(signInFailures)
    .values([...new Set(keys)].sort().map((key) => ({ key, failures: 1 })))
    .onConflictDoUpdate({
      target: signInFailures.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${signInFailures.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${signInFailures.windowStartedAt} end`,
      },
    })
    .returning({
      key: signInFailures.key,
      count: signInFailures.failures,
      secondsLeft: sql<number>`greatest(1, ceil(extract(epoch from (${signInFailures.windowStartedAt} + ${window}::integer * interval '1 second' - now()))))::integer`,
    });
  return new Map(rows.map((row) => [row.key, { count: row.count, secondsLeft: Number(row.secondsLeft) }]));
}

/** Forgets these keys' counts. */
export async function forgetAttempts(db: Db, keys: readonly string[]): Promise<void> {
  await db.delete(signInFailures).where(inArray(signInFailures.key, [...keys]));
}

/** Takes one counted attempt back off the key (it turned out not to be a failure). */
export async function takeBackAttempt(db: Db, key: string): Promise<void> {
  await db
    .update(signInFailures)
    .set({ failures: sql`greatest(${signInFailures.failures} - 1, 0)` })
    .where(eq(signInFailures.key, key));
}

/**
 * Takes one counted attempt back off each key, one row at a time: an update
 * of several rows at once would lock them in no set order, and could deadlock
 * with `countAttempt` locking the same rows in its sorted order.
 */
export async function takeBackAttempts(db: Db, keys: readonly string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) await takeBackAttempt(db, key);
}
