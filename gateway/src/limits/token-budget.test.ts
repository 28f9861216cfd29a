import { describe, expect, it } from 'vitest';
import { TokenBudgets } from './token-budget.js';

describe('a token’s hourly budget', () => {
  it('charges what fits, refuses what does not without charging it, and renews an hour after the first query', () => {
    let now = 1_000_000;
    const budgets = new TokenBudgets(100, () => now);
    expect(budgets.charge('a', 60)).toEqual({ charged: true, limit: 100, remaining: 40, resetSeconds: 3600 });
    now += 600_000;
    expect(budgets.charge('a', 50)).toEqual({ charged: false, limit: 100, remaining: 40, resetSeconds: 3000 });
    expect(budgets.charge('b', 50).remaining).toBe(50);
    expect(budgets.charge('a', 40).remaining).toBe(0);
    now += 3_000_000;
    expect(budgets.charge('a', 50)).toEqual({ charged: true, limit: 100, remaining: 50, resetSeconds: 3600 });
  });

  it('knows whose hour is under way, and charges a query that already ran even past the budget', () => {
    let now = 1_000_000;
    const budgets = new TokenBudgets(100, () => now);
    expect(budgets.has('a')).toBe(false);
    expect(budgets.charge('a', 150, true)).toMatchObject({ charged: true, remaining: 0 });
    expect(budgets.has('a')).toBe(true);
    now += 3_600_000;
    expect(budgets.has('a')).toBe(false);
  });
});
