import AddIcon from '@mui/icons-material/Add';
import { Button, Container, Grid, Typography } from '@mui/material';
import { MESSAGES } from '@portal/domain';
import { Link as RouterLink } from 'react-router-dom';
import { useTrackDashboardPageQuery } from '../../../generated/TrackDashboardPage';
import { nodesOf } from '../../../shared/graphql/connections';
import { PageLoadingBar } from '../../../shared/ui/PageLoadingBar';
import { createGroupPath } from '../../groups/urls';
import { AssignmentList } from '../../../shared/dashboard/DashboardLists';
import { assignmentSummaries } from '../../../shared/dashboard/dashboardData';
import { failureToast } from '../../../shared/graphql/failureToast';
import { GroupList } from '../../../shared/dashboard/DashboardLists';
import { trackGroupUrl } from '../urls';

export const TRACK_TITLE = 'Track and Report';

/**
 * Track and report's dashboard (spec 1 §2.9): a "Groups" list with ADD GROUP,
 * and the assignments in the one order of assignment lists (issue 35:
 * current, upcoming, then the latest ended), as the gateway's
 * currentAssignments pages them: the first 20 are today's work however long
 * the history.
 */
export function TrackDashboardPage() {
  const { data, dataState, error } = useTrackDashboardPageQuery({
    errorToast: failureToast(MESSAGES.generalFailure),
  });
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {TRACK_TITLE}
      </Typography>
      {dataState === 'complete' ? (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <GroupList
              groups={nodesOf(data.groups)}
              linkOf={trackGroupUrl}
              action={
                <Button component={RouterLink} to={createGroupPath} size="small" startIcon={<AddIcon />}>
                  ADD GROUP
                </Button>
              }
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <AssignmentList assignments={assignmentSummaries(data.assignments)} />
          </Grid>
        </Grid>
      ) : error ? (
        <Typography color="text.secondary">{MESSAGES.generalFailure}</Typography>
      ) : (
        <PageLoadingBar label="Loading your groups and assignments" />
      )}
    </Container>
  );
}
