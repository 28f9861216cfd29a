import type { ActivityType, RealmName } from '@portal/domain';
import type { GameContent } from './game-types.js';
import type { AnimationContent, BookContent, SongContent } from './story-types.js';

/**
 * One multiple-choice question of a quiz as we write it: the correct answer
 * and three (or more) wrong ones, so a reviewer sees at once which is right,
 * and why it is right in a sentence or two for the quiz's year level (shown
 * to the student in the review after the quiz). Where the correct answer sits
 * among the choices is decided when the library is loaded
 * (`activity-library.ts`), the same way on every load.
 */
export interface QuestionContent {
  prompt: string;
  correct: string;
  wrong: readonly string[];
  explanation: string;
}

/**
 * One activity of the library as written in a realm's file.
 *
 * `questId` is `<type letter>-<realm code>-<number>` (q quiz, g game, b book,
 * a animation, s song; realm codes in `src/testing/realm-codes.ts`), written by hand and
 * never reused or renumbered: assignments and attempts refer to it, so it
 * stays the same across releases and installs. `curriculum` holds Australian
 * Curriculum v9 codes of `api/content/au-science-curriculum-v9.json`, each of
 * a year among `yearLevels`.
 */
export interface ActivityContent {
  questId: string;
  type: ActivityType;
  name: string;
  yearLevels: readonly number[];
  curriculum: readonly string[];
  description: string;
  /** A quiz's questions (at least four); no other type has any. */
  questions?: readonly QuestionContent[];
  /** A game's mechanic and content (game-types.ts); no other type has one. */
  game?: GameContent;
  /** A book's pages and its check (story-types.ts); likewise an animation's scenes and a song's lyrics and tune. */
  book?: BookContent;
  animation?: AnimationContent;
  song?: SongContent;
}

/** A realm's file: its activities, and which curriculum codes they draw on and why (in the file's comment). */
export interface RealmContent {
  realm: RealmName;
  activities: readonly ActivityContent[];
}
