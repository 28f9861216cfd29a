import { useParams } from 'react-router-dom';
import { useStudentMetricsPageQuery } from '../../../generated/StudentMetricsPage';
import { noErrorToast } from '../../../shared/graphql/operationHooks';
import { metricsVariables } from '../controls/metricsVariables';
import { useMetricsSettings } from '../controls/useMetricsSettings';
import { MetricsFrame } from '../view/MetricsFrame';
import { studentHeading, StudentMetricsView, type StudentMetricsViewProps } from './StudentMetricsView';

/** One student's metrics read in one query, with the settings kept for them (spec 2 §4). */
function useStudentMetrics(userId: string): StudentMetricsViewProps {
  const [settings, setSettings] = useMetricsSettings(`user:${userId}`);
  const query = useStudentMetricsPageQuery({
    variables: { id: userId, ...metricsVariables(settings) },
    errorToast: noErrorToast,
  });
  const current = query.dataState === 'complete' ? query.data : undefined;
  const shown = current ?? query.previousData;
  return {
    student: shown?.user?.id === userId ? shown.user : undefined,
    missing: current !== undefined && !current.user?.metrics,
    loading: query.loading,
    error: query.error,
    onRetry: () => void query.refetch().catch(() => undefined),
    settings,
    onSettingsChange: setSettings,
  };
}

/** A parent's chosen child's metrics, under the parent page's heading and selector (mounted afresh per child). */
export function ChildMetrics({ userId }: { userId: string }) {
  return <StudentMetricsView {...useStudentMetrics(userId)} />;
}

function StudentMetricsPage({ userId }: { userId: string }) {
  const metrics = useStudentMetrics(userId);
  return (
    <MetricsFrame heading={studentHeading(metrics.student)}>
      <StudentMetricsView {...metrics} />
    </MetricsFrame>
  );
}

/** A student's metrics (spec 2 §2, the STUDENT LIST's VIEW METRICS): the student named in the address. */
export function StudentMetricsRoutePage() {
  const userId = useParams().userId ?? '';
  return <StudentMetricsPage key={userId} userId={userId} />;
}
