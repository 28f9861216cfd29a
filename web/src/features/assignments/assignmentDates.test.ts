import { describe, expect, it } from 'vitest';
import { addFieldDays, daysFromNow, recoverDueDate, toFieldValue } from './assignmentDates';

const SYDNEY = 'Australia/Sydney';

describe('assignment dates on the school clock', () => {
  it('moves a field value by whole days, across a month end, keeping the hour', () => {
    expect(addFieldDays('2026-11-28T09:30', 7)).toBe('2026-12-05T09:30');
    expect(addFieldDays('2026-12-29T23:59', 7)).toBe('2027-01-05T23:59');
  });

  it('counts a week on the wall clock across daylight saving (Sydney, 5 October 2026)', () => {
    const now = new Date('2026-09-30T23:00:00Z'); // 09:00 on 1 October in Sydney (UTC+10)
    const week = daysFromNow(7, SYDNEY, now);
    expect(toFieldValue(week, SYDNEY)).toBe('2026-10-08T09:00');
    expect(week.toISOString()).toBe('2026-10-07T22:00:00.000Z'); // UTC+11 by then
  });

  it('offers recover the previous due date while it is ahead, else a week from now', () => {
    const now = new Date('2026-11-28T06:00:00Z');
    const ahead = new Date('2026-11-30T01:00:00Z');
    expect(recoverDueDate(ahead, SYDNEY, now)).toBe(ahead);
    const passed = new Date('2026-11-20T01:00:00Z');
    expect(toFieldValue(recoverDueDate(passed, SYDNEY, now), SYDNEY)).toBe('2026-12-05T17:00');
  });
});
