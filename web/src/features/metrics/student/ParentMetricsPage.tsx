import { Link, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useParentChildrenQuery } from '../../../generated/ParentChildren';
import { nodesOf } from '../../../shared/graphql/connections';
import { noErrorToast } from '../../../shared/graphql/operationHooks';
import { ownUpdateChildPath } from '../../people/urls';
import { ChildSelect, LINK_A_CHILD } from '../../result/report/parent/ChildSelect';
import { chosenChild, readRememberedChild, rememberChild } from '../../result/report/parent/rememberedChild';
import { METRICS_TEXTS, studentMetricsHeading } from '../metricsTexts';
import { MetricsFrame } from '../view/MetricsFrame';
import { MetricsLoadState } from '../view/MetricsLoadState';
import { ChildMetrics } from './StudentMetricsPage';

/**
 * A parent's metrics (spec 2 §2, §4): the child selector and the chosen
 * child's metrics. Two reads, one after the other, as the parent's result
 * page: the children, then the chosen child's metrics. The choice is the one the result pages remember in session
 * storage, so a parent who chose a child there finds the same child here.
 */
export function ParentMetricsPage() {
  const query = useParentChildrenQuery({ errorToast: noErrorToast });
  const [picked, setPicked] = useState(readRememberedChild);
  const children = query.dataState === 'complete' ? nodesOf(query.data.me.children) : undefined;
  const child = children && chosenChild(children, picked);

  const childId = child?.id;
  useEffect(() => {
    if (childId) rememberChild(childId);
  }, [childId]);

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
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {METRICS_TEXTS.noChildren}
        </Typography>
        <Link component={RouterLink} to={ownUpdateChildPath}>
          {LINK_A_CHILD}
        </Link>
      </MetricsFrame>
    );
  }
  // The selector stays mounted as the child changes (focus stays on it); the child's part is mounted afresh.
  return (
    <MetricsFrame
      heading={studentMetricsHeading(child.firstName)}
      selector={<ChildSelect options={children} value={child.id} onChange={setPicked} />}
    >
      <ChildMetrics key={child.id} userId={child.id} />
    </MetricsFrame>
  );
}
