import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Stack, Typography } from '@mui/material';
import { ReviewFrame } from '../ReviewFrame';
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
  const items: SettledItem[] = graded.feedback.flatMap((feedback) => {
    const item = game.items.find((candidate) => candidate.itemId === feedback.itemId);
    if (!item) return [];
    return [{ ...item, at: feedback.expected, note: <Verdict game={game} feedback={feedback} /> }];
  });
  return (
    <ReviewFrame graded={graded} assignmentId={assignmentId} onTryAgain={onTryAgain}>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{game.prompt}</Typography>
      <SettledBoard game={game} items={items} />
    </ReviewFrame>
  );
}
