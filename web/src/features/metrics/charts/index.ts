/*
 * The metrics charts (spec 2 §2), presentational: they take plain data and
 * draw it with nivo. Import them only from the lazily loaded metrics pages,
 * so nivo stays out of the sign-in and shell chunks.
 */
export type { AccuracySeries, MetricsMonthData, YearLevelCountData } from './chartData';
export { ChartCard, type ChartCardHandle, type ChartCardProps } from './ChartCard';
export type { ChartTable } from './chartTable';
export { CHART_TITLES } from './chartTexts';
export { chartImage, type ChartImage } from './svgExport';
export { ActivitiesCountChart } from './ActivitiesCountChart';
export { ActivitiesAccuracyChart } from './ActivitiesAccuracyChart';
export { EnrollmentDistributionChart } from './EnrollmentDistributionChart';
export { YearLevelDistributionChart } from './YearLevelDistributionChart';
export { CompletionRateChart } from './CompletionRateChart';
export { AttainmentChart } from './AttainmentChart';
export { buildMetricsPdf, METRICS_PAGE, type MetricsPdfChart, type MetricsPdfContent } from './metricsPdf';
