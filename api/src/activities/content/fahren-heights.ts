import type { RealmContent } from './content-types.js';
import { FAHREN_HEIGHTS_ANIMATIONS_2 } from './fahren-heights-animations-2.js';
import { FAHREN_HEIGHTS_ANIMATIONS } from './fahren-heights-animations.js';
import { FAHREN_HEIGHTS_BOOKS_2 } from './fahren-heights-books-2.js';
import { FAHREN_HEIGHTS_BOOKS_3 } from './fahren-heights-books-3.js';
import { FAHREN_HEIGHTS_BOOKS } from './fahren-heights-books.js';
import { FAHREN_HEIGHTS_GAMES } from './fahren-heights-games.js';
import { FAHREN_HEIGHTS_QUIZZES } from './fahren-heights-quizzes.js';
import { FAHREN_HEIGHTS_SONGS } from './fahren-heights-songs.js';

/**
 * Fahren Heights (Weather): the water cycle, clouds, temperature, wind,
 * storms and seasons. Codes: the one whose topicGuess is "Weather" for years
 * 3 to 6 (AC9S4U02 the water cycle), plus ours: AC9S3U03 and AC9S3U04 (heat
 * and changes of state), AC9S5U04 (air as particles), AC9S5U03 (light, for
 * the sky's colour), AC9S6U02 (seasons), AC9S6H02 (warnings and decisions)
 * and the measuring and graphing skills AC9S3I03, AC9S4I03, AC9S4I04, AC9S5I02.
 */
export const FAHREN_HEIGHTS: RealmContent = {
  realm: 'Fahren Heights',
  activities: [
    ...FAHREN_HEIGHTS_QUIZZES,
    ...FAHREN_HEIGHTS_GAMES,
    ...FAHREN_HEIGHTS_BOOKS,
    ...FAHREN_HEIGHTS_BOOKS_2,
    ...FAHREN_HEIGHTS_BOOKS_3,
    ...FAHREN_HEIGHTS_ANIMATIONS,
    ...FAHREN_HEIGHTS_ANIMATIONS_2,
    ...FAHREN_HEIGHTS_SONGS,
  ],
};
