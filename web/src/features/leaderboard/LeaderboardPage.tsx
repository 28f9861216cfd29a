import { Box, Container, Tab, Tabs, Typography } from '@mui/material';
import { MESSAGES, can, orderListedAssignments } from '@portal/domain';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useLeaderboardPageQuery } from '../../generated/LeaderboardPage';
import { nodesOf } from '../../shared/graphql/connections';
import { PageLoadingBar } from '../../shared/ui/PageLoadingBar';
import { failureToast } from '../../shared/graphql/failureToast';
import { useAuth } from '../../app/session/AuthProvider';
import { AssignmentBoard } from './AssignmentBoard';
import { ASSIGNMENT_PARAM } from './urls';

export const LEADERBOARD_TITLE = 'Leaderboard';
const PANEL_ID = 'leaderboard-panel';
const tabId = (assignmentId: string) => `leaderboard-tab-${assignmentId}`;

/**
 * A group's leaderboard (spec 1 §2.7, spec 2 §2): a tab per assignment of the
 * group in the one order of assignment lists (issue 35: current, upcoming,
 * then the latest ended), opening on the assignment named in the address
 * (the one the viewer came from) or else the first, the current one; the
 * chosen assignment's ranks, and My Rank for a student (staff are never
 * ranked, so they see none).
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
  // Every assignment of the group is read at once (first: 100), so the order is the page's own.
  const assignments = group ? orderListedAssignments(nodesOf(group.assignments)) : [];
  const ranked = can(useAuth().roles ?? [], 'recordProgress');
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
            <AssignmentBoard key={selected.id} assignmentId={selected.id} showMyRank={ranked} />
          </Box>
        </>
      )}
    </Container>
  );
}
