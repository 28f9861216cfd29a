import { useDroppable } from '@dnd-kit/core';
import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { itemCount, type Zone } from './zones';

/**
 * A place items go (a group, a partner, a spot, or the tray): a drop target
 * for a drag, and for a tap. Clicking anywhere on it places the selected item;
 * its button is the same for a keyboard or screen reader (Enter on an item,
 * then Enter here). Its items are a list named for the zone and its count
 * ("Conductors, 2 items"), so a screen reader hears what each holds.
 */
export function DropZone<Item extends { itemId: string }>({
  zone,
  items,
  renderItem,
  emptyText,
  ready,
  onPlace,
}: {
  zone: Zone;
  items: readonly Item[];
  renderItem(item: Item): ReactNode;
  /** What an empty zone says ("Drop its match here"). */
  emptyText: string;
  /** An item is selected, so a tap here places it. */
  ready: boolean;
  onPlace(zone: Zone): void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: zone.zoneId });
  const highlighted = isOver || ready;
  return (
    <Box
      ref={setNodeRef}
      onClick={() => onPlace(zone)}
      sx={{
        minWidth: 0,
        p: 1,
        border: 2,
        borderRadius: 1,
        // Solid and coloured while it can take the item, dashed otherwise: the line changes, not only its colour.
        borderStyle: highlighted ? 'solid' : 'dashed',
        borderColor: highlighted ? 'primary.main' : 'divider',
        bgcolor: isOver ? 'action.hover' : 'transparent',
        cursor: ready ? 'pointer' : 'default',
      }}
    >
      {/* No handler of its own: its click bubbles to the zone's, which places the selected item. */}
      <Button
        fullWidth
        variant={ready ? 'outlined' : 'text'}
        sx={{
          minHeight: 44,
          justifyContent: 'flex-start',
          textAlign: 'left',
          textTransform: 'none',
          fontWeight: 600,
          overflowWrap: 'anywhere',
        }}
      >
        {zone.name}
      </Button>
      <Box
        component="ul"
        aria-label={`${zone.name}, ${itemCount(items.length)}`}
        sx={{ listStyle: 'none', p: 0, m: 0, mt: items.length ? 1 : 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {items.map((item) => (
          <Box component="li" key={item.itemId} sx={{ maxWidth: '100%' }}>
            {renderItem(item)}
          </Box>
        ))}
      </Box>
      {items.length ? null : (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1, py: 0.5 }}>
          {emptyText}
        </Typography>
      )}
    </Box>
  );
}
