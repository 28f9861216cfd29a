import type { RealmContent } from './content-types.js';
import { CAPE_COSMOS_GAMES } from './cape-cosmos-games.js';
import { CAPE_COSMOS_QUIZZES } from './cape-cosmos-quizzes.js';
import { CAPE_COSMOS_BOOKS } from './cape-cosmos-books.js';
import { CAPE_COSMOS_BOOKS_2 } from './cape-cosmos-books-2.js';
import { CAPE_COSMOS_ANIMATIONS } from './cape-cosmos-animations.js';
import { CAPE_COSMOS_ANIMATIONS_2 } from './cape-cosmos-animations-2.js';

/**
 * Cape Cosmos (Space): Earth, Moon, Sun, planets and space exploration.
 * Codes: the one whose topicGuess is "Space" for years 3 to 6 (AC9S6U02
 * Earth's movement, day, night and seasons), plus ours: AC9S4U03 (gravity),
 * AC9S5U03 (light, for the Moon and the Sun), AC9S5H01 (collaboration, for
 * missions) and AC9S6H02 (science for communities, for satellites).
 */
export const CAPE_COSMOS: RealmContent = {
  realm: 'Cape Cosmos',
  activities: [
    ...CAPE_COSMOS_QUIZZES,
    ...CAPE_COSMOS_GAMES,
    ...CAPE_COSMOS_BOOKS,
    ...CAPE_COSMOS_BOOKS_2,
    ...CAPE_COSMOS_ANIMATIONS,
    ...CAPE_COSMOS_ANIMATIONS_2,
    {
      questId: 's-spa-001',
      type: 'song',
      name: 'The Eight Planets Song',
      yearLevels: [6],
      curriculum: ['AC9S6U02'],
      description: 'Mercury to Neptune in order, with a fact about each one to sing along to.',
    },
    {
      questId: 's-spa-002',
      type: 'song',
      name: 'New Moon, Full Moon',
      yearLevels: [5],
      curriculum: ['AC9S5U03'],
      description: 'A song that waxes and wanes through the phases of the Moon.',
    },
    {
      questId: 's-spa-003',
      type: 'song',
      name: 'Spinning Round the Sun',
      yearLevels: [6],
      curriculum: ['AC9S6U02'],
      description: 'One spin is a day and one lap is a year: a dance about Earth’s two motions.',
    },
    {
      questId: 's-spa-004',
      type: 'song',
      name: 'Countdown to Liftoff',
      yearLevels: [4],
      curriculum: ['AC9S4U03'],
      description: 'Ten, nine, eight: a countdown song about the forces that launch a rocket.',
    },
    {
      questId: 's-spa-005',
      type: 'song',
      name: 'Under the Southern Cross',
      yearLevels: [6],
      curriculum: ['AC9S6U02'],
      description: 'A night-sky song about finding south with the Southern Cross and its Pointers.',
    },
    {
      questId: 's-spa-006',
      type: 'song',
      name: 'Gravity Keeps Us Grounded',
      yearLevels: [4],
      curriculum: ['AC9S4U03'],
      description: 'A bouncy song about the pull that keeps our feet on the ground and the Moon in orbit.',
    },
  ],
};
