import type { RealmContent } from './content-types.js';
import { E_MC_SQUARE_ANIMATIONS_2 } from './e-mc-square-animations-2.js';
import { E_MC_SQUARE_ANIMATIONS } from './e-mc-square-animations.js';
import { E_MC_SQUARE_BOOKS_2 } from './e-mc-square-books-2.js';
import { E_MC_SQUARE_BOOKS } from './e-mc-square-books.js';
import { E_MC_SQUARE_GAMES } from './e-mc-square-games.js';
import { E_MC_SQUARE_QUIZZES } from './e-mc-square-quizzes.js';
import { E_MC_SQUARE_SONGS } from './e-mc-square-songs.js';

/**
 * E=MC Square (Physics): forces, heat, light, matter and electricity. Codes:
 * those whose topicGuess is "Physics" for years 3 to 6 (AC9S3U03 heat,
 * AC9S3U04 changes of state, AC9S4U03 forces, AC9S5U03 light, AC9S5U04
 * particles, AC9S6U03 circuits, AC9S6U04 reversible and irreversible
 * changes), plus AC9S4I02 (fair tests).
 */
export const E_MC_SQUARE: RealmContent = {
  realm: 'E=MC Square',
  activities: [
    ...E_MC_SQUARE_QUIZZES,
    ...E_MC_SQUARE_GAMES,
    ...E_MC_SQUARE_BOOKS,
    ...E_MC_SQUARE_BOOKS_2,
    ...E_MC_SQUARE_ANIMATIONS,
    ...E_MC_SQUARE_ANIMATIONS_2,
    ...E_MC_SQUARE_SONGS,
  ],
};
