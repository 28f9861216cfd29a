import type { StoredGame } from '../db/schema.js';
import type { AttemptResponse } from '../progress/grade-attempt.js';
import type { Random } from './demo-random.js';

/**
 * A student's placements in a game: each item where it belongs with the
 * chance `chance`, else somewhere wrong the player lets them put it (another
 * group; in a match, order or label game, the place of another item, swapped
 * with it, as a partner, a position and a spot each take one item). The
 * first `placed` items only, when the student left before the end.
 */
export function gameAnswersOf(random: Random, game: StoredGame, chance: number, placed: number): AttemptResponse[] {
  const answers = game.solution.map((entry) => ({ itemId: entry.itemId, answer: entry.answer }));
  answers.forEach((entry, index) => {
    if (random.chance(chance)) return;
    if (game.mechanic === 'sort') {
      const others = game.targets.filter((target) => target.targetId !== entry.answer);
      entry.answer = others[random.int(0, others.length - 1)]?.targetId ?? entry.answer;
      return;
    }
    const other = answers[(index + random.int(1, answers.length - 1)) % answers.length];
    if (other) [entry.answer, other.answer] = [other.answer, entry.answer];
  });
  return answers.slice(0, placed);
}
