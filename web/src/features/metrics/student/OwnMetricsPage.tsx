import { useOwnMetricsPageQuery } from '../../../generated/OwnMetricsPage';
import { noErrorToast } from '../../../shared/graphql/operationHooks';
import { metricsVariables } from '../controls/metricsVariables';
import { useMetricsSettings } from '../controls/useMetricsSettings';
import { MetricsFrame } from '../view/MetricsFrame';
import { studentHeading, StudentMetricsView } from './StudentMetricsView';

/** A student's own metrics (spec 2 §2, §6 "Own metrics"). */
export function OwnMetricsPage() {
  const [settings, setSettings] = useMetricsSettings('own');
  const query = useOwnMetricsPageQuery({ variables: metricsVariables(settings), errorToast: noErrorToast });
  const current = query.dataState === 'complete' ? query.data : undefined;
  const shown = current ?? query.previousData;
  return (
    <MetricsFrame heading={studentHeading(shown?.me)}>
      <StudentMetricsView
        student={shown?.me}
        missing={current !== undefined && !current.me.metrics}
        loading={query.loading}
        error={query.error}
        onRetry={() => void query.refetch().catch(() => undefined)}
        settings={settings}
        onSettingsChange={setSettings}
      />
    </MetricsFrame>
  );
}
