import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { viewAssignmentUrl } from '../../assignments/urls';
import { BACK_TO_ASSIGNMENT, REVIEW_HEADING, TRY_AGAIN } from '../QuizReview';
import type { GameFeedback, PlayableGame } from './game-shape';
import { SettledBoard, type SettledItem } from './SettledBoard';
import { whereYouPutIt } from './zones';

/** An attempt at a game as the portal graded it: the score, and per item right or not and where it belongs. */
export interface GradedGame {
  answered: number;
  correct: number;
  feedback: readonly GameFeedback[];
}

/** Right, or wrong and where the student had put it: by icon and by word, never by colour alone. */
function Verdict({ game, feedback }: { game: PlayableGame; feedback: GameFeedback }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mt: 0.5 }}>
      {feedback.correct ? (
        <CheckCircleIcon color="success" fontSize="small" aria-hidden sx={{ mt: '2px' }} />
      ) : (
        <CancelIcon color="error" fontSize="small" aria-hidden sx={{ mt: '2px' }} />
      )}
      <Typography variant="body2">
        {feedback.correct ? (
          <strong>Right</strong>
        ) : (
          <>
            <strong>Wrong:</strong> {whereYouPutIt(game, feedback.answer)}
          </>
        )}
      </Typography>
    </Stack>
  );
}

/**
 * After the portal grades a game: the score, announced to a screen reader,
 * then the board as it should be, every item where it belongs, each marked
 * right (the student put it there) or wrong (and where they had put it). The
 * review heading takes the focus, so a keyboard user starts reading there.
 * "Try again" starts a new attempt (the best counts).
 */
export function GameReview({
  game,
  graded,
  assignmentId,
  onTryAgain,
}: {
  game: PlayableGame;
  graded: GradedGame;
  assignmentId: string;
  onTryAgain(): void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const score = `You scored ${graded.correct} out of ${graded.answered}`;
  const items: SettledItem[] = graded.feedback.flatMap((feedback) => {
    const item = game.items.find((candidate) => candidate.itemId === feedback.itemId);
    if (!item) return [];
    return [{ ...item, at: feedback.expected, note: <Verdict game={game} feedback={feedback} /> }];
  });
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
      <Typography sx={{ overflowWrap: 'anywhere' }}>{game.prompt}</Typography>
      <SettledBoard game={game} items={items} />
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
