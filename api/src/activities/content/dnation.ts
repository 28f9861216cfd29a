import type { RealmContent } from './content-types.js';
import { DNATION_ANIMATIONS } from './dnation-animations.js';
import { DNATION_ANIMATIONS_2 } from './dnation-animations-2.js';
import { DNATION_BOOKS } from './dnation-books.js';
import { DNATION_BOOKS_2 } from './dnation-books-2.js';
import { DNATION_GAMES } from './dnation-games.js';
import { DNATION_QUIZZES } from './dnation-quizzes.js';
import { DNATION_SONGS } from './dnation-songs.js';

/**
 * DNAtion (Life & Evolution): what makes things alive, life cycles,
 * inheritance and adaptation over generations. Codes: the one whose
 * topicGuess is "Life & Evolution" for years 3 to 6 (AC9S3U01 living things
 * and life cycles), plus ours: AC9S5U01 (features for survival), AC9S6U01
 * (conditions for growth), AC9S5H01 and AC9S6H01 (collaboration, for Darwin,
 * Wallace and Franklin) and AC9S3I04 and AC9S6I02 (sorting and fair tests).
 */
export const DNATION: RealmContent = {
  realm: 'DNAtion',
  activities: [
    ...DNATION_QUIZZES,
    ...DNATION_GAMES,
    ...DNATION_BOOKS,
    ...DNATION_BOOKS_2,
    ...DNATION_ANIMATIONS,
    ...DNATION_ANIMATIONS_2,
    ...DNATION_SONGS,
  ],
};
