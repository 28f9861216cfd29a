import { Button, Stack } from '@mui/material';
import { can, type Role } from '@portal/domain';
import { METRICS_SPEC_TEXTS } from '@portal/domain/metrics-texts';
import { Link as RouterLink } from 'react-router-dom';
import type { ListArea } from '../../../shared/lists/listArea';
import type { ListTab } from '../../../shared/lists/ListTabs';
import type { GroupRow } from '../../../shared/lists/listRows';
import type { StudentRow } from '../../../shared/lists/StudentResultTable';
import { noStudentsText } from '../../../shared/lists/listText';
import {
  groupMetricsUrl,
  groupStudentsMetricsUrl,
  metricsGroupsPath,
  metricsStudentsPath,
  registeredUsersPath,
  schoolMetricsPath,
  studentMetricsUrl,
} from '../urls';
import { METRICS_TEXTS } from '../metricsTexts';

function GroupActions({ row }: { row: GroupRow }) {
  return (
    <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap' }}>
      <Button component={RouterLink} to={groupStudentsMetricsUrl(row.id)} size="small" variant="outlined">
        {METRICS_SPEC_TEXTS.studentList}
      </Button>
      <Button component={RouterLink} to={groupMetricsUrl(row.id)} size="small" variant="outlined">
        {METRICS_SPEC_TEXTS.viewMetrics}
      </Button>
    </Stack>
  );
}

function StudentActions({ row }: { row: StudentRow }) {
  return (
    <Button component={RouterLink} to={studentMetricsUrl(row.id)} size="small" variant="outlined">
      {METRICS_SPEC_TEXTS.viewMetrics}
    </Button>
  );
}

/** Root lists the groups (spec 2 §6) but reads no school's learners: no buttons to pages it may not open. */
const NO_ACTIONS = () => null;

/** Spec 2 §2's tabs, each shown to those whose roles open its page. */
export function metricsTabs(roles: readonly Role[]): ListTab[] {
  const tabs: (ListTab & { shown: boolean })[] = [
    { key: 'groups', label: METRICS_SPEC_TEXTS.groupList, to: metricsGroupsPath, shown: can(roles, 'openGroupLists') },
    {
      key: 'students',
      label: METRICS_SPEC_TEXTS.studentList,
      to: metricsStudentsPath,
      shown: can(roles, 'trackResults'),
    },
    {
      key: 'school',
      label: METRICS_SPEC_TEXTS.schoolMetrics,
      to: schoolMetricsPath,
      shown: can(roles, 'readSchoolMetrics'),
    },
    {
      key: 'registered-users',
      label: METRICS_SPEC_TEXTS.registeredUsers,
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
    heading: METRICS_TEXTS.metricsTitle,
    tabsLabel: METRICS_TEXTS.tabsLabel,
    tabs: metricsTabs(roles),
    groupsPath: metricsGroupsPath,
    GroupActions: tracks ? GroupActions : NO_ACTIONS,
    StudentActions,
    studentActionsWidth: 150,
    downloads: undefined,
    noStudentsText: noStudentsText(roles),
  };
}
