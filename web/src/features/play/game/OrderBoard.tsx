import { DndContext, DragOverlay, closestCenter, type UniqueIdentifier } from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { Stack, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { announcementsFor, instructionsFor } from './announcements';
import { useDragSensors } from './dragSensors';
import { DraggedItem } from './ItemChip';
import type { PlayableGame } from './game-shape';
import { useReducedMotion } from './motion';
import { OrderEnd } from './OrderEnd';
import { moveButtonId, OrderRow } from './OrderRow';
import { orderName } from './zones';

/**
 * ORDER: the items in a list from `orderFrom` to `orderTo`, complete from the
 * start. An item moves by dragging it (pointer, finger, or Space and the
 * arrows), by selecting it and then choosing the item whose position it takes
 * (a tap, a click, or Enter on each), or by its Move up / Move down buttons.
 */
export function OrderBoard({
  game,
  order,
  onOrderChange,
}: {
  game: PlayableGame;
  /** The items' ids, first position first. */
  order: readonly string[];
  onOrderChange(order: string[]): void;
}) {
  const reducedMotion = useReducedMotion();
  const sensors = useDragSensors(sortableKeyboardCoordinates);
  const boardId = useId();
  const [selected, setSelected] = useState<string | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  // A Move button's row moves under the focus: after the move, the focus goes back to that button.
  const focusAfterMove = useRef<{ itemId: string; direction: 'up' | 'down' } | null>(null);

  useEffect(() => {
    const pending = focusAfterMove.current;
    focusAfterMove.current = null;
    if (!pending) return;
    const button = (direction: 'up' | 'down') =>
      document.getElementById(moveButtonId(boardId, pending.itemId, direction)) as HTMLButtonElement | null;
    // At the top (or the bottom) that button is now disabled: its row's other one takes the focus.
    const same = button(pending.direction);
    (same && !same.disabled ? same : button(pending.direction === 'up' ? 'down' : 'up'))?.focus();
  }, [order, boardId]);

  const textOf = (itemId: UniqueIdentifier) => game.items.find((item) => item.itemId === itemId)?.text ?? '';
  const position = (index: number) => `position ${index + 1} of ${order.length}`;

  function moveTo(itemId: string, to: number) {
    const from = order.indexOf(itemId);
    if (from < 0 || to < 0 || to >= order.length || to === from) return;
    onOrderChange(arrayMove([...order], from, to));
    setStatus(`${textOf(itemId)} moved to ${position(to)}.`);
  }

  function choose(itemId: string, index: number) {
    if (selected === itemId) {
      setSelected(null);
      setStatus(`${textOf(itemId)} is no longer selected.`);
    } else if (selected === null) {
      setSelected(itemId);
      setStatus(`${textOf(itemId)} selected: now choose the item whose position it takes.`);
    } else {
      moveTo(selected, index);
      setSelected(null);
    }
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{
        screenReaderInstructions: instructionsFor('ORDER'),
        announcements: announcementsFor({
          item: textOf,
          place: (overId) => position(order.indexOf(String(overId))),
          dropped: (itemId, overId) => `${textOf(itemId)} placed at ${position(order.indexOf(String(overId)))}.`,
        }),
      }}
      onDragStart={({ active }) => {
        // A drag replaces any selection; dnd-kit's own live region says what the drag does.
        setDragged(String(active.id));
        setSelected(null);
        setStatus('');
      }}
      onDragEnd={({ active, over }) => {
        setDragged(null);
        if (over) moveTo(String(active.id), order.indexOf(String(over.id)));
      }}
      onDragCancel={() => setDragged(null)}
    >
      <Stack
        spacing={1}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && selected !== null) choose(selected, order.indexOf(selected));
        }}
      >
        <Typography color="text.secondary">
          Drag the items into order, tap an item and then the one whose place it takes, or use the arrows.
        </Typography>
        <Typography role="status" sx={{ minHeight: '1.5em', fontWeight: 500 }}>
          {status}
        </Typography>
        <OrderEnd text={game.orderFrom} end="first" />
        <SortableContext items={[...order]} strategy={verticalListSortingStrategy}>
          <Stack component="ol" aria-label={orderName(game)} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {order.map((itemId, index) => (
              <OrderRow
                key={itemId}
                boardId={boardId}
                item={{ itemId, text: textOf(itemId) }}
                index={index}
                count={order.length}
                selected={selected === itemId}
                reducedMotion={reducedMotion}
                onSelect={() => choose(itemId, index)}
                onMove={(to, direction) => {
                  focusAfterMove.current = { itemId, direction };
                  moveTo(itemId, to);
                }}
              />
            ))}
          </Stack>
        </SortableContext>
        <OrderEnd text={game.orderTo} end="last" />
      </Stack>
      <DragOverlay dropAnimation={reducedMotion ? null : undefined}>
        {dragged ? <DraggedItem text={textOf(dragged)} /> : null}
      </DragOverlay>
    </DndContext>
  );
}
