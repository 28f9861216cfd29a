import { describe, expect, it } from 'vitest';
import { groupAccuracySeries, ownAccuracySeries } from './accuracyLines';

describe('the Activities Accuracy lines', () => {
  it('makes one line per group from the school’s entries, keeping each group’s months in order', () => {
    const entry = (groupId: string, name: string, month: number, accuracy: number | null) => ({
      __typename: 'GroupAccuracy' as const,
      groupId,
      name,
      year: 2026,
      month,
      accuracy,
    });
    const series = groupAccuracySeries([
      entry('g1', 'Seeds', 1, 0.5),
      entry('g1', 'Seeds', 2, null),
      entry('g2', 'Stars', 1, 1),
      entry('g2', 'Stars', 2, 0.25),
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
