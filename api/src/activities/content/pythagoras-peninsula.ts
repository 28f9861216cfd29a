import type { RealmContent } from './content-types.js';
import { PYTHAGORAS_PENINSULA_GAMES } from './pythagoras-peninsula-games.js';
import { PYTHAGORAS_PENINSULA_QUIZZES } from './pythagoras-peninsula-quizzes.js';
import { PYTHAGORAS_PENINSULA_BOOKS } from './pythagoras-peninsula-books.js';
import { PYTHAGORAS_PENINSULA_BOOKS_2 } from './pythagoras-peninsula-books-2.js';
import { PYTHAGORAS_PENINSULA_ANIMATIONS } from './pythagoras-peninsula-animations.js';
import { PYTHAGORAS_PENINSULA_ANIMATIONS_2 } from './pythagoras-peninsula-animations-2.js';

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
    ...PYTHAGORAS_PENINSULA_ANIMATIONS_2,
    ...PYTHAGORAS_PENINSULA_BOOKS_2,
    {
      questId: 's-mat-001',
      type: 'song',
      name: 'Millimetres, Centimetres, Metres',
      yearLevels: [3],
      curriculum: ['AC9S3I03'],
      description: 'A song that climbs from tiny units to big ones, with something to measure at each step.',
    },
    {
      questId: 's-mat-002',
      type: 'song',
      name: 'Tally Ho!',
      yearLevels: [4],
      curriculum: ['AC9S4I04'],
      description: 'Count in fives and cross the gate: a song for keeping count in the field.',
    },
    {
      questId: 's-mat-003',
      type: 'song',
      name: 'Up the Axis',
      yearLevels: [5],
      curriculum: ['AC9S5I04'],
      description: 'Across, then up, then mark the point: a song about plotting a line graph.',
    },
    {
      questId: 's-mat-004',
      type: 'song',
      name: 'One, One, Two, Three, Five',
      yearLevels: [4],
      curriculum: ['AC9S4I04'],
      description: 'Sing the Fibonacci sequence and spot it in petals, pine cones and shells.',
    },
    {
      questId: 's-mat-005',
      type: 'song',
      name: 'Measure Twice',
      yearLevels: [5],
      curriculum: ['AC9S5I03'],
      description: 'A catchy reminder to measure carefully and check every result.',
    },
    {
      questId: 's-mat-006',
      type: 'song',
      name: 'Mean, Median, Mode',
      yearLevels: [6],
      curriculum: ['AC9S6I04'],
      description: 'Three ways to find the middle of your data, in three verses.',
    },
  ],
};
