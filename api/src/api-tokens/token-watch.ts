import { and, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { hashToken } from '../auth/session-store.js';
import type { Db } from '../db/database.js';
import { apiTokens, users } from '../db/schema.js';

/**
 * How often the live streams opened with an API token check that it still
 * acts (not revoked, not expired, its maker still holding its role): one
 * query a process for all of them, so a revoked token's stream ends within
 * about this long (docs/integrators.md promises 2 s). A session's stream is checked
 * at its keep-alive instead.
 */
export const TOKEN_STREAM_CHECK_MS = 1000;

/**
 * Ends the live streams whose API token stops acting. Each process keeps one:
 * while it watches any stream it asks the database once a period which of
 * the watched tokens still act, whatever the number of streams.
 */
export class TokenWatch {
  /** Token hash → the streams' end callbacks. */
  private readonly watched = new Map<string, Set<() => void>>();
  private timer: NodeJS.Timeout | undefined;
  private checking = false;

  constructor(
    private readonly db: Db,
    private readonly periodMs = TOKEN_STREAM_CHECK_MS,
  ) {}

  /** Calls `end` once the token stops acting; the answer stops watching (the stream ended otherwise). */
  watch(token: string, end: () => void): () => void {
    const hash = hashToken(token);
    const ends = this.watched.get(hash) ?? new Set();
    ends.add(end);
    this.watched.set(hash, ends);
    this.timer ??= setInterval(() => void this.check(), this.periodMs).unref();
    return () => this.forget(hash, end);
  }

  /** Stops the checks (the API is closing). */
  close(): void {
    this.watched.clear();
    this.stopTimer();
  }

  private forget(hash: string, end: () => void): void {
    const ends = this.watched.get(hash);
    ends?.delete(end);
    if (ends?.size === 0) this.watched.delete(hash);
    if (this.watched.size === 0) this.stopTimer();
  }

  private stopTimer(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private async check(): Promise<void> {
    // A slow database: the next check waits for this one rather than piling up.
    if (this.checking || this.watched.size === 0) return;
    this.checking = true;
    try {
      const hashes = [...this.watched.keys()];
      const acting = await this.db
        .select({ hash: apiTokens.tokenHash })
        .from(apiTokens)
        .innerJoin(users, eq(users.id, apiTokens.createdBy))
        .where(
          and(
            inArray(apiTokens.tokenHash, hashes),
            gt(apiTokens.expiresAt, sql`now()`),
            sql`${apiTokens.role} = any(${users.roles})`,
            isNotNull(users.schoolId),
          ),
        );
      const live = new Set(acting.map((row) => row.hash));
      for (const hash of hashes) {
        if (live.has(hash)) continue;
        for (const end of this.watched.get(hash) ?? []) end();
        this.watched.delete(hash);
      }
      if (this.watched.size === 0) this.stopTimer();
    } catch {
      // The database did not answer: the next period asks again (the keep-alive check still runs too).
    } finally {
      this.checking = false;
    }
  }
}
