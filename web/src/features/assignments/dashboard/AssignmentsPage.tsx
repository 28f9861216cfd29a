import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, Container, Grid, Stack, Typography } from '@mui/material';
import { LONG_NAME_MAX_LENGTH, can } from '@portal/domain';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAssignmentsPageQuery } from '../../../generated/AssignmentsPage';
import { nodesOf } from '../../../shared/graphql/connections';
import { PageLoadingBar } from '../../../shared/ui/PageLoadingBar';
import { TextInput } from '../../../shared/ui/TextInput';
import { useAuth } from '../../../app/session/AuthProvider';
import { typedText } from '../../../shared/forms/typedName';
import { StatCard } from '../../../shared/dashboard/StatCards';
import { ASSIGNMENT_TEXTS } from '../assignmentText';
import { createAssignmentPath } from '../urls';
import { AssignmentRowList } from './AssignmentRowList';
import { useDates } from '../../../shared/dates/useDates';
import { countByStatus, downloadAssignmentsCsv, filterByName, toRows } from './assignmentRows';

export const ASSIGNMENTS_TITLE = 'Assignments';

/**
 * /assignments (spec 1 §2.8): how many are on-going, scheduled and
 * completed, a name filter, CREATE for those who may create (never students
 * or parents), and the list with a CSV of the rows shown and, for staff who
 * track results, each row's "Download csv". Every page of the
 * viewer's assignments is read, a hundred at a time, so the tiles and the
 * filter count them all.
 */
export function AssignmentsPage() {
  const roles = useAuth().roles ?? [];
  const mayCreate = can(roles, 'manageGroups');
  const [filter, setFilter] = useState('');
  const dates = useDates();
  const query = useAssignmentsPageQuery({ variables: {} });
  const data = query.dataState === 'complete' ? query.data : undefined;
  const pageInfo = data?.assignments.pageInfo;
  const { fetchMore } = query;

  useEffect(() => {
    if (!pageInfo?.hasNextPage) return;
    void fetchMore({
      variables: { after: pageInfo.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        ...fetchMoreResult,
        assignments: {
          ...fetchMoreResult.assignments,
          edges: [...previous.assignments.edges, ...fetchMoreResult.assignments.edges],
        },
      }),
    }).catch(() => undefined);
  }, [pageInfo?.hasNextPage, pageInfo?.endCursor, fetchMore]);

  const rows = data ? toRows(nodesOf(data.assignments)) : [];
  const counts = countByStatus(rows);
  const shown = filterByName(rows, filter);

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {ASSIGNMENTS_TITLE}
        </Typography>
        {mayCreate ? (
          <Button component={RouterLink} to={createAssignmentPath} variant="contained" startIcon={<AddIcon />}>
            CREATE
          </Button>
        ) : null}
      </Stack>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <StatCard label="ON-GOING" value={data ? counts['In Progress'] : '–'} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <StatCard label="SCHEDULED" value={data ? counts.Scheduled : '–'} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <StatCard label="COMPLETED" value={data ? counts.Completed : '–'} />
        </Grid>
      </Grid>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <TextInput
          label="Filter by name"
          type="search"
          value={filter}
          onChange={(event) => setFilter(typedText(event.target.value))}
          inputProps={{ maxLength: LONG_NAME_MAX_LENGTH }}
          fullWidth
        />
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={shown.length === 0}
          onClick={() => downloadAssignmentsCsv(shown, dates)}
          sx={{ flexShrink: 0, height: 56 }}
        >
          Export CSV
        </Button>
      </Stack>
      {data ? (
        <AssignmentRowList rows={shown} mayDownload={can(roles, 'trackResults')} />
      ) : query.error ? (
        <Typography color="text.secondary">{ASSIGNMENT_TEXTS.assignmentsNotLoaded}</Typography>
      ) : (
        <PageLoadingBar label="Loading assignments" />
      )}
    </Container>
  );
}
