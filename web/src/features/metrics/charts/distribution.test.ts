// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MetricsMonthData } from './chartData';
import { drawnSlices, enrollmentSlices, sharePercent, yearLevelSlices } from './distribution';

const month = (m: number, areas: [string, number][]): MetricsMonthData => ({
  year: 2026,
  month: m,
  completeRate: null,
  accuracyRate: null,
  yearLevel: null,
  learningAreas: areas.map(([learningArea, activityCount]) => ({ learningArea, activityCount, yearLevel: null })),
});

describe('enrollmentSlices', () => {
  it('sums each selected area over the months and gives its share', () => {
    const months = [
      month(1, [
        ['Animals', 3],
        ['Space', 1],
        ['Weather', 50],
      ]),
      month(2, [['Animals', 1]]),
      month(3, [['Space', 2]]),
    ];
    // Animals 3 + 1 = 4, Space 1 + 2 = 3, Physics 0: 7 in all; 4/7 = 57.14%, 3/7 = 42.86%.
    expect(enrollmentSlices(months, ['Animals', 'Space', 'Physics'])).toEqual([
      { id: 'Animals', label: 'Animals', value: 4, sharePercent: 57.1 },
      { id: 'Space', label: 'Space', value: 3, sharePercent: 42.9 },
      { id: 'Physics', label: 'Physics', value: 0, sharePercent: 0 },
    ]);
  });

  it('draws only the slices with a value', () => {
    const slices = enrollmentSlices([month(1, [['Space', 2]])], ['Animals', 'Space']);
    expect(drawnSlices(slices).map((slice) => slice.id)).toEqual(['Space']);
    expect(drawnSlices(enrollmentSlices([], ['Space']))).toEqual([]);
  });
});

describe('yearLevelSlices', () => {
  it('orders year levels from the lowest, puts students without one last, and merges repeats', () => {
    const slices = yearLevelSlices([
      { yearLevel: null, studentCount: 2 },
      { yearLevel: 5, studentCount: 3 },
      { yearLevel: 3, studentCount: 4 },
      { yearLevel: 0, studentCount: 1 },
      { yearLevel: 5, studentCount: 2 },
    ]);
    // 12 students: Foundation 1 (8.3%), Year 3 4 (33.3%), Year 5 3 + 2 = 5 (41.7%), none 2 (16.7%).
    expect(slices).toEqual([
      { id: '0', label: 'Foundation', value: 1, sharePercent: 8.3 },
      { id: '3', label: 'Year 3', value: 4, sharePercent: 33.3 },
      { id: '5', label: 'Year 5', value: 5, sharePercent: 41.7 },
      { id: 'null', label: 'No year level', value: 2, sharePercent: 16.7 },
    ]);
  });

  it('shares nothing out of nothing', () => {
    expect(sharePercent(0, 0)).toBe(0);
    expect(yearLevelSlices([])).toEqual([]);
  });
});
