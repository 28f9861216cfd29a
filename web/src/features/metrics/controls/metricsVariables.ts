import type { LearningAreaGrouping as DomainGrouping, MetricsPeriod as DomainPeriod } from '@portal/domain';
import type { LearningAreaGrouping, MetricsPeriod } from '../../../generated/graphql';
import type { MetricsSettings } from './metricsSettings';

const PERIODS: Record<DomainPeriod, MetricsPeriod> = {
  all: 'ALL',
  '1': 'ONE_MONTH',
  '3': 'THREE_MONTHS',
  '12': 'ONE_YEAR',
};
const GROUPINGS: Record<DomainGrouping, LearningAreaGrouping> = { realm: 'REALM', topic: 'TOPIC' };

/** A page's settings as its query's variables. */
export function metricsVariables({ period, by }: MetricsSettings): { period: MetricsPeriod; by: LearningAreaGrouping } {
  return { period: PERIODS[period], by: GROUPINGS[by] };
}
