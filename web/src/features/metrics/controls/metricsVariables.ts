import type { MetricsPeriod as DomainPeriod } from '@portal/domain';
import type { MetricsPeriod } from '../../../generated/graphql';
import type { MetricsSettings } from './metricsSettings';

const PERIODS: Record<DomainPeriod, MetricsPeriod> = {
  all: 'ALL',
  '1': 'ONE_MONTH',
  '3': 'THREE_MONTHS',
  '12': 'ONE_YEAR',
};

/**
 * A page's settings as its query's variables: the period only. The learning
 * areas always come by realm and are named by topic here (realms and topics
 * pair one to one), so the Realm/Topic switch asks nothing again.
 */
export function metricsVariables({ period }: MetricsSettings): { period: MetricsPeriod } {
  return { period: PERIODS[period] };
}
