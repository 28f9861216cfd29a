import type { RealmContent } from './content-types.js';
import { GREEN_ACRES_GAMES } from './green-acres-games.js';
import { GREEN_ACRES_QUIZZES } from './green-acres-quizzes.js';

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
    {
      questId: 'b-env-001',
      type: 'book',
      name: 'The Secret Life of Soil',
      yearLevels: [3],
      curriculum: ['AC9S3U02'],
      description: 'Dig down through the layers of the ground to meet the creatures that live in the dark.',
    },
    {
      questId: 'b-env-002',
      type: 'book',
      name: 'A Year in the Life of a Gum Tree',
      yearLevels: [3],
      curriculum: ['AC9S3U01'],
      description: 'Follow a eucalyptus from blossom to gumnut to seedling through the seasons.',
    },
    {
      questId: 'b-env-003',
      type: 'book',
      name: 'Mangroves: Forests by the Sea',
      yearLevels: [6],
      curriculum: ['AC9S6U01'],
      description: 'How mangrove trees survive salty water and tides, and who shelters among their roots.',
    },
    {
      questId: 'b-env-004',
      type: 'book',
      name: "From Mountain to Sea: A River's Journey",
      yearLevels: [5],
      curriculum: ['AC9S5U02'],
      description: 'See how a river wears away rock in the hills and builds new land where it meets the sea.',
    },
    {
      questId: 'b-env-005',
      type: 'book',
      name: 'Bushfire and Regrowth',
      yearLevels: [6],
      curriculum: ['AC9S6U01'],
      description: 'How banksias, eucalypts and grass trees recover after fire, and why some seeds need smoke.',
    },
    {
      questId: 'b-env-006',
      type: 'book',
      name: 'Wetland Wonders',
      yearLevels: [4],
      curriculum: ['AC9S4U01'],
      description: 'Meet the producers, consumers and decomposers of a wetland and how they depend on each other.',
    },
    {
      questId: 'a-env-001',
      type: 'animation',
      name: 'How a Seed Becomes a Tree',
      yearLevels: [3],
      curriculum: ['AC9S3U01'],
      description: 'A time-lapse journey from a sprouting seed to a tall tree that makes seeds of its own.',
    },
    {
      questId: 'a-env-002',
      type: 'animation',
      name: 'The Journey of a Fallen Leaf',
      yearLevels: [4],
      curriculum: ['AC9S4U01'],
      description: 'Watch fungi, bacteria and slaters turn a fallen leaf back into nutrients for the soil.',
    },
    {
      questId: 'a-env-003',
      type: 'animation',
      name: 'Wind, Water and Ice Carve the Land',
      yearLevels: [5],
      curriculum: ['AC9S5U02'],
      description: 'Thousands of years in minutes: valleys, arches and beaches shaped by weathering and erosion.',
    },
    {
      questId: 'a-env-004',
      type: 'animation',
      name: 'Inside a Worm Farm',
      yearLevels: [4],
      curriculum: ['AC9S4U01'],
      description: 'A look inside a worm farm as food scraps become castings that feed a vegetable patch.',
    },
    {
      questId: 'a-env-005',
      type: 'animation',
      name: 'Coral Reefs in Warming Seas',
      yearLevels: [6],
      curriculum: ['AC9S6U01'],
      description: 'Why corals bleach when the water gets too warm, and how a reef can recover.',
    },
    {
      questId: 'a-env-006',
      type: 'animation',
      name: 'Where Do Minerals Come From?',
      yearLevels: [3],
      curriculum: ['AC9S3U02'],
      description: 'How minerals form in rocks and end up in pencils, salt shakers and phones.',
    },
    {
      questId: 's-env-001',
      type: 'song',
      name: 'The Food Chain Chant',
      yearLevels: [4],
      curriculum: ['AC9S4U01'],
      description: 'Sun to grass to caterpillar to bird: a call-and-response chant about passing energy along.',
    },
    {
      questId: 's-env-002',
      type: 'song',
      name: 'Roots, Stem, Leaves and Flower',
      yearLevels: [3],
      curriculum: ['AC9S3U01'],
      description: 'Point to each part of a plant as you sing what it does.',
    },
    {
      questId: 's-env-003',
      type: 'song',
      name: 'The Erosion Rap',
      yearLevels: [5],
      curriculum: ['AC9S5U02'],
      description: 'Weathering breaks it, erosion takes it, deposition drops it: a rap with a beat to remember.',
    },
    {
      questId: 's-env-004',
      type: 'song',
      name: 'Reduce, Reuse, Recycle Rock',
      yearLevels: [3],
      curriculum: ['AC9S3H02'],
      description: 'A rock-and-roll song about making less rubbish and using things again.',
    },
    {
      questId: 's-env-005',
      type: 'song',
      name: 'Down in the Dirt',
      yearLevels: [3],
      curriculum: ['AC9S3U02'],
      description: 'A toe-tapping song about sand, clay, humus and the worms that mix them.',
    },
    {
      questId: 's-env-006',
      type: 'song',
      name: 'Every Habitat Has Its Home',
      yearLevels: [6],
      curriculum: ['AC9S6U01'],
      description: 'Desert, reef, rainforest and alpine: a song about the conditions each community needs.',
    },
  ],
};
