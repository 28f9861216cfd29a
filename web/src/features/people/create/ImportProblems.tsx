import { Alert, AlertTitle } from '@mui/material';
import type { ImportProblem } from './readAccountsCsv';

/** Why a CSV file was not imported: every problem, by row, so the file can be fixed in one go. */
export function ImportProblems({ problems }: { problems: readonly ImportProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <Alert severity="error" aria-label="Import problems">
      <AlertTitle>The file was not imported. Fix it and import it again.</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {problems.map(({ row, message }, index) => (
          <li key={index}>{row === undefined ? message : `Row ${row}: ${message}`}</li>
        ))}
      </ul>
    </Alert>
  );
}
