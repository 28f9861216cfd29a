import { Box, Stack, Typography } from '@mui/material';
import { MESSAGES } from '@portal/domain';
import { useAssignmentBoardQuery } from '../../generated/AssignmentBoard';
import { nodesOf } from '../../shared/graphql/connections';
import { LiveNote } from '../../shared/live/LiveNote';
import { useLiveAttempts } from '../../shared/live/useLiveAttempts';
import { PageLoadingBar } from '../../shared/ui/PageLoadingBar';
import { failureToast } from '../../shared/graphql/failureToast';
import { placeMovedEntries } from './placeMovedEntries';
import { RankTable } from './RankTable';

export const RANKS_LABEL = 'Leaderboard';
export const MY_RANK_LABEL = 'My Rank';
/** Said when the viewer has no row: staff, parents, anyone not a student of the group. */
export const NO_RANK = 'You have no rank on this leaderboard: only the students of this group are ranked.';

/**
 * One assignment's leaderboard and, for a student, their own rank. An attempt at the
 * assignment shows without a reload or a query: its live event carries the entries it moved.
 */
export function AssignmentBoard({ assignmentId, showMyRank }: { assignmentId: string; showMyRank: boolean }) {
  const query = useAssignmentBoardQuery({
    variables: { assignmentId },
    errorToast: failureToast(MESSAGES.leaderboardFailed),
  });
  // Each attempt's event carries the entries it moved: written to the cache, then put in rank order; no query.
  const live = useLiveAttempts({ assignmentId }, () => query.refetch(), { patch: placeMovedEntries });
  const assignment = query.dataState === 'complete' ? query.data.assignment : undefined;

  if (!assignment) {
    return query.loading ? (
      <PageLoadingBar label="Loading the leaderboard" />
    ) : (
      <Typography color="text.secondary">{MESSAGES.leaderboardFailed}</Typography>
    );
  }
  const entries = nodesOf(assignment.leaderboard);
  const total = assignment.leaderboard.totalCount;
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Box>
        <Stack direction="row" sx={{ mb: 1, alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            Ranks
          </Typography>
          <LiveNote mode={live} />
        </Stack>
        {entries.length === 0 ? (
          <Typography color="text.secondary">No students in this group yet</Typography>
        ) : (
          <RankTable label={RANKS_LABEL} entries={entries} />
        )}
        {total > entries.length ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            The first {entries.length} of {total} students.
          </Typography>
        ) : null}
      </Box>
      {showMyRank ? (
        <Box>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {MY_RANK_LABEL}
          </Typography>
          {assignment.myRank ? (
            <RankTable label={MY_RANK_LABEL} entries={[assignment.myRank]} />
          ) : (
            <Typography color="text.secondary">{NO_RANK}</Typography>
          )}
        </Box>
      ) : null}
    </Stack>
  );
}
