import { describe, expect, it } from 'vitest';
import { accuracyWindow, monthFields, monthOf, monthsBetween, periodWindow } from './metric-months.js';

describe('the months the metrics count', () => {
  // 1 March 2026, 09:00 in Sydney (daylight saving, UTC+11): still February in UTC.
  const sydneyMorning = new Date('2026-02-28T22:00:00Z');

  it('are the school’s own calendar months, named by their first day', () => {
    expect(monthOf(sydneyMorning, 'Australia/Sydney')).toBe('2026-03-01');
    expect(monthOf(sydneyMorning, 'UTC')).toBe('2026-02-01');
    expect(monthOf(new Date('2026-03-01T00:00:00Z'), 'Australia/Sydney', -3)).toBe('2025-12-01');
    expect(monthFields('2025-12-01')).toEqual({ Year: 2025, Month: 'December', Month_num: 12 });
  });

  it('follow a school far from UTC on either side: Pago Pago (UTC−11) and Kiritimati (UTC+14)', () => {
    // 31 March 2026 23:30 in Pago Pago is 1 April 10:30 UTC.
    expect(monthOf(new Date('2026-04-01T10:30:00Z'), 'Pacific/Pago_Pago')).toBe('2026-03-01');
    // 1 April 2026 09:00 in Kiritimati is 31 March 19:00 UTC.
    expect(monthOf(new Date('2026-03-31T19:00:00Z'), 'Pacific/Kiritimati')).toBe('2026-04-01');
  });

  it('end with the school’s current month: 1, 3 or 12 of them, or from the first with work for all', () => {
    const zone = 'Australia/Sydney';
    expect(periodWindow('1', sydneyMorning, zone)).toEqual({ first: '2026-03-01', last: '2026-03-01' });
    expect(periodWindow('3', sydneyMorning, zone)).toEqual({ first: '2026-01-01', last: '2026-03-01' });
    expect(periodWindow('12', sydneyMorning, zone)).toEqual({ first: '2025-04-01', last: '2026-03-01' });
    expect(periodWindow('all', sydneyMorning, zone)).toEqual({ first: null, last: '2026-03-01' });
    expect(accuracyWindow(sydneyMorning, zone)).toEqual(periodWindow('12', sydneyMorning, zone));
    expect(periodWindow('3', sydneyMorning, 'UTC')).toEqual({ first: '2025-12-01', last: '2026-02-01' });
  });

  it('run across a new year, and none when the first is after the last', () => {
    expect(monthsBetween('2025-11-01', '2026-02-01')).toEqual(['2025-11-01', '2025-12-01', '2026-01-01', '2026-02-01']);
    expect(monthsBetween('2026-03-01', '2026-02-01')).toEqual([]);
  });
});
