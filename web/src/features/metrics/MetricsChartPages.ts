/* The pages that draw charts: one chunk, with nivo, loaded by the first of them opened. */
export { MetricsEntryPage } from './MetricsEntryPage';
export { SchoolMetricsPage } from './school/SchoolMetricsPage';
export { GroupMetricsPage } from './group/GroupMetricsPage';
export { StudentMetricsRoutePage } from './student/StudentMetricsPage';
