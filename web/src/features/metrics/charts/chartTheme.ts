import type { BarDatum, BarSvgProps } from '@nivo/bar';
import { CHART_INK } from './palette';

/** The theme's system font stack (web/src/shared/ui/theme.ts): charts load no web font either. */
export const CHART_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** nivo's theme type, reached through a package web depends on (@nivo/theming comes with it). */
type ChartTheme = NonNullable<BarSvgProps<BarDatum>['theme']>;

/** One look for every chart; nivo writes these as inline styles, so exported SVGs keep them. */
export const CHART_THEME: ChartTheme = {
  background: '#ffffff',
  text: { fontFamily: CHART_FONT, fontSize: 12, fill: CHART_INK.text },
  axis: {
    domain: { line: { stroke: CHART_INK.axis, strokeWidth: 1 } },
    ticks: { line: { stroke: CHART_INK.axis, strokeWidth: 1 }, text: { fill: CHART_INK.muted, fontSize: 11 } },
    legend: { text: { fill: CHART_INK.text, fontSize: 12 } },
  },
  grid: { line: { stroke: CHART_INK.grid, strokeWidth: 1 } },
  legends: { text: { fill: CHART_INK.text, fontSize: 12 } },
  labels: { text: { fontSize: 11 } },
  tooltip: { container: { fontFamily: CHART_FONT, fontSize: 13, color: CHART_INK.text } },
};

/** Below this width legends go under the chart and month ticks lean, so nothing runs off a phone screen. */
export const NARROW_CHART_WIDTH = 600;
/**
 * No chart is drawn narrower: its axes would leave the plot a negative width.
 * A card reads narrower only for a moment (before the page has its layout);
 * the next measure draws it.
 */
export const MIN_CHART_WIDTH = 160;
/** The width charts are drawn at where nothing can measure (tests in jsdom). */
export const FALLBACK_CHART_WIDTH = 640;
