import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { BACK_TO_ASSIGNMENT, REVIEW_HEADING, TRY_AGAIN } from '../ReviewFrame';
import type { PlayableGame } from './game-shape';
import { GameReview } from './GameReview';
import { CONDUCTOR_GROUPS, gradeAnswers, ORDER_GAME, PLANETS, SORT_GAME } from './testGames';

function review(game: PlayableGame, belongs: Record<string, string>, answered: Record<string, string>) {
  const feedback = gradeAnswers(game, belongs, answered);
  const onTryAgain = vi.fn();
  render(
    <MemoryRouter>
      <GameReview
        game={game}
        graded={{ answered: feedback.length, correct: feedback.filter((item) => item.correct).length, feedback }}
        assignmentId="a1"
        onTryAgain={onTryAgain}
      />
    </MemoryRouter>,
  );
  return onTryAgain;
}

/** Each item of a list, with what the review says of it. */
const linesOf = (name: RegExp) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('GameReview', () => {
  // Steel nail and Rubber band swapped groups; every other item is where it belongs.
  const answered = { ...CONDUCTOR_GROUPS, 'Steel nail': 'insulators', 'Rubber band': 'conductors' };

  it('announces the score and puts the focus on the review heading', () => {
    review(SORT_GAME, CONDUCTOR_GROUPS, answered);
    const status = screen.getAllByRole('status').find((region) => region.textContent?.includes('You scored'));
    expect(status?.textContent).toContain('You scored 6 out of 8.');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: REVIEW_HEADING }));
  });

  it('shows every item in the group it belongs to, the wrong ones saying where the student put them', () => {
    review(SORT_GAME, CONDUCTOR_GROUPS, answered);
    const conductors = linesOf(/^Conductors, 4 items$/);
    expect(conductors).toContain('Copper wireRight');
    expect(conductors).toContain('Steel nailWrong: You put it in Insulators');
    const insulators = linesOf(/^Insulators, 4 items$/);
    expect(insulators).toContain('Rubber bandWrong: You put it in Conductors');
    expect(insulators.filter((line) => line?.endsWith('Right'))).toHaveLength(3);
  });

  it('lists an ORDER game in its right order, each wrong item with the position the student gave it', () => {
    const belongs = Object.fromEntries(PLANETS.map((planet, index) => [planet, String(index + 1)]));
    review(ORDER_GAME, belongs, { ...belongs, Mercury: '3', Earth: '1' });
    expect(linesOf(/^From Closest to the Sun to Furthest from the Sun$/).slice(0, 4)).toEqual([
      '1. MercuryWrong: You had it at position 3',
      '2. VenusRight',
      '3. EarthWrong: You had it at position 1',
      '4. MarsRight',
    ]);
    expect(screen.getAllByRole('status').some((region) => region.textContent?.includes('6 out of 8'))).toBe(true);
  });

  it('offers another attempt and the way back to the assignment', () => {
    const onTryAgain = review(SORT_GAME, CONDUCTOR_GROUPS, CONDUCTOR_GROUPS);
    fireEvent.click(screen.getByRole('button', { name: TRY_AGAIN }));
    expect(onTryAgain).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: BACK_TO_ASSIGNMENT }).getAttribute('href')).toBe('/assignments/view/a1');
  });
});
