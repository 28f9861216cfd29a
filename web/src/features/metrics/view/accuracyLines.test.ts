// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { groupAccuracySeries, ownAccuracySeries } from './accuracyLines';

describe('the Activities Accuracy lines', () => {
  it('makes one line per group from the school’s groups, keeping each group’s months in order', () => {
    const month = (value: number, accuracy: number | null) => ({
      __typename: 'MonthAccuracy' as const,
      year: 2026,
      month: value,
      accuracy,
    });
    const line = (groupId: string, name: string, months: ReturnType<typeof month>[]) => ({
      __typename: 'GroupAccuracySeries' as const,
      groupId,
      name,
      months,
    });
    const series = groupAccuracySeries([
      line('g1', 'Seeds', [month(1, 0.5), month(2, null)]),
      line('g2', 'Stars', [month(1, 1), month(2, 0.25)]),
    ]);
    expect(series).toEqual([
      {
        id: 'g1',
        name: 'Seeds',
        points: [
          { year: 2026, month: 1, accuracy: 0.5 },
          { year: 2026, month: 2, accuracy: null },
        ],
      },
      {
        id: 'g2',
        name: 'Stars',
        points: [
          { year: 2026, month: 1, accuracy: 1 },
          { year: 2026, month: 2, accuracy: 0.25 },
        ],
      },
    ]);
  });

  it('makes a student’s or a group’s one line from its own months', () => {
    const months = [
      { year: 2025, month: 12, accuracyRate: 0.75 },
      { year: 2026, month: 1, accuracyRate: null },
    ];
    expect(ownAccuracySeries('s1', 'Ava', { months })).toEqual([
      {
        id: 's1',
        name: 'Ava',
        points: [
          { year: 2025, month: 12, accuracy: 0.75 },
          { year: 2026, month: 1, accuracy: null },
        ],
      },
    ]);
  });
});
