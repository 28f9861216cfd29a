import { describe, expect, it } from 'vitest';
import { TokenBudgets } from './token-budget.js';

describe('a token’s hourly budget', () => {
  it('charges what fits, refuses what does not without charging it, and renews an hour after the first query', () => {
    let now = 1_000_000;
    const budgets = new TokenBudgets(100, () => now);
    expect(budgets.charge('a', 60)).toMatchObject({ charged: true, limit: 100, remaining: 40, resetSeconds: 3600 });
    budgets.confirm('a');
    now += 600_000;
    expect(budgets.charge('a', 50)).toEqual({
      charged: false,
      provisional: false,
      limit: 100,
      remaining: 40,
      resetSeconds: 3000,
    });
    expect(budgets.charge('b', 50).remaining).toBe(50);
    expect(budgets.charge('a', 40).remaining).toBe(0);
    now += 3_000_000;
    expect(budgets.charge('a', 50)).toMatchObject({ charged: true, limit: 100, remaining: 50, resetSeconds: 3600 });
  });

  it('knows whose hour is under way, and charges a query that already ran even past the budget', () => {
    let now = 1_000_000;
    const budgets = new TokenBudgets(100, () => now);
    expect(budgets.has('a')).toBe(false);
    expect(budgets.charge('a', 150, true)).toMatchObject({ charged: true, remaining: 0, provisional: true });
    expect(budgets.has('a'), 'not before the API knew the token').toBe(false);
    budgets.confirm('a');
    expect(budgets.has('a')).toBe(true);
    now += 3_600_000;
    expect(budgets.has('a')).toBe(false);
  });

  it('charges a token the API has not answered for yet provisionally, and drops that hour when the API refused it', () => {
    const budgets = new TokenBudgets(100, () => 1_000_000, 2, 2);
    expect(budgets.charge('real', 60)).toMatchObject({ charged: true, provisional: true, remaining: 40 });
    expect(budgets.charge('real', 60), 'a second call before the answer pays too').toMatchObject({ charged: false });
    budgets.confirm('real');
    for (const madeUp of ['x', 'y', 'z']) {
      expect(budgets.charge(madeUp, 100).charged).toBe(true);
      expect(budgets.charge(madeUp, 100).charged).toBe(false);
      budgets.forget(madeUp);
      expect(budgets.charge(madeUp, 100).charged, 'a refused token keeps no hour').toBe(true);
    }
    expect(budgets.has('real'), 'made-up tokens push no real one out').toBe(true);
    expect(budgets.charge('real', 60)).toMatchObject({ charged: false, provisional: false, remaining: 40 });
  });
});
