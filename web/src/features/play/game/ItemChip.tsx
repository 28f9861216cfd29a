import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { useDraggable } from '@dnd-kit/core';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, Button } from '@mui/material';
import type { Ref } from 'react';

/**
 * An item's look wherever it is. At least 44 px each way for a finger; long
 * words wrap rather than push the page sideways at 360 px. `manipulation`
 * keeps a swipe scrolling the page (a drag by finger is a press and hold), and
 * a long press opens no callout or text selection on a phone.
 */
const ITEM_SX = {
  minHeight: 44,
  minWidth: 44,
  maxWidth: '100%',
  py: 1,
  px: 1.5,
  justifyContent: 'flex-start',
  textAlign: 'left',
  textTransform: 'none',
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
  touchAction: 'manipulation',
  userSelect: 'none',
  WebkitTouchCallout: 'none',
} as const;

/**
 * An item as a button: its text is its name; pressed while selected (tap it,
 * then tap where it goes). `attributes` and `listeners` come from dnd-kit and
 * make it draggable by pointer, touch and keyboard.
 */
export function ItemButton({
  text,
  selected,
  dragging,
  onSelect,
  ref,
  attributes,
  listeners,
  fullWidth = false,
}: {
  text: string;
  selected: boolean;
  dragging: boolean;
  onSelect(): void;
  ref?: Ref<HTMLButtonElement>;
  attributes?: DraggableAttributes;
  listeners?: DraggableSyntheticListeners;
  fullWidth?: boolean;
}) {
  return (
    <Button
      ref={ref}
      fullWidth={fullWidth}
      {...attributes}
      {...listeners}
      aria-pressed={selected}
      variant={selected ? 'contained' : 'outlined'}
      startIcon={<DragIndicatorIcon aria-hidden />}
      onClick={(event) => {
        // The zone around the item places a selected item when clicked: selecting is not placing.
        event.stopPropagation();
        onSelect();
      }}
      onKeyUp={(event) => {
        // Space picks up and drops (dnd-kit, on keydown); its keyup would also click the button and select it.
        if (event.key === ' ') event.preventDefault();
      }}
      sx={{ ...ITEM_SX, bgcolor: selected ? undefined : 'background.paper', opacity: dragging ? 0.4 : 1 }}
    >
      {text}
    </Button>
  );
}

/** An item on a sort, match or label board: draggable to any zone, or selected to be placed by a tap. */
export function DraggableItem({
  item,
  selected,
  onSelect,
}: {
  item: { itemId: string; text: string };
  selected: boolean;
  onSelect(): void;
}) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: item.itemId });
  return (
    <ItemButton
      ref={setNodeRef}
      text={item.text}
      selected={selected}
      dragging={isDragging}
      onSelect={onSelect}
      attributes={attributes}
      listeners={listeners}
    />
  );
}

/**
 * The item under the pointer while dragged (dnd-kit's DragOverlay): a picture
 * of it, hidden from screen readers, which hear the drag's announcements.
 */
export function DraggedItem({ text }: { text: string }) {
  return (
    <Box
      aria-hidden
      sx={{
        ...ITEM_SX,
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        border: 2,
        borderColor: 'primary.main',
        borderRadius: 1,
        bgcolor: 'background.paper',
        boxShadow: 6,
        cursor: 'grabbing',
        fontWeight: 500,
      }}
    >
      <DragIndicatorIcon fontSize="small" />
      {text}
    </Box>
  );
}
