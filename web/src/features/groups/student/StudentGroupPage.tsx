import { AssignmentCountTiles } from '../../../shared/dashboard/StatCards';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import { Button, Container, Grid, Stack, Typography } from '@mui/material';
import { MESSAGES } from '@portal/domain';
import { generatePath, Link as RouterLink } from 'react-router-dom';
import { useStudentGroupPageQuery } from '../../../generated/StudentGroupPage';
import { PageLoadingBar } from '../../../shared/ui/PageLoadingBar';
import { AssignmentList } from '../../../shared/dashboard/DashboardLists';
import { assignmentSummaries } from '../../../shared/dashboard/dashboardData';
import { failureToast } from '../../../shared/graphql/failureToast';
import { leaderboardPath } from '../urls';

/** The heading while the group loads, or when it cannot be shown. */
export const GROUP_DETAIL_TITLE = 'Group';

/**
 * A group's detail for students and parents (spec 2 §2), from one query:
 * how many of its assignments are completed, scheduled and on-going, a
 * Leaderboard button, and its assignments. Never its students (FORBIDDEN to
 * them), owner tags or actions (spec 1 §6). An id naming no group they see
 * says the group can't be shown.
 */
export function StudentGroupPage({ groupId }: { groupId: string }) {
  const { data, dataState, error } = useStudentGroupPageQuery({
    variables: { id: groupId },
    errorToast: failureToast(MESSAGES.groupCannotBeShown),
  });
  const group = dataState === 'complete' ? data.group : undefined;
  if (!group) {
    return (
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {GROUP_DETAIL_TITLE}
        </Typography>
        {dataState === 'complete' || error ? (
          <Typography color="text.secondary">{MESSAGES.groupCannotBeShown}</Typography>
        ) : (
          <PageLoadingBar label="Loading the group" />
        )}
      </Container>
    );
  }
  const counts = group.assignmentCounts;
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {group.name}
          </Typography>
          {group.yearLevel == null ? null : <Typography color="text.secondary">Year {group.yearLevel}</Typography>}
        </Stack>
        <Button
          component={RouterLink}
          to={generatePath(leaderboardPath, { groupId: group.id })}
          variant="contained"
          startIcon={<LeaderboardIcon />}
        >
          Leaderboard
        </Button>
      </Stack>
      <Grid container spacing={2}>
        <AssignmentCountTiles counts={counts} />
        <Grid size={12}>
          <AssignmentList assignments={assignmentSummaries(group.assignments)} />
        </Grid>
      </Grid>
    </Container>
  );
}
