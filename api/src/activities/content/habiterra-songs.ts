import type { ActivityContent } from './content-types.js';

/**
 * Habiterra's songs, each with its tune, lyrics and a missing word to find
 * (the realm's other activities: habiterra.ts).
 */
export const HABITERRA_SONGS: readonly ActivityContent[] = [
  {
    questId: 's-ani-001',
    type: 'song',
    name: 'Fur, Feathers, Scales and Skin',
    yearLevels: [5],
    curriculum: ['AC9S5U01'],
    description: 'A singalong about the coverings that keep animals warm, dry, safe or hidden.',
    song: {
      tune: 'skip',
      tempo: 120,
      verses: [
        [
          'The wombat wears a coat of fur,',
          'It traps the air to keep her warm,',
          'The fur seal has a thicker coat',
          'To swim through icy Southern storms.',
        ],
        [
          'The emu has a feather cloak',
          'That shades her from the outback sun,',
          'The duck has oil on every quill',
          'So rain will bead and roll and run.',
        ],
        [
          'The lizard wears a suit of scales,',
          'They hold in water when it is dry,',
          'The thorny devil, spiky, brown,',
          'Blends in with sand as hawks go by.',
        ],
        [
          'The frog has skin so thin and damp',
          'It breathes through skin as well as lungs,',
          'It hides in shade to keep it wet,',
          'Then catches flies with sticky tongues.',
        ],
      ],
      chorus: [
        'Fur, feathers, scales and skin,',
        'The coat you wear helps you to win,',
        'Warm or dry or safe or hidden,',
        'Each one suits the place it lives in!',
      ],
      check: {
        line: 'The lizard wears a suit of ___,',
        correct: 'scales',
        wrong: ['feathers', 'fur', 'wool'],
        explanation: 'Reptiles such as lizards are covered in dry scales that help stop them losing water.',
      },
    },
  },
  {
    questId: 's-ani-002',
    type: 'song',
    name: 'The Tadpole Shuffle',
    yearLevels: [3],
    curriculum: ['AC9S3U01'],
    description: 'Wiggle like a tadpole, sprout your legs and hop like a frog: a dance through a life cycle.',
    song: {
      tune: 'skip',
      tempo: 126,
      verses: [
        [
          'A mother frog lays lots of eggs,',
          'A jelly clump in the pond so wet,',
          'Curl up small and hold on tight,',
          'You are an egg, you are not out yet!',
        ],
        [
          'Now wiggle, wiggle, out you swim,',
          'A tadpole with a long thin tail,',
          'You breathe with gills beneath the water,',
          'You nibble algae without fail.',
        ],
        [
          'Now kick one leg and kick the other,',
          'Back legs first, then front legs too,',
          'Your tail grows short, your lungs grow strong,',
          'A froglet peeking out at you!',
        ],
        [
          'Now jump up high, you are a frog,',
          'You hop on land and catch a fly,',
          'And when you lay your eggs one day,',
          'The cycle starts again, goodbye!',
        ],
      ],
      chorus: [
        'Egg, tadpole, froglet, frog,',
        'Shuffle to the pond and log,',
        'Round and round the cycle goes,',
        'Wiggle, kick and hop on toes!',
      ],
      check: {
        line: 'You breathe with ___ beneath the water,',
        correct: 'gills',
        wrong: ['lungs', 'legs', 'tails'],
        explanation: 'A tadpole lives under water and breathes with gills. A grown frog breathes with lungs.',
      },
    },
  },
  {
    questId: 's-ani-003',
    type: 'song',
    name: "Who's at the Top of the Food Chain?",
    yearLevels: [4],
    curriculum: ['AC9S4U01'],
    description: 'A counting song that climbs from plants to plant-eaters to the hunters at the top.',
    song: {
      tune: 'march',
      tempo: 108,
      verses: [
        [
          'One, the grass grows in the sun,',
          'A producer making food for everyone,',
          'It takes in light and air and rain,',
          'The first link in our food chain.',
        ],
        [
          'Two, the grasshopper chews it through,',
          'A consumer eating grass, it is true,',
          'It cannot make its food from light,',
          'So it munches leaves with all its might.',
        ],
        [
          'Three, a lizard, quick and free,',
          'Eats the grasshopper, one, two, three,',
          'Four, a kookaburra from the tree,',
          'Swoops to eat the lizard, see?',
        ],
        [
          'At the top there is no one more,',
          'But when they die, there is something in store,',
          'The fungi, worms and bacteria too,',
          'Decomposers make the soil brand new.',
        ],
      ],
      chorus: [
        'Who is at the top of the food chain?',
        'Climb it up and count again,',
        'Grass, then hopper, lizard, bird,',
        'Eaten by, that is the word!',
      ],
      check: {
        line: 'A ___ making food for everyone,',
        correct: 'producer',
        wrong: ['consumer', 'decomposer', 'predator'],
        explanation: 'Plants like grass are producers: they make their own food using sunlight.',
      },
    },
  },
  {
    questId: 's-ani-004',
    type: 'song',
    name: 'Nocturnal Lullaby',
    yearLevels: [5],
    curriculum: ['AC9S5U01'],
    description: 'A gentle song for the animals that wake up when we go to sleep.',
    song: {
      tune: 'lullaby',
      tempo: 76,
      verses: [
        [
          'The sun goes down behind the hill,',
          'The air is cool, the bush is still,',
          'While you lie down and close your eyes,',
          'The night-time animals arise.',
        ],
        [
          'The owl has eyes so wide and round,',
          'To spot a mouse upon the ground,',
          'Her soft wings hush through moonlit air,',
          "The mouse won't know that she is there.",
        ],
        [
          'The little bat calls out a squeak,',
          'And hears the echoes as they speak,',
          'Its big ears guide it through the night,',
          'To catch a moth in fluttering flight.',
        ],
        [
          'The possum climbs with claws and tail,',
          'The bilby sniffs the desert trail,',
          'They sleep all day in burrow and tree,',
          'And wake at night, as you will see.',
        ],
      ],
      chorus: [
        'Hush now, hush now, close your eyes,',
        'The nocturnal creatures rise,',
        'Sleep until the morning light,',
        'They will work the whole long night.',
      ],
      check: {
        line: 'And hears the ___ as they speak,',
        correct: 'echoes',
        wrong: ['flowers', 'raindrops', 'colours'],
        explanation: 'Bats find food by echolocation: they squeak and listen for echoes that bounce back from insects.',
      },
    },
  },
  {
    questId: 's-ani-005',
    type: 'song',
    name: 'Marsupial March',
    yearLevels: [3],
    curriculum: ['AC9S3U01'],
    description: 'Kangaroos, wombats, koalas and possums: a marching song about pouches and joeys.',
    song: {
      tune: 'march',
      tempo: 112,
      verses: [
        [
          'The kangaroo goes hop, hop, hop,',
          'Her joey in her pouch on top,',
          'It started tiny, pink and small,',
          'And now it is almost grown and tall.',
        ],
        [
          'The wombat digs a burrow deep,',
          "Her pouch faces back, so dirt won't creep,",
          'Her joey snuggles safe inside,',
          'While she digs down a tunnel wide.',
        ],
        [
          'The koala hugs a gum tree tight,',
          'Her joey rides on her back at night,',
          'It drank her milk inside the pouch,',
          'Now it can climb, it is no slouch!',
        ],
        [
          'The possum has a pouch as well,',
          'Her joeys grow there for a spell,',
          'A marsupial mum, that is her name,',
          'A pouch for babies, all the same!',
        ],
      ],
      chorus: [
        'March, march, marsupials,',
        'Babies born so very small,',
        'They grow up in a pouch so warm,',
        'Safe and snug from every storm!',
      ],
      check: {
        line: "Her ___ faces back, so dirt won't creep,",
        correct: 'pouch',
        wrong: ['tail', 'burrow', 'nose'],
        explanation: 'A wombat pouch opens towards her back legs, so dirt does not get in when she digs.',
      },
    },
  },
  {
    questId: 's-ani-006',
    type: 'song',
    name: 'Hot and Dry, Cold and Wet',
    yearLevels: [6],
    curriculum: ['AC9S6U01'],
    description: 'How animals change where and when they move as the conditions around them change.',
    song: {
      tune: 'shanty',
      tempo: 100,
      verses: [
        [
          'When winter chills the southern sea,',
          'The humpback whales swim north, you see,',
          'They calve in bays where waters warm,',
          'Then head back south where krill will swarm.',
        ],
        [
          'When drought dries up the desert creek,',
          'The burrowing frog goes down to seek',
          'The damp cool soil beneath the sand,',
          'And waits for rain to soak the land.',
        ],
        [
          'When inland lakes fill up with rain,',
          'The pelicans fly in again,',
          'They raise their chicks while fish are plenty,',
          'Then leave before the lake is empty.',
        ],
        [
          'When springtime warms the southern air,',
          'The Bogong moths fly high up there,',
          'To cool dark caves in alpine rocks,',
          'Where millions rest till autumn knocks.',
        ],
      ],
      chorus: [
        'Hot and dry, or cold and wet,',
        'Conditions change, so animals get',
        'Up and moving, where and when,',
        'Until it is time to come back again!',
      ],
      check: {
        line: 'When ___ dries up the desert creek,',
        correct: 'drought',
        wrong: ['rain', 'snow', 'flood'],
        explanation:
          'In a drought there is little water, so burrowing frogs dig down into damp soil and wait for rain.',
      },
    },
  },
];
