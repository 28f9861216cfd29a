import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CHECK_ANSWERS, GamePlayer, SHOW_HINT } from './GamePlayer';
import type { GameResponse, PlayableGame } from './game-shape';
import {
  CONDUCTOR_GROUPS,
  LABEL_GAME,
  MATCH_GAME,
  MATERIALS,
  ORDER_GAME,
  PLANETS,
  SORT_GAME,
  TORCH_SPOTS,
} from './testGames';

function play(game: PlayableGame, busy = false) {
  const onFinish = vi.fn<(responses: GameResponse[]) => void>();
  render(<GamePlayer game={game} busy={busy} onFinish={onFinish} />);
  return onFinish;
}

const button = (name: string) => screen.getByRole('button', { name });
const checkButton = () => button(CHECK_ANSWERS) as HTMLButtonElement;
const zone = (name: RegExp) => screen.getByRole('list', { name });
const textsIn = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

/**
 * The button showing this text, for the dozens of taps below: a query by role
 * and name (`button`) reads the whole page's accessibility tree each time, and
 * took seconds more. The zones' and items' names are checked by role above.
 */
const showing = (text: string) => screen.getByText(text, { selector: 'button' });

/** The tap path: tap the item, then the place (a group's, partner's or spot's button). */
function place(item: string, where: string) {
  fireEvent.click(showing(item));
  fireEvent.click(showing(where));
}

/** The responses sent, one per item, as item text → answer. */
function answersSent(game: PlayableGame, onFinish: ReturnType<typeof play>) {
  expect(onFinish).toHaveBeenCalledTimes(1);
  const responses = onFinish.mock.calls[0]?.[0] ?? [];
  expect(responses).toHaveLength(game.items.length);
  const textOf = (itemId: string) => game.items.find((item) => item.itemId === itemId)?.text ?? itemId;
  return Object.fromEntries(responses.map(({ itemId, answer }) => [textOf(itemId), answer]));
}

const targetText = (game: PlayableGame, targetId: string) =>
  game.targets.find((target) => target.targetId === targetId)?.text ?? '';

describe('GamePlayer', () => {
  it('sorts each item into the group tapped after it, and checks only once every item is placed', () => {
    const onFinish = play(SORT_GAME);
    expect(checkButton().disabled).toBe(true);
    expect(screen.getByText('8 items still to place')).toBeTruthy();

    fireEvent.click(button('Copper wire'));
    expect(button('Copper wire').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button('Conductors'));
    expect(button('Copper wire').getAttribute('aria-pressed')).toBe('false');
    expect(textsIn(zone(/^Conductors, 1 item$/))).toEqual(['Copper wire']);
    expect(screen.getByText('Copper wire placed in Conductors.')).toBeTruthy();

    const [last, ...rest] = Object.entries(CONDUCTOR_GROUPS).filter(([item]) => item !== 'Copper wire');
    for (const [item, group] of rest) place(item, targetText(SORT_GAME, group));
    expect(screen.getByText('1 item still to place')).toBeTruthy();
    expect(checkButton().disabled).toBe(true);
    if (last) place(last[0], targetText(SORT_GAME, last[1]));
    expect(textsIn(zone(/^Insulators, 4 items$/))).toHaveLength(4);
    expect(textsIn(zone(/^Still to place, 0 items$/))).toEqual([]);
    expect(checkButton().disabled).toBe(false);

    fireEvent.click(checkButton());
    expect(answersSent(SORT_GAME, onFinish)).toEqual(CONDUCTOR_GROUPS);
  });

  it('moves a placed item to another group or back to the tray, which makes the board incomplete again', () => {
    const onFinish = play(SORT_GAME);
    for (const [item, group] of Object.entries(CONDUCTOR_GROUPS)) place(item, targetText(SORT_GAME, group));
    place('Glass marble', 'Conductors');
    expect(textsIn(zone(/^Conductors, 5 items$/))).toContain('Glass marble');
    place('Steel nail', 'Still to place');
    expect(textsIn(zone(/^Still to place, 1 item$/))).toEqual(['Steel nail']);
    expect(checkButton().disabled).toBe(true);

    place('Steel nail', 'Insulators');
    fireEvent.click(checkButton());
    expect(answersSent(SORT_GAME, onFinish)).toEqual({
      ...CONDUCTOR_GROUPS,
      'Glass marble': 'conductors',
      'Steel nail': 'insulators',
    });
  });

  it('a tap on a group with nothing selected places nothing, and Escape lets go of the selected item', () => {
    play(SORT_GAME);
    fireEvent.click(button('Conductors'));
    expect(textsIn(zone(/^Conductors, 0 items$/))).toEqual([]);
    fireEvent.click(button('Copper wire'));
    fireEvent.keyDown(button('Copper wire'), { key: 'Escape', code: 'Escape' });
    expect(button('Copper wire').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button('Conductors'));
    expect(textsIn(zone(/^Still to place, 8 items$/))).toContain('Copper wire');
  });

  it('pairs each item with one partner: a second item on a partner swaps the first to where it came from', () => {
    const onFinish = play(MATCH_GAME);
    const glass = targetText(MATCH_GAME, 'glass');
    const steel = targetText(MATCH_GAME, 'steel');
    place('Window', glass);
    place('Saucepan', glass);
    expect(textsIn(zone(new RegExp(`^${glass}, 1 item$`)))).toEqual(['Saucepan']);
    expect(textsIn(zone(/^Still to place, /))).toContain('Window');

    place('Window', steel);
    place('Window', glass);
    expect(textsIn(zone(new RegExp(`^${glass}, 1 item$`)))).toEqual(['Window']);
    expect(textsIn(zone(new RegExp(`^${steel}, 1 item$`)))).toEqual(['Saucepan']);
    expect(screen.getByText(`Window paired with ${glass}. Saucepan paired with ${steel}.`)).toBeTruthy();

    for (const [item, partner] of Object.entries(MATERIALS).filter(
      ([item]) => !['Window', 'Saucepan'].includes(item),
    )) {
      expect(checkButton().disabled).toBe(true);
      place(item, targetText(MATCH_GAME, partner));
    }
    fireEvent.click(checkButton());
    expect(answersSent(MATCH_GAME, onFinish)).toEqual(MATERIALS);
  });

  it('labels the diagram: each label on a lettered spot, one label a spot', () => {
    const onFinish = play(LABEL_GAME);
    const diagram = screen.getByRole('img', { name: 'A torch cut open to show its circuit' });
    expect(diagram.getAttribute('src')).toBe('/images/g-inv-002/diagram.svg');
    for (const [label, spot] of Object.entries(TORCH_SPOTS)) {
      expect(checkButton().disabled).toBe(true);
      place(label, `Spot ${targetText(LABEL_GAME, spot)}`);
    }
    expect(textsIn(zone(/^Spot A, 1 item$/))).toEqual(['Battery']);
    fireEvent.click(checkButton());
    expect(answersSent(LABEL_GAME, onFinish)).toEqual(TORCH_SPOTS);
  });

  it('puts an ORDER list in order by tapping an item then the one whose position it takes', () => {
    const onFinish = play(ORDER_GAME);
    const list = () => zone(/^From Closest to the Sun to Furthest from the Sun$/);
    const order = () => textsIn(list()).map((text) => text?.replace(/^\d+/, ''));
    // Complete from the start: the server's shuffle is an answer too.
    expect(checkButton().disabled).toBe(false);
    expect(order()).toEqual(['Mars', 'Mercury', 'Jupiter', 'Earth', 'Neptune', 'Venus', 'Saturn', 'Uranus']);

    place('Mercury', 'Mars');
    expect(order().slice(0, 2)).toEqual(['Mercury', 'Mars']);
    expect(screen.getByText('Mercury moved to position 1 of 8.')).toBeTruthy();
    place('Venus', 'Mars');
    place('Earth', 'Mars');
    place('Neptune', 'Uranus');
    expect(order()).toEqual([...PLANETS]);

    fireEvent.click(checkButton());
    expect(answersSent(ORDER_GAME, onFinish)).toEqual(
      Object.fromEntries(PLANETS.map((planet, index) => [planet, String(index + 1)])),
    );
  });

  it("moves an ORDER item with its row's Move up and Move down buttons, keeping the focus on the row", () => {
    play(ORDER_GAME);
    const order = () => textsIn(screen.getByRole('list')).map((text) => text?.replace(/^\d+/, ''));
    expect((button('Move Mars up') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(button('Move Mercury up'));
    expect(order().slice(0, 3)).toEqual(['Mercury', 'Mars', 'Jupiter']);
    // Mercury is first now, so its Move up is disabled: the focus moves to its Move down.
    expect(document.activeElement).toBe(button('Move Mercury down'));

    fireEvent.click(button('Move Mars down'));
    expect(order().slice(0, 3)).toEqual(['Mercury', 'Jupiter', 'Mars']);
    expect(document.activeElement).toBe(button('Move Mars down'));
    expect((button('Move Uranus down') as HTMLButtonElement).disabled).toBe(true);
  });

  it('does not check while the last answers are being sent', () => {
    const onFinish = play(ORDER_GAME, true);
    expect(checkButton().disabled).toBe(true);
    fireEvent.submit(checkButton());
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('shows the hint only when asked', () => {
    play(SORT_GAME);
    expect(screen.queryByText('Metals let electricity through.')).toBeNull();
    fireEvent.click(button(SHOW_HINT));
    expect(screen.getByText('Metals let electricity through.')).toBeTruthy();
    expect(button('Hide the hint').getAttribute('aria-expanded')).toBe('true');
  });

  it('offers no hint button for a game without a hint', () => {
    play(MATCH_GAME);
    expect(screen.queryByRole('button', { name: SHOW_HINT })).toBeNull();
  });
});
