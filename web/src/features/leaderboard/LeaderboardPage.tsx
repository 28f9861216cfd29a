import { Box, Container, Tab, Tabs, Typography } from '@mui/material';
import { MESSAGES } from '@portal/domain';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useLeaderboardPageQuery } from '../../generated/LeaderboardPage';
import { nodesOf } from '../../shared/graphql/connections';
import { PageLoadingBar } from '../../shared/ui/PageLoadingBar';
import { failureToast } from '../../shared/graphql/failureToast';
import { AssignmentBoard } from './AssignmentBoard';

export const LEADERBOARD_TITLE = 'Leaderboard';
/** The chosen tab is in the address (?assignment=…), so a reload or a shared link keeps it. */
export const ASSIGNMENT_PARAM = 'assignment';
const PANEL_ID = 'leaderboard-panel';
const tabId = (assignmentId: string) => `leaderboard-tab-${assignmentId}`;

/**
 * A group's leaderboard (spec 1 §2.7, spec 2 §2): a tab per assignment of the
 * group, and the chosen assignment's ranks and My Rank.
 */
export function LeaderboardPage() {
  const groupId = useParams().groupId ?? '';
  // Read and written by hand: useSearchParams would add its helpers to the router chunk every page loads.
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { data, dataState, error } = useLeaderboardPageQuery({
    variables: { groupId },
    errorToast: failureToast(MESSAGES.leaderboardFailed),
  });
  const group = dataState === 'complete' ? data.group : undefined;
  const assignments = group ? nodesOf(group.assignments) : [];
  const asked = new URLSearchParams(search).get(ASSIGNMENT_PARAM);
  const selected = assignments.find(({ id }) => id === asked) ?? assignments[0];

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">
        {LEADERBOARD_TITLE}
      </Typography>
      {group ? (
        <Typography color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {group.name}
        </Typography>
      ) : null}
      {!group ? (
        dataState === 'complete' || error ? (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {MESSAGES.leaderboardFailed}
          </Typography>
        ) : (
          <PageLoadingBar label="Loading the leaderboard" />
        )
      ) : !selected ? (
        <Typography color="text.secondary">{MESSAGES.noOngoingAssignments}</Typography>
      ) : (
        <>
          <Tabs
            value={selected.id}
            onChange={(_event, id: string) =>
              void navigate(`${pathname}?${new URLSearchParams({ [ASSIGNMENT_PARAM]: id }).toString()}`, {
                replace: true,
              })
            }
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label="Assignments"
            sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
          >
            {assignments.map(({ id, name }) => (
              <Tab key={id} value={id} label={name} id={tabId(id)} aria-controls={PANEL_ID} />
            ))}
          </Tabs>
          <Box role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(selected.id)}>
            <AssignmentBoard key={selected.id} assignmentId={selected.id} />
          </Box>
        </>
      )}
    </Container>
  );
}
