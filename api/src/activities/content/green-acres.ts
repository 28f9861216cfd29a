import type { RealmContent } from './content-types.js';
import { GREEN_ACRES_ANIMATIONS_2 } from './green-acres-animations-2.js';
import { GREEN_ACRES_ANIMATIONS } from './green-acres-animations.js';
import { GREEN_ACRES_BOOKS_2 } from './green-acres-books-2.js';
import { GREEN_ACRES_BOOKS } from './green-acres-books.js';
import { GREEN_ACRES_GAMES } from './green-acres-games.js';
import { GREEN_ACRES_QUIZZES } from './green-acres-quizzes.js';
import { GREEN_ACRES_SONGS } from './green-acres-songs.js';

/**
 * Green Acres (Environment & Nature): plants, soil, habitats and the changing
 * land. Codes: those whose topicGuess is "Environment & Nature" for years 3 to
 * 6 (AC9S3U02 soils and rocks, AC9S4U01 food chains, AC9S5U02 weathering and
 * erosion, AC9S6U01 habitat conditions), plus ours: AC9S3U01 (plant life
 * cycles, for seeds and flowers) and AC9S3H02 (solving problems, for
 * recycling).
 */
export const GREEN_ACRES: RealmContent = {
  realm: 'Green Acres',
  activities: [
    ...GREEN_ACRES_QUIZZES,
    ...GREEN_ACRES_GAMES,
    ...GREEN_ACRES_BOOKS,
    ...GREEN_ACRES_BOOKS_2,
    ...GREEN_ACRES_ANIMATIONS,
    ...GREEN_ACRES_ANIMATIONS_2,
    ...GREEN_ACRES_SONGS,
  ],
};
