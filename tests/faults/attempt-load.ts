import type { Classroom } from './classroom.js';
import { attemptOf } from './classroom.js';

/** Students recording attempts one after another, as fast as the portal takes them, until stopped. */
export class AttemptLoad {
  /** Attempts stored (answered with the attempt, after however many tries), by student. */
  readonly stored = new Map<string, number>();
  /** Attempts that needed more than one try: their first answer was UNAVAILABLE or nothing. */
  retried = 0;
  private stopping = false;
  private readonly loops: Promise<void>[];

  constructor(classroom: Classroom) {
    this.loops = classroom.students.map(async ({ userId, client }) => {
      this.stored.set(userId, 0);
      while (!this.stopping) {
        const tries = await client.recordAttempt(attemptOf(classroom));
        this.stored.set(userId, (this.stored.get(userId) ?? 0) + 1);
        if (tries > 1) this.retried += 1;
      }
    });
  }

  get total(): number {
    return [...this.stored.values()].reduce((sum, count) => sum + count, 0);
  }

  /** Waits until `count` attempts in all are stored. */
  async reach(count: number, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.total < count) {
      if (Date.now() > deadline) throw new Error(`${this.total} of ${count} attempts stored`);
      await new Promise((wait) => setTimeout(wait, 50));
    }
  }

  /** Stops after each student's attempt in hand is stored (every one is, or this rejects). */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.loops);
  }
}
