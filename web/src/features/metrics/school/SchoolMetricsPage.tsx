import { METRICS_SPEC_TEXTS } from '@portal/domain/metrics-texts';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSchoolMetricsPageQuery } from '../../../generated/SchoolMetricsPage';
import { noErrorToast } from '../../../shared/graphql/operationHooks';
import { useAuth } from '../../../app/session/AuthProvider';
import { ListFrame } from '../../../shared/lists/ListFrame';
import { MetricsControls } from '../controls/MetricsControls';
import { metricsVariables } from '../controls/metricsVariables';
import { useMetricsSettings } from '../controls/useMetricsSettings';
import { metricsTabs } from '../lists/metricsListArea';
import { METRICS_TEXTS } from '../metricsTexts';
import { groupAccuracySeries } from '../view/accuracyLines';
import { MetricsBody } from '../view/MetricsBody';
import { MetricsView } from '../view/MetricsView';

type View = 'school' | 'teacher';
/** One empty list, not a new one each render: the memoised charts take it as unchanged. */
const NO_YEAR_LEVELS: readonly never[] = [];
const VIEW_PARAM = 'view';

/**
 * School Metrics (spec 2 §2), with the staff's toggle between Teacher Metrics
 * (the groups the caller owns, summed) and School Metrics (every group). Both
 * come in the page's one read, so the toggle answers at once; it is kept in
 * the address, so a reload or a shared link shows the same view. The
 * accuracy lines are the groups the caller tracks; the year-level pie is the
 * school's, and shows with School Metrics only.
 */
export function SchoolMetricsPage() {
  const roles = useAuth().roles ?? [];
  const [settings, setSettings] = useMetricsSettings('school');
  const [params, setParams] = useSearchParams();
  const view: View = params.get(VIEW_PARAM) === 'teacher' ? 'teacher' : 'school';
  const query = useSchoolMetricsPageQuery({ variables: metricsVariables(settings), errorToast: noErrorToast });
  const shown = (query.dataState === 'complete' ? query.data : undefined) ?? query.previousData;
  const school = shown?.school;
  const metrics = view === 'teacher' ? school?.taughtMetrics : school?.metrics;
  // The same lines until the data changes: the memoised charts redraw only then (issue 37).
  const groupAccuracies = school?.groupAccuracies;
  const accuracy = useMemo(
    () => groupAccuracySeries(groupAccuracies?.edges.map(({ node }) => node) ?? []),
    [groupAccuracies],
  );

  return (
    <ListFrame
      heading={METRICS_TEXTS.metricsTitle}
      tabsLabel={METRICS_TEXTS.tabsLabel}
      tabs={metricsTabs(roles)}
      current="school"
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label={METRICS_TEXTS.toggleLabel}
        value={view}
        onChange={(_event, next: View | null) => {
          if (next) setParams(next === 'teacher' ? { [VIEW_PARAM]: next } : {}, { replace: true });
        }}
        sx={{ mb: 2 }}
      >
        <ToggleButton value="teacher">{METRICS_SPEC_TEXTS.teacherMetrics}</ToggleButton>
        <ToggleButton value="school">{METRICS_SPEC_TEXTS.schoolMetrics}</ToggleButton>
      </ToggleButtonGroup>
      <MetricsControls settings={settings} onChange={setSettings} />
      <MetricsBody
        view={
          school && metrics ? (
            <MetricsView
              title={view === 'teacher' ? METRICS_SPEC_TEXTS.teacherMetrics : METRICS_SPEC_TEXTS.schoolMetrics}
              subject={school.name}
              metrics={metrics}
              accuracy={accuracy}
              yearLevels={view === 'school' ? (school.yearLevelDistribution ?? NO_YEAR_LEVELS) : undefined}
              settings={settings}
              refreshing={query.loading}
            />
          ) : null
        }
        loading={query.loading}
        error={query.error}
        onRetry={() => void query.refetch().catch(() => undefined)}
      />
    </ListFrame>
  );
}
