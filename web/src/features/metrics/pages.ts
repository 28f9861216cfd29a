import { lazyPage as page } from '../../app/routing/lazyPage';

/*
 * The metrics area's pages (spec 2 §2). Three chunks, each loaded when one of
 * its pages is first opened: the charts pages (with nivo), the lists, and
 * Registered Users. The shell's route table says where each lives and who
 * may open it.
 */

const chartPages = () => import('./MetricsChartPages');

export const MetricsEntryPage = page(() => chartPages().then((m) => m.MetricsEntryPage));
export const SchoolMetricsPage = page(() => chartPages().then((m) => m.SchoolMetricsPage));
export const GroupMetricsPage = page(() => chartPages().then((m) => m.GroupMetricsPage));
export const StudentMetricsPage = page(() => chartPages().then((m) => m.StudentMetricsRoutePage));
export const MetricsListPage = page(() => import('./lists/MetricsListPage').then((m) => m.MetricsListPage));
export const RegisteredUsersPage = page(() => import('./RegisteredUsersPage').then((m) => m.RegisteredUsersPage));
