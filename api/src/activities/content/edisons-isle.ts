import type { RealmContent } from './content-types.js';
import { EDISONS_ISLE_GAMES } from './edisons-isle-games.js';
import { EDISONS_ISLE_QUIZZES } from './edisons-isle-quizzes.js';
import { EDISONS_ISLE_BOOKS } from './edisons-isle-books.js';
import { EDISONS_ISLE_BOOKS_2 } from './edisons-isle-books-2.js';
import { EDISONS_ISLE_ANIMATIONS } from './edisons-isle-animations.js';
import { EDISONS_ISLE_ANIMATIONS_2 } from './edisons-isle-animations-2.js';
import { EDISONS_ISLE_SONGS } from './edisons-isle-songs.js';

/**
 * Edison's Isle (Inventions): inventors, materials, machines and circuits.
 * Codes: those whose topicGuess is "Inventions" for years 3 to 6 (AC9S3H02
 * and AC9S4H02 solving problems, AC9S4U04 materials, AC9S5H01 and AC9S6H01
 * collaboration), plus ours: AC9S4U03 (forces, for simple machines),
 * AC9S5U03 (light, for lenses and mirrors) and AC9S6U03 (circuits).
 */
export const EDISONS_ISLE: RealmContent = {
  realm: "Edison's Isle",
  activities: [
    ...EDISONS_ISLE_QUIZZES,
    ...EDISONS_ISLE_GAMES,
    ...EDISONS_ISLE_BOOKS,
    ...EDISONS_ISLE_BOOKS_2,
    ...EDISONS_ISLE_ANIMATIONS,
    ...EDISONS_ISLE_ANIMATIONS_2,
    ...EDISONS_ISLE_SONGS,
  ],
};
