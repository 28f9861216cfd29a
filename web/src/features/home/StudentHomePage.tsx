import { useStudentHomePageQuery } from '../../generated/StudentHomePage';
import { AssignmentList } from '../../shared/dashboard/DashboardLists';
import { assignmentSummaries, groupSummaries, roleLabel } from '../../shared/dashboard/dashboardData';
import { DashboardFrame, DashboardLoading, DashboardUnavailable } from './DashboardFrame';
import { GroupList } from '../../shared/dashboard/DashboardLists';
import { StatCard } from '../../shared/dashboard/StatCards';
import { scoresOf, toDoOf } from './homeData';
import { RecentResultsPanel } from './RecentScores';
import { ToDoPanel } from './ToDoPanel';

/**
 * The student home (spec 1 §2.5, issue 35), from one query: the to-do first
 * (what is in progress by due date, then what is coming, with Play for each
 * activity not yet completed), their latest scores, then the spec's cards and
 * lists. The gateway scopes groups and assignments to the student's own.
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
      wide={[
        <ToDoPanel key="to-do" items={toDoOf(data.assignments)} />,
        <RecentResultsPanel key="results" scores={scoresOf(data.me.progress)} />,
      ]}
      panels={[
        <GroupList key="groups" groups={groupSummaries(data.groups)} />,
        <AssignmentList key="assignments" assignments={assignmentSummaries(data.assignments)} />,
      ]}
    />
  );
}
