import { useMemo } from 'react';
import { ChartCard } from './ChartCard';
import type { MetricsMonthData } from './chartData';
import type { ChartCardOptions } from './chartProps';
import { chartAriaLabel, CHART_EXPLAINED, CHART_TITLES } from './chartTexts';
import { DistributionPie } from './DistributionPie';
import { drawnSlices, enrollmentSlices } from './distribution';
import { sliceTable } from './metricsTables';

const TITLE = CHART_TITLES.enrollmentDistribution;

/** Spec 2 §2 Enrollment Distribution: each selected learning area's share of the period's activities. */
export function EnrollmentDistributionChart({
  months,
  areas,
  ...options
}: { months: readonly MetricsMonthData[]; areas: readonly string[] } & ChartCardOptions) {
  const slices = useMemo(() => enrollmentSlices(months, areas), [months, areas]);
  return (
    <ChartCard
      title={TITLE}
      explained={CHART_EXPLAINED.enrollmentDistribution}
      fileStem="enrollment-distribution"
      table={sliceTable(slices, 'Learning area', 'Activities')}
      empty={drawnSlices(slices).length === 0}
      {...options}
    >
      {({ width }) => <DistributionPie slices={slices} width={width} ariaLabel={chartAriaLabel(TITLE)} />}
    </ChartCard>
  );
}
