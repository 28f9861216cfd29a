import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { signInFailures } from '../db/schema.js';

/** Contract limits: 5 failures per e-mail or 20 per client address within 15 minutes. */
export const THROTTLE = { windowSeconds: 15 * 60, perEmail: 5, perAddress: 20 } as const;

const emailKey = (email: string) => `email:${email}`;
const addressKey = (address: string) => `address:${address}`;

/**
 * Seconds until sign-in is allowed again for this e-mail and address, or 0
 * when neither has reached its limit within the current window.
 */
export async function secondsUntilAllowed(db: Db, email: string, address: string): Promise<number> {
  const window = THROTTLE.windowSeconds;
  const rows = await db
    .select({
      key: signInFailures.key,
      failures: signInFailures.failures,
      secondsLeft: sql<number>`ceil(extract(epoch from (${signInFailures.windowStartedAt} + ${window}::integer * interval '1 second' - now())))::integer`,
    })
    .from(signInFailures)
    .where(inArray(signInFailures.key, [emailKey(email), addressKey(address)]));
  let wait = 0;
  for (const row of rows) {
    const limit = row.key === emailKey(email) ? THROTTLE.perEmail : THROTTLE.perAddress;
    if (row.secondsLeft > 0 && row.failures >= limit) wait = Math.max(wait, row.secondsLeft);
  }
  return wait;
}

/** Counts one failure for the e-mail and the address; a count whose window has passed starts again at 1. */
export async function recordFailure(db: Db, email: string, address: string): Promise<void> {
  const expired = sql`${signInFailures.windowStartedAt} <= now() - ${THROTTLE.windowSeconds}::integer * interval '1 second'`;
  await db
    .insert(signInFailures)
    .values([
      { key: emailKey(email), failures: 1 },
      { key: addressKey(address), failures: 1 },
    ])
    .onConflictDoUpdate({
      target: signInFailures.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${signInFailures.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${signInFailures.windowStartedAt} end`,
      },
    });
}

/** A successful sign-in forgives that e-mail's failures (not the address's). */
export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.key, emailKey(email)));
}
