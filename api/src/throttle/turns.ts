import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { signInFailures } from '../db/schema.js';

/** Whether a turn was had; if not, the seconds until the one in progress ends (at least 1): what Retry-After answers. */
export type Turn = { taken: true } | { taken: false; secondsLeft: number };

/**
 * Takes the key's next turn, one `holdMs` long from now, if the last one has
 * ended: ONE conditional UPDATE of the key's row, so of parallel callers (in
 * one API process or several) exactly one takes a turn at a time; PostgreSQL
 * makes a concurrent update of the row wait and re-checks its condition on
 * the row as the first left it. The key's row must exist (`countAttempt`
 * made it); a row forgotten meanwhile (a success) holds no turn.
 */
export async function takeTurn(db: Db, key: string, holdMs: number): Promise<Turn> {
  const taken = await db
    .update(signInFailures)
    .set({ nextTurnAt: sql`now() + ${Math.max(0, Math.round(holdMs))}::integer * interval '1 millisecond'` })
    .where(
      and(
        eq(signInFailures.key, key),
        or(isNull(signInFailures.nextTurnAt), lte(signInFailures.nextTurnAt, sql`now()`)),
      ),
    )
    .returning({ key: signInFailures.key });
  if (taken.length > 0) return { taken: true };
  const [held] = await db
    .select({
      secondsLeft: sql<number>`greatest(1, ceil(extract(epoch from (${signInFailures.nextTurnAt} - now()))))::integer`,
    })
    .from(signInFailures)
    .where(eq(signInFailures.key, key));
  return held ? { taken: false, secondsLeft: Number(held.secondsLeft) } : { taken: true };
}
