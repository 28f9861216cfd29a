import { distinctNames, type AccuracyWindow } from './accuracySeries';
import type { ActivityCountMonth } from './activitiesCount';
import type { AreaAttainment } from './attainment';
import type { ChartTable } from './chartTable';
import type { CompletionPoint } from './completionRate';
import type { Slice } from './distribution';
import { percentCell, yearLevelLabel } from './format';

/*
 * Each chart's data table (and CSV): the numbers the chart draws, rates
 * already multiplied by 100 (spec 2 §5) with the unit in the header.
 */

export function activitiesCountTable(months: readonly ActivityCountMonth[], areas: readonly string[]): ChartTable {
  return { columns: ['Month', ...areas], rows: months.map((month) => [month.label, ...month.counts.map(String)]) };
}

/** A column per line, named as the legend names it: two groups of one name stay two columns. */
export function accuracyTable(window: AccuracyWindow): ChartTable {
  return {
    columns: ['Month', ...distinctNames(window.lines.map((line) => line.name)).map((name) => `${name} accuracy (%)`)],
    rows: window.labels.map((label, i) => [
      label,
      ...window.lines.map((line) => percentCell(line.percents[i] ?? null)),
    ]),
  };
}

export function sliceTable(slices: readonly Slice[], labelColumn: string, valueColumn: string): ChartTable {
  return {
    columns: [labelColumn, valueColumn, 'Share (%)'],
    rows: slices.map((slice) => [slice.label, String(slice.value), percentCell(slice.sharePercent)]),
  };
}

export function completionTable(points: readonly CompletionPoint[]): ChartTable {
  return {
    columns: ['Month', 'Completion rate (%)'],
    rows: points.map((point) => [point.label, percentCell(point.percent)]),
  };
}

export function attainmentTable(rows: readonly AreaAttainment[]): ChartTable {
  const level = (yearLevel: number | null) => (yearLevel === null ? '' : yearLevelLabel(yearLevel));
  return {
    columns: ['Learning area', 'Current year level', 'Month', 'Previous year level', 'Change'],
    rows: rows.map((row) => [
      row.area,
      level(row.yearLevel),
      row.monthLabel ?? '',
      level(row.previousYearLevel),
      row.marker ?? '',
    ]),
  };
}
