import type { RealmContent } from './content-types.js';
import { FAHREN_HEIGHTS_ANIMATIONS } from './fahren-heights-animations.js';
import { FAHREN_HEIGHTS_BOOKS_2 } from './fahren-heights-books-2.js';
import { FAHREN_HEIGHTS_BOOKS } from './fahren-heights-books.js';
import { FAHREN_HEIGHTS_GAMES } from './fahren-heights-games.js';
import { FAHREN_HEIGHTS_QUIZZES } from './fahren-heights-quizzes.js';

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
    ...FAHREN_HEIGHTS_ANIMATIONS,
    {
      questId: 's-wea-001',
      type: 'song',
      name: 'Evaporate, Condense, Precipitate',
      yearLevels: [4],
      curriculum: ['AC9S4U02'],
      description: 'Three big words and one big cycle: a song that goes round and round.',
    },
    {
      questId: 's-wea-002',
      type: 'song',
      name: 'Cumulus, Stratus, Cirrus',
      yearLevels: [4],
      curriculum: ['AC9S4U02'],
      description: 'Puffy, flat and wispy: a song to name the clouds as they drift by.',
    },
    {
      questId: 's-wea-003',
      type: 'song',
      name: 'Sun Hat Weather',
      yearLevels: [3],
      curriculum: ['AC9S3U03'],
      description: 'A summery song about hot days, cool shade and staying comfortable.',
    },
    {
      questId: 's-wea-004',
      type: 'song',
      name: 'Count to the Thunder',
      yearLevels: [6],
      curriculum: ['AC9S6H02'],
      description: 'Flash, then count: a song about how far away the storm is and when to head inside.',
    },
    {
      questId: 's-wea-005',
      type: 'song',
      name: 'Four Seasons, Six Seasons',
      yearLevels: [6],
      curriculum: ['AC9S6U02'],
      description: 'A song about the different ways of dividing the year across Australia.',
    },
    {
      questId: 's-wea-006',
      type: 'song',
      name: 'Blowing in the Breeze',
      yearLevels: [5],
      curriculum: ['AC9S5U04'],
      description: 'A breezy song about air you cannot see, pushing kites, sails and leaves.',
    },
  ],
};
