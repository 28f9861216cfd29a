import type { RealmContent } from './content-types.js';
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
    {
      questId: 'a-med-001',
      type: 'animation',
      name: 'How Germs Spread',
      yearLevels: [5],
      curriculum: ['AC9S5H02'],
      description: 'Follow a sneeze around a room and see which habits stop germs in their tracks.',
    },
    {
      questId: 'a-med-002',
      type: 'animation',
      name: 'How X-Rays See Inside You',
      yearLevels: [6],
      curriculum: ['AC9S6H01'],
      description: "Wilhelm Röntgen's surprise discovery, and how doctors use X-rays to check bones today.",
    },
    {
      questId: 'a-med-003',
      type: 'animation',
      name: 'How a Vaccine Trains Your Body',
      yearLevels: [6],
      curriculum: ['AC9S6H02'],
      description: 'Meet the body’s defenders as they learn to recognise a germ without getting sick.',
    },
    {
      questId: 'a-med-004',
      type: 'animation',
      name: 'Soap Versus Germs',
      yearLevels: [5],
      curriculum: ['AC9S5H02'],
      description: 'Zoom in on soap as it pulls grease and germs off your hands and down the drain.',
    },
    {
      questId: 'a-med-005',
      type: 'animation',
      name: 'How Your Body Keeps Cool',
      yearLevels: [3],
      curriculum: ['AC9S3U03'],
      description: 'Sweating and going red: how your body moves heat out when you get hot.',
    },
    {
      questId: 'a-med-006',
      type: 'animation',
      name: 'From Plant to Medicine',
      yearLevels: [4],
      curriculum: ['AC9S4H02'],
      description: 'How willow bark led to aspirin, and how scientists test medicines that come from plants.',
    },
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
