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
import { nodesOf } from '../../shared/graphql/connections';
import { LinkRequestsPanel } from './LinkRequestsPanel';

/** The admin and teacher home (spec 1 §2.4), from one query, with the parent link requests they decide on (issue 36). */
export function StaffHomePage() {
  const { data, dataState, error } = useStaffHomePageQuery();
  const { roles = [] } = useAuth();
  if (error) return <DashboardUnavailable />;
  if (dataState !== 'complete') return <DashboardLoading />;
  const requests = nodesOf(data.parentLinkRequests);

  return (
    <DashboardFrame
      firstName={data.me.firstName}
      // What waits for the viewer's decision comes first; nothing when nothing does.
      wide={requests.length > 0 ? [<LinkRequestsPanel key="link-requests" requests={requests} />] : []}
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
