import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GameSolution, SOLUTION_HEADING } from './GameSolution';
import { CONDUCTOR_GROUPS, MATCH_GAME, ORDER_GAME, PLANETS, SORT_GAME } from './testGames';

const textsIn = (name: RegExp) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('GameSolution', () => {
  it('lays out each group with the items the solution puts in it', () => {
    render(<GameSolution game={SORT_GAME} />);
    expect(screen.getByRole('heading', { name: SOLUTION_HEADING })).toBeTruthy();
    const inGroup = (group: string) => Object.keys(CONDUCTOR_GROUPS).filter((item) => CONDUCTOR_GROUPS[item] === group);
    expect(textsIn(/^Conductors, 4 items$/).sort()).toEqual(inGroup('conductors').sort());
    expect(textsIn(/^Insulators, 4 items$/).sort()).toEqual(inGroup('insulators').sort());
  });

  it('lists an ORDER game in the sequence of its solution', () => {
    render(<GameSolution game={ORDER_GAME} />);
    expect(textsIn(/^From Closest to the Sun to Furthest from the Sun$/)).toEqual(
      PLANETS.map((planet, index) => `${index + 1}. ${planet}`),
    );
  });

  it('shows nothing without a solution (anyone but staff)', () => {
    const { container } = render(<GameSolution game={MATCH_GAME} />);
    expect(container.innerHTML).toBe('');
  });
});
