import type { RealmContent } from './content-types.js';
import { PYTHAGORAS_PENINSULA_GAMES } from './pythagoras-peninsula-games.js';
import { PYTHAGORAS_PENINSULA_QUIZZES } from './pythagoras-peninsula-quizzes.js';
import { PYTHAGORAS_PENINSULA_BOOKS } from './pythagoras-peninsula-books.js';
import { PYTHAGORAS_PENINSULA_BOOKS_2 } from './pythagoras-peninsula-books-2.js';
import { PYTHAGORAS_PENINSULA_ANIMATIONS } from './pythagoras-peninsula-animations.js';
import { PYTHAGORAS_PENINSULA_ANIMATIONS_2 } from './pythagoras-peninsula-animations-2.js';
import { PYTHAGORAS_PENINSULA_SONGS } from './pythagoras-peninsula-songs.js';

/**
 * Pythagoras Peninsula (Mathematics): measuring, recording, graphing and the
 * patterns of nature. Codes: those whose topicGuess is "Mathematics" for
 * years 3 to 6, the measuring and representing skills of science inquiry
 * (AC9S3I03, AC9S3I04, AC9S4I03, AC9S4I04, AC9S5I03, AC9S5I04, AC9S6I03,
 * AC9S6I04).
 */
export const PYTHAGORAS_PENINSULA: RealmContent = {
  realm: 'Pythagoras Peninsula',
  activities: [
    ...PYTHAGORAS_PENINSULA_QUIZZES,
    ...PYTHAGORAS_PENINSULA_GAMES,
    ...PYTHAGORAS_PENINSULA_BOOKS,
    ...PYTHAGORAS_PENINSULA_ANIMATIONS,
    ...PYTHAGORAS_PENINSULA_SONGS,
    ...PYTHAGORAS_PENINSULA_ANIMATIONS_2,
    ...PYTHAGORAS_PENINSULA_BOOKS_2,
  ],
};
