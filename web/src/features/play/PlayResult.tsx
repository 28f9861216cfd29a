import { Alert, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { viewAssignmentUrl } from '../assignments/urls';
import { BACK_TO_ASSIGNMENT } from './ReviewFrame';

/** After a book, animation, song or game is recorded: finished, and the way back to the assignment. */
export function PlayResult({ assignmentId, completed }: { assignmentId: string; completed: boolean }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="success" role="status" sx={{ alignSelf: 'stretch' }}>
        Your attempt has been recorded.
      </Alert>
      <Typography variant="h5" component="p">
        {completed ? 'Well done, you finished it!' : 'Your time with it has been saved.'}
      </Typography>
      <Button component={RouterLink} to={viewAssignmentUrl(assignmentId)} variant="contained">
        {BACK_TO_ASSIGNMENT}
      </Button>
    </Stack>
  );
}
