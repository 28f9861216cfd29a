// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { accuracyWindow, distinctNames, hasAccuracy } from './accuracySeries';
import type { AccuracySeries } from './chartData';

const series = (id: string, points: [number, number, number | null][]): AccuracySeries => ({
  id,
  name: `Group ${id}`,
  points: points.map(([year, month, accuracy]) => ({ year, month, accuracy })),
});

describe('accuracyWindow', () => {
  it('keeps the last 12 calendar months, in percent, with months without data as gaps', () => {
    // 14 months from Nov 2024 to Dec 2025: the first two fall outside the window.
    const a = series('a', [
      [2024, 11, 0.1],
      [2024, 12, 0.2],
      [2025, 1, 0.5],
      [2025, 6, 0.25],
      [2025, 12, 2 / 3],
    ]);
    const b = series('b', [
      [2025, 3, 0.8],
      [2025, 12, null],
    ]);
    const { labels, lines } = accuracyWindow([a, b]);
    expect(labels).toHaveLength(12);
    expect(labels[0]).toBe('Jan 2025');
    expect(labels[11]).toBe('Dec 2025');
    // Jan 50%, Jun 25%, Dec 66.7%; the rest are gaps.
    expect(lines[0]).toEqual({
      id: 'a',
      name: 'Group a',
      percents: [50, null, null, null, null, 25, null, null, null, null, null, 66.7],
    });
    expect(lines[1]?.percents).toEqual([null, null, 80, null, null, null, null, null, null, null, null, null]);
  });

  it('starts at the oldest month with data when there are fewer than 12, across years', () => {
    const { labels, lines } = accuracyWindow([
      series('a', [
        [2025, 11, 0.4],
        [2026, 1, 0.45],
      ]),
    ]);
    expect(labels).toEqual(['Nov 2025', 'Dec 2025', 'Jan 2026']);
    expect(lines[0]?.percents).toEqual([40, null, 45]);
  });

  it('has nothing to draw without points or with only null ones', () => {
    expect(hasAccuracy(accuracyWindow([]))).toBe(false);
    expect(hasAccuracy(accuracyWindow([series('a', [])]))).toBe(false);
    expect(hasAccuracy(accuracyWindow([series('a', [[2026, 2, null]])]))).toBe(false);
    expect(hasAccuracy(accuracyWindow([series('a', [[2026, 2, 0]])]))).toBe(true);
  });

  it('tells apart two groups with the same name in the legend', () => {
    expect(distinctNames(['Stars', 'Seeds', 'Stars', 'Stars'])).toEqual(['Stars', 'Seeds', 'Stars (2)', 'Stars (3)']);
  });
});
