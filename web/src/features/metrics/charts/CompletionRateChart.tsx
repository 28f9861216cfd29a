import { Line } from '@nivo/line';
import { useDates } from '../../../shared/dates/useDates';
import { useMemo } from 'react';
import { ChartCard } from './ChartCard';
import type { MetricsMonthData } from './chartData';
import { cartesianLayout } from './chartLayout';
import type { ChartCardOptions } from './chartProps';
import { chartAriaLabel, CHART_EXPLAINED, CHART_TITLES } from './chartTexts';
import { CHART_FONT } from './chartTheme';
import { PERCENT_LINE } from './percentLine';
import { completionPoints, completionStats, completionStatsText, type CompletionStats } from './completionRate';
import { percentText } from './format';
import { completionTable } from './metricsTables';
import { CHART_COLOURS, CHART_INK } from './palette';

const TITLE = CHART_TITLES.completionRate;
const LINE_COLOUR = CHART_COLOURS[0];

/** The max, min and average as dashed lines across the plot, each named at its end. */
function statMarkers(stats: CompletionStats) {
  const marker = (
    value: number,
    legend: string,
    dash: string,
    position: 'top-right' | 'bottom-right' | 'top-left',
  ) => ({
    axis: 'y' as const,
    value,
    legend,
    legendPosition: position,
    lineStyle: { stroke: CHART_INK.muted, strokeWidth: 1, strokeDasharray: dash },
    textStyle: { fill: CHART_INK.text, fontSize: 11, fontFamily: CHART_FONT },
  });
  return [
    marker(stats.max.percent, `Max ${percentText(stats.max.percent)}`, '6 3', 'top-right'),
    marker(stats.average, `Average ${percentText(stats.average)}`, '2 3', 'top-left'),
    marker(stats.min.percent, `Min ${percentText(stats.min.percent)}`, '6 3', 'bottom-right'),
  ];
}

/** Spec 2 §2 Completion Rate: the monthly rate in percent, with its max, min and average drawn and said in words. */
export function CompletionRateChart({
  months,
  ...options
}: { months: readonly MetricsMonthData[] } & ChartCardOptions) {
  const { month } = useDates();
  const points = useMemo(() => completionPoints(months, month), [months, month]);
  const stats = useMemo(() => completionStats(months, month), [months, month]);
  const data = useMemo(
    () => [{ id: 'Completion rate', data: points.map((point) => ({ x: point.label, y: point.percent })) }],
    [points],
  );
  return (
    <ChartCard
      title={TITLE}
      explained={CHART_EXPLAINED.completionRate}
      fileStem="completion-rate"
      table={completionTable(points)}
      empty={stats === null}
      summary={stats && completionStatsText(stats)}
      {...options}
    >
      {({ width }) => {
        const layout = cartesianLayout(
          width,
          points.map((point) => point.label),
          [],
        );
        return (
          <Line
            width={width}
            height={layout.height}
            data={data}
            margin={layout.margin}
            {...PERCENT_LINE}
            colors={[LINE_COLOUR]}
            axisBottom={{ tickRotation: layout.tickRotation, tickValues: layout.tickValues }}
            axisLeft={{ legend: 'Completion (%)', legendPosition: 'middle', legendOffset: -44, tickValues: 5 }}
            markers={stats ? statMarkers(stats) : []}
            useMesh
            role="img"
            ariaLabel={chartAriaLabel(TITLE)}
          />
        );
      }}
    </ChartCard>
  );
}
