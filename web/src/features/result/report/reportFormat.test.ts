// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { accuracyText, dayMonthYear, isoDay, pickerDay, percentText, statusText, yearLevelText } from './reportFormat';

describe('the report formats', () => {
  it('shows the report day as day/month/year, without moving it through a time zone', () => {
    expect(dayMonthYear('2026-11-24')).toBe('24/11/2026');
    expect(dayMonthYear('2026-01-01')).toBe('01/01/2026');
  });

  it('sends the day a picker shows as yyyy-mm-dd, and reads it back as the same day', () => {
    const picked = new Date(2026, 2, 5, 23, 30);
    expect(isoDay(picked)).toBe('2026-03-05');
    expect(isoDay(pickerDay('2026-03-05') as Date)).toBe('2026-03-05');
    expect(pickerDay(null)).toBeNull();
  });

  it('shows an evaluation as a percentage with two decimals', () => {
    expect(percentText('82.35')).toBe('82.35%');
    expect(percentText('75')).toBe('75.00%');
  });

  it('shows correct over answered, and says when nothing was answered rather than 0%', () => {
    expect(accuracyText(45, 60)).toBe('45/60 correct (75.00%)');
    expect(accuracyText(0, 0)).toBe('No answers yet');
  });

  it('names year level 0 Foundation and a missing one Not set', () => {
    expect(yearLevelText(5)).toBe('5');
    expect(yearLevelText(0)).toBe('Foundation');
    expect(yearLevelText(null)).toBe('Not set');
  });

  it("names the gateway's statuses as the chips do", () => {
    expect(statusText('IN_PROGRESS')).toBe('In Progress');
    expect(statusText('COMPLETED')).toBe('Completed');
    expect(statusText('SCHEDULED')).toBe('Scheduled');
  });
});
