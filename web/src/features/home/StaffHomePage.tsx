import AddIcon from '@mui/icons-material/Add';
import { can } from '@portal/domain';
import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useStaffHomePageQuery } from '../../generated/StaffHomePage';
import { createAssignmentPath } from '../assignments/urls';
import { useAuth } from '../../app/session/AuthProvider';
import { SignInProviderNote } from '../../shared/ui/SignInProviderNote';
import { createGroupPath } from '../groups/urls';
import { AssignmentList } from '../../shared/dashboard/DashboardLists';
import { assignmentSummaries, groupSummaries, roleLabel } from '../../shared/dashboard/dashboardData';
import { DashboardFrame, DashboardLoading, DashboardUnavailable } from './DashboardFrame';
import { GroupList } from '../../shared/dashboard/DashboardLists';
import { StatCard } from '../../shared/dashboard/StatCards';

/** The admin and teacher home (spec 1 §2.4), from one query. */
export function StaffHomePage() {
  const { data, dataState, error } = useStaffHomePageQuery();
  const { roles = [] } = useAuth();
  if (error) return <DashboardUnavailable />;
  if (dataState !== 'complete') return <DashboardLoading />;

  return (
    <DashboardFrame
      firstName={data.me.firstName}
      cards={[
        <StatCard key="role" label="ROLE" value={roleLabel(data.me.role)} />,
        <StatCard key="students" label="TOTAL STUDENTS" value={data.ownStudentCount} />,
        <StatCard key="assignments" label="TOTAL ASSIGNMENTS" value={data.assignments.totalCount} />,
      ]}
      // The admin, who creates the accounts people sign in to, sees how they sign in.
      footer={can(roles, 'createAccounts') ? <SignInProviderNote provider={data.singleSignOn} /> : undefined}
      panels={[
        <GroupList
          key="groups"
          groups={groupSummaries(data.groups)}
          action={
            <Button component={RouterLink} to={createGroupPath} size="small" startIcon={<AddIcon />}>
              ADD GROUP
            </Button>
          }
        />,
        <AssignmentList
          key="assignments"
          assignments={assignmentSummaries(data.assignments)}
          action={
            <Button component={RouterLink} to={createAssignmentPath} size="small" startIcon={<AddIcon />}>
              CREATE
            </Button>
          }
        />,
      ]}
    />
  );
}
