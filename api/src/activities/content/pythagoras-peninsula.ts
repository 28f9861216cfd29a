import type { RealmContent } from './content-types.js';
import { PYTHAGORAS_PENINSULA_GAMES } from './pythagoras-peninsula-games.js';
import { PYTHAGORAS_PENINSULA_QUIZZES } from './pythagoras-peninsula-quizzes.js';

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
    {
      questId: 'b-mat-001',
      type: 'book',
      name: 'The Fibonacci Sunflower',
      yearLevels: [4],
      curriculum: ['AC9S4I04'],
      description: 'Count the spirals in a sunflower head and discover a famous number pattern.',
    },
    {
      questId: 'b-mat-002',
      type: 'book',
      name: 'How Big Is a Blue Whale?',
      yearLevels: [3],
      curriculum: ['AC9S3I03'],
      description: 'Measure out a blue whale in the playground and compare it with buses, classrooms and you.',
    },
    {
      questId: 'b-mat-003',
      type: 'book',
      name: 'A Year of Weather in Graphs',
      yearLevels: [5],
      curriculum: ['AC9S5I04'],
      description: 'Twelve months of rain, wind and temperature, drawn as graphs to read and compare.',
    },
    {
      questId: 'b-mat-004',
      type: 'book',
      name: 'Why Bees Build Hexagons',
      yearLevels: [4],
      curriculum: ['AC9S4I04'],
      description: 'Honeycomb, basalt columns and bubbles: shapes in nature that save space and material.',
    },
    {
      questId: 'b-mat-005',
      type: 'book',
      name: 'Counting Penguins From Space',
      yearLevels: [6],
      curriculum: ['AC9S6I03'],
      description: 'How scientists use satellite photos and careful counts to keep track of penguin colonies.',
    },
    {
      questId: 'b-mat-006',
      type: 'book',
      name: 'The Science of Averages',
      yearLevels: [6],
      curriculum: ['AC9S6I04'],
      description: 'Why one measurement is not enough, and how averages help us compare results.',
    },
    {
      questId: 'a-mat-001',
      type: 'animation',
      name: 'Drawing a Line Graph Step by Step',
      yearLevels: [5],
      curriculum: ['AC9S5I04'],
      description: 'Axes, scales, labels and points: build a line graph of a growing seedling.',
    },
    {
      questId: 'a-mat-002',
      type: 'animation',
      name: 'Symmetry All Around Us',
      yearLevels: [3],
      curriculum: ['AC9S3I04'],
      description:
        'Leaves, faces, starfish and snowflakes: find the lines of symmetry in living and non-living things.',
    },
    {
      questId: 'a-mat-003',
      type: 'animation',
      name: 'Scaling the Solar System',
      yearLevels: [6],
      curriculum: ['AC9S6I04'],
      description: 'Shrink the solar system to fit a football field and see how far apart the planets are.',
    },
    {
      questId: 'a-mat-004',
      type: 'animation',
      name: 'Measuring Time Before Clocks',
      yearLevels: [3],
      curriculum: ['AC9S3I03'],
      description: 'Sundials, water clocks and candle clocks: how people measured time long ago.',
    },
    {
      questId: 'a-mat-005',
      type: 'animation',
      name: 'Spirals in Shells and Storms',
      yearLevels: [4],
      curriculum: ['AC9S4I04'],
      description: 'The spirals of nautilus shells, sunflower heads and the clouds of a cyclone.',
    },
    {
      questId: 'a-mat-006',
      type: 'animation',
      name: 'Precision Matters',
      yearLevels: [5],
      curriculum: ['AC9S5I03'],
      description: 'A recipe, a rocket and a bridge: why a small measuring mistake can make a big difference.',
    },
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
