import { noErrorToast } from '../../../shared/graphql/operationHooks';
import { ChildSelect } from '../../../shared/children/ChildSelect';
import { NoChildren } from '../../../shared/children/NoChildren';
import { useChosenChild } from '../../../shared/children/useChosenChild';
import { METRICS_TEXTS, studentMetricsHeading } from '../metricsTexts';
import { MetricsFrame } from '../view/MetricsFrame';
import { MetricsLoadState } from '../view/MetricsLoadState';
import { ChildMetrics } from './StudentMetricsPage';

/**
 * A parent's metrics (spec 2 §2, §4): the child selector and the chosen
 * child's metrics. Two reads, one after the other, as the parent's result
 * page: the children, then the chosen child's metrics. The choice is the one
 * the result pages remember, so a parent who chose a child there finds the
 * same child here.
 */
export function ParentMetricsPage() {
  const { query, children, child, choose } = useChosenChild(noErrorToast);

  if (!children) {
    return (
      <MetricsFrame heading={METRICS_TEXTS.metricsTitle}>
        <MetricsLoadState
          loading={query.loading}
          error={query.error}
          onRetry={() => void query.refetch().catch(() => undefined)}
        />
      </MetricsFrame>
    );
  }
  if (!child) {
    return (
      <MetricsFrame heading={METRICS_TEXTS.metricsTitle}>
        <NoChildren text={METRICS_TEXTS.noChildren} />
      </MetricsFrame>
    );
  }
  // The selector stays mounted as the child changes (focus stays on it); the child's part is mounted afresh.
  return (
    <MetricsFrame
      heading={studentMetricsHeading(child.firstName)}
      selector={<ChildSelect options={children} value={child.id} onChange={choose} />}
    >
      <ChildMetrics key={child.id} userId={child.id} />
    </MetricsFrame>
  );
}
