import type { AccuracyLine_MetricsFragment, SchoolMetricsPageQuery } from '../../../generated/graphql';
import type { AccuracySeries } from '../charts';

type GroupAccuracyLine = NonNullable<SchoolMetricsPageQuery['school']['groupAccuracies']>['edges'][number]['node'];

/** Spec 2 §2's Activities Accuracy at school level: a line per group, in the order the groups come (by name). */
export function groupAccuracySeries(lines: readonly GroupAccuracyLine[]): AccuracySeries[] {
  return lines.map(({ groupId, name, months }) => ({
    id: groupId,
    name,
    points: months.map(({ year, month, accuracy }) => ({ year, month, accuracy })),
  }));
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
