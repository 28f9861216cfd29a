// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { itemsAt, moveItem, nothingPlaced, orderResponses, placementResponses } from './placement';
import { MATCH_GAME, SORT_GAME } from './testGames';

const idOf = (game: typeof SORT_GAME, text: string) => game.items.find((item) => item.text === text)?.itemId ?? '';

describe('placement', () => {
  it('a group takes any number of items, and an item can go back to the tray', () => {
    const [copper, steel] = [idOf(SORT_GAME, 'Copper wire'), idOf(SORT_GAME, 'Steel nail')];
    let { placement } = moveItem(nothingPlaced(SORT_GAME), copper, 'conductors', 'SORT');
    ({ placement } = moveItem(placement, steel, 'conductors', 'SORT'));
    expect(itemsAt(SORT_GAME.items, placement, 'conductors').map((item) => item.text)).toEqual([
      'Copper wire',
      'Steel nail',
    ]);
    const back = moveItem(placement, copper, null, 'SORT');
    expect(back.displaced).toBeNull();
    expect(itemsAt(SORT_GAME.items, back.placement, null)).toHaveLength(7);
  });

  it('a partner takes one item: the one there swaps to where the new one came from', () => {
    const [windowId, saucepan] = [idOf(MATCH_GAME, 'Window'), idOf(MATCH_GAME, 'Saucepan')];
    let { placement } = moveItem(nothingPlaced(MATCH_GAME), windowId, 'glass', 'MATCH');
    ({ placement } = moveItem(placement, saucepan, 'steel', 'MATCH'));
    const swap = moveItem(placement, windowId, 'steel', 'MATCH');
    expect(swap.displaced).toBe(saucepan);
    expect(swap.placement[saucepan]).toBe('glass');
    const fromTray = moveItem(swap.placement, idOf(MATCH_GAME, 'Tea towel'), 'steel', 'MATCH');
    expect(fromTray.placement[windowId]).toBeNull();
  });

  it('answers only once every item is placed, one response per item', () => {
    let placement = nothingPlaced(SORT_GAME);
    for (const [index, item] of SORT_GAME.items.entries()) {
      expect(placementResponses(SORT_GAME, placement)).toBeNull();
      placement = moveItem(placement, item.itemId, index % 2 ? 'insulators' : 'conductors', 'SORT').placement;
    }
    expect(placementResponses(SORT_GAME, placement)).toHaveLength(SORT_GAME.items.length);
  });

  it("answers an ORDER list with each item's position from 1", () => {
    expect(orderResponses(['b', 'a', 'c'])).toEqual([
      { itemId: 'b', answer: '1' },
      { itemId: 'a', answer: '2' },
      { itemId: 'c', answer: '3' },
    ]);
  });
});
