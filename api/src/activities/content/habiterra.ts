import type { RealmContent } from './content-types.js';
import { HABITERRA_ANIMATIONS_2 } from './habiterra-animations-2.js';
import { HABITERRA_ANIMATIONS } from './habiterra-animations.js';
import { HABITERRA_BOOKS_2 } from './habiterra-books-2.js';
import { HABITERRA_BOOKS } from './habiterra-books.js';
import { HABITERRA_GAMES } from './habiterra-games.js';
import { HABITERRA_QUIZZES } from './habiterra-quizzes.js';
import { HABITERRA_SONGS } from './habiterra-songs.js';

/**
 * Habiterra (Animals): how animals live, grow, feed and survive. Codes: the
 * one whose topicGuess is "Animals" for years 3 to 6 (AC9S5U01 structural
 * features and behaviours), plus ours: AC9S3U01 (life cycles), AC9S4U01
 * (food chains), AC9S6U01 (habitat conditions) and AC9S3I04 (recording data).
 */
export const HABITERRA: RealmContent = {
  realm: 'Habiterra',
  activities: [
    ...HABITERRA_QUIZZES,
    ...HABITERRA_GAMES,
    ...HABITERRA_BOOKS,
    ...HABITERRA_BOOKS_2,
    ...HABITERRA_ANIMATIONS,
    ...HABITERRA_ANIMATIONS_2,
    ...HABITERRA_SONGS,
  ],
};
