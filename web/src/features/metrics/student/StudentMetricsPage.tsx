import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useStudentMetricsPageQuery } from '../../../generated/StudentMetricsPage';
import { noErrorToast } from '../../../shared/graphql/operationHooks';
import { metricsVariables } from '../controls/metricsVariables';
import { useMetricsSettings } from '../controls/useMetricsSettings';
import { StudentMetricsView } from './StudentMetricsView';

/**
 * A student's metrics (spec 2 §2): the STUDENT LIST's VIEW METRICS, and a
 * parent's chosen child. Settings are kept per student (spec 2 §4).
 */
export function StudentMetricsPage({ userId, selector }: { userId: string; selector?: ReactNode }) {
  const [settings, setSettings] = useMetricsSettings(`user:${userId}`);
  const query = useStudentMetricsPageQuery({
    variables: { id: userId, ...metricsVariables(settings) },
    errorToast: noErrorToast,
  });
  const current = query.dataState === 'complete' ? query.data : undefined;
  const shown = current ?? query.previousData;
  return (
    <StudentMetricsView
      student={shown?.user?.id === userId ? shown.user : undefined}
      missing={current !== undefined && !current.user?.metrics}
      loading={query.loading}
      error={query.error}
      onRetry={() => void query.refetch()}
      settings={settings}
      onSettingsChange={setSettings}
      selector={selector}
    />
  );
}

/** The route's page: the student named in the address. */
export function StudentMetricsRoutePage() {
  const userId = useParams().userId ?? '';
  return <StudentMetricsPage key={userId} userId={userId} />;
}
