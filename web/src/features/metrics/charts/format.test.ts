// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  exportFileName,
  monthIndex,
  monthLabel,
  percentCell,
  percentText,
  ratePercent,
  yearLevelLabel,
} from './format';

describe('chart formatting', () => {
  it('shows rates multiplied by 100, rounded to one decimal', () => {
    expect(ratePercent(0.5)).toBe(50);
    expect(ratePercent(0.12345)).toBe(12.3);
    expect(ratePercent(0.12355)).toBe(12.4);
    expect(ratePercent(2 / 3)).toBe(66.7);
    expect(ratePercent(1)).toBe(100);
    expect(ratePercent(0)).toBe(0);
    expect(ratePercent(null)).toBeNull();
  });

  it('writes percentages with one decimal in cells and sentences, and a blank cell for none', () => {
    expect(percentCell(50)).toBe('50.0');
    expect(percentCell(66.7)).toBe('66.7');
    expect(percentCell(null)).toBe('');
    expect(percentText(12.3)).toBe('12.3%');
  });

  it('names months "Jan 2026" and orders them across years', () => {
    expect(monthLabel(2026, 1)).toBe('Jan 2026');
    expect(monthLabel(2025, 12)).toBe('Dec 2025');
    expect(monthIndex(2025, 12) + 1).toBe(monthIndex(2026, 1));
  });

  it('names year levels, Foundation, and the students with none', () => {
    expect(yearLevelLabel(3)).toBe('Year 3');
    expect(yearLevelLabel(0)).toBe('Foundation');
    expect(yearLevelLabel(null)).toBe('No year level');
  });

  it("dates exported files by the school's day, not UTC's or the browser's", () => {
    const sydney = { timeZone: 'Australia/Sydney', locale: 'en-AU' };
    expect(exportFileName('activities-count', 'png', sydney, new Date('2026-01-05T12:59:00Z'))).toBe(
      'activities-count-20260105.png',
    );
    // 00:30 on New Year's Day in Sydney, still 31 December at UTC.
    expect(exportFileName('completion-rate', 'csv', sydney, new Date('2025-12-31T13:30:00Z'))).toBe(
      'completion-rate-20260101.csv',
    );
  });
});
