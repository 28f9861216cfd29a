import { useParentHomePageQuery } from '../../generated/ParentHomePage';
import { AssignmentList, GroupList } from '../../shared/dashboard/DashboardLists';
import { assignmentSummaries, groupSummaries, roleLabel } from '../../shared/dashboard/dashboardData';
import { nodesOf } from '../../shared/graphql/connections';
import { StatCard } from '../../shared/dashboard/StatCards';
import { ChildrenPanel } from './ChildCards';
import { DashboardFrame, DashboardLoading, DashboardUnavailable } from './DashboardFrame';
import { dueFor, scoresOf } from './homeData';

/** At most this many of a child's open assignments on their card: the rest are on the Assignments list. */
const DUE_PER_CHILD = 5;

/**
 * The parent home (spec 1 §2.5, issue 35), from one query: a card per child
 * (name, groups, what is due, latest scores) and the link requests still
 * pending, then the spec's cards and lists (their children's groups and
 * assignments, as the gateway scopes them).
 */
export function ParentHomePage() {
  const { data, dataState, error } = useParentHomePageQuery();
  if (error) return <DashboardUnavailable />;
  if (dataState !== 'complete') return <DashboardLoading />;

  const now = new Date();
  const children = nodesOf(data.me.children).map((child) => {
    const groups = nodesOf(child.groups);
    return {
      id: child.id,
      firstName: child.firstName,
      lastName: child.lastName,
      groups: groups.map((group) => group.name),
      due: dueFor(
        groups.map((group) => group.id),
        data.assignments,
        now,
      ).slice(0, DUE_PER_CHILD),
      scores: scoresOf(child.progress),
    };
  });

  return (
    <DashboardFrame
      firstName={data.me.firstName}
      cards={[
        <StatCard key="role" label="ROLE" value={roleLabel(data.me.role)} />,
        <StatCard key="groups" label="TOTAL GROUPS" value={data.groups.totalCount} />,
        <StatCard key="assignments" label="TOTAL ASSIGNMENTS" value={data.assignments.totalCount} />,
      ]}
      wide={[<ChildrenPanel key="children" children={children} pending={nodesOf(data.me.pendingChildren)} />]}
      panels={[
        <GroupList key="groups" groups={groupSummaries(data.groups)} />,
        <AssignmentList key="assignments" assignments={assignmentSummaries(data.assignments, now)} />,
      ]}
    />
  );
}
