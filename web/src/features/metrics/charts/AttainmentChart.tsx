import { useDates } from '../../../shared/dates/useDates';
import { useMemo } from 'react';
import { areaAttainments } from './attainment';
import { AttainmentPlot } from './AttainmentPlot';
import { ChartCard } from './ChartCard';
import type { MetricsMonthData } from './chartData';
import type { ChartCardOptions } from './chartProps';
import { chartAriaLabel, CHART_EXPLAINED, CHART_TITLES } from './chartTexts';
import { attainmentTable } from './metricsTables';

const TITLE = CHART_TITLES.attainment;

/** Spec 2 §2 Student Current Attainment: per selected area, the current year level and whether it rose, fell or kept. */
export function AttainmentChart({
  months,
  areas,
  ...options
}: { months: readonly MetricsMonthData[]; areas: readonly string[] } & ChartCardOptions) {
  const { month } = useDates();
  const rows = useMemo(() => areaAttainments(months, areas, month), [months, areas, month]);
  return (
    <ChartCard
      title={TITLE}
      explained={CHART_EXPLAINED.attainment}
      fileStem="student-current-attainment"
      table={attainmentTable(rows)}
      empty={rows.every((row) => row.yearLevel === null)}
      {...options}
    >
      {({ width }) => <AttainmentPlot rows={rows} width={width} ariaLabel={chartAriaLabel(TITLE)} />}
    </ChartCard>
  );
}
