import type { StoredGame } from '../db/schema.js';
import type { GameContent } from './content/game-types.js';
import { idOf } from './quiz-question.js';

/** The letters a label game's spots are named by, in reading order (12 spots at most). */
const SPOT_LETTERS = 'ABCDEFGHIJKL';

/**
 * These entries in an order of their own, the same on every load: by a hash
 * of the questId and each entry's text. An order that happens to be the
 * written one (an order game's answer, or each match item beside its
 * partner) is turned by one place.
 */
function shuffled<T>(questId: string, entries: readonly T[], textOf: (entry: T) => string): T[] {
  const keyed = entries.map((entry) => ({ entry, key: idOf(questId, 'place', textOf(entry)) }));
  const order = keyed.sort((a, b) => a.key.localeCompare(b.key)).map(({ entry }) => entry);
  const unmoved = order.every((entry, index) => entry === entries[index]);
  return unmoved && order.length > 1 ? [...order.slice(1), order[0] as T] : order;
}

/**
 * A game as stored from its content: every item and target given its id,
 * the items shuffled once, and the solution kept apart from what a student
 * reads. A label game's spots are lettered A, B, C… in reading order (top to
 * bottom, then left to right), so the letters say nothing of the labels.
 */
export function gameOf(questId: string, game: GameContent): StoredGame {
  const item = (text: string) => ({ itemId: `${questId}.${idOf(questId, 'item', text)}`, text });
  const target = (text: string) => ({ targetId: idOf(questId, 'target', text), text });
  const base = { prompt: game.prompt, hint: game.hint ?? null, orderFrom: null, orderTo: null, diagram: null };
  switch (game.mechanic) {
    case 'sort': {
      const groups = new Map(game.groups.map((group) => [group.key, target(group.text)]));
      const placed = game.items.map((one) => ({ ...item(one.text), answer: groups.get(one.group)?.targetId ?? '' }));
      return stored({ ...base, mechanic: 'sort', targets: [...groups.values()] }, questId, placed);
    }
    case 'match': {
      const placed = game.pairs.map((pair) => ({ ...item(pair.item), answer: target(pair.partner).targetId }));
      const partners = shuffled(questId, game.pairs, (pair) => pair.partner).map((pair) => target(pair.partner));
      return stored({ ...base, mechanic: 'match', targets: partners }, questId, placed);
    }
    case 'order': {
      const placed = game.sequence.map((text, index) => ({ ...item(text), answer: String(index + 1) }));
      return stored(
        { ...base, mechanic: 'order', orderFrom: game.from, orderTo: game.to, targets: [] },
        questId,
        placed,
      );
    }
    case 'label': {
      const reading = [...game.spots].sort((a, b) => a.y - b.y || a.x - b.x);
      const lettered = new Map(reading.map((spot, index) => [spot, target(SPOT_LETTERS[index] ?? String(index + 1))]));
      const spotOf = (spot: (typeof game.spots)[number]) => {
        const found = lettered.get(spot);
        if (!found) throw new Error(`game ${questId}: a spot without its letter`);
        return found;
      };
      const placed = game.spots.map((spot) => ({ ...item(spot.label), answer: spotOf(spot).targetId }));
      const { title, width, height, svg } = game.diagram;
      const spots = reading.map((spot) => ({ targetId: spotOf(spot).targetId, x: spot.x, y: spot.y }));
      return stored(
        { ...base, mechanic: 'label', targets: reading.map(spotOf), diagram: { title, width, height, svg, spots } },
        questId,
        placed,
      );
    }
  }
}

type Placed = { itemId: string; text: string; answer: string };

/** The game with its items shuffled and its solution in the written order. */
function stored(game: Omit<StoredGame, 'items' | 'solution'>, questId: string, placed: readonly Placed[]): StoredGame {
  return {
    ...game,
    items: shuffled(questId, placed, (one) => one.text).map(({ itemId, text }) => ({ itemId, text })),
    solution: placed.map(({ itemId, answer }) => ({ itemId, answer })),
  };
}
