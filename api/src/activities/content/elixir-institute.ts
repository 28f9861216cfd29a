import type { RealmContent } from './content-types.js';
import { ELIXIR_INSTITUTE_ANIMATIONS } from './elixir-institute-animations.js';
import { ELIXIR_INSTITUTE_ANIMATIONS_2 } from './elixir-institute-animations-2.js';
import { ELIXIR_INSTITUTE_BOOKS } from './elixir-institute-books.js';
import { ELIXIR_INSTITUTE_BOOKS_2 } from './elixir-institute-books-2.js';
import { ELIXIR_INSTITUTE_GAMES } from './elixir-institute-games.js';
import { ELIXIR_INSTITUTE_QUIZZES } from './elixir-institute-quizzes.js';
import { ELIXIR_INSTITUTE_SONGS } from './elixir-institute-songs.js';

/**
 * Elixir Institute (Medicine & Health): germs, vaccines, medicines and
 * healthy habits. The data has no topicGuess of "Medicine & Health", so the
 * codes are ours: AC9S5H02 and AC9S6H02 (science used by people and
 * communities to decide), AC9S4H02 (meeting a need), AC9S5H01 and AC9S6H01
 * (collaboration, for penicillin and vaccines), AC9S3U03 (temperature),
 * AC9S6U04 (irreversible changes, for cooking), AC9S3H02 and AC9S5I03.
 */
export const ELIXIR_INSTITUTE: RealmContent = {
  realm: 'Elixir Institute',
  activities: [
    ...ELIXIR_INSTITUTE_QUIZZES,
    ...ELIXIR_INSTITUTE_GAMES,
    ...ELIXIR_INSTITUTE_BOOKS,
    ...ELIXIR_INSTITUTE_BOOKS_2,
    ...ELIXIR_INSTITUTE_ANIMATIONS,
    ...ELIXIR_INSTITUTE_ANIMATIONS_2,
    ...ELIXIR_INSTITUTE_SONGS,
  ],
};
