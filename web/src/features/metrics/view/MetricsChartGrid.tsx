import { Box } from '@mui/material';
import { memo, type ReactNode, type RefObject } from 'react';
import {
  ActivitiesAccuracyChart,
  ActivitiesCountChart,
  AttainmentChart,
  CHART_TITLES,
  CompletionRateChart,
  EnrollmentDistributionChart,
  YearLevelDistributionChart,
  type AccuracySeries,
  type ChartCardHandle,
  type MetricsMonthData,
  type YearLevelCountData,
} from '../charts';
import { METRICS_TEXTS } from '../metricsTexts';

/** The page's hold on each chart card, for the report PDF. */
export interface ChartHandles {
  count: RefObject<ChartCardHandle | null>;
  accuracy: RefObject<ChartCardHandle | null>;
  enrollment: RefObject<ChartCardHandle | null>;
  yearLevels: RefObject<ChartCardHandle | null>;
  completion: RefObject<ChartCardHandle | null>;
  attainment: RefObject<ChartCardHandle | null>;
}

export interface MetricsChartGridProps {
  /** Named by the Realm/Topic switch. */
  months: readonly MetricsMonthData[];
  accuracy: readonly AccuracySeries[];
  yearLevels?: readonly YearLevelCountData[] | undefined;
  areas: readonly string[];
  handles: ChartHandles;
}

/** A chart's landmark, named as its heading: a screen reader's list of regions reaches each chart. */
function ChartRegion({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ minWidth: 0 }}>
      {children}
    </Box>
  );
}

/**
 * Spec 2 §2's charts, two a row on a wide screen and one on a phone: the
 * chunk that holds nivo, loaded once the page's controls show.
 */
export const MetricsChartGrid = memo(function MetricsChartGrid({
  months,
  accuracy,
  yearLevels,
  areas,
  handles,
}: MetricsChartGridProps) {
  // No area chosen in the tags: the area charts say so, rather than that nothing happened.
  const areaEmpty = areas.length === 0 ? { emptyText: METRICS_TEXTS.noAreaChosen } : {};
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, gap: 3 }}
    >
      <ChartRegion title={CHART_TITLES.activitiesCount}>
        <ActivitiesCountChart months={months} areas={areas} handle={handles.count} {...areaEmpty} />
      </ChartRegion>
      <ChartRegion title={CHART_TITLES.activitiesAccuracy}>
        <ActivitiesAccuracyChart series={accuracy} handle={handles.accuracy} />
      </ChartRegion>
      <ChartRegion title={CHART_TITLES.enrollmentDistribution}>
        <EnrollmentDistributionChart months={months} areas={areas} handle={handles.enrollment} {...areaEmpty} />
      </ChartRegion>
      {yearLevels ? (
        <ChartRegion title={CHART_TITLES.yearLevelDistribution}>
          <YearLevelDistributionChart counts={yearLevels} handle={handles.yearLevels} />
        </ChartRegion>
      ) : null}
      <ChartRegion title={CHART_TITLES.completionRate}>
        <CompletionRateChart months={months} handle={handles.completion} />
      </ChartRegion>
      <ChartRegion title={CHART_TITLES.attainment}>
        <AttainmentChart months={months} areas={areas} handle={handles.attainment} {...areaEmpty} />
      </ChartRegion>
    </Box>
  );
});
