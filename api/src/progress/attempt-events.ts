import pg from 'pg';
import type { Database } from '../db/database.js';

/** The PostgreSQL channel attempts are announced on (NOTIFY), inside the transaction that records them. */
export const ATTEMPTS_CHANNEL = 'portal_attempts';

/** What an attempt's announcement says: enough to know which pages it changes, nothing of its answers. */
export interface AttemptEvent {
  schoolId: string;
  groupId: string;
  assignmentId: string;
  studentId: string;
  questId: string;
  recordedAt: string;
  /** The student's leaderboard score at the assignment before this attempt and with it (attempt-changes.ts). */
  previousScore: number;
  score: number;
}

/** The API instance's decoration holding its feed (`app.getDecorator<AttemptFeed>(ATTEMPT_FEED)`). */
export const ATTEMPT_FEED = 'attemptFeed';

type Listener = (event: AttemptEvent) => void;

/** How long to wait before listening again after PostgreSQL dropped the listening connection. */
const RELISTEN_MS = 1000;

/**
 * Hears every attempt recorded by any API process: LISTEN on PostgreSQL (one
 * connection of its own, outside the pool), PGlite's own listen when embedded
 * (one process, one database). The live streams (attempt-stream-routes.ts) subscribe here.
 */
export class AttemptFeed {
  private readonly listeners = new Set<Listener>();
  private stop: (() => Promise<void>) | undefined;
  private closed = false;

  constructor(private readonly database: Database) {}

  /** Starts listening; resolves once the database listens. */
  async start(): Promise<void> {
    this.stop = await this.listen();
  }

  /** The listeners held now: one per open live stream of this process. */
  get listenerCount(): number {
    return this.listeners.size;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    // The database may have closed first (a shutdown, a test): its listening ended with it.
    await this.stop?.().catch(() => {});
  }

  private deliver(payload: string | undefined): void {
    if (!payload) return;
    let event: AttemptEvent;
    try {
      event = JSON.parse(payload) as AttemptEvent;
    } catch {
      return;
    }
    for (const listener of this.listeners) listener(event);
  }

  private async listen(): Promise<() => Promise<void>> {
    const { database } = this;
    if (database.kind === 'pglite') {
      const unlisten = await database.driver.$client.listen(ATTEMPTS_CHANNEL, (payload) => this.deliver(payload));
      return unlisten;
    }
    // A connection of its own, outside the pool: the pool's end must never wait for a listener.
    const client = new pg.Client(database.driver.$client.options);
    let ended = false;
    const end = async () => {
      if (ended) return;
      ended = true;
      await client.end().catch(() => {});
    };
    client.on('notification', (message) => {
      if (message.channel === ATTEMPTS_CHANNEL) this.deliver(message.payload);
    });
    client.on('error', () => {
      void end();
      this.relisten();
    });
    await client.connect();
    await client.query(`LISTEN ${ATTEMPTS_CHANNEL}`);
    return end;
  }

  /** PostgreSQL went away: listen again once it answers (attempts in between are missed; pages refetch on reconnect). */
  private relisten(): void {
    if (this.closed) return;
    setTimeout(() => {
      if (this.closed) return;
      this.listen().then(
        (stop) => {
          this.stop = stop;
        },
        () => this.relisten(),
      );
    }, RELISTEN_MS).unref();
  }
}
