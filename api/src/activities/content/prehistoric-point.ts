import type { RealmContent } from './content-types.js';
import { PREHISTORIC_POINT_GAMES } from './prehistoric-point-games.js';
import { PREHISTORIC_POINT_QUIZZES } from './prehistoric-point-quizzes.js';
import { PREHISTORIC_POINT_BOOKS } from './prehistoric-point-books.js';
import { PREHISTORIC_POINT_BOOKS_2 } from './prehistoric-point-books-2.js';
import { PREHISTORIC_POINT_ANIMATIONS } from './prehistoric-point-animations.js';
import { PREHISTORIC_POINT_ANIMATIONS_2 } from './prehistoric-point-animations-2.js';
import { PREHISTORIC_POINT_SONGS } from './prehistoric-point-songs.js';

/**
 * Prehistoric Point (Dinosaurs and Fossils): how fossils form, what they tell
 * us and the people who find them. The data has no topicGuess of "Dinosaurs
 * and Fossils", so the codes are ours: AC9S3U02 (rocks and minerals),
 * AC9S5U02 (deposition, for rock layers), AC9S5U01 (structural features),
 * AC9S3U01 (life cycles, for eggs), AC9S6U01 (changing conditions, for
 * extinction), AC9S3H01 and AC9S4H01 (evidence and explanations), AC9S6H01
 * (collaboration, for Mary Anning) and AC9S6I04 (timelines).
 */
export const PREHISTORIC_POINT: RealmContent = {
  realm: 'Prehistoric Point',
  activities: [
    ...PREHISTORIC_POINT_QUIZZES,
    ...PREHISTORIC_POINT_GAMES,
    ...PREHISTORIC_POINT_BOOKS,
    ...PREHISTORIC_POINT_BOOKS_2,
    ...PREHISTORIC_POINT_ANIMATIONS,
    ...PREHISTORIC_POINT_ANIMATIONS_2,
    ...PREHISTORIC_POINT_SONGS,
  ],
};
