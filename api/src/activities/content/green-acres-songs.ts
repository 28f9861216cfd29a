import type { ActivityContent } from './content-types.js';

/**
 * Green Acres's songs, each with its tune, lyrics and a missing word to find
 * (the realm's other activities: green-acres.ts).
 */
export const GREEN_ACRES_SONGS: readonly ActivityContent[] = [
  {
    questId: 's-env-001',
    type: 'song',
    name: 'The Food Chain Chant',
    yearLevels: [4],
    curriculum: ['AC9S4U01'],
    description: 'Sun to grass to caterpillar to bird: a call-and-response chant about passing energy along.',
    song: {
      tune: 'chant',
      tempo: 112,
      verses: [
        [
          'The sun shines down on the grass so green,',
          'The grass makes food, the best you have seen,',
          'It takes in light and makes it sweet,',
          'Producers make their own to eat!',
        ],
        [
          'Who eats the grass? The caterpillar!',
          'It munches, crunches, all day long,',
          'It cannot make its food from light,',
          'Consumers eat to grow up strong.',
        ],
        [
          'Who eats the grub? The bird, the bird!',
          'A kookaburra swooping by,',
          'The arrows show who eats whom,',
          'From grass to grub to bird up high.',
        ],
        [
          'And when they die, who is next in line?',
          'The fungi, worms and bacteria too!',
          'Decomposers break them down,',
          'So grass can grow up green and new.',
        ],
      ],
      chorus: [
        'Sun to grass to caterpillar,',
        'Caterpillar to the bird,',
        'Energy is passed along,',
        'Pass it on, pass the word!',
      ],
      check: {
        line: '___ break them down,',
        correct: 'Decomposers',
        wrong: ['Producers', 'Consumers', 'Predators'],
        explanation:
          'Decomposers such as fungi, worms and bacteria break down dead things and return nutrients to the soil.',
      },
    },
  },
  {
    questId: 's-env-002',
    type: 'song',
    name: 'Roots, Stem, Leaves and Flower',
    yearLevels: [3],
    curriculum: ['AC9S3U01'],
    description: 'Point to each part of a plant as you sing what it does.',
    song: {
      tune: 'skip',
      tempo: 116,
      verses: [
        [
          'Point down low to the roots below,',
          'They hold on tight when breezes blow,',
          'They drink up water from the ground,',
          'And soak up goodness all around.',
        ],
        [
          'Now point up to the stem so tall,',
          'It holds the plant up, leaves and all,',
          'It carries water up inside,',
          'From root to leaf, a little ride.',
        ],
        [
          'Now wave your hands like leaves so green,',
          'The finest kitchen ever seen,',
          'They catch the sunlight, take in air,',
          'And make the plant its food right there.',
        ],
        [
          'Now cup your hands, a flower bright,',
          'It calls the bees with colour and light,',
          'It makes the seeds, so one fine day,',
          'New little plants will grow that way.',
        ],
      ],
      chorus: [
        'Roots, stem, leaves and flower,',
        'Each one has a job to do,',
        'Growing, growing, hour by hour,',
        'A plant is alive, like me and you!',
      ],
      check: {
        line: 'They catch the ___, take in air,',
        correct: 'sunlight',
        wrong: ['water', 'pollen', 'soil'],
        explanation: 'Leaves catch sunlight and take in air to make the food the plant needs.',
      },
    },
  },
  {
    questId: 's-env-003',
    type: 'song',
    name: 'The Erosion Rap',
    yearLevels: [5],
    curriculum: ['AC9S5U02'],
    description: 'Weathering breaks it, erosion takes it, deposition drops it: a rap with a beat to remember.',
    song: {
      tune: 'chant',
      tempo: 120,
      verses: [
        [
          'Up on the mountain, hard and grey,',
          'The rock gets cracked by ice and heat,',
          'Roots push in and rain eats away,',
          'That is weathering, it cannot be beat!',
        ],
        [
          'Now the broken bits get on the move,',
          'Rivers roll them, winds will blow,',
          'Glaciers grind them in a groove,',
          'Erosion takes them, off they go!',
        ],
        [
          'When the water slows, it drops its load,',
          'Sand on the beach and mud in the bay,',
          'Deltas grow where the rivers flowed,',
          'New land is built up day by day.',
        ],
        [
          'Some change is slow, it takes an age,',
          'A canyon carved for a million years,',
          'But a flood or landslide in a rage',
          'Can change the land in a day, my dears!',
        ],
      ],
      chorus: [
        'Weathering breaks it, erosion takes it,',
        'Wind and water carry it away,',
        'Deposition drops it down,',
        'Changing landforms every day!',
      ],
      check: {
        line: '___ drops it down,',
        correct: 'Deposition',
        wrong: ['Weathering', 'Erosion', 'Evaporation'],
        explanation:
          'Deposition is when wind, water or ice slows down and drops the rock, sand and mud it was carrying.',
      },
    },
  },
  {
    questId: 's-env-004',
    type: 'song',
    name: 'Reduce, Reuse, Recycle March',
    yearLevels: [3],
    curriculum: ['AC9S3H02'],
    description: 'A marching song about making less rubbish, using things again and how science helps us recycle.',
    song: {
      tune: 'march',
      tempo: 120,
      verses: [
        [
          'Our bins are full, they overflow,',
          'Where does all that rubbish go?',
          'Into the ground, it stays for years,',
          'So here is what we need to know!',
        ],
        [
          'Reduce means buy and use much less,',
          'A lunchbox, not a plastic wrap,',
          'Less to throw out, less of a mess,',
          'A bottle you can fill at the tap!',
        ],
        [
          'Reuse means use a thing once more,',
          'A jar can hold your pens and string,',
          'Old shirts can be a rag for the floor,',
          'Give toys away, do not bin a thing!',
        ],
        [
          'Recycle paper, glass and tins,',
          'Each goes into the yellow bins,',
          'A magnet pulls the steel cans out,',
          'Science helps, without a doubt!',
        ],
      ],
      chorus: [
        'Reduce, reuse, recycle!',
        'Make less rubbish every day!',
        'Reduce, reuse, recycle!',
        'Let us keep our planet clean this way!',
      ],
      check: {
        line: 'A ___ pulls the steel cans out,',
        correct: 'magnet',
        wrong: ['worm', 'cloud', 'sponge'],
        explanation:
          'Steel is attracted to magnets, so recycling plants use big magnets to pull steel cans out of the mix.',
      },
    },
  },
  {
    questId: 's-env-005',
    type: 'song',
    name: 'Down in the Dirt',
    yearLevels: [3],
    curriculum: ['AC9S3U02'],
    description: 'A toe-tapping song about sand, clay, humus and the worms that mix them.',
    song: {
      tune: 'skip',
      tempo: 124,
      verses: [
        [
          'Down in the dirt, what do we find?',
          'Bits of rock of every kind,',
          'Rotting leaves and water too,',
          'And air for roots to breathe on through.',
        ],
        [
          'Sand feels gritty in your hand,',
          'Water rushes through the sand,',
          'Clay feels sticky, smooth and wet,',
          'It holds the water, do not forget!',
        ],
        [
          'Humus is dark and soft and sweet,',
          'Made from leaves that rot away,',
          'It feeds the plants, a tasty treat,',
          'It helps the garden grow each day.',
        ],
        [
          'Wriggle, wriggle, here come the worms,',
          'Mixing all the layers round,',
          'They dig their tunnels as they squirm,',
          'Letting air into the ground.',
        ],
      ],
      chorus: [
        'Down in the dirt, down in the dirt,',
        'Sand and clay and humus too,',
        'Soil grows the food for me and you!',
      ],
      check: {
        line: '___ feels sticky, smooth and wet,',
        correct: 'Clay',
        wrong: ['Sand', 'Gravel', 'Rock'],
        explanation: 'Clay soil has very fine bits, so it feels smooth and sticky and holds water well.',
      },
    },
  },
  {
    questId: 's-env-006',
    type: 'song',
    name: 'Every Habitat Has Its Home',
    yearLevels: [6],
    curriculum: ['AC9S6U01'],
    description: 'Desert, reef, rainforest and alpine: a song about the conditions each community needs.',
    song: {
      tune: 'waltz',
      tempo: 96,
      verses: [
        [
          'In desert heat with little rain,',
          'The lizards hide from midday sun,',
          'They wait for cooler night again,',
          'Then out they come, their hunt begun.',
        ],
        [
          'Down on the reef the sea is clear,',
          'And sunlight reaches coral there,',
          'But if the water grows too hot,',
          'The coral bleaches in despair.',
        ],
        [
          'The rainforest is damp and green,',
          'The tall trees reach up for the light,',
          'Below, the ferns and frogs are seen,',
          'In shady damp both day and night.',
        ],
        [
          'High in the Alps the snow is deep,',
          'The summer is short, the wind is cold,',
          'The pygmy possum curls to sleep',
          'Beneath the snow till spring, we are told.',
        ],
      ],
      chorus: [
        'Every habitat has its home,',
        'Its own light, water, heat and cold,',
        'And if those physical conditions change,',
        'Some will thrive and some will go.',
      ],
      check: {
        line: 'The coral ___ in despair.',
        correct: 'bleaches',
        wrong: ['blossoms', 'hibernates', 'migrates'],
        explanation:
          'When the water stays too hot, corals push out their algae and turn white. This is called bleaching.',
      },
    },
  },
];
