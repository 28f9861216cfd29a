import LightbulbIcon from '@mui/icons-material/Lightbulb';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import type { GameResponse, PlayableGame } from './game-shape';
import { LabelBoard } from './LabelBoard';
import { MatchBoard } from './MatchBoard';
import { OrderBoard } from './OrderBoard';
import { itemsAt, nothingPlaced, orderResponses, placementResponses } from './placement';
import { SortBoard } from './SortBoard';

export const SHOW_HINT = 'Show a hint';
export const CHECK_ANSWERS = 'Check my answers';

/**
 * A game: its prompt, a hint for whoever asks, the board of its mechanic, then
 * "Check my answers" once every item is placed (an ORDER list is complete from
 * the start). The player knows no answers: it sends one response per item and
 * the portal grades them; the review shows what was right.
 */
export function GamePlayer({
  game,
  busy,
  onFinish,
}: {
  game: PlayableGame;
  busy: boolean;
  onFinish(responses: GameResponse[]): void;
}) {
  const hintId = useId();
  const [hintShown, setHintShown] = useState(false);
  const [placement, setPlacement] = useState(() => nothingPlaced(game));
  const [order, setOrder] = useState<readonly string[]>(() => game.items.map((item) => item.itemId));

  const ordering = game.mechanic === 'ORDER';
  const responses = ordering ? orderResponses(order) : placementResponses(game, placement);
  const left = ordering ? 0 : itemsAt(game.items, placement, null).length;
  const boardProps = { game, placement, onPlacementChange: setPlacement };

  return (
    <Stack
      spacing={2}
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (responses && !busy) onFinish(responses);
      }}
    >
      <Typography sx={{ fontSize: '1.15rem', overflowWrap: 'anywhere' }}>{game.prompt}</Typography>
      {game.hint ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Button
            startIcon={<LightbulbIcon aria-hidden />}
            aria-expanded={hintShown}
            aria-controls={hintShown ? hintId : undefined}
            onClick={() => setHintShown(!hintShown)}
            sx={{ minHeight: 44 }}
          >
            {hintShown ? 'Hide the hint' : SHOW_HINT}
          </Button>
          {/* Not the `hidden` attribute: an Alert's own display would show it all the same. */}
          {hintShown ? (
            <Alert id={hintId} severity="info" icon={false} sx={{ overflowWrap: 'anywhere' }}>
              {game.hint}
            </Alert>
          ) : null}
        </Stack>
      ) : null}
      {game.mechanic === 'SORT' ? <SortBoard {...boardProps} /> : null}
      {game.mechanic === 'MATCH' ? <MatchBoard {...boardProps} /> : null}
      {game.mechanic === 'LABEL' ? <LabelBoard {...boardProps} /> : null}
      {ordering ? <OrderBoard game={game} order={order} onOrderChange={setOrder} /> : null}
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Button type="submit" variant="contained" disabled={!responses || busy} sx={{ minHeight: 44 }}>
          {CHECK_ANSWERS}
        </Button>
        {left ? (
          <Typography color="text.secondary">{left === 1 ? '1 item' : `${left} items`} still to place</Typography>
        ) : null}
      </Stack>
    </Stack>
  );
}
