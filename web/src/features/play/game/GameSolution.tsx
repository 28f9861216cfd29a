import { Stack, Typography } from '@mui/material';
import type { PlayableGame } from './game-shape';
import { SettledBoard, type SettledItem } from './SettledBoard';

export const SOLUTION_HEADING = 'Where each item belongs';

/**
 * A game's answers for a staff preview: each group with its items, each pair,
 * the sequence in order, or each spot with its label. The server sends the
 * solution only to staff; without it this shows nothing.
 */
export function GameSolution({ game }: { game: PlayableGame }) {
  if (!game.solution?.length) return null;
  const items: SettledItem[] = game.solution.flatMap(({ itemId, answer }) => {
    const item = game.items.find((candidate) => candidate.itemId === itemId);
    return item ? [{ ...item, at: answer }] : [];
  });
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {SOLUTION_HEADING}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{game.prompt}</Typography>
      <SettledBoard game={game} items={items} />
    </Stack>
  );
}
