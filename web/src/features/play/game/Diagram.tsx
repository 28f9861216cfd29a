import { Box } from '@mui/material';
import type { PlayableGame } from './game-shape';

/** A label game's diagram, its lettered markers showing the spots; never wider than the screen. */
export function Diagram({ game }: { game: PlayableGame }) {
  if (!game.diagramUrl) return null;
  return (
    <Box
      component="img"
      src={game.diagramUrl}
      alt={game.diagramTitle ?? ''}
      sx={{ display: 'block', maxWidth: '100%', height: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    />
  );
}
