import { describe, expect, it } from 'vitest';
import type { ActivityContent } from './content-types.js';
import { GAME_MECHANICS, type GameContent, type LabelGame } from './game-types.js';
import { LIBRARY } from './library.js';
import { plainSvgProblems } from '../images/plain-svg.js';

/*
 * The library's games as a reviewer checks them (issue 32): every game has a
 * mechanic and a solution for each of its items, within the sizes a child
 * plays on a phone; every label game has its drawn diagram with each spot on
 * it; and each mechanic has games enough to choose from.
 */

const activities: ActivityContent[] = LIBRARY.flatMap((realm) => [...realm.activities]);
const games = activities.filter((activity) => activity.type === 'game');
const MOST_TEXT = 60;

/** The texts a player shows of a game, whatever its mechanic. */
function textsOf(game: GameContent): string[] {
  switch (game.mechanic) {
    case 'sort':
      return [...game.groups.map((group) => group.text), ...game.items.map((item) => item.text)];
    case 'match':
      return game.pairs.flatMap((pair) => [pair.item, pair.partner]);
    case 'order':
      return [game.from, game.to, ...game.sequence];
    case 'label':
      return game.spots.map((spot) => spot.label);
  }
}

/** How many items the student places. */
function itemCount(game: GameContent): number {
  switch (game.mechanic) {
    case 'sort':
      return game.items.length;
    case 'match':
      return game.pairs.length;
    case 'order':
      return game.sequence.length;
    case 'label':
      return game.spots.length;
  }
}

const unique = (values: readonly string[]) => new Set(values.map((value) => value.trim().toLowerCase())).size;

const diagramProblems = ({ diagram }: LabelGame) => plainSvgProblems(diagram.svg);

describe("the library's games", () => {
  it('gives every game, and only games, a mechanic', () => {
    for (const activity of activities) {
      if (activity.type === 'game') expect(GAME_MECHANICS, activity.questId).toContain(activity.game?.mechanic);
      else expect(activity.game, activity.questId).toBeUndefined();
    }
  });

  it('has at least 8 games of each mechanic', () => {
    for (const mechanic of GAME_MECHANICS) {
      expect(games.filter((activity) => activity.game?.mechanic === mechanic).length, mechanic).toBeGreaterThanOrEqual(
        8,
      );
    }
  });

  it('asks a child to place 6 to 12 items, each text short, plain and said once', () => {
    for (const { questId, game } of games) {
      if (!game) continue;
      expect(itemCount(game), questId).toBeGreaterThanOrEqual(6);
      expect(itemCount(game), questId).toBeLessThanOrEqual(12);
      expect(game.prompt.trim().length, questId).toBeGreaterThan(10);
      expect(game.prompt.length, questId).toBeLessThanOrEqual(160);
      if (game.hint !== undefined) expect(game.hint.length, questId).toBeLessThanOrEqual(200);
      const texts = textsOf(game);
      expect(unique(texts), questId).toBe(texts.length);
      for (const text of [...texts, game.prompt, game.hint ?? '']) {
        expect(text.length, `${questId}: ${text}`).toBeLessThanOrEqual(Math.max(MOST_TEXT, 200));
        expect(text, questId).not.toMatch(/[\p{Cc}<>]/u);
      }
      for (const text of texts) expect(text.length, `${questId}: ${text}`).toBeLessThanOrEqual(MOST_TEXT);
    }
  });

  it('knows where every item belongs', () => {
    for (const { questId, game } of games) {
      if (game?.mechanic === 'sort') {
        expect(game.groups.length, questId).toBeGreaterThanOrEqual(2);
        expect(game.groups.length, questId).toBeLessThanOrEqual(4);
        const keys = game.groups.map((group) => group.key);
        expect(new Set(keys).size, questId).toBe(keys.length);
        for (const item of game.items) expect(keys, `${questId}: ${item.text}`).toContain(item.group);
        // Every group holds something: a group nobody belongs to teaches nothing.
        for (const key of keys)
          expect(
            game.items.some((item) => item.group === key),
            `${questId}: ${key}`,
          ).toBe(true);
      }
      if (game?.mechanic === 'order') {
        expect(game.from.trim(), questId).not.toBe('');
        expect(game.to.trim(), questId).not.toBe('');
      }
    }
  });

  it('draws each label game its own diagram, of plain shapes, with every spot on it and apart from the others', () => {
    for (const { questId, game } of games) {
      if (game?.mechanic !== 'label') continue;
      const { title, width, height } = game.diagram;
      expect(title.trim().length, questId).toBeGreaterThan(10);
      expect(diagramProblems(game), questId).toEqual([]);
      for (const spot of game.spots) {
        expect(spot.x, `${questId}: ${spot.label}`).toBeGreaterThan(0);
        expect(spot.x, `${questId}: ${spot.label}`).toBeLessThan(width);
        expect(spot.y, `${questId}: ${spot.label}`).toBeGreaterThan(0);
        expect(spot.y, `${questId}: ${spot.label}`).toBeLessThan(height);
      }
      // Markers a finger can tell apart: at least a twentieth of the diagram's width between any two.
      for (const [index, spot] of game.spots.entries()) {
        for (const other of game.spots.slice(index + 1)) {
          const apart = Math.hypot(spot.x - other.x, spot.y - other.y);
          expect(apart, `${questId}: ${spot.label} and ${other.label}`).toBeGreaterThanOrEqual(width / 20);
        }
      }
    }
  });
});
