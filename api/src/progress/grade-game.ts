import type { GradedResponse, StoredGame } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { PROGRESS_MESSAGES } from './progress-messages.js';

/** One answer as a client sends it: the item, and where it was placed. */
interface PlacedItem {
  itemId: string;
  answer: string;
}

/** The answers this game's items may be given: its targets' ids, or an order game's positions from 1. */
function answersOf(game: StoredGame): Set<string> {
  return game.mechanic === 'order'
    ? new Set(game.items.map((_, index) => String(index + 1)))
    : new Set(game.targets.map((target) => target.targetId));
}

/**
 * Grades a game's placements against its solution: each item placed at most
 * once, on one of the game's targets (an order game: a position from 1 to its
 * number of items), and a partner, a spot or a position taken by one item
 * only. Anything else is 400 naming the field, before anything is stored.
 * Finished when every item is placed.
 */
export function gradeGame(game: StoredGame, responses: readonly PlacedItem[]) {
  const solution = new Map(game.solution.map((entry) => [entry.itemId, entry.answer]));
  if (responses.length > game.items.length) {
    throw new ApiError(400, PROGRESS_MESSAGES.tooManyPlacements(game.items.length), { field: 'responses' });
  }
  const answers = answersOf(game);
  const placed = new Set<string>();
  const taken = new Set<string>();
  const graded = responses.map(({ itemId, answer }, index): GradedResponse => {
    const expected = solution.get(itemId);
    if (expected === undefined) {
      throw new ApiError(400, PROGRESS_MESSAGES.unknownGameItem, { field: `responses.${index}.itemId` });
    }
    if (placed.has(itemId)) {
      throw new ApiError(400, PROGRESS_MESSAGES.repeatedGameItem, { field: `responses.${index}.itemId` });
    }
    placed.add(itemId);
    if (!answers.has(answer)) {
      throw new ApiError(400, PROGRESS_MESSAGES.unknownTarget[game.mechanic](game.items.length), {
        field: `responses.${index}.answer`,
      });
    }
    // A partner, a spot or a position takes one item; a sort game's group takes any number.
    if (game.mechanic !== 'sort' && taken.has(answer)) {
      throw new ApiError(400, PROGRESS_MESSAGES.targetTaken[game.mechanic], { field: `responses.${index}.answer` });
    }
    taken.add(answer);
    return { itemId, answer, correct: answer === expected };
  });
  return {
    answered: graded.length,
    correct: graded.filter((response) => response.correct).length,
    completed: graded.length === game.items.length,
    responses: graded,
  };
}

/**
 * The feedback on a game's placed items, in the order the items are shown:
 * where the student put each, and where it belongs. Items left unplaced get
 * none, so an empty attempt reveals nothing of the solution.
 */
export function gameFeedback(game: StoredGame, responses: readonly GradedResponse[] | null) {
  const solution = new Map(game.solution.map((entry) => [entry.itemId, entry.answer]));
  const answers = new Map((responses ?? []).map((response) => [response.itemId, response]));
  return game.items.flatMap(({ itemId }) => {
    const response = answers.get(itemId);
    const expected = solution.get(itemId);
    return response && expected !== undefined
      ? [{ itemId, correct: response.correct, answer: response.answer, expected, explanation: '' }]
      : [];
  });
}
