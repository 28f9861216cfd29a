import type { GameMechanic, GameResponse, PlayableGame } from './game-shape';

/** Where each item is on a sort, match or label board: a target's id, or null while it waits in the tray. */
export type Placement = Readonly<Record<string, string | null>>;

/** The board as a game starts: every item in the tray. */
export function nothingPlaced(game: PlayableGame): Placement {
  return Object.fromEntries(game.items.map((item) => [item.itemId, null]));
}

/** A group holds any number of items; a partner or a spot takes one. */
export const takesOne = (mechanic: GameMechanic) => mechanic !== 'SORT';

/**
 * The board after moving an item to a target (or back to the tray, null).
 * A partner or spot already taken swaps: its item goes where the moved one
 * came from, so no item is ever lost and the child sees both change.
 */
export function moveItem(
  placement: Placement,
  itemId: string,
  targetId: string | null,
  mechanic: GameMechanic,
): { placement: Placement; displaced: string | null } {
  const from = placement[itemId] ?? null;
  if (from === targetId) return { placement, displaced: null };
  const next: Record<string, string | null> = { ...placement, [itemId]: targetId };
  const displaced =
    targetId !== null && takesOne(mechanic)
      ? (Object.keys(placement).find((other) => other !== itemId && placement[other] === targetId) ?? null)
      : null;
  if (displaced) next[displaced] = from;
  return { placement: next, displaced };
}

/** The items a target (or the tray, null) holds, in the order the server shuffled them. */
export function itemsAt<Item extends { itemId: string }>(
  items: readonly Item[],
  placement: Placement,
  targetId: string | null,
): Item[] {
  return items.filter((item) => (placement[item.itemId] ?? null) === targetId);
}

/** One response per item, or null while any item is still in the tray. */
export function placementResponses(game: PlayableGame, placement: Placement): GameResponse[] | null {
  const responses: GameResponse[] = [];
  for (const { itemId } of game.items) {
    const answer = placement[itemId];
    if (!answer) return null;
    responses.push({ itemId, answer });
  }
  return responses;
}

/** An ORDER game's answer: each item's position from 1, as the portal grades it. */
export function orderResponses(order: readonly string[]): GameResponse[] {
  return order.map((itemId, index) => ({ itemId, answer: String(index + 1) }));
}
