// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { areaAttainments, attainmentAxisLevel, attainmentTicks } from './attainment';
import type { MetricsMonthData } from './chartData';

const month = (m: number, areas: [string, number | null][]): MetricsMonthData => ({
  year: 2026,
  month: m,
  completeRate: null,
  accuracyRate: null,
  yearLevel: null,
  learningAreas: areas.map(([learningArea, yearLevel]) => ({ learningArea, activityCount: 1, yearLevel })),
});

describe('areaAttainments', () => {
  const months = [
    month(1, [
      ['Animals', 3],
      ['Space', 5],
      ['Weather', 4],
      ['Physics', 2],
    ]),
    month(2, [
      ['Animals', 4],
      ['Space', null],
      ['Weather', 4],
    ]),
    month(3, [
      ['Space', 4],
      ['Animals', 2],
      ['Animals', 6],
    ]),
  ];

  it('compares each area with its previous month that had a value', () => {
    const byArea = Object.fromEntries(
      areaAttainments(months, ['Animals', 'Space', 'Weather', 'Physics', 'Mathematics']).map((row) => [row.area, row]),
    );
    // Animals: March lists it twice, the last (6) counts; February 4 before it: Increase.
    expect(byArea.Animals).toEqual({
      area: 'Animals',
      yearLevel: 6,
      monthLabel: 'Mar 2026',
      previousYearLevel: 4,
      marker: 'Increase',
    });
    // Space: March 4; February has no value, so January's 5 is the previous: Decrease.
    expect(byArea.Space).toMatchObject({ yearLevel: 4, previousYearLevel: 5, marker: 'Decrease' });
    // Weather: not worked in March, so February's 4 is current; January 4: Keep.
    expect(byArea.Weather).toMatchObject({
      yearLevel: 4,
      monthLabel: 'Feb 2026',
      previousYearLevel: 4,
      marker: 'Keep',
    });
    // Physics: one value only, nothing to compare with: Keep.
    expect(byArea.Physics).toMatchObject({
      yearLevel: 2,
      monthLabel: 'Jan 2026',
      previousYearLevel: null,
      marker: 'Keep',
    });
    // Mathematics: never worked: nothing to mark.
    expect(byArea.Mathematics).toEqual({
      area: 'Mathematics',
      yearLevel: null,
      monthLabel: null,
      previousYearLevel: null,
      marker: null,
    });
  });

  it('keeps the selector order and only the selected areas', () => {
    expect(areaAttainments(months, ['Weather', 'Animals']).map((row) => row.area)).toEqual(['Weather', 'Animals']);
    expect(areaAttainments([], ['Space'])[0]?.marker).toBeNull();
  });

  it('draws levels on the 1 to 8 axis, outside ones at its ends', () => {
    expect(attainmentTicks()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(attainmentAxisLevel(0)).toBe(1);
    expect(attainmentAxisLevel(5)).toBe(5);
    expect(attainmentAxisLevel(10)).toBe(8);
  });
});
