import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { signInFailures } from '../db/schema.js';

/**
 * Whether a turn was had, and then how long until it ends (the wait for the
 * turns queued before it, then the turn itself); if not, the seconds until
 * the queue has room again (at least 1): what Retry-After answers.
 */
export type Turn = { taken: true; endsInMs: number } | { taken: false; secondsLeft: number };

/**
 * Queues for the key's next free turn, one `holdMs` long, if that turn begins
 * within `maxWaitMs` from now: ONE conditional UPDATE of the key's row moves
 * its `next_turn_at` on by one turn past the later of now and the end of the
 * last turn given, so parallel callers (in one API process or several) get
 * turns one after another, first come first served, never two at a time;
 * PostgreSQL makes a concurrent update of the row wait and re-checks its
 * condition on the row as the first left it. The key's row must exist
 * (`countAttempt` made it); a row forgotten meanwhile (a success) queues no
 * one, so the turn is had at once.
 */
export async function takeTurn(db: Db, key: string, holdMs: number, maxWaitMs: number): Promise<Turn> {
  const hold = Math.max(0, Math.round(holdMs));
  const maxWait = Math.max(0, Math.round(maxWaitMs));
  const lastTurnEnds = sql`greatest(coalesce(${signInFailures.nextTurnAt}, now()), now())`;
  const [taken] = await db
    .update(signInFailures)
    .set({ nextTurnAt: sql`${lastTurnEnds} + ${hold}::integer * interval '1 millisecond'` })
    .where(
      sql`${signInFailures.key} = ${key} and ${lastTurnEnds} <= now() + ${maxWait}::integer * interval '1 millisecond'`,
    )
    .returning({
      // After the update, next_turn_at is the end of the turn just given.
      endsInMs: sql<number>`ceil(extract(epoch from (${signInFailures.nextTurnAt} - now())) * 1000)::integer`,
    });
  if (taken) return { taken: true, endsInMs: Number(taken.endsInMs) };
  const [held] = await db
    .select({
      secondsLeft: sql<number>`greatest(1, ceil(extract(epoch from (${signInFailures.nextTurnAt} - now() - ${maxWait}::integer * interval '1 millisecond'))))::integer`,
    })
    .from(signInFailures)
    .where(eq(signInFailures.key, key));
  return held ? { taken: false, secondsLeft: Number(held.secondsLeft) } : { taken: true, endsInMs: hold };
}
