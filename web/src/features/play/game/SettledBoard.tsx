import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Diagram } from './Diagram';
import type { PlayableGame } from './game-shape';
import { OrderEnd } from './OrderEnd';
import { itemCount, orderName, targetName } from './zones';

/** An item where it belongs: a target's id, or for ORDER its position ("1", "2", …). */
export interface SettledItem {
  itemId: string;
  text: string;
  at: string;
  /** What the page says of it (right or wrong, in words). */
  note?: ReactNode;
}

const LIST_SX = { listStyle: 'none', p: 0, m: 0 } as const;

function ItemLine({ item, number }: { item: SettledItem; number?: number }) {
  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, overflowWrap: 'anywhere' }}>
      <Typography sx={{ fontWeight: 500 }}>{number === undefined ? item.text : `${number}. ${item.text}`}</Typography>
      {item.note}
    </Box>
  );
}

/**
 * A board with nothing left to move, as the review and the staff preview show
 * it: each group, partner or spot with the items that belong there (the
 * diagram above the spots), or the ORDER list in its right order.
 */
export function SettledBoard({ game, items }: { game: PlayableGame; items: readonly SettledItem[] }) {
  if (game.mechanic === 'ORDER') {
    const sequence = [...items].sort((a, b) => Number(a.at) - Number(b.at));
    return (
      <Stack spacing={1}>
        <OrderEnd text={game.orderFrom} end="first" />
        <Stack component="ol" aria-label={orderName(game)} spacing={1} sx={LIST_SX}>
          {sequence.map((item) => (
            <ItemLine key={item.itemId} item={item} number={Number(item.at)} />
          ))}
        </Stack>
        <OrderEnd text={game.orderTo} end="last" />
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      {game.mechanic === 'LABEL' ? <Diagram game={game} /> : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        {game.targets.map((target) => {
          const name = targetName(game.mechanic, target.text);
          const here = items.filter((item) => item.at === target.targetId);
          return (
            <Box key={target.targetId} sx={{ minWidth: 0, border: 2, borderColor: 'divider', borderRadius: 1, p: 1 }}>
              <Typography sx={{ fontWeight: 600, mb: 1, overflowWrap: 'anywhere' }}>{name}</Typography>
              <Stack component="ul" aria-label={`${name}, ${itemCount(here.length)}`} spacing={1} sx={LIST_SX}>
                {here.map((item) => (
                  <ItemLine key={item.itemId} item={item} />
                ))}
              </Stack>
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}
