import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, IconButton, Typography } from '@mui/material';
import { ItemButton } from './ItemChip';

/** The id of a row's Move up or Move down button, so the board can keep the focus on it after the move. */
export const moveButtonId = (boardId: string, itemId: string, direction: 'up' | 'down') =>
  `${boardId}-${itemId}-${direction}`;

/**
 * One position of an ORDER list: its number, the item (drag it, or select it
 * then choose another item to take that one's position) and Move up / Move
 * down buttons, the simplest path for a keyboard or a switch.
 */
export function OrderRow({
  boardId,
  item,
  index,
  count,
  selected,
  reducedMotion,
  onSelect,
  onMove,
}: {
  boardId: string;
  item: { itemId: string; text: string };
  index: number;
  count: number;
  selected: boolean;
  reducedMotion: boolean;
  onSelect(): void;
  onMove(to: number, direction: 'up' | 'down'): void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.itemId,
    // The rows making room slide; with reduced motion they jump.
    transition: reducedMotion ? null : undefined,
  });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, transform: CSS.Translate.toString(transform), transition }}
    >
      <Typography sx={{ minWidth: '2ch', textAlign: 'right', fontWeight: 600 }}>{index + 1}</Typography>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <ItemButton
          ref={setActivatorNodeRef}
          text={item.text}
          selected={selected}
          dragging={isDragging}
          onSelect={onSelect}
          attributes={attributes}
          listeners={listeners}
          fullWidth
        />
      </Box>
      <IconButton
        id={moveButtonId(boardId, item.itemId, 'up')}
        aria-label={`Move ${item.text} up`}
        disabled={index === 0}
        onClick={() => onMove(index - 1, 'up')}
        sx={{ width: 44, height: 44 }}
      >
        <ArrowUpwardIcon />
      </IconButton>
      <IconButton
        id={moveButtonId(boardId, item.itemId, 'down')}
        aria-label={`Move ${item.text} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1, 'down')}
        sx={{ width: 44, height: 44 }}
      >
        <ArrowDownwardIcon />
      </IconButton>
    </Box>
  );
}
