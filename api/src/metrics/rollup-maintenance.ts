import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';

/*
 * The rollups of attempts are kept by triggers as rows change: the metrics'
 * (migrations 0007, 0008) and each student's best attempt at each activity
 * of an assignment, which the progress reports read (migration 0024). A bulk
 * load (the scale seed, a benchmark) switches them all off for its
 * transactions and builds the school's rollups once at the end
 * (rebuildAttemptRollups): one pass over the attempts instead of one trigger
 * call each. The metrics' months are the school's, in its time zone
 * (migration 0019): PATCH /school rebuilds them (rebuildMetricRollups) when
 * the zone changes, in the transaction that changes it. That is one pass over
 * the school's attempts: about a second for 10,000, 8 s for 100,000 and 50 s
 * for a million on PostgreSQL (docs/performance.md's "rollups built"), during
 * which the school's new attempts wait.
 */

/** Runs `work` in a transaction in which the rollups' triggers (the metrics' and the best attempts') are off. */
export async function withoutMetricTriggers<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local portal.metric_rollups = 'off'`);
    return work(tx);
  });
}

/** Builds the school's metrics rollups anew from its attempts, in its zone now (metric_rebuild_school). */
export async function rebuildMetricRollups(db: Db, schoolId: string): Promise<void> {
  await db.execute(sql`select metric_rebuild_school(${schoolId}::uuid)`);
}

/**
 * Builds every rollup of the school's attempts anew after a bulk load made
 * with the triggers off: the metrics' and the best attempts'
 * (progress_rebuild_school).
 */
export async function rebuildAttemptRollups(db: Db, schoolId: string): Promise<void> {
  await rebuildMetricRollups(db, schoolId);
  await db.execute(sql`select progress_rebuild_school(${schoolId}::uuid)`);
}
