/*
 * A game as the player receives it. On integration these become the generated
 * GraphQL types, so the field names are the schema's: keep them as they are.
 */

/** How a game is played: sort into groups, match partners, put in order, or label a diagram. */
export type GameMechanic = 'SORT' | 'MATCH' | 'ORDER' | 'LABEL';

/** A game to play: its items, and where they can go (groups, partners or spots; none for ORDER). */
export interface PlayableGame {
  mechanic: GameMechanic;
  prompt: string;
  hint?: string | null;
  /** ORDER only: what the first position means (e.g. "Closest to the Sun"). */
  orderFrom?: string | null;
  /** ORDER only: what the last position means (e.g. "Furthest from the Sun"). */
  orderTo?: string | null;
  /** Already shuffled by the server. */
  items: readonly { itemId: string; text: string }[];
  /** Groups (SORT), partners (MATCH) or lettered spots (LABEL); [] for ORDER. */
  targets: readonly { targetId: string; text: string }[];
  /** LABEL only: the diagram, with a lettered marker at each spot. */
  diagramUrl?: string | null;
  /** LABEL only: the diagram's alt text. */
  diagramTitle?: string | null;
  /** Where each item belongs: only staff get it. */
  solution?: readonly { itemId: string; answer: string }[] | null;
}

/** One item as the player sends it: a target's id, or for ORDER its position from 1 ("1", "2", …). */
export interface GameResponse {
  itemId: string;
  answer: string;
}

/** One item as the portal graded it: what the student answered and where it belongs. */
export interface GameFeedback {
  itemId: string;
  correct: boolean;
  answer: string;
  expected: string;
}
