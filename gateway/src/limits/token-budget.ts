import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { bearerTokenOf, isBearerHeader } from '@portal/domain';

/**
 * What one REST call (`/api/v1` through the origin) made with an API token
 * costs against the token's hour, whatever it asks: about a GraphQL page of
 * a few fields for 15 rows, so a roster of 2,000 read 100 a call costs 2,000
 * and REST is no way around the budget. docs/integrators.md, "Limits, published".
 */
export const REST_CALL_COST = 100;

/** What a token's hour looks like after a charge (or a refusal). */
export interface BudgetState {
  /** Whether the charge fit: false leaves the hour as it was. */
  charged: boolean;
  /** Whether the hour is provisional: the API has not yet answered for the token (TokenBudgets.confirm). */
  provisional: boolean;
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
 * hour later. Every query and call pays before it runs, also the first: a
 * token not yet recognised by the API pays into a provisional hour (a small
 * store of its own), which becomes the token's hour once the API has known it
 * (`confirm`) and is dropped when the API refused it (`forget`), so made-up
 * tokens cannot push real ones out of the bounded store, and calls sent at
 * once before the API has answered cannot pass unpaid. Held by
 * this gateway process (a bounded LRU of the busiest tokens); behind several
 * gateways, the origin must send each token to one of them (the compose
 * file's nginx hashes `Authorization`), or each counts its own hour.
 */
export class TokenBudgets {
  private readonly windows: LRUCache<string, Window>;
  /** Hours of tokens the API has not answered for yet: made-up tokens push each other out here, not real ones. */
  private readonly provisional: LRUCache<string, Window>;

  constructor(
    readonly perHour: number,
    private readonly now: () => number = Date.now,
    maxTokens = 10_000,
    maxProvisional = 1_000,
  ) {
    this.windows = new LRUCache({ max: maxTokens });
    this.provisional = new LRUCache({ max: maxProvisional });
  }

  /** Whether the token's hour has begun (and not yet ended) and the API has recognised the token. */
  has(key: string): boolean {
    const window = this.windows.peek(key);
    return window !== undefined && this.under(window);
  }

  private under(window: Window): boolean {
    return this.now() - window.startedAt < HOUR_MS;
  }

  /**
   * Charges `cost` to the token's hour, when it fits; a query that does not
   * fit is not charged, unless `always` (it already ran: the hour is then
   * spent). A token whose hour has not begun, or ended, begins one: a
   * recognised token's at once, another's provisionally (`provisional`).
   */
  charge(key: string, cost: number, always = false): BudgetState {
    const now = this.now();
    let window = this.windows.get(key);
    let provisional = false;
    if (window && !this.under(window)) {
      window = { startedAt: now, spent: 0 };
      this.windows.set(key, window);
    } else if (!window) {
      provisional = true;
      window = this.provisional.get(key);
      if (!window || !this.under(window)) {
        window = { startedAt: now, spent: 0 };
        this.provisional.set(key, window);
      }
    }
    const charged = always || window.spent + cost <= this.perHour;
    if (charged) window.spent = Math.min(this.perHour, window.spent + cost);
    return {
      charged,
      provisional,
      limit: this.perHour,
      remaining: this.perHour - window.spent,
      resetSeconds: Math.max(1, Math.ceil((window.startedAt + HOUR_MS - now) / 1000)),
    };
  }

  /** The API recognised the token: its provisional hour, if any, becomes its hour. */
  confirm(key: string): void {
    const window = this.provisional.peek(key);
    if (!window) return;
    this.provisional.delete(key);
    if (!this.has(key) && this.under(window)) this.windows.set(key, window);
  }

  /** The API refused the token (401): its provisional hour, and what was charged to it, is dropped. */
  forget(key: string): void {
    this.provisional.delete(key);
  }
}
