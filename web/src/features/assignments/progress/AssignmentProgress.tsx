import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { MESSAGES, PAGE_SIZE_OPTIONS, studentAssignmentStatus, studentScoreText } from '@portal/domain';
import { useAssignmentProgressQuery } from '../../../generated/AssignmentProgress';
import { nodesOf } from '../../../shared/graphql/connections';
import { ServerTable, type ServerColumn } from '../../../shared/ui/ServerTable';
import { useToast } from '../../../shared/ui/ToastProvider';
import { useCursorPages } from '../../../shared/ui/useCursorPages';
import { LiveNote } from '../../../shared/live/LiveNote';
import { useLiveAttempts } from '../../../shared/live/useLiveAttempts';
import { downloadResultCsv } from './resultCsv';

/** Spec 1 §9: table page sizes 5, 10 or 25, default 5. */

export const NO_PROGRESS_DATA = 'The progress report could not be loaded.';

interface ProgressRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  started: boolean;
  progress: boolean[];
  activities: readonly { attempted: boolean; completed: boolean; answered: number; correct: number }[];
}

export interface AssignmentProgressProps {
  assignmentId: string;
  /** Staff who track results get "Download csv" (the server refuses anyone else). */
  mayDownload: boolean;
}

/** An activity's cell: a quiz's or a game's best score ("4 of 5"), else finished or tried, "–" before any attempt. */
export function activityCell(work: ProgressRow['activities'][number] | undefined): string {
  if (!work?.attempted) return '–';
  if (work.answered > 0) return `${work.correct} of ${work.answered}`;
  return work.completed ? 'Finished' : 'Tried';
}

/** The row's one-word status, from domain's function as Track Group says it (issue 35). */
export function progressStatus(row: Pick<ProgressRow, 'progress' | 'activities'>): string {
  return studentAssignmentStatus({
    attempted: [...row.progress, ...row.activities.map((work) => work.attempted)],
    completed: row.activities.map((work) => work.completed),
  });
}

/**
 * The Progress tab (spec 1 §2.8), mounted when the tab first opens: a row per
 * student with first name, last name, e-mail, the one-word status (Not
 * started, Started, Completed: issue 35 over the spec's "No attempts made"),
 * the score over the graded answers ("7 of 10 (70%)"), and per activity the
 * best score the portal graded (a quiz, a game) or whether it was finished.
 */
export function AssignmentProgress({ assignmentId, mayDownload }: AssignmentProgressProps) {
  const toast = useToast();
  const pages = useCursorPages(PAGE_SIZE_OPTIONS[0]);
  const [downloading, setDownloading] = useState(false);
  const query = useAssignmentProgressQuery({
    variables: { id: assignmentId, first: pages.model.pageSize, after: pages.after ?? null },
  });
  const { loading } = query;
  // A student's attempt shows within 2 s, by the socket or by polling where it is blocked.
  const live = useLiveAttempts({ assignmentId }, () => query.refetch());
  // While another page loads, the last one stays on screen.
  const assignment = (query.dataState === 'complete' ? query.data : query.previousData)?.assignment;
  const report = assignment?.progressReport;
  const activities = assignment?.activities ?? [];
  const rows: ProgressRow[] = (report ? nodesOf(report) : []).map((row) => ({
    id: row.studentId,
    firstName: row.student?.firstName ?? '',
    lastName: row.student?.lastName ?? '',
    email: row.student?.email ?? '',
    started: row.started,
    progress: row.progress,
    activities: row.activities,
  }));
  const columns: ServerColumn<ProgressRow>[] = [
    { field: 'firstName', header: 'First Name', minWidth: 110, render: (row) => row.firstName },
    { field: 'lastName', header: 'Last Name', minWidth: 110, render: (row) => row.lastName },
    { field: 'email', header: 'Email', minWidth: 180, render: (row) => row.email },
    {
      field: 'status',
      header: 'Progress',
      minWidth: 140,
      render: progressStatus,
    },
    { field: 'score', header: 'Score', minWidth: 120, render: (row) => studentScoreText(row.activities) ?? '–' },
    ...activities.map((activity, index): ServerColumn<ProgressRow> => ({
      field: `activity-${index}`,
      header: activity.activity?.name ?? activity.questId,
      minWidth: 120,
      render: (row) => activityCell(row.activities[index]),
    })),
  ];

  const download = async () => {
    setDownloading(true);
    try {
      await downloadResultCsv(assignmentId);
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : MESSAGES.noResultForAssignment);
    } finally {
      setDownloading(false);
    }
  };

  if (!assignment && !loading) {
    return <Typography color="text.secondary">{NO_PROGRESS_DATA}</Typography>;
  }
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {mayDownload && (
          <Box>
            <Button variant="outlined" onClick={() => void download()} disabled={downloading}>
              Download csv
            </Button>
          </Box>
        )}
        <LiveNote mode={live} />
      </Stack>
      <ServerTable
        label="Progress"
        columns={columns}
        rows={rows}
        rowCount={report?.totalCount ?? 0}
        loading={loading}
        pageSizes={PAGE_SIZE_OPTIONS}
        pageModel={pages.model}
        onPageModelChange={(model) => pages.change(model, report?.pageInfo.endCursor)}
        emptyText="No students in this group yet."
      />
    </Stack>
  );
}
