import type { RealmContent } from './content-types.js';
import { ELIXIR_INSTITUTE_ANIMATIONS } from './elixir-institute-animations.js';
import { ELIXIR_INSTITUTE_ANIMATIONS_2 } from './elixir-institute-animations-2.js';
import { ELIXIR_INSTITUTE_BOOKS } from './elixir-institute-books.js';
import { ELIXIR_INSTITUTE_BOOKS_2 } from './elixir-institute-books-2.js';
import { ELIXIR_INSTITUTE_GAMES } from './elixir-institute-games.js';
import { ELIXIR_INSTITUTE_QUIZZES } from './elixir-institute-quizzes.js';

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
    {
      questId: 's-med-001',
      type: 'song',
      name: 'Twenty Seconds of Soap',
      yearLevels: [5],
      curriculum: ['AC9S5H02'],
      description: 'A handwashing song exactly as long as a good scrub.',
    },
    {
      questId: 's-med-002',
      type: 'song',
      name: 'Slip, Slop, Slap, Seek, Slide',
      yearLevels: [5],
      curriculum: ['AC9S5H02'],
      description: 'Shirt, sunscreen, hat, shade and sunglasses: the five steps of sun safety in song.',
    },
    {
      questId: 's-med-003',
      type: 'song',
      name: 'Count the Beats',
      yearLevels: [5],
      curriculum: ['AC9S5I03'],
      description: 'A song with a steady beat to count your pulse against, resting and after a run.',
    },
    {
      questId: 's-med-004',
      type: 'song',
      name: 'The Vaccine Song',
      yearLevels: [6],
      curriculum: ['AC9S6H02'],
      description: 'A song about how vaccines teach the body and protect the whole community.',
    },
    {
      questId: 's-med-005',
      type: 'song',
      name: 'Eat a Rainbow',
      yearLevels: [3],
      curriculum: ['AC9S3H02'],
      description: 'Red, orange, yellow, green and purple: a song about fruit and vegetables of every colour.',
    },
    {
      questId: 's-med-006',
      type: 'song',
      name: 'Sleep Tight, Grow Right',
      yearLevels: [5],
      curriculum: ['AC9S5H02'],
      description: 'A wind-down song about why a good night’s sleep helps you grow and learn.',
    },
  ],
};
