import type { RealmContent } from './content-types.js';
import { CAPE_COSMOS_GAMES } from './cape-cosmos-games.js';
import { CAPE_COSMOS_QUIZZES } from './cape-cosmos-quizzes.js';
import { CAPE_COSMOS_BOOKS } from './cape-cosmos-books.js';
import { CAPE_COSMOS_BOOKS_2 } from './cape-cosmos-books-2.js';
import { CAPE_COSMOS_ANIMATIONS } from './cape-cosmos-animations.js';
import { CAPE_COSMOS_ANIMATIONS_2 } from './cape-cosmos-animations-2.js';
import { CAPE_COSMOS_SONGS } from './cape-cosmos-songs.js';

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
    ...CAPE_COSMOS_SONGS,
  ],
};
