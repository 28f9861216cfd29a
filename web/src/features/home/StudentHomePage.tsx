import { useStudentHomePageQuery } from '../../generated/StudentHomePage';
import { AssignmentList } from '../../shared/dashboard/DashboardLists';
import { assignmentSummaries, groupSummaries, roleLabel } from '../../shared/dashboard/dashboardData';
import { DashboardFrame, DashboardLoading, DashboardUnavailable } from './DashboardFrame';
import { GroupList } from '../../shared/dashboard/DashboardLists';
import { StatCard } from '../../shared/dashboard/StatCards';

/**
 * The student and parent home (spec 1 §2.5), from one query. The gateway
 * scopes groups and assignments: a student's own, a parent's children's.
 * Neither sees the staff buttons.
 */
export function StudentHomePage() {
  const { data, dataState, error } = useStudentHomePageQuery();
  if (error) return <DashboardUnavailable />;
  if (dataState !== 'complete') return <DashboardLoading />;

  return (
    <DashboardFrame
      firstName={data.me.firstName}
      cards={[
        <StatCard key="role" label="ROLE" value={roleLabel(data.me.role)} />,
        <StatCard key="groups" label="TOTAL GROUPS" value={data.groups.totalCount} />,
        <StatCard key="assignments" label="TOTAL ASSIGNMENTS" value={data.assignments.totalCount} />,
      ]}
      panels={[
        <GroupList key="groups" groups={groupSummaries(data.groups)} />,
        <AssignmentList key="assignments" assignments={assignmentSummaries(data.assignments)} />,
      ]}
    />
  );
}
