import { Line } from '@nivo/line';
import { useDates } from '../../../shared/dates/useDates';
import { useMemo } from 'react';
import { accuracyWindow, distinctNames, hasAccuracy } from './accuracySeries';
import { ChartCard } from './ChartCard';
import type { AccuracySeries } from './chartData';
import { cartesianLayout } from './chartLayout';
import { legendsAt } from './chartLegend';
import type { ChartCardOptions } from './chartProps';
import { chartAriaLabel, CHART_EXPLAINED, CHART_TITLES } from './chartTexts';
import { PERCENT_LINE } from './percentLine';
import { accuracyTable } from './metricsTables';
import { CHART_COLOURS } from './palette';

const TITLE = CHART_TITLES.activitiesAccuracy;

/** Spec 2 §2 Activities Accuracy: a line per group (or the one student or group) over the last 12 months, in percent. */
export function ActivitiesAccuracyChart({
  series,
  ...options
}: { series: readonly AccuracySeries[] } & ChartCardOptions) {
  const { month } = useDates();
  const window = useMemo(() => accuracyWindow(series, undefined, month), [series, month]);
  const data = useMemo(() => {
    const names = distinctNames(window.lines.map((line) => line.name));
    return window.lines.map((line, i) => ({
      id: names[i] ?? line.id,
      data: window.labels.map((x, j) => ({ x, y: line.percents[j] ?? null })),
    }));
  }, [window]);
  return (
    <ChartCard
      title={TITLE}
      explained={CHART_EXPLAINED.activitiesAccuracy}
      fileStem="activities-accuracy"
      table={accuracyTable(window)}
      empty={!hasAccuracy(window)}
      {...options}
    >
      {({ width }) => {
        const layout = cartesianLayout(
          width,
          window.labels,
          data.map((line) => line.id),
        );
        return (
          <Line
            width={width}
            height={layout.height}
            data={data}
            margin={layout.margin}
            {...PERCENT_LINE}
            colors={[...CHART_COLOURS]}
            axisBottom={{ tickRotation: layout.tickRotation, tickValues: layout.tickValues }}
            axisLeft={{ legend: 'Accuracy (%)', legendPosition: 'middle', legendOffset: -44, tickValues: 5 }}
            useMesh
            legends={legendsAt(layout.legend)}
            role="img"
            ariaLabel={chartAriaLabel(TITLE)}
          />
        );
      }}
    </ChartCard>
  );
}
