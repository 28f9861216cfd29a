// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { activityCountMonths, hasActivity } from './activitiesCount';
import type { MetricsMonthData } from './chartData';

const month = (m: number, areas: [string, number][]): MetricsMonthData => ({
  year: 2026,
  month: m,
  completeRate: null,
  accuracyRate: null,
  yearLevel: null,
  learningAreas: areas.map(([learningArea, activityCount]) => ({ learningArea, activityCount, yearLevel: null })),
});

describe('activityCountMonths', () => {
  const months = [
    month(1, [
      ['Animals', 3],
      ['Space', 2],
      ['Weather', 9],
    ]),
    month(2, [
      ['Space', 4],
      ['Space', 1],
    ]),
    month(3, []),
  ];

  it('gives each month a stack of the selected areas, in the selector order, missing areas as 0', () => {
    expect(activityCountMonths(months, ['Space', 'Animals'])).toEqual([
      { label: 'Jan 2026', counts: [2, 3] },
      // Space is listed twice in February: 4 + 1.
      { label: 'Feb 2026', counts: [5, 0] },
      { label: 'Mar 2026', counts: [0, 0] },
    ]);
  });

  it('leaves out areas that are not selected', () => {
    expect(activityCountMonths(months, ['Animals']).map((row) => row.counts)).toEqual([[3], [0], [0]]);
  });

  it('says there is nothing to draw when the selected areas had no activity', () => {
    expect(hasActivity(activityCountMonths(months, ['Space']))).toBe(true);
    expect(hasActivity(activityCountMonths(months, ['Physics']))).toBe(false);
    expect(hasActivity(activityCountMonths(months, []))).toBe(false);
    expect(hasActivity(activityCountMonths([], ['Space']))).toBe(false);
  });
});
