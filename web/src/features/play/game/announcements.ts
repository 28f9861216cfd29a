import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { GameMechanic } from './game-shape';

const PLACES: Readonly<Record<GameMechanic, string>> = {
  SORT: 'group',
  MATCH: 'partner',
  LABEL: 'spot',
  ORDER: 'position',
};

/** What a screen reader says on focusing an item: both ways to move it, drag and select-then-place. */
export function instructionsFor(mechanic: GameMechanic): ScreenReaderInstructions {
  const place = PLACES[mechanic];
  return {
    draggable:
      `To drag this item, press Space. The arrow keys move it from ${place} to ${place}; ` +
      'press Space again to drop it, or Escape to cancel. ' +
      `Or press Enter to select it, then Enter on the ${place} where it goes.`,
  };
}

/**
 * What dnd-kit announces while an item is dragged, in plain words naming the
 * item and the place ("Picked up Copper wire.", "Copper wire is over
 * Conductors.", "Copper wire placed in Conductors."). `dropped` says what a drop
 * on a place does (the board's own words, the same a tap-and-place says).
 */
export function announcementsFor(words: {
  item(id: UniqueIdentifier): string;
  place(id: UniqueIdentifier): string;
  dropped(itemId: UniqueIdentifier, placeId: UniqueIdentifier): string;
}): Announcements {
  return {
    onDragStart: ({ active }) => `Picked up ${words.item(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${words.item(active.id)} is over ${words.place(over.id)}.`
        : `${words.item(active.id)} is not over a place to drop it.`,
    onDragEnd: ({ active, over }) =>
      over ? words.dropped(active.id, over.id) : `${words.item(active.id)} was dropped back where it was.`,
    onDragCancel: ({ active }) => `Moving ${words.item(active.id)} was cancelled: it is back where it was.`,
  };
}
