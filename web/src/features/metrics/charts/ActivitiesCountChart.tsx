import { Bar, type BarDatum } from '@nivo/bar';
import { useDates } from '../../../shared/dates/useDates';
import { useMemo } from 'react';
import { activityCountMonths, hasActivity } from './activitiesCount';
import { ChartCard } from './ChartCard';
import type { MetricsMonthData } from './chartData';
import { cartesianLayout } from './chartLayout';
import type { ChartCardOptions } from './chartProps';
import { chartAriaLabel, CHART_EXPLAINED, CHART_TITLES } from './chartTexts';
import { CHART_THEME } from './chartTheme';
import { legendsAt } from './chartLegend';
import { activitiesCountTable } from './metricsTables';
import { chartColour } from './palette';

const TITLE = CHART_TITLES.activitiesCount;
/** Counts are whole: ticks between them (0.5) are left blank. */
const wholeTicks = (value: number) => (Number.isInteger(value) ? String(value) : '');

/** Spec 2 §2 Activities Count: a bar per month, stacked by the selected learning areas. */
export function ActivitiesCountChart({
  months,
  areas,
  ...options
}: { months: readonly MetricsMonthData[]; areas: readonly string[] } & ChartCardOptions) {
  const { month } = useDates();
  const rows = useMemo(() => activityCountMonths(months, areas, month), [months, areas, month]);
  const data = useMemo(
    () =>
      rows.map((row): BarDatum =>
        Object.fromEntries([['month', row.label], ...areas.map((area, i) => [area, row.counts[i] ?? 0])]),
      ),
    [rows, areas],
  );
  return (
    <ChartCard
      title={TITLE}
      explained={CHART_EXPLAINED.activitiesCount}
      fileStem="activities-count"
      table={activitiesCountTable(rows, areas)}
      empty={!hasActivity(rows)}
      {...options}
    >
      {({ width }) => {
        const layout = cartesianLayout(
          width,
          rows.map((row) => row.label),
          areas,
        );
        return (
          <Bar
            width={width}
            height={layout.height}
            data={data}
            keys={[...areas]}
            indexBy="month"
            margin={layout.margin}
            padding={0.25}
            groupMode="stacked"
            colors={({ id }) => chartColour(areas.indexOf(String(id)))}
            theme={CHART_THEME}
            animate={false}
            axisBottom={{ tickRotation: layout.tickRotation, tickValues: layout.tickValues }}
            axisLeft={{ legend: 'Activities', legendPosition: 'middle', legendOffset: -44, format: wholeTicks }}
            labelSkipHeight={16}
            labelSkipWidth={20}
            labelTextColor="#ffffff"
            legends={legendsAt(layout.legend).map((legend) => ({ ...legend, dataFrom: 'keys' as const }))}
            role="img"
            ariaLabel={chartAriaLabel(TITLE)}
          />
        );
      }}
    </ChartCard>
  );
}
