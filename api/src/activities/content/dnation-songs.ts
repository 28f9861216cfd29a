import type { ActivityContent } from './content-types.js';

/** DNAtion's songs, each with its tune, lyrics and missing-word check (the realm's other activities: dnation.ts). */
export const DNATION_SONGS: readonly ActivityContent[] = [
  {
    questId: 's-lif-001',
    type: 'song',
    name: 'The Seven Signs of Life',
    yearLevels: [3],
    curriculum: ['AC9S3U01'],
    description: 'Movement, breathing, senses, growth, young, waste and food: a song to remember them.',
    song: {
      tune: 'skip',
      tempo: 116,
      verses: [
        [
          'A kookaburra laughs and flies,',
          'A gum tree reaches for the skies,',
          'A rock just sits there on the ground,',
          'So how is something living found?',
        ],
        [
          'A kangaroo will hop and run,',
          'A flower turns to face the sun,',
          'We breathe the air in, in and out,',
          'That is how we get the waste gas out!',
        ],
        [
          'We see and hear and smell and feel,',
          'We grow up taller every meal,',
          'A bird lays eggs, a plant makes seed,',
          'And every living thing must feed.',
        ],
      ],
      chorus: [
        'Move and breathe and sense and grow,',
        'Make young, get rid of waste, and feed,',
        'Seven signs of life, you know,',
        'All seven signs are what we need!',
      ],
      check: {
        line: 'A bird lays eggs, a plant makes ___,',
        correct: 'seed',
        wrong: ['soil', 'rocks', 'light'],
        explanation: 'Making young is a sign of life: birds lay eggs and plants make seeds that grow into new plants.',
      },
    },
  },
  {
    questId: 's-lif-002',
    type: 'song',
    name: 'Seed, Sprout, Flower, Fruit',
    yearLevels: [3],
    curriculum: ['AC9S3U01'],
    description: 'A cycle song that grows from a seed to a fruit full of seeds, and starts again.',
    song: {
      tune: 'waltz',
      tempo: 104,
      verses: [
        [
          'A seed sleeps down in the ground,',
          'Rain and sunshine all around,',
          'A root goes down, a shoot goes up,',
          'Two tiny leaves hold out a cup.',
        ],
        [
          'The sprout grows tall, the leaves grow wide,',
          'A bud is waiting close inside,',
          'It opens up, a flower bright,',
          'The bees come buzzing in the light.',
        ],
        [
          'The bees bring pollen, flower to flower,',
          'The fruit grows fat in sun and shower,',
          'Inside the fruit the seeds are found,',
          'They fall and sleep down in the ground.',
        ],
      ],
      chorus: [
        'Seed and sprout and flower and fruit,',
        'Round and round the cycle goes,',
        'Fruit holds seeds, and seeds take root,',
        'And that is how a new plant grows!',
      ],
      check: {
        line: 'A ___ goes down, a shoot goes up,',
        correct: 'root',
        wrong: ['leaf', 'flower', 'fruit'],
        explanation: 'When a seed sprouts, its root grows down into the soil and its shoot grows up towards the light.',
      },
    },
  },
  {
    questId: 's-lif-003',
    type: 'song',
    name: 'Adapt or Move Along',
    yearLevels: [5],
    curriculum: ['AC9S5U01'],
    description:
      'A sea shanty about living things whose features suit their homes, and those that move with the seasons.',
    song: {
      tune: 'shanty',
      tempo: 96,
      verses: [
        [
          'The bilby digs a burrow deep,',
          'Where it is cool by day to sleep,',
          'Its big ears hear the beetles crawl,',
          'It hunts at night when shadows fall.',
        ],
        [
          'A thorny devil in the sand',
          'Sips water from the damp, wet land,',
          'Through tiny grooves along its skin,',
          'Up to its mouth the drops flow in.',
        ],
        [
          'When southern seas grow cold and grey,',
          'The humpback whales swim far away,',
          'Up north to warm Queensland they go,',
          'To have their calves where warm seas flow.',
        ],
      ],
      chorus: [
        'Adapt or move along, my friends,',
        'Adapt or move along,',
        'With features suited to your home,',
        'Or move when things go wrong!',
      ],
      check: {
        line: 'Its big ___ hear the beetles crawl,',
        correct: 'ears',
        wrong: ['eyes', 'feet', 'teeth'],
        explanation:
          'A bilby’s big ears help it hear insects in the dark, a feature that helps it survive in the desert.',
      },
    },
  },
  {
    questId: 's-lif-004',
    type: 'song',
    name: 'The Twisted Ladder',
    yearLevels: [6],
    curriculum: ['AC9S6H01'],
    description: 'A song about DNA and the team of scientists who found its shape.',
    song: {
      tune: 'waltz',
      tempo: 108,
      verses: [
        [
          'Inside each cell a code is kept,',
          'A message long and thin,',
          'It tells your body how to grow,',
          'The DNA within.',
        ],
        ['Rosalind Franklin shone X-rays', 'Through DNA so fine,', 'Photo 51 showed an X,', 'A helix was the sign.'],
        [
          'Then Wilkins showed the photo round,',
          'And Watson saw the clue,',
          'With Crick he built a model tall,',
          'A helix, strands of two.',
        ],
        [
          'So science is a team event,',
          'We build on what we share,',
          'Each clue, each photo, note and test',
          'Helps find what’s really there.',
        ],
      ],
      chorus: [
        'Twist, twist, the twisted ladder,',
        'Two long strands winding round,',
        'A double helix, spiral stair,',
        'The shape that they had found!',
      ],
      check: {
        line: 'A double ___, spiral stair,',
        correct: 'helix',
        wrong: ['circle', 'square', 'rainbow'],
        explanation: 'DNA is a double helix: two long strands that twist round each other like a twisted ladder.',
      },
    },
  },
  {
    questId: 's-lif-005',
    type: 'song',
    name: 'Sunlight Makes the Sugar',
    yearLevels: [6],
    curriculum: ['AC9S6U01'],
    description: 'Leaves take in light, water and air and give back sugar and oxygen: photosynthesis in song.',
    song: {
      tune: 'march',
      tempo: 110,
      verses: [
        [
          'The roots drink water from the ground,',
          'It travels up the stem,',
          'Through tiny holes the leaves let in',
          'Carbon dioxide gas for them.',
        ],
        [
          'The green inside is chlorophyll,',
          'It traps the sunlight’s power,',
          'It joins the water and the gas',
          'And makes sugar by the hour.',
        ],
        [
          'Out of the leaves comes oxygen,',
          'For you and me to breathe,',
          'So thank a tree for every breath,',
          'Thank every gum tree’s leaves!',
        ],
        [
          'No light, no water? Plants grow weak,',
          'They droop and lose their green,',
          'Give them the light and rain they need,',
          'They’ll grow the best you’ve seen!',
        ],
      ],
      chorus: [
        'Sunlight makes the sugar, oh,',
        'Sunlight makes the sugar,',
        'Light and water, air go in,',
        'Out come sugar and oxygen!',
      ],
      check: {
        line: 'The green inside is ___,',
        correct: 'chlorophyll',
        wrong: ['oxygen', 'sugar', 'water'],
        explanation: 'Chlorophyll is the green colour in leaves. It traps sunlight so the leaf can make sugar.',
      },
    },
  },
  {
    questId: 's-lif-006',
    type: 'song',
    name: 'Backbone or No Backbone',
    yearLevels: [3],
    curriculum: ['AC9S3U01'],
    description: 'A clapping game song that sorts animals into vertebrates and invertebrates.',
    song: {
      tune: 'chant',
      tempo: 120,
      verses: [
        [
          'A fish, a frog, a lizard too,',
          'A bird, a kangaroo,',
          'They have a backbone down their backs,',
          'And so do I and you!',
        ],
        [
          'A worm, a snail, an ant, a bee,',
          'A spider on the wall,',
          'They have no backbone down their backs,',
          'No backbone there at all!',
        ],
        [
          'With backbones, they’re vertebrates,',
          'Clap once for all of those,',
          'Without, they’re invertebrates,',
          'So stamp and wiggle toes!',
        ],
      ],
      chorus: [
        'Backbone, backbone, clap your hands,',
        'No backbone, stamp your feet,',
        'Sort the animals one by one',
        'To a clap-and-stamp-along beat!',
      ],
      check: {
        line: 'They have a ___ down their backs,',
        correct: 'backbone',
        wrong: ['tail', 'shell', 'wing'],
        explanation: 'Fish, frogs, lizards, birds, kangaroos and people all have a backbone, so they are vertebrates.',
      },
    },
  },
];
