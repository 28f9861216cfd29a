/* The pages that show metrics: one chunk, loaded by the first of them opened; their charts (nivo) are another, view/MetricsChartGrid. */
export { MetricsEntryPage } from './MetricsEntryPage';
export { SchoolMetricsPage } from './school/SchoolMetricsPage';
export { GroupMetricsPage } from './group/GroupMetricsPage';
export { StudentMetricsRoutePage } from './student/StudentMetricsPage';
