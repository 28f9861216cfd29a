import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { bearerTokenOf, isBearerHeader } from '@portal/domain';

/**
 * What one REST call (`/api/v1` through the origin) made with an API token
 * costs against the token's hour, whatever it asks: about a GraphQL page of
 * a few fields for 15 rows, so a roster of 2,000 read 100 a call costs 2,000
 * and REST is no way around the budget. README "Limits, published".
 */
export const REST_CALL_COST = 100;

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

/** The key a bearer token's hour is kept under (its SHA-256, so the token is not kept); undefined for no token. */
export function budgetKeyOf(authorization: string | undefined): string | undefined {
  if (!isBearerHeader(authorization)) return undefined;
  const bearer = bearerTokenOf(authorization) ?? authorization ?? '';
  return createHash('sha256').update(bearer).digest('base64url');
}

/** What a refusal says: what the operation or call costs, what is left, and when the hour renews. */
export function budgetSpentMessage(what: 'query' | 'call', cost: number, budget: BudgetState): string {
  const minutes = Math.ceil(budget.resetSeconds / 60);
  return `This API token's budget for the hour is spent: this ${what} costs ${cost}, ${budget.remaining} of ${budget.limit} is left, and the budget renews in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** The `x-ratelimit-*` headers every answer to a token carries once its hour has begun. */
export function budgetHeaders(budget: BudgetState): [string, string][] {
  return [
    ['x-ratelimit-limit', String(budget.limit)],
    ['x-ratelimit-remaining', String(budget.remaining)],
    ['x-ratelimit-reset', String(budget.resetSeconds)],
  ];
}

/**
 * Each API token's estimated query cost per hour (GRAPHQL_TOKEN_BUDGET), its
 * REST calls through the origin (REST_CALL_COST each, api-proxy.ts) in the
 * same hour: an hour starts at a token's first query or call and renews an
 * hour later. Only a token the API has recognised begins an hour (query-cost.ts), so made-up tokens
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
