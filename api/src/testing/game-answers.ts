import { shippedActivities } from '../activities/activity-library.js';
import type { StoredGame } from '../db/schema.js';

/** A shipped game as the library stores it, with its solution. */
export function storedGame(questId: string): StoredGame {
  const game = shippedActivities().find((activity) => activity.questId === questId)?.game;
  if (!game) throw new Error(`${questId} is no game of the shipped library`);
  return game;
}

/**
 * Placements in a shipped game as a student's player sends them, in the
 * solution's order: every item where it belongs but the first `wrong`. A
 * sort game's wrong item goes to another group; in any other game the first
 * `wrong` items pass their places round among themselves (2 at least, as a
 * partner, a position or a spot takes one item).
 */
export function gameResponses(questId: string, wrong = 0) {
  const game = storedGame(questId);
  const answers = game.solution.map(({ itemId, answer }) => ({ itemId, answer }));
  if (game.mechanic === 'sort') {
    return answers.map((entry, index) => {
      if (index >= wrong) return entry;
      const other = game.targets.find((target) => target.targetId !== entry.answer);
      return { ...entry, answer: other?.targetId ?? entry.answer };
    });
  }
  if (wrong === 1) throw new Error('one item alone cannot be wrong where each place takes one item');
  const places = answers.slice(0, wrong).map((entry) => entry.answer);
  return answers.map((entry, index) =>
    index < wrong ? { ...entry, answer: places[(index + 1) % wrong] ?? entry.answer } : entry,
  );
}
