import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { graphqlAs } from './quiz-player.page.js';

/** A game as staff read it: what the student sees, and where each item belongs. */
export interface StaffGame {
  mechanic: 'SORT' | 'MATCH' | 'ORDER' | 'LABEL';
  items: { itemId: string; text: string }[];
  targets: { targetId: string; text: string }[];
  solution: { itemId: string; answer: string }[];
}

export async function staffGame(staff: APIRequestContext, questId: string): Promise<StaffGame> {
  const { activity } = await graphqlAs<{ activity: { game: StaffGame } }>(
    staff,
    'query($id: ID!) { activity(questId: $id) { game { mechanic items { itemId text } targets { targetId text } solution { itemId answer } } } }',
    { id: questId },
  );
  return activity.game;
}

/**
 * Where the student will put each item: where it belongs, but for the first
 * two items, which go wrong (a sort game's first item into another group;
 * elsewhere the first two swap places, as a partner, a spot or a position
 * takes one item). Returns the placements and how many are right.
 */
export function plannedAnswers(game: StaffGame): { answers: Map<string, string>; right: number } {
  const answers = new Map(game.solution.map((entry) => [entry.itemId, entry.answer]));
  const [first, second] = game.solution;
  if (!first || !second) throw new Error('a game of fewer than two items');
  if (game.mechanic === 'SORT') {
    const other = game.targets.find((target) => target.targetId !== first.answer);
    answers.set(first.itemId, other?.targetId ?? first.answer);
    return { answers, right: game.items.length - 1 };
  }
  answers.set(first.itemId, second.answer);
  answers.set(second.itemId, first.answer);
  return { answers, right: game.items.length - 2 };
}

/** A target's name as the board shows it: a spot by its letter, else its own words. */
export function zoneName(game: StaffGame, targetId: string): string {
  const text = game.targets.find((target) => target.targetId === targetId)?.text ?? '';
  return game.mechanic === 'LABEL' ? `Spot ${text}` : text;
}

const itemButton = (board: Page | Locator, text: string) => board.getByRole('button', { name: text, exact: true });

/**
 * Plays the board by keyboard alone: Enter on an item picks it, Enter on a
 * place puts it there; an order game's rows move with their Move up buttons.
 */
export async function placeByKeyboard(page: Page, game: StaffGame, answers: Map<string, string>): Promise<void> {
  const textOf = new Map(game.items.map((item) => [item.itemId, item.text]));
  if (game.mechanic === 'ORDER') {
    const wanted = [...answers].sort((a, b) => Number(a[1]) - Number(b[1])).map(([itemId]) => textOf.get(itemId) ?? '');
    for (const [position, text] of wanted.entries()) {
      const list = page.getByRole('list', { name: /^From / });
      const now = (await list.getByRole('listitem').allTextContents()).findIndex((row) => row.includes(text));
      for (let step = now; step > position; step -= 1) {
        await page.getByRole('button', { name: `Move ${text} up`, exact: true }).press('Enter');
      }
    }
    return;
  }
  for (const [itemId, targetId] of answers) {
    await itemButton(page, textOf.get(itemId) ?? '').press('Enter');
    await page.getByRole('button', { name: zoneName(game, targetId), exact: true }).press('Enter');
  }
}

/**
 * Plays the board with the mouse: each item dragged onto its place (a press,
 * a few small moves to start the drag, then the way to the place). The place
 * is first scrolled to the middle of the window, as a person would: a drag
 * that nears the window's edge scrolls the page (dnd-kit's auto-scroll).
 */
export async function placeByPointer(page: Page, game: StaffGame, answers: Map<string, string>): Promise<void> {
  const textOf = new Map(game.items.map((item) => [item.itemId, item.text]));
  for (const [itemId, targetId] of answers) {
    const zone = page.getByRole('button', { name: zoneName(game, targetId), exact: true });
    await zone.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const from = await itemButton(page, textOf.get(itemId) ?? '').boundingBox();
    const to = await zone.boundingBox();
    if (!from || !to) throw new Error('an item or a place is not on the page');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await page.mouse.up();
  }
}

/** Sends the attempt ("Check my answers") and returns the portal's grading of it. */
export async function checkAnswers(page: Page): Promise<{ answered: number; correct: number; completed: boolean }> {
  const recorded = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postDataJSON() as { operationName?: string } | null)?.operationName === 'RecordAttempt',
  );
  await page.getByRole('button', { name: 'Check my answers' }).press('Enter');
  const answer = (await (await recorded).json()) as {
    data?: { recordAttempt: { answered: number; correct: number; completed: boolean } };
    errors?: unknown[];
  };
  expect(answer.errors).toBeUndefined();
  if (!answer.data) throw new Error('no attempt recorded');
  return answer.data.recordAttempt;
}
