import { describe, expect, it } from 'vitest';
import { accuracyWindow, monthFields, monthOf, monthsBetween, periodWindow } from './metric-months.js';

describe('the months the metrics count', () => {
  const now = new Date('2026-02-28T23:59:59Z');

  it('are UTC calendar months, named by their first day', () => {
    expect(monthOf(now)).toBe('2026-02-01');
    expect(monthOf(new Date('2026-03-01T00:00:00Z'), -3)).toBe('2025-12-01');
    expect(monthFields('2025-12-01')).toEqual({ Year: 2025, Month: 'December', Month_num: 12 });
  });

  it('end with the current month: 1, 3 or 12 of them, or from the first with work for all', () => {
    expect(periodWindow('1', now)).toEqual({ first: '2026-02-01', last: '2026-02-01' });
    expect(periodWindow('3', now)).toEqual({ first: '2025-12-01', last: '2026-02-01' });
    expect(periodWindow('12', now)).toEqual({ first: '2025-03-01', last: '2026-02-01' });
    expect(periodWindow('all', now)).toEqual({ first: null, last: '2026-02-01' });
    expect(accuracyWindow(now)).toEqual(periodWindow('12', now));
  });

  it('run across a new year, and none when the first is after the last', () => {
    expect(monthsBetween('2025-11-01', '2026-02-01')).toEqual(['2025-11-01', '2025-12-01', '2026-01-01', '2026-02-01']);
    expect(monthsBetween('2026-03-01', '2026-02-01')).toEqual([]);
  });
});
