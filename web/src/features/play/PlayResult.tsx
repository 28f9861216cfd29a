import { Alert, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { viewAssignmentUrl } from '../assignments/urls';

/** After the attempt is recorded: the score (for a quiz) and the way back to the assignment. */
export function PlayResult({
  assignmentId,
  assignmentName,
  score,
}: {
  assignmentId: string;
  assignmentName: string | undefined;
  score: { correct: number; answered: number } | null;
}) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="success" role="status" sx={{ alignSelf: 'stretch' }}>
        Your attempt has been recorded.
      </Alert>
      {score ? (
        <Typography variant="h5" component="p">
          You scored {score.correct} out of {score.answered}
        </Typography>
      ) : (
        <Typography variant="h5" component="p">
          Well done, you finished it!
        </Typography>
      )}
      <Button component={RouterLink} to={viewAssignmentUrl(assignmentId)} variant="contained">
        {assignmentName ? `Back to ${assignmentName}` : 'Back to the assignment'}
      </Button>
    </Stack>
  );
}
