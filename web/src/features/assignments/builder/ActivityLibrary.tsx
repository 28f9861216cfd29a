import { Box, Button, Grid, Typography } from '@mui/material';
import { useState } from 'react';
import { useActivityLibraryQuery } from '../../../generated/ActivityLibrary';
import { nodesOf } from '../../../shared/graphql/connections';
import { PageLoadingBar } from '../../../shared/ui/PageLoadingBar';
import { useToast } from '../../../shared/ui/ToastProvider';
import { failureToast } from '../../../shared/graphql/failureToast';
import { ACTIVITY_PAGE_SIZE, ASSIGNMENT_SPEC_TEXTS, ASSIGNMENT_TEXTS } from '../assignmentText';
import { ActivityCard } from './ActivityCard';
import type { PreviewedActivity } from './ActivityPreviewDialog';
import { ActivitySearchBar } from './ActivitySearchBar';
import { searchVariables, type ActivitySearch } from './activitySearch';

export interface ActivityLibraryProps {
  search: ActivitySearch;
  /** A new search: the library starts again from its first page (spec 1 §4). */
  onSearch(search: ActivitySearch): void;
  /** The questIds chosen or already in the assignment: their "Add to assignment" is disabled. */
  addedIds: ReadonlySet<string>;
  onAdd(activity: PreviewedActivity): void;
}

/**
 * The library: its search bar, then its cards for a search, 10 at a time
 * (spec 1 §4 and §9): "Load More" appends the next page until none is left,
 * when it turns into "No more activities to show". Another search starts
 * again from the first page, read afresh rather than from a longer list
 * cached earlier. The same query brings the curriculum codes the library
 * covers, which the search bar offers (kept from the last answer while a
 * new search loads).
 */
export function ActivityLibrary({ search, onSearch, addedIds, onAdd }: ActivityLibraryProps) {
  const toast = useToast();
  const [loadingMore, setLoadingMore] = useState(false);
  const query = useActivityLibraryQuery({
    variables: { first: ACTIVITY_PAGE_SIZE, ...searchVariables(search) },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    errorToast: failureToast(ASSIGNMENT_SPEC_TEXTS.somethingWentWrong),
  });
  const data = query.dataState === 'complete' ? query.data : undefined;
  const activities = data ? nodesOf(data.activities) : [];
  const curricula = (data ?? query.previousData)?.activityCurriculum ?? [];

  const loadMore = async () => {
    if (!data) return;
    setLoadingMore(true);
    try {
      await query.fetchMore({
        variables: { after: data.activities.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...fetchMoreResult,
          activities: {
            ...fetchMoreResult.activities,
            edges: [...previous.activities.edges, ...fetchMoreResult.activities.edges],
          },
        }),
      });
    } catch {
      toast.error(ASSIGNMENT_SPEC_TEXTS.somethingWentWrong);
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <>
      <ActivitySearchBar search={search} curricula={curricula} onSearch={onSearch} />
      <Box component="section" aria-label="Activity library" sx={{ mt: 3 }}>
        {query.loading && !loadingMore ? <PageLoadingBar label="Searching activities" /> : null}
        <Grid container spacing={2}>
          {activities.map((activity) => (
            <Grid key={activity.questId} size={{ xs: 12, sm: 6, lg: 4 }}>
              <ActivityCard activity={activity} added={addedIds.has(activity.questId)} onAdd={() => onAdd(activity)} />
            </Grid>
          ))}
        </Grid>
        <Box role="status" sx={{ mt: 2, textAlign: 'center' }}>
          {query.error ? (
            <Typography color="error">{ASSIGNMENT_SPEC_TEXTS.somethingWentWrong}</Typography>
          ) : data && activities.length === 0 ? (
            <Typography color="text.secondary">{ASSIGNMENT_TEXTS.noActivitiesFound}</Typography>
          ) : null}
          {data && !data.activities.pageInfo.hasNextPage ? (
            <Typography color="text.secondary">{ASSIGNMENT_SPEC_TEXTS.noMoreActivities}</Typography>
          ) : null}
        </Box>
        {data?.activities.pageInfo.hasNextPage ? (
          <Box sx={{ textAlign: 'center', mt: 1 }}>
            <Button variant="outlined" onClick={() => void loadMore()} loading={loadingMore}>
              Load More
            </Button>
          </Box>
        ) : null}
      </Box>
    </>
  );
}
