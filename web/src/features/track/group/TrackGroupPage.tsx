import { AssignmentCountTiles } from '../../../shared/dashboard/StatCards';
import { Container, Grid, Stack, TextField, Typography } from '@mui/material';
import { MESSAGES, NAME_MAX_LENGTH, orderListedAssignments } from '@portal/domain';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTrackGroupPageQuery } from '../../../generated/TrackGroupPage';
import { nodesOf } from '../../../shared/graphql/connections';
import { useLiveAttempts } from '../../../shared/live/useLiveAttempts';
import { PageLoadingBar } from '../../../shared/ui/PageLoadingBar';
import { useMinimumDelay } from '../../../shared/ui/useMinimumDelay';
import { useServerList } from '../../../shared/ui/useServerList';
import { AssignmentList } from '../../../shared/dashboard/DashboardLists';
import { assignmentSummaries } from '../../../shared/dashboard/dashboardData';
import { failureToast } from '../../../shared/graphql/failureToast';
import { LiveNote } from '../../../shared/live/LiveNote';
import { ProgressTable, TRACK_PAGE_SIZE } from './ProgressTable';
import { TrackedPicker } from './TrackedPicker';
import { askedTracked, defaultTracked, TRACKED_MAX, TRACKED_PARAM, trackedFromSearch } from './trackProgress';

/** The heading until the group's name is known. */
export const TRACK_GROUP_TITLE = 'Track Group';

/**
 * A group's tracking page (spec 1 §2.9): the loader "We are fetching your
 * group" for at least 2 s, then the group's assignment counts, its
 * assignments, and its students 20 a page with their status at each
 * assignment the teacher follows (issue 35: up to eight chosen among the latest
 * hundred, by default the current ones and the latest ended; the choice is
 * kept in the address, ?assignments=a1,a2, and is the query's `tracked`). An attempt recorded at any assignment of the group shows
 * without a reload or a query: its live event carries the student's row.
 */
export function TrackGroupPage({ groupId }: { groupId: string }) {
  const list = useServerList({ pageSize: TRACK_PAGE_SIZE });
  // Read and written by hand, as the leaderboard's tab is: useSearchParams would grow the router chunk.
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { pages, name } = list;
  const shownLongEnough = useMinimumDelay();
  const query = useTrackGroupPageQuery({
    variables: { id: groupId, after: pages.after, name, tracked: askedTracked(search) },
    errorToast: failureToast(MESSAGES.groupCannotBeShown),
  });
  const current = query.dataState === 'complete' ? query.data : undefined;
  const shown = current ?? query.previousData;
  const group = shown?.group?.id === groupId ? shown.group : undefined;
  // Each attempt's event carries the student's row (LiveRowStatus): the cache puts it in place, no query.
  const live = useLiveAttempts({ groupId }, () => query.refetch());

  const all = group ? orderListedAssignments(nodesOf(group.assignments)) : [];
  const tracked = trackedFromSearch(search, all) ?? defaultTracked(all).slice(0, TRACKED_MAX);
  const reports = new Map(
    (group ? nodesOf(group.tracked) : []).map(({ id, progressReport }) => [id, nodesOf(progressReport)]),
  );
  const assignments = all.filter(({ id }) => tracked.includes(id) && reports.has(id));
  const follow = (ids: string[]) =>
    void navigate(`${pathname}?${new URLSearchParams({ [TRACKED_PARAM]: ids.join(',') }).toString()}`, {
      replace: true,
    });
  // Without a choice in the address the query reads the latest eight; a group with many upcoming ones may leave
  // the default's current ones out of them: then the page asks for the default by name, once.
  const missing = group && askedTracked(search) === null && tracked.some((id) => !reports.has(id)) ? tracked : [];
  const missingKey = missing.join(',');
  useEffect(() => {
    if (missingKey === '') return;
    void navigate(`${pathname}?${new URLSearchParams({ [TRACKED_PARAM]: missingKey }).toString()}`, { replace: true });
  }, [missingKey, navigate, pathname]);

  if (!shownLongEnough || (!group && query.loading)) {
    return (
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {TRACK_GROUP_TITLE}
        </Typography>
        <Typography sx={{ mb: 2 }}>{MESSAGES.fetchingGroup}</Typography>
        <PageLoadingBar label={MESSAGES.fetchingGroup} />
      </Container>
    );
  }
  if (!group) {
    return (
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {TRACK_GROUP_TITLE}
        </Typography>
        <Typography color="text.secondary">{MESSAGES.groupCannotBeShown}</Typography>
      </Container>
    );
  }

  const counts = group.assignmentCounts;
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Stack sx={{ mb: 2, minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {group.name}
        </Typography>
        <Typography color="text.secondary">
          {group.studentCount} {group.studentCount === 1 ? 'student' : 'students'}
        </Typography>
      </Stack>
      <Grid container spacing={2}>
        <AssignmentCountTiles counts={counts} />
        <Grid size={12}>
          <AssignmentList assignments={assignmentSummaries({ edges: all.map((node) => ({ node })) })} />
        </Grid>
        <Grid size={12} sx={{ minWidth: 0 }}>
          <Stack direction="row" sx={{ mb: 1, alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2 }}>
            <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
              Student progress
            </Typography>
            <LiveNote mode={live} />
            <TextField
              label="Search by name"
              type="search"
              size="small"
              value={list.search}
              onChange={(event) => list.onSearchChange(event.target.value)}
              slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
              sx={{ mt: 1, width: { xs: '100%', sm: 'auto' } }}
            />
          </Stack>
          <TrackedPicker options={all} selected={tracked} onChange={follow} />
          {group.assignments.totalCount > all.length ? (
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              The latest {all.length} of {group.assignments.totalCount} assignments can be followed.
            </Typography>
          ) : null}
          <ProgressTable
            students={nodesOf(group.students)}
            studentTotal={group.students.totalCount}
            assignments={assignments.map(({ id, name }) => ({ id, name, rows: reports.get(id) ?? [] }))}
            loading={current === undefined && query.loading}
            emptyText={name ? 'No students match that name' : 'No students in this group yet'}
            pageModel={pages.model}
            onPageModelChange={(model) => pages.change(model, current?.group?.students.pageInfo.endCursor)}
          />
        </Grid>
      </Grid>
    </Container>
  );
}
