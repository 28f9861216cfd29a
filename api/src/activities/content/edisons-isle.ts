import type { RealmContent } from './content-types.js';
import { EDISONS_ISLE_GAMES } from './edisons-isle-games.js';
import { EDISONS_ISLE_QUIZZES } from './edisons-isle-quizzes.js';
import { EDISONS_ISLE_BOOKS } from './edisons-isle-books.js';
import { EDISONS_ISLE_BOOKS_2 } from './edisons-isle-books-2.js';
import { EDISONS_ISLE_ANIMATIONS } from './edisons-isle-animations.js';
import { EDISONS_ISLE_ANIMATIONS_2 } from './edisons-isle-animations-2.js';

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
    {
      questId: 's-inv-001',
      type: 'song',
      name: "Eureka! The Inventor's Song",
      yearLevels: [3],
      curriculum: ['AC9S3H02'],
      description: 'Find a problem, sketch it, build it, test it: a song about the steps of inventing.',
    },
    {
      questId: 's-inv-002',
      type: 'song',
      name: 'Conductor or Insulator?',
      yearLevels: [6],
      curriculum: ['AC9S6U03'],
      description: 'A quick-fire song that sorts materials by whether electricity can flow through them.',
    },
    {
      questId: 's-inv-003',
      type: 'song',
      name: 'Push It Up the Ramp',
      yearLevels: [4],
      curriculum: ['AC9S4U03'],
      description: 'A work song about ramps, levers and pulleys that make heavy jobs lighter.',
    },
    {
      questId: 's-inv-004',
      type: 'song',
      name: 'Metal, Glass and Plastic Too',
      yearLevels: [4],
      curriculum: ['AC9S4U04'],
      description: 'Sing the properties of everyday materials: shiny, clear, bendy, strong.',
    },
    {
      questId: 's-inv-005',
      type: 'song',
      name: 'On the Shoulders of Giants',
      yearLevels: [6],
      curriculum: ['AC9S6H01'],
      description: 'A song about inventors who built on the ideas of those who came before them.',
    },
    {
      questId: 's-inv-006',
      type: 'song',
      name: 'Test It, Fix It, Try Again',
      yearLevels: [4],
      curriculum: ['AC9S4H02'],
      description: 'A never-give-up chorus about testing a design and making it better each time.',
    },
  ],
};
