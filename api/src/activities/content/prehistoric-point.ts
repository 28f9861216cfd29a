import type { RealmContent } from './content-types.js';
import { PREHISTORIC_POINT_GAMES } from './prehistoric-point-games.js';
import { PREHISTORIC_POINT_QUIZZES } from './prehistoric-point-quizzes.js';

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
    {
      questId: 'b-din-001',
      type: 'book',
      name: 'The Girl Who Found Sea Dragons',
      yearLevels: [6],
      curriculum: ['AC9S6H01'],
      description: 'The true story of Mary Anning and the ichthyosaurs of Lyme Regis.',
    },
    {
      questId: 'b-din-002',
      type: 'book',
      name: 'Dinosaurs Down Under',
      yearLevels: [5],
      curriculum: ['AC9S5U01'],
      description: "Australia's dinosaurs, from big-eyed polar plant eaters to the hunters of Winton.",
    },
    {
      questId: 'b-din-003',
      type: 'book',
      name: 'The Dinosaur Stampede',
      yearLevels: [3],
      curriculum: ['AC9S3H01'],
      description: 'How scientists read thousands of footprints at Lark Quarry in Queensland, and still debate them.',
    },
    {
      questId: 'b-din-004',
      type: 'book',
      name: 'From Bones to Stone',
      yearLevels: [5],
      curriculum: ['AC9S5U02'],
      description: 'The slow journey from a living animal to a fossil locked in rock.',
    },
    {
      questId: 'b-din-005',
      type: 'book',
      name: "Megafauna: Australia's Giant Animals",
      yearLevels: [6],
      curriculum: ['AC9S6U01'],
      description: 'Diprotodon, giant kangaroos and the changes that led to their extinction.',
    },
    {
      questId: 'b-din-006',
      type: 'book',
      name: 'Feathered Dinosaurs and the First Birds',
      yearLevels: [5],
      curriculum: ['AC9S5U01'],
      description: 'Fossils with feathers show how some dinosaurs were related to the birds of today.',
    },
    {
      questId: 'a-din-001',
      type: 'animation',
      name: 'A Fossil in the Making',
      yearLevels: [5],
      curriculum: ['AC9S5U02'],
      description: 'Millions of years in a minute: an ichthyosaur sinks, is buried and turns to stone.',
    },
    {
      questId: 'a-din-002',
      type: 'animation',
      name: 'The Asteroid That Changed Everything',
      yearLevels: [6],
      curriculum: ['AC9S6U01'],
      description: 'The impact, the dust, the cold and dark, and the living things that made it through.',
    },
    {
      questId: 'a-din-003',
      type: 'animation',
      name: 'Dinosaurs on the Move',
      yearLevels: [5],
      curriculum: ['AC9S5U01'],
      description: 'Long necks, heavy tails and strong legs: what skeletons tell us about how dinosaurs walked.',
    },
    {
      questId: 'a-din-004',
      type: 'animation',
      name: 'Digging Up a Dinosaur',
      yearLevels: [4],
      curriculum: ['AC9S4H01'],
      description: 'Follow a palaeontology team from the first bone in the ground to a museum display.',
    },
    {
      questId: 'a-din-005',
      type: 'animation',
      name: 'The Rock Layer Cake',
      yearLevels: [5],
      curriculum: ['AC9S5U02'],
      description: 'Watch sand and mud settle, layer on layer, trapping shells and bones as they go.',
    },
    {
      questId: 'a-din-006',
      type: 'animation',
      name: 'Ammonites and Ancient Seas',
      yearLevels: [3],
      curriculum: ['AC9S3U02'],
      description: 'Coiled shells in rock tell of ancient seas where there is dry land today.',
    },
    {
      questId: 's-din-001',
      type: 'song',
      name: 'Dino Bones Boogie',
      yearLevels: [5],
      curriculum: ['AC9S5U01'],
      description: 'Skull, spine, ribs and tail: a dance song that builds a skeleton bone by bone.',
    },
    {
      questId: 's-din-002',
      type: 'song',
      name: "The Palaeontologist's Song",
      yearLevels: [4],
      curriculum: ['AC9S4H01'],
      description: 'Dig, brush, measure, think: a song about working from clues to explanations.',
    },
    {
      questId: 's-din-003',
      type: 'song',
      name: 'Sixty-Six Million Years Ago',
      yearLevels: [6],
      curriculum: ['AC9S6U01'],
      description: 'A ballad for the dinosaurs and the world that changed around them.',
    },
    {
      questId: 's-din-004',
      type: 'song',
      name: 'Layer Upon Layer',
      yearLevels: [5],
      curriculum: ['AC9S5U02'],
      description: 'A slow-building song about sediment, pressure and time.',
    },
    {
      questId: 's-din-005',
      type: 'song',
      name: 'The Lyme Regis Shanty',
      yearLevels: [6],
      curriculum: ['AC9S6H01'],
      description: 'A sea shanty about a fossil hunter on the stormy shore of Lyme Regis.',
    },
    {
      questId: 's-din-006',
      type: 'song',
      name: 'Eggs in the Nest',
      yearLevels: [3],
      curriculum: ['AC9S3U01'],
      description: 'Crack, hatch, grow: a song about dinosaurs from egg to adult.',
    },
  ],
};
