import { useState } from 'react';
import {
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { PAGE_SIZE_OPTIONS } from '@portal/domain';
import type { ProgressTable_UserFragment } from '../../../generated/graphql';
import { nodesOf } from '../../../shared/graphql/connections';

const COLUMNS = ['Activity', 'Assignment', 'Accuracy', 'Progress', 'Time'];

type Line = ReturnType<typeof nodesOf<ProgressTable_UserFragment['progress']['edges'][number]['node']>>[number];

/** "3 min 20 s", "45 s": time spent, as a teacher reads it. */
export function timeSpent(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes > 0 ? `${minutes} min ${rest} s` : `${rest} s`;
}

/** Correct over answered, as a percentage; a dash when nothing was asked (a book, a song). */
export function accuracy({ answered, correct }: Pick<Line, 'answered' | 'correct'>): string {
  return answered > 0 ? `${Math.round((100 * correct) / answered)}%` : '–';
}

/**
 * A student's progress (spec 1 §2.6), latest attempt first: one line per
 * activity of an assignment they tried, with the best attempt's accuracy.
 */
export function ProgressTable({ user }: { user: ProgressTable_UserFragment }) {
  const lines = nodesOf(user.progress);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZE_OPTIONS[0]);
  const shown = lines.slice(page * pageSize, page * pageSize + pageSize);
  return (
    <section aria-labelledby="progress-heading">
      <Typography id="progress-heading" variant="h6" component="h2" gutterBottom>
        Progress
      </Typography>
      {/* A region the keyboard can reach, so a phone-width table still scrolls sideways by keys. */}
      <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label="Progress table">
        <Table size="small" aria-labelledby="progress-heading">
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column}>{column}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.length === 0 ? (
              <TableRow>
                <TableCell colSpan={COLUMNS.length}>
                  <Typography color="text.secondary">No progress recorded yet.</Typography>
                </TableCell>
              </TableRow>
            ) : (
              shown.map((line) => (
                <TableRow key={`${line.assignmentId} ${line.questId}`}>
                  <TableCell>{line.activityName ?? line.questId}</TableCell>
                  <TableCell>{line.assignmentName}</TableCell>
                  <TableCell>{accuracy(line)}</TableCell>
                  <TableCell>{line.completed ? 'Completed' : 'Started'}</TableCell>
                  <TableCell>{timeSpent(line.seconds)}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {lines.length > 0 && (
        <TablePagination
          component="div"
          count={lines.length}
          page={page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={PAGE_SIZE_OPTIONS}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value));
            setPage(0);
          }}
        />
      )}
      {user.progress.totalCount > lines.length && (
        <Typography variant="body2" color="text.secondary">
          The latest {lines.length} of {user.progress.totalCount} activities tried.
        </Typography>
      )}
    </section>
  );
}
