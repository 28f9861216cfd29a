import type { AccuracyLine_MetricsFragment, SchoolMetricsPageQuery } from '../../../generated/graphql';
import type { AccuracySeries } from '../charts';

type GroupAccuracyEntry = NonNullable<SchoolMetricsPageQuery['school']['groupAccuracy']>[number];

/** Spec 2 §2's Activities Accuracy at school level: a line per group, in the order the groups come (by name). */
export function groupAccuracySeries(entries: readonly GroupAccuracyEntry[]): AccuracySeries[] {
  const byGroup = new Map<string, AccuracySeries & { points: AccuracySeries['points'][number][] }>();
  for (const { groupId, name, year, month, accuracy } of entries) {
    const series = byGroup.get(groupId) ?? { id: groupId, name, points: [] };
    series.points.push({ year, month, accuracy });
    byGroup.set(groupId, series);
  }
  return [...byGroup.values()];
}

/** A student's or a group's own line: its last 12 months' accuracy. */
export function ownAccuracySeries(id: string, name: string, metrics: AccuracyLine_MetricsFragment): AccuracySeries[] {
  return [
    {
      id,
      name,
      points: metrics.months.map(({ year, month, accuracyRate }) => ({ year, month, accuracy: accuracyRate })),
    },
  ];
}
