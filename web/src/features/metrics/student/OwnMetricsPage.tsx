import { useOwnMetricsPageQuery } from '../../../generated/OwnMetricsPage';
import { noErrorToast } from '../../../shared/graphql/operationHooks';
import { metricsVariables } from '../controls/metricsVariables';
import { useMetricsSettings } from '../controls/useMetricsSettings';
import { StudentMetricsView } from './StudentMetricsView';

/** A student's own metrics (spec 2 §2, §6 "Own metrics"). */
export function OwnMetricsPage() {
  const [settings, setSettings] = useMetricsSettings('own');
  const query = useOwnMetricsPageQuery({ variables: metricsVariables(settings), errorToast: noErrorToast });
  const current = query.dataState === 'complete' ? query.data : undefined;
  const shown = current ?? query.previousData;
  return (
    <StudentMetricsView
      student={shown?.me}
      missing={current !== undefined && !current.me.metrics}
      loading={query.loading}
      error={query.error}
      onRetry={() => void query.refetch()}
      settings={settings}
      onSettingsChange={setSettings}
    />
  );
}
