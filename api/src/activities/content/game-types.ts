/*
 * A game of the library as we write it (issue 32): one of four mechanics and
 * its content, each item written with where it belongs, so a reviewer sees
 * the solution beside the question. Ids for items and targets are given when
 * the library is loaded; the player shuffles the items.
 */

/** Drag each item into the group it belongs to (2 to 4 groups; 6 to 12 items). */
export interface SortGame {
  mechanic: 'sort';
  /** What to do, for the year level: "Sort each material: does it conduct electricity?" */
  prompt: string;
  groups: readonly { key: string; text: string }[];
  items: readonly { text: string; group: string }[];
  hint?: string;
}

/** Pair each item with its partner (6 to 12 pairs; every partner used once). */
export interface MatchGame {
  mechanic: 'match';
  prompt: string;
  pairs: readonly { item: string; partner: string }[];
  hint?: string;
}

/** Put the items in sequence (6 to 12, written here in the right order). */
export interface OrderGame {
  mechanic: 'order';
  prompt: string;
  /** What the first and the last of the sequence mean: "Closest to the Sun" … "Furthest from the Sun". */
  from: string;
  to: string;
  sequence: readonly string[];
  hint?: string;
}

/**
 * Place each label on its marked spot of a diagram drawn for the game (6 to
 * 12 spots). The diagram is SVG markup of plain shapes (g, path, circle,
 * ellipse, rect, line, polyline, polygon; no text, no scripts, no links) in a
 * `width` × `height` box; each spot is a point inside it, on the part it names.
 */
export interface LabelGame {
  mechanic: 'label';
  prompt: string;
  diagram: { title: string; width: number; height: number; svg: string };
  spots: readonly { label: string; x: number; y: number }[];
  hint?: string;
}

export type GameContent = SortGame | MatchGame | OrderGame | LabelGame;

export const GAME_MECHANICS = ['sort', 'match', 'order', 'label'] as const;
export type GameMechanic = (typeof GAME_MECHANICS)[number];
