import { Box } from '@mui/material';
import { METRICS_PERIOD_LABELS } from '@portal/domain';
import { RESULT_SPEC_TEXTS } from '@portal/domain/result-texts';
import { createRef, lazy, Suspense, useMemo, useState } from 'react';
import type { MetricsCharts_MetricsFragment } from '../../../generated/graphql';
import { PageLoadingBar } from '../../../shared/ui/PageLoadingBar';
import type { AccuracySeries, ChartCardHandle, YearLevelCountData } from '../charts';
import { GROUPING_TEXTS } from '../controls/MetricsControls';
import { shownAreas, type MetricsSettings } from '../controls/metricsSettings';
import { monthsNamedBy } from './monthsNamedBy';
import type { ChartHandles } from './MetricsChartGrid';
import { MetricsPdfButton } from './MetricsPdfButton';

/** nivo and d3 in a chunk of their own (docs/performance.md, "JavaScript budgets"): the page's controls show first. */
const MetricsChartGrid = lazy(() => import('./MetricsChartGrid').then((m) => ({ default: m.MetricsChartGrid })));

export const LOADING_CHARTS = 'Loading charts';

export interface MetricsViewProps {
  /** What the page shows ("School Metrics", "Metrics"): the report's title. */
  title: string;
  /** Whose metrics: the school's, the group's or the student's name. */
  subject: string;
  metrics: MetricsCharts_MetricsFragment;
  accuracy: readonly AccuracySeries[];
  /** The school's students by year level: the school's page only (spec 2 §2). */
  yearLevels?: readonly YearLevelCountData[] | undefined;
  /** The period, Realm/Topic switch and tags the page shows the metrics by. */
  settings: MetricsSettings;
  /** The page is reading the next period: the charts show the last one until it comes. */
  refreshing: boolean;
}

/**
 * A metrics page's charts (spec 2 §2): Activities Count, Activities Accuracy,
 * Enrollment Distribution, Student Year Level Distribution (school only),
 * Completion Rate and Student Current Attainment; and the report PDF of them
 * all as they are drawn.
 */
export function MetricsView({ title, subject, refreshing, settings, metrics, ...charts }: MetricsViewProps) {
  // The grid is memoised (drawing six nivo charts is the page's heaviest work, issue 37): each of its
  // props stays the same object until what it holds changes, so the page's other renders (the query's
  // loading flags, the controls) leave the charts alone.
  const months = useMemo(() => monthsNamedBy(metrics.months, settings.by), [metrics.months, settings.by]);
  const areas = useMemo(() => shownAreas(settings), [settings]);
  const [handles] = useState<ChartHandles>(() => ({
    count: createRef<ChartCardHandle>(),
    accuracy: createRef<ChartCardHandle>(),
    enrollment: createRef<ChartCardHandle>(),
    yearLevels: createRef<ChartCardHandle>(),
    completion: createRef<ChartCardHandle>(),
    attainment: createRef<ChartCardHandle>(),
  }));
  // Read on the click, in the page's order.
  const cards = () => Object.values(handles).map((ref) => ref.current);
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <MetricsPdfButton
          title={title}
          subject={subject}
          // What the charts show: the period and how the areas are named (the data's, once it has come).
          details={`${METRICS_PERIOD_LABELS[settings.period]} · by ${GROUPING_TEXTS[settings.by]}`}
          disabled={refreshing}
          charts={cards}
        />
      </Box>
      <Box sx={{ height: 4, mb: 1 }}>
        {refreshing ? <PageLoadingBar label={RESULT_SPEC_TEXTS.fetchingData} /> : null}
      </Box>
      <Suspense fallback={<PageLoadingBar label={LOADING_CHARTS} />}>
        <MetricsChartGrid {...charts} months={months} areas={areas} handles={handles} />
      </Suspense>
    </Box>
  );
}
