import { describe, expect, it } from 'vitest';
import { shippedActivities } from './activity-library.js';

/*
 * The library's games as the portal stores them (issue 32): every item has
 * one answer among the game's targets (an order game's: a position), no id
 * is repeated within a game or across games, a label game's spots sit on
 * its diagram, and nothing a student reads gives the solution away.
 */

const games = shippedActivities().filter((activity) => activity.activityType === 'game');

describe('the stored games', () => {
  it('has a game for every game activity, and none for any other', () => {
    expect(games.length).toBeGreaterThanOrEqual(32);
    for (const activity of games) expect(activity.game, activity.questId).not.toBeNull();
    for (const activity of shippedActivities().filter((one) => one.activityType !== 'game')) {
      expect(activity.game, activity.questId).toBeNull();
    }
  });

  it.each(games.map((activity) => [activity.questId, activity.game] as const))(
    '%s: every item one answer, ids unique, the solution not in the order shown',
    (questId, game) => {
      if (!game) throw new Error(`${questId} has no game`);
      const itemIds = game.items.map((item) => item.itemId);
      expect(new Set(itemIds).size).toBe(itemIds.length);
      expect(new Set(game.targets.map((target) => target.targetId)).size).toBe(game.targets.length);
      expect(game.solution.map((entry) => entry.itemId).sort()).toEqual([...itemIds].sort());
      const places =
        game.mechanic === 'order'
          ? game.items.map((_, index) => String(index + 1))
          : game.targets.map((target) => target.targetId);
      for (const { answer } of game.solution) expect(places).toContain(answer);
      if (game.mechanic !== 'sort')
        expect(new Set(game.solution.map((entry) => entry.answer)).size).toBe(itemIds.length);
      if (game.mechanic === 'order') {
        const shown = game.items.map((item) => game.solution.find((entry) => entry.itemId === item.itemId)?.answer);
        expect(shown).not.toEqual(places);
      }
      // No text of the solution is in an id a student reads.
      for (const target of game.targets) expect(itemIds.some((id) => id.endsWith(target.targetId))).toBe(false);
    },
  );

  it('keeps every id unique across the library', () => {
    const ids = games.flatMap((activity) => activity.game?.items.map((item) => item.itemId) ?? []);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(
    games
      .filter((activity) => activity.game?.mechanic === 'label')
      .map((activity) => [activity.questId, activity.game] as const),
  )('%s: a diagram with each lettered spot on it, in reading order', (questId, game) => {
    const diagram = game?.diagram;
    if (!game || !diagram) throw new Error(`${questId}: a label game without its diagram`);
    expect(diagram.spots.map((spot) => spot.targetId)).toEqual(game.targets.map((target) => target.targetId));
    expect(game.targets.map((target) => target.text).join('')).toBe('ABCDEFGHIJKL'.slice(0, game.targets.length));
    for (const { x, y } of diagram.spots) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(diagram.width);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(diagram.height);
    }
  });
});
