import { Alert, Button, Stack, Typography } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { viewAssignmentUrl } from '../assignments/urls';

export const REVIEW_HEADING = 'Your answers';
export const TRY_AGAIN = 'Try again';
export const BACK_TO_ASSIGNMENT = 'Back to the assignment';

/**
 * What every review of a graded attempt (a quiz's, a game's) shows around
 * its answers: the score the portal worked out, announced to a screen reader;
 * the review heading, which takes the focus so a keyboard user starts reading
 * there; then, after the answers, "Try again" (a new attempt: the best
 * counts) and the way back to the assignment.
 */
export function ReviewFrame({
  graded,
  assignmentId,
  onTryAgain,
  children,
}: {
  graded: { answered: number; correct: number };
  assignmentId: string;
  onTryAgain(): void;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const score = `You scored ${graded.correct} out of ${graded.answered}`;
  return (
    <Stack spacing={2}>
      <Alert severity="success" role="status">
        Your attempt has been recorded. <span>{score}.</span>
      </Alert>
      <Typography variant="h5" component="p">
        {score}
      </Typography>
      <Typography variant="h6" component="h2" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
        {REVIEW_HEADING}
      </Typography>
      {children}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
        <Button variant="contained" onClick={onTryAgain} sx={{ minHeight: 44 }}>
          {TRY_AGAIN}
        </Button>
        <Button component={RouterLink} to={viewAssignmentUrl(assignmentId)} variant="outlined" sx={{ minHeight: 44 }}>
          {BACK_TO_ASSIGNMENT}
        </Button>
      </Stack>
    </Stack>
  );
}
