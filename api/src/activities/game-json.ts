import { z } from 'zod';
import type { StoredGame } from '../db/schema.js';
import { GAME_MECHANICS } from './content/game-types.js';

export const gameJson = z
  .object({
    mechanic: z
      .enum(GAME_MECHANICS)
      .describe(
        'sort: each item into a group; match: each item with its partner; order: the items in sequence; label: each label on its spot of the diagram',
      ),
    prompt: z.string().describe('What to do, for the year level'),
    hint: z.string().optional().describe('A nudge the student may ask for'),
    orderFrom: z.string().optional().describe("An order game's first position: what it means"),
    orderTo: z.string().optional().describe("An order game's last position: what it means"),
    items: z
      .array(
        z
          .object({
            itemId: z.string().describe('What a response names; it says nothing of where the item belongs'),
            text: z.string(),
          })
          .meta({ id: 'GameItem' }),
      )
      .describe('What the student places, in the order shown (shuffled once, the same for everyone)'),
    targets: z
      .array(
        z
          .object({
            targetId: z.string().describe("A sort, match or label response's answer"),
            text: z.string(),
          })
          .meta({ id: 'GameTarget' }),
      )
      .describe(
        "Where items go: a sort game's groups, a match game's partners (each taken once), a label game's spots (lettered A, B, C… on the diagram, each taken once); none for an order game",
      ),
    diagramUrl: z
      .string()
      .optional()
      .describe("A label game's diagram (SVG, its spots marked with their letters), a path under /api/v1"),
    diagramTitle: z.string().optional().describe("What a label game's diagram shows, as its text alternative"),
    solution: z
      .array(z.object({ itemId: z.string(), answer: z.string() }).meta({ id: 'GameAnswer' }))
      .optional()
      .describe(
        "Where each item belongs, as a right response's answer: only for staff (teachers and admins), left out for everyone else",
      ),
  })
  .meta({ id: 'Game' });

export type GameJson = z.infer<typeof gameJson>;

/** A label game's diagram's address (the API's prefix is `/api/v1`). */
export function diagramUrl(questId: string): string {
  return `/api/v1/activities/${encodeURIComponent(questId)}/diagram.svg`;
}

/** A game as JSON: what a student plays, and its solution only when `withSolution`. */
export function toGameJson(questId: string, game: StoredGame, withSolution: boolean): GameJson {
  const json: GameJson = {
    mechanic: game.mechanic,
    prompt: game.prompt,
    items: game.items.map(({ itemId, text }) => ({ itemId, text })),
    targets: game.targets.map(({ targetId, text }) => ({ targetId, text })),
  };
  if (game.hint) json.hint = game.hint;
  if (game.orderFrom) json.orderFrom = game.orderFrom;
  if (game.orderTo) json.orderTo = game.orderTo;
  if (game.diagram) {
    json.diagramUrl = diagramUrl(questId);
    json.diagramTitle = game.diagram.title;
  }
  if (withSolution) json.solution = game.solution.map(({ itemId, answer }) => ({ itemId, answer }));
  return json;
}
