import { Button, Stack } from '@mui/material';
import { can, type Role } from '@portal/domain';
import { Link as RouterLink } from 'react-router-dom';
import type { ListArea } from '../../result/lists/listArea';
import type { ListTab } from '../../result/lists/ListTabs';
import type { GroupRow } from '../../result/lists/listRows';
import type { StudentRow } from '../../result/lists/StudentResultTable';
import {
  groupMetricsUrl,
  groupStudentsMetricsUrl,
  metricsGroupsPath,
  metricsStudentsPath,
  registeredUsersPath,
  schoolMetricsPath,
  studentMetricsUrl,
} from '../urls';

export const METRICS_TITLE = 'Metrics';
export const METRICS_TABS_LABEL = 'Metrics areas';

function GroupActions({ row }: { row: GroupRow }) {
  return (
    <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap' }}>
      <Button component={RouterLink} to={groupStudentsMetricsUrl(row.id)} size="small" variant="outlined">
        STUDENT LIST
      </Button>
      <Button component={RouterLink} to={groupMetricsUrl(row.id)} size="small" variant="outlined">
        VIEW METRICS
      </Button>
    </Stack>
  );
}

function StudentActions({ row }: { row: StudentRow }) {
  return (
    <Button component={RouterLink} to={studentMetricsUrl(row.id)} size="small" variant="outlined">
      VIEW METRICS
    </Button>
  );
}

/** Root lists the groups (spec 2 §6) but reads no school's learners: no buttons to pages it may not open. */
const NO_ACTIONS = () => null;

/** Spec 2 §2's tabs, each shown to those whose roles open its page. */
export function metricsTabs(roles: readonly Role[]): ListTab[] {
  const tabs: (ListTab & { shown: boolean })[] = [
    { key: 'groups', label: 'GROUP LIST', to: metricsGroupsPath, shown: can(roles, 'openGroupLists') },
    { key: 'students', label: 'STUDENT LIST', to: metricsStudentsPath, shown: can(roles, 'trackResults') },
    { key: 'school', label: 'School Metrics', to: schoolMetricsPath, shown: can(roles, 'readSchoolMetrics') },
    {
      key: 'registered-users',
      label: 'Registered Users',
      to: registeredUsersPath,
      shown: can(roles, 'readRegisteredUsers'),
    },
  ];
  return tabs.filter(({ shown }) => shown).map(({ key, label, to }) => ({ key, label, to }));
}

/** The metrics area's lists (spec 2 §2): rows lead to their metrics, and download nothing. */
export function metricsListArea(roles: readonly Role[]): ListArea {
  const tracks = can(roles, 'trackResults');
  return {
    heading: METRICS_TITLE,
    tabsLabel: METRICS_TABS_LABEL,
    tabs: metricsTabs(roles),
    groupsPath: metricsGroupsPath,
    GroupActions: tracks ? GroupActions : NO_ACTIONS,
    StudentActions,
    studentActionsWidth: 150,
    downloads: false,
  };
}
