import { DndContext, DragOverlay, type UniqueIdentifier } from '@dnd-kit/core';
import { Box, Stack, Typography } from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';
import { announcementsFor, instructionsFor } from './announcements';
import { useDragSensors, zoneCollision, zoneKeyboardCoordinates } from './dragSensors';
import { DraggableItem, DraggedItem } from './ItemChip';
import { DropZone } from './DropZone';
import type { PlayableGame } from './game-shape';
import { useReducedMotion } from './motion';
import { itemsAt, moveItem, type Placement } from './placement';
import { zoneIdOf, zonesOf, type Zone } from './zones';

/** How the targets of a sort, match or label board are laid out and named. */
export interface BoardLayout {
  /** What one target is called in the instructions: "group", "partner", "spot". */
  place: string;
  /** What an empty target says. */
  emptyText: string;
  /** The targets' grid columns per breakpoint: one column on a phone. */
  columns: { xs: string; sm?: string; md?: string };
}

/** What the player gives each sort, match or label board: the game, and where its items are. */
export interface PlacementBoardProps {
  game: PlayableGame;
  placement: Placement;
  onPlacementChange(placement: Placement): void;
}

/**
 * The board shared by SORT, MATCH and LABEL: a tray of items still to place,
 * then the targets. An item moves by dragging it (pointer, finger, or Space and
 * the arrows), or by selecting it and then choosing a target: a tap, a click,
 * or Enter on each. Any placed item can be moved again or put back in the tray.
 * The board holds only the selection; the placement is the player's.
 */
export function PlacementBoard({
  game,
  placement,
  onPlacementChange,
  layout,
  before,
}: PlacementBoardProps & {
  layout: BoardLayout;
  /** Shown above the tray (the label game's diagram). */
  before?: ReactNode;
}) {
  const reducedMotion = useReducedMotion();
  const zones = useMemo(() => zonesOf(game), [game]);
  const coordinates = useMemo(() => zoneKeyboardCoordinates(zones.map((zone) => zone.zoneId)), [zones]);
  const sensors = useDragSensors(coordinates);
  const [selected, setSelected] = useState<string | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  const textOf = (itemId: UniqueIdentifier) => game.items.find((item) => item.itemId === itemId)?.text ?? '';
  const zoneOf = (zoneId: UniqueIdentifier) => zones.find((zone) => zone.zoneId === zoneId);

  /** The board after the move, and the words that say what happened (the same for a drop and a tap). */
  function move(itemId: string, zone: Zone): { next: Placement; words: string } {
    const { placement: next, displaced } = moveItem(placement, itemId, zone.targetId, game.mechanic);
    const from = zoneOf(zoneIdOf(placement[itemId] ?? null));
    const swapped = displaced && from ? ` ${textOf(displaced)} ${from.placed}.` : '';
    return { next, words: `${textOf(itemId)} ${zone.placed}.${swapped}` };
  }

  function placeSelected(zone: Zone) {
    if (selected === null) {
      setStatus(`Choose an item first, then the ${layout.place} where it goes.`);
      return;
    }
    const { next, words } = move(selected, zone);
    onPlacementChange(next);
    setSelected(null);
    setStatus(words);
  }

  function toggle(itemId: string) {
    const unselect = selected === itemId;
    setSelected(unselect ? null : itemId);
    setStatus(
      unselect ? `${textOf(itemId)} is no longer selected.` : `${textOf(itemId)} selected: now choose where it goes.`,
    );
  }

  const renderItem = (item: { itemId: string; text: string }) => (
    <DraggableItem item={item} selected={selected === item.itemId} onSelect={() => toggle(item.itemId)} />
  );
  const zoneView = (zone: Zone, emptyText: string) => (
    <DropZone
      key={zone.zoneId}
      zone={zone}
      items={itemsAt(game.items, placement, zone.targetId)}
      renderItem={renderItem}
      emptyText={emptyText}
      ready={selected !== null}
      onPlace={placeSelected}
    />
  );
  const [tray, ...targets] = zones;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={zoneCollision}
      accessibility={{
        screenReaderInstructions: instructionsFor(game.mechanic),
        announcements: announcementsFor({
          item: textOf,
          place: (zoneId) => zoneOf(zoneId)?.name ?? '',
          dropped: (itemId, zoneId) => {
            const zone = zoneOf(zoneId);
            return zone ? move(String(itemId), zone).words : '';
          },
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
        const zone = over ? zoneOf(over.id) : undefined;
        if (zone) onPlacementChange(move(String(active.id), zone).next);
      }}
      onDragCancel={() => setDragged(null)}
    >
      <Stack
        spacing={2}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && selected !== null) toggle(selected);
        }}
      >
        {before}
        <Typography color="text.secondary">
          Drag each item to its {layout.place}, or tap an item and then its {layout.place}.
        </Typography>
        <Typography role="status" sx={{ minHeight: '1.5em', fontWeight: 500 }}>
          {status}
        </Typography>
        {tray ? zoneView(tray, 'Every item is placed.') : null}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: layout.columns }}>
          {targets.map((zone) => zoneView(zone, layout.emptyText))}
        </Box>
      </Stack>
      <DragOverlay dropAnimation={reducedMotion ? null : undefined}>
        {dragged ? <DraggedItem text={textOf(dragged)} /> : null}
      </DragOverlay>
    </DndContext>
  );
}
