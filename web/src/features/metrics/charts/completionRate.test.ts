// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MetricsMonthData } from './chartData';
import { completionPoints, completionStats, completionStatsText } from './completionRate';

const month = (year: number, m: number, completeRate: number | null): MetricsMonthData => ({
  year,
  month: m,
  completeRate,
  accuracyRate: null,
  yearLevel: null,
  learningAreas: [],
});

describe('completion rate', () => {
  const months = [
    month(2025, 11, 0.4),
    month(2025, 12, null),
    month(2026, 1, 0.85),
    month(2026, 2, 0.4),
    month(2026, 3, 0.555),
  ];

  it('draws each month at its rate times 100, with a gap where there is none', () => {
    expect(completionPoints(months)).toEqual([
      { label: 'Nov 2025', percent: 40 },
      { label: 'Dec 2025', percent: null },
      { label: 'Jan 2026', percent: 85 },
      { label: 'Feb 2026', percent: 40 },
      { label: 'Mar 2026', percent: 55.5 },
    ]);
  });

  it('finds the max, the min (the oldest of a tie) and the average of the months with a rate', () => {
    // (0.4 + 0.85 + 0.4 + 0.555) / 4 = 2.205 / 4 = 0.55125: 55.1%. December is not a zero.
    expect(completionStats(months)).toEqual({
      max: { percent: 85, label: 'Jan 2026' },
      min: { percent: 40, label: 'Nov 2025' },
      average: 55.1,
      monthCount: 4,
    });
  });

  it('says the stats in words', () => {
    const stats = completionStats(months);
    expect(stats && completionStatsText(stats)).toBe(
      'Highest 85.0% (Jan 2026), lowest 40.0% (Nov 2025), average 55.1% over 4 months with a completion rate.',
    );
    const one = completionStats([month(2026, 1, 1)]);
    expect(one && completionStatsText(one)).toBe(
      'Highest 100.0% (Jan 2026), lowest 100.0% (Jan 2026), average 100.0% over 1 month with a completion rate.',
    );
  });

  it('has no stats when no month has a rate', () => {
    expect(completionStats([])).toBeNull();
    expect(completionStats([month(2026, 1, null)])).toBeNull();
  });
});
