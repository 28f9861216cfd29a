import { CHART_THEME } from './chartTheme';

/** What every percent line chart draws alike (accuracy, completion): months on x, 0–100% on y, no animation. */
export const PERCENT_LINE = {
  xScale: { type: 'point' },
  yScale: { type: 'linear', min: 0, max: 100 },
  yFormat: (value: unknown) => `${Number(value).toFixed(1)}%`,
  theme: CHART_THEME,
  animate: false,
  lineWidth: 2,
  pointSize: 8,
} as const;
