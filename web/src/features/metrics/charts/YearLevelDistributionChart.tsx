import { useMemo } from 'react';
import { ChartCard } from './ChartCard';
import type { YearLevelCountData } from './chartData';
import type { ChartCardOptions } from './chartProps';
import { chartAriaLabel, CHART_TEXTS, CHART_EXPLAINED, CHART_TITLES } from './chartTexts';
import { DistributionPie } from './DistributionPie';
import { drawnSlices, yearLevelSlices } from './distribution';
import { sliceTable } from './metricsTables';

const TITLE = CHART_TITLES.yearLevelDistribution;

/** Spec 2 §2 Student Year Level Distribution (school level): students per year level. */
export function YearLevelDistributionChart({
  counts,
  ...options
}: { counts: readonly YearLevelCountData[] } & ChartCardOptions) {
  const slices = useMemo(() => yearLevelSlices(counts), [counts]);
  return (
    <ChartCard
      title={TITLE}
      explained={CHART_EXPLAINED.yearLevelDistribution}
      fileStem="year-level-distribution"
      table={sliceTable(slices, 'Year level', 'Students')}
      empty={drawnSlices(slices).length === 0}
      emptyText={CHART_TEXTS.noStudents}
      {...options}
    >
      {({ width }) => <DistributionPie slices={slices} width={width} ariaLabel={chartAriaLabel(TITLE)} />}
    </ChartCard>
  );
}
