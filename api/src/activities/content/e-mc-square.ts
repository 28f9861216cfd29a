import type { RealmContent } from './content-types.js';
import { E_MC_SQUARE_ANIMATIONS } from './e-mc-square-animations.js';
import { E_MC_SQUARE_BOOKS_2 } from './e-mc-square-books-2.js';
import { E_MC_SQUARE_BOOKS } from './e-mc-square-books.js';
import { E_MC_SQUARE_GAMES } from './e-mc-square-games.js';
import { E_MC_SQUARE_QUIZZES } from './e-mc-square-quizzes.js';

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
    {
      questId: 's-phy-001',
      type: 'song',
      name: 'Push and Pull Polka',
      yearLevels: [4],
      curriculum: ['AC9S4U03'],
      description: 'A dance song about forces that start things, stop things and change their direction.',
    },
    {
      questId: 's-phy-002',
      type: 'song',
      name: 'Huddle, Shuffle, Zoom',
      yearLevels: [5],
      curriculum: ['AC9S5U04'],
      description: 'Act out the particles of a solid, a liquid and a gas as you sing: huddle, shuffle and zoom.',
    },
    {
      questId: 's-phy-003',
      type: 'song',
      name: 'Light Goes Straight',
      yearLevels: [5],
      curriculum: ['AC9S5U03'],
      description: 'A song about light that travels in lines, bounces off mirrors and bends in water.',
    },
    {
      questId: 's-phy-004',
      type: 'song',
      name: 'Heat Flows Hot to Cold',
      yearLevels: [3],
      curriculum: ['AC9S3U03'],
      description: 'A catchy rule to remember: heat always moves from warmer things to cooler things.',
    },
    {
      questId: 's-phy-005',
      type: 'song',
      name: 'Ice to Water to Steam',
      yearLevels: [3],
      curriculum: ['AC9S3U04'],
      description: 'Sing water through ice, liquid and steam, adding and taking away heat.',
    },
    {
      questId: 's-phy-006',
      type: 'song',
      name: 'Close the Circuit',
      yearLevels: [6],
      curriculum: ['AC9S6U03'],
      description: 'No loop, no light: a song about switches, conductors and insulators.',
    },
  ],
};
