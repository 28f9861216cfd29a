import { Container, Grid, Typography } from '@mui/material';
import { MESSAGES } from '@portal/domain';
import { useStudentGroupsPageQuery } from '../../../generated/StudentGroupsPage';
import { nodesOf } from '../../../shared/graphql/connections';
import { PageLoadingBar } from '../../../shared/ui/PageLoadingBar';
import { StatCard } from '../../../shared/dashboard/StatCards';
import { failureToast } from '../../../shared/graphql/failureToast';
import { StudentGroupList } from './StudentGroupList';

export const STUDENT_GROUPS_TITLE = 'My Groups';

/**
 * The student and parent group list (spec 2 §2), from one query: how many
 * groups, how many of their assignments are on-going now, and each group
 * with a View button. A parent sees their children's groups (the gateway
 * scopes them). No owner tags, no actions (spec 1 §6).
 */
export function StudentGroupsPage() {
  const { data, dataState, error } = useStudentGroupsPageQuery({
    errorToast: failureToast(MESSAGES.groupCannotBeShown),
  });
  const groups = dataState === 'complete' ? nodesOf(data.groups) : [];
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {STUDENT_GROUPS_TITLE}
      </Typography>
      {dataState === 'complete' ? (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <StatCard label="TOTAL GROUPS" value={data.groups.totalCount} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <StatCard
              label="ACTIVE ASSIGNMENTS"
              value={groups.reduce((sum, group) => sum + group.assignmentCounts.inProgress, 0)}
            />
          </Grid>
          <Grid size={12}>
            <StudentGroupList
              groups={groups.map(({ id, name, studentCount, assignmentCounts }) => ({
                id,
                name,
                studentCount,
                activeAssignments: assignmentCounts.inProgress,
              }))}
            />
          </Grid>
        </Grid>
      ) : error ? (
        <Typography color="text.secondary">{MESSAGES.groupCannotBeShown}</Typography>
      ) : (
        <PageLoadingBar label="Loading groups" />
      )}
    </Container>
  );
}
