import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useGroupMetricsPageQuery } from '../../../generated/GroupMetricsPage';
import { noErrorToast } from '../../../shared/graphql/operationHooks';
import { MetricsControls } from '../controls/MetricsControls';
import { metricsVariables } from '../controls/metricsVariables';
import { useMetricsSettings } from '../controls/useMetricsSettings';
import { groupMetricsHeading, METRICS_TEXTS } from '../metricsTexts';
import { ownAccuracySeries } from '../view/accuracyLines';
import { MetricsFrame } from '../view/MetricsFrame';
import { MetricsBody } from '../view/MetricsBody';
import { MetricsView } from '../view/MetricsView';

/** The route's page: the group named in the address, mounted afresh for another group. */
export function GroupMetricsPage() {
  const groupId = useParams().groupId ?? '';
  return <GroupMetrics key={groupId} groupId={groupId} />;
}

/** A group's metrics (spec 2 §2, the GROUP LIST's VIEW METRICS): its assignments and its students now. */
function GroupMetrics({ groupId }: { groupId: string }) {
  const [settings, setSettings] = useMetricsSettings(`group:${groupId}`);
  const query = useGroupMetricsPageQuery({
    variables: { id: groupId, ...metricsVariables(settings) },
    errorToast: noErrorToast,
  });
  const current = query.dataState === 'complete' ? query.data : undefined;
  const shown = current ?? query.previousData;
  const group = shown?.group?.id === groupId ? shown.group : undefined;
  // Not a group the caller tracks, or none by that id: the gateway answers null.
  const missing = current !== undefined && !current.group?.metrics;
  // The same line until the data changes: the memoised charts redraw only then (issue 37).
  const accuracy = useMemo(
    () => (group?.accuracy ? ownAccuracySeries(group.id, group.name, group.accuracy) : []),
    [group],
  );

  return (
    <MetricsFrame heading={group ? groupMetricsHeading(group.name) : METRICS_TEXTS.metricsTitle}>
      <MetricsControls settings={settings} onChange={setSettings} />
      <MetricsBody
        missing={missing}
        view={
          group?.metrics ? (
            <MetricsView
              title={METRICS_TEXTS.metricsTitle}
              subject={group.name}
              metrics={group.metrics}
              accuracy={accuracy}
              settings={settings}
              refreshing={query.loading}
            />
          ) : null
        }
        loading={query.loading}
        error={query.error}
        onRetry={() => void query.refetch().catch(() => undefined)}
      />
    </MetricsFrame>
  );
}
