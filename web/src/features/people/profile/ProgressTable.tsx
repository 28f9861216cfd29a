import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';

const COLUMNS = ['Activity', 'Assignment', 'Accuracy', 'Progress', 'Time'];

/**
 * A student's progress (spec 1 §2.6). Progress is not recorded yet and the
 * gateway has no field for it, so the table shows its empty state.
 */
export function ProgressTable() {
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
            <TableRow>
              <TableCell colSpan={COLUMNS.length}>
                <Typography color="text.secondary">No progress recorded yet.</Typography>
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  );
}
