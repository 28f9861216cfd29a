import type { ActivityContent } from './content-types.js';

/** Prehistoric Point's songs, each with its lyrics, tune and check (the realm's other activities: prehistoric-point.ts). */
export const PREHISTORIC_POINT_SONGS: readonly ActivityContent[] = [
  {
    questId: 's-din-001',
    type: 'song',
    name: 'Dino Bones Boogie',
    yearLevels: [5],
    curriculum: ['AC9S5U01'],
    description: 'Skull, spine, ribs and tail: a dance song that builds a skeleton bone by bone.',
    song: {
      tune: 'skip',
      tempo: 126,
      verses: [
        [
          'Start with the skull, so big and wide,',
          'With sharp teeth lined up side by side.',
          'Big eye holes help it spot its prey,',
          'A hunter’s head to win the day!',
        ],
        [
          'Next comes the backbone, long and strong,',
          'It holds the body all along.',
          'The ribs curve round like a cage so tight,',
          'They guard the heart and lungs just right.',
        ],
        [
          'Strong back legs stand straight below,',
          'For running fast or walking slow.',
          'The heavy tail swings out behind,',
          'To balance head and body fine.',
        ],
      ],
      chorus: [
        'Shake your skull and swing your tail,',
        'Every bone tells us a tale!',
        'Boogie, boogie, bone by bone,',
        'Build a dino made of stone!',
      ],
      check: {
        line: 'The heavy ___ swings out behind,',
        correct: 'tail',
        wrong: ['skull', 'rib', 'claw'],
        explanation:
          'A heavy tail stuck out behind many dinosaurs to balance the weight of the head and body as they moved.',
      },
    },
  },
  {
    questId: 's-din-002',
    type: 'song',
    name: "The Palaeontologist's Song",
    yearLevels: [4],
    curriculum: ['AC9S4H01'],
    description: 'Dig, brush, measure, think: a song about working from clues to explanations.',
    song: {
      tune: 'march',
      tempo: 112,
      verses: [
        [
          'I found a bone out in the sun,',
          'Now careful work has just begun.',
          'I take a photo, mark the spot,',
          'And write down every clue I’ve got.',
        ],
        [
          'With pick and brush I clear the ground,',
          'Then wrap each bone that I have found.',
          'I measure long and measure wide,',
          'And put my numbers side by side.',
        ],
        [
          'I look at bones from long ago,',
          'And think of all the things I know.',
          'The data helps me work it out,',
          'What this old creature was about!',
        ],
      ],
      chorus: [
        'Dig, brush, measure, think!',
        'Clue by clue and link by link,',
        'From the data, bit by bit,',
        'An explanation starts to fit!',
      ],
      check: {
        line: 'The ___ helps me work it out,',
        correct: 'data',
        wrong: ['weather', 'music', 'shovel'],
        explanation:
          'Scientists use data, like photos, notes and measurements, to build an explanation of what they found.',
      },
    },
  },
  {
    questId: 's-din-003',
    type: 'song',
    name: 'Sixty-Six Million Years Ago',
    yearLevels: [6],
    curriculum: ['AC9S6U01'],
    description: 'A ballad for the dinosaurs and the world that changed around them.',
    song: {
      tune: 'waltz',
      tempo: 84,
      verses: [
        [
          'Green forests grew and rivers ran,',
          'And dinosaurs roamed all the land.',
          'Then down from space a rock came fast,',
          'And shook the Earth with one great blast.',
        ],
        [
          'The dust rose up and hid the Sun,',
          'The cold and dark had now begun.',
          'With little light, plants could not grow,',
          'And plant eaters grew weak and slow.',
        ],
        [
          'But small things hid in burrows deep,',
          'With seeds and bugs to eat, and sleep.',
          'The birds and mammals found their way,',
          'And filled the world we know today.',
        ],
      ],
      chorus: [
        'Sixty-six million years ago,',
        'The world grew cold, the world grew slow.',
        'When conditions change, some fade away,',
        'And some survive to greet the day.',
      ],
      check: {
        line: 'With little ___, plants could not grow,',
        correct: 'light',
        wrong: ['rainfall', 'soil', 'wind'],
        explanation:
          'Dust from the impact blocked the sunlight. Plants need light to make food, so many died, and the animals that ate them starved.',
      },
    },
  },
  {
    questId: 's-din-004',
    type: 'song',
    name: 'Layer Upon Layer',
    yearLevels: [5],
    curriculum: ['AC9S5U02'],
    description: 'A slow-building song about sediment, pressure and time.',
    song: {
      tune: 'chant',
      tempo: 96,
      verses: [
        [
          'The rain falls down and the rivers flow,',
          'They carry the sand to the sea below.',
          'The water slows and the mud sinks down,',
          'A brand new layer on the ocean ground.',
        ],
        [
          'A shell falls in and a bone sinks deep,',
          'Under the mud they go to sleep.',
          'More layers come, they pile up high,',
          'As millions of years go slowly by.',
        ],
        [
          'The weight up top gives a mighty squeeze,',
          'The mud turns hard as rock with ease.',
          'Then wind and rain wear the rock away,',
          'And fossils peek out into the day.',
        ],
      ],
      chorus: [
        'Layer on layer, stacking up so slow,',
        'Pressed by the weight, the rocks will grow.',
        'Youngest on top, the oldest down below!',
      ],
      check: {
        line: 'Youngest on top, the ___ down below!',
        correct: 'oldest',
        wrong: ['newest', 'softest', 'smallest'],
        explanation:
          'Each new layer settles on top of the older ones, so the oldest layers are at the bottom of the pile.',
      },
    },
  },
  {
    questId: 's-din-005',
    type: 'song',
    name: 'The Lyme Regis Shanty',
    yearLevels: [6],
    curriculum: ['AC9S6H01'],
    description: 'A sea shanty about a fossil hunter on the stormy shore of Lyme Regis.',
    song: {
      tune: 'shanty',
      tempo: 108,
      verses: [
        [
          'Oh, the storms roll in on the Dorset shore,',
          'And the cliffs fall down with a mighty roar.',
          'Then Mary goes with her hammer and pail,',
          'To hunt sea dragons through wind and hail!',
        ],
        [
          'She found a skull with a long, long snout,',
          'An ichthyosaur, and she dug it out.',
          'She found a beast with a long, long neck,',
          'The experts doubted, then came to check.',
        ],
        [
          'The learned men came down to see,',
          'They asked her questions by the sea.',
          'They built on the clues that Mary found,',
          'And science grew on Lyme Regis ground.',
        ],
      ],
      chorus: [
        'Heave away, dig away, down by the sea,',
        'Mary Anning, fossil finder she!',
        'Share what you find, build on what is known,',
        'Nobody does science all alone!',
      ],
      check: {
        line: 'They built on the ___ that Mary found,',
        correct: 'clues',
        wrong: ['boats', 'songs', 'coins'],
        explanation:
          'Scientists like William Buckland used the fossils and clues Mary found to build new ideas. Advances in science often build on the work of others.',
      },
    },
  },
  {
    questId: 's-din-006',
    type: 'song',
    name: 'Eggs in the Nest',
    yearLevels: [3],
    curriculum: ['AC9S3U01'],
    description: 'Crack, hatch, grow: a song about dinosaurs from egg to adult.',
    song: {
      tune: 'skip',
      tempo: 120,
      verses: [
        [
          'Mother dino digs a nest,',
          'Lays her eggs and takes a rest.',
          'Round and hard, the eggs stay warm,',
          'Safe and snug from wind and storm.',
        ],
        [
          'Tap, tap, crack! A baby peeks,',
          'Out pops a hatchling, small and sleek.',
          'Tiny claws and tiny feet,',
          'Now it needs some food to eat!',
        ],
        [
          'Bigger, bigger, year by year,',
          'Now a grown-up dino’s here!',
          'Then she lays her eggs, and then,',
          'The cycle starts all over again!',
        ],
      ],
      chorus: [
        'Egg, then hatchling, growing tall,',
        'Then an adult, that is all!',
        'Round and round the life cycle goes!',
      ],
      check: {
        line: 'Egg, then ___, growing tall,',
        correct: 'hatchling',
        wrong: ['seedling', 'tadpole', 'fossil'],
        explanation:
          'A dinosaur’s life cycle starts with an egg. A hatchling comes out, grows into an adult and lays eggs of its own.',
      },
    },
  },
];
