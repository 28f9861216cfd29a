import { LRUCache } from 'lru-cache';

/** What a token's hour looks like after a charge (or a refusal). */
export interface BudgetState {
  /** Whether the charge fit: false leaves the hour as it was. */
  charged: boolean;
  limit: number;
  remaining: number;
  /** Whole seconds until the hour renews. */
  resetSeconds: number;
}

interface Window {
  startedAt: number;
  spent: number;
}

const HOUR_MS = 3_600_000;

/**
 * Each API token's estimated query cost per hour (GRAPHQL_TOKEN_BUDGET): an
 * hour starts at a token's first query and renews an hour later. Only a token
 * the API has recognised begins an hour (query-cost.ts), so made-up tokens
 * cannot push real ones out of the bounded store. Held by
 * this gateway process (a bounded LRU of the busiest tokens); behind several
 * gateways, the origin must send each token to one of them (the compose
 * file's nginx hashes `Authorization`), or each counts its own hour.
 */
export class TokenBudgets {
  private readonly windows: LRUCache<string, Window>;

  constructor(
    readonly perHour: number,
    private readonly now: () => number = Date.now,
    maxTokens = 10_000,
  ) {
    this.windows = new LRUCache({ max: maxTokens });
  }

  /** Whether the token's hour has begun (and not yet ended). */
  has(key: string): boolean {
    const window = this.windows.peek(key);
    return window !== undefined && this.now() - window.startedAt < HOUR_MS;
  }

  /**
   * Charges `cost` to the token's hour, beginning one if none is under way,
   * when it fits; a query that does not fit is not charged, unless `always`
   * (it already ran: the hour is then spent).
   */
  charge(key: string, cost: number, always = false): BudgetState {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= HOUR_MS) {
      window = { startedAt: now, spent: 0 };
      this.windows.set(key, window);
    }
    const charged = always || window.spent + cost <= this.perHour;
    if (charged) window.spent = Math.min(this.perHour, window.spent + cost);
    return {
      charged,
      limit: this.perHour,
      remaining: this.perHour - window.spent,
      resetSeconds: Math.max(1, Math.ceil((window.startedAt + HOUR_MS - now) / 1000)),
    };
  }
}
