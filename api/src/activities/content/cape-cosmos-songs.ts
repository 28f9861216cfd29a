import type { ActivityContent } from './content-types.js';

/** Cape Cosmos's songs, each with its tune, lyrics and check (the realm's other activities: cape-cosmos.ts). */
export const CAPE_COSMOS_SONGS: readonly ActivityContent[] = [
  {
    questId: 's-spa-001',
    type: 'song',
    name: 'The Eight Planets Song',
    yearLevels: [6],
    curriculum: ['AC9S6U02'],
    description: 'Mercury to Neptune in order, with a fact about each one to sing along to.',
    song: {
      tune: 'march',
      tempo: 120,
      verses: [
        [
          "Mercury's first, it's small and grey,",
          'Its year lasts eighty-eight days.',
          'Then Venus, hottest, wrapped in cloud,',
          'It spins the other way around!',
        ],
        [
          'Then Earth, our home, so blue and green,',
          'The only place where life is seen.',
          'Then Mars, the red one, dusty, cold,',
          'Has the tallest volcano, we are told.',
        ],
        [
          'Then Jupiter, the biggest one,',
          'Its great red storm is never done.',
          'Then Saturn with its shining rings,',
          'Made up of ice and rocky things.',
        ],
        [
          'Then Uranus, tipped on its side,',
          'Goes on an eighty-four-year ride.',
          'And Neptune, blue and windy, last,',
          'Its winds are the fastest, roaring past!',
        ],
      ],
      chorus: [
        'Eight planets orbiting the Sun,',
        'The further out, the longer they run!',
        'My Very Eager Mother Just',
        'Served Us Noodles: learn it, we must!',
      ],
      check: {
        line: 'Its ___ lasts eighty-eight days.',
        correct: 'year',
        wrong: ['day', 'week', 'moon'],
        explanation:
          'Mercury is closest to the Sun, so it travels round it in just 88 Earth days. That trip is its year, the shortest of any planet.',
      },
    },
  },
  {
    questId: 's-spa-002',
    type: 'song',
    name: 'New Moon, Full Moon',
    yearLevels: [5],
    curriculum: ['AC9S5U03'],
    description: 'A song that waxes and wanes through the phases of the Moon.',
    song: {
      tune: 'lullaby',
      tempo: 80,
      verses: [
        [
          "The Moon makes no light, it's true,",
          'It reflects the sunlight back to you.',
          'Half of it is always bright,',
          "The half that faces the Sun's light.",
        ],
        [
          'At new Moon, the lit side faces away,',
          'We cannot see it, night or day.',
          'Then waxing, growing, night by night,',
          'A crescent, then a half, more bright.',
        ],
        [
          'At full Moon, all the sunlit face',
          'Looks down at us from outer space.',
          'Then waning, shrinking, night by night,',
          'Until a sliver, thin and slight.',
        ],
        [
          'From new to full and back again',
          'Takes twenty-nine and a half days, my friend.',
          'The Moon goes round, and as it goes,',
          'We see more or less of its sunlit glow.',
        ],
      ],
      chorus: [
        'New Moon, full Moon, waxing, waning,',
        "The Moon stays whole, it isn't changing.",
        "It's just how much of its sunny side",
        'We see as round the Earth it glides.',
      ],
      check: {
        line: 'It ___ the sunlight back to you.',
        correct: 'reflects',
        wrong: ['makes', 'swallows', 'hides'],
        explanation:
          'The Moon is not a light source. We see it because it reflects light from the Sun, the way a mirror bounces light.',
      },
    },
  },
  {
    questId: 's-spa-003',
    type: 'song',
    name: 'Spinning Round the Sun',
    yearLevels: [6],
    curriculum: ['AC9S6U02'],
    description: 'One spin is a day and one lap is a year: a dance about Earth’s two motions.',
    song: {
      tune: 'waltz',
      tempo: 96,
      verses: [
        [
          'Our Earth is spinning like a top,',
          'It turns each day and does not stop.',
          "When we face the Sun, it's day,",
          "When we turn away, night's on its way.",
        ],
        [
          'And all the while we travel far',
          'Around the Sun, our nearest star.',
          'One lap around it takes a year,',
          'Three hundred sixty-five days, my dear.',
        ],
        [
          'Our Earth leans over on a tilt,',
          'And that is how the seasons are built.',
          'Lean towards the Sun: summer fun!',
          'Lean away and winter has begun.',
        ],
        [
          'In summer, days are long and bright,',
          "In winter, there's a longer night.",
          'So spin and lap and lean, my friend,',
          'A dance that never seems to end.',
        ],
      ],
      chorus: [
        'One spin is a day, one lap is a year,',
        "Spinning round the Sun, we're dancing here.",
        'Round and round and round we go,',
        "The Earth's two motions, fast and slow.",
      ],
      check: {
        line: 'One spin is a day, one lap is a ___,',
        correct: 'year',
        wrong: ['month', 'week', 'season'],
        explanation:
          'Earth spins once on its axis each day, and goes once around the Sun, one lap, in about 365 days: a year.',
      },
    },
  },
  {
    questId: 's-spa-004',
    type: 'song',
    name: 'Countdown to Liftoff',
    yearLevels: [4],
    curriculum: ['AC9S4U03'],
    description: 'Ten, nine, eight: a countdown song about the forces that launch a rocket.',
    song: {
      tune: 'march',
      tempo: 126,
      verses: [
        [
          'Gravity pulls us to the ground,',
          'It keeps the rocket sitting down.',
          "We need a push that's bigger still",
          'To climb the sky against its will.',
        ],
        [
          'The engines burn their fuel so hot,',
          'They blast hot gas down like a shot.',
          'The gas pushes back, the rocket flies,',
          'That push is thrust, up to the skies!',
        ],
        [
          'The air rubs hard against our nose,',
          'That friction slows us as we go.',
          'A pointy shape helps slice on through,',
          'So less air pushes back at you.',
        ],
        [
          'Up high we turn and zoom sideways,',
          'So fast we fall around for days.',
          "We're falling round, not falling down,",
          'In orbit high above the town!',
        ],
      ],
      chorus: [
        'Ten, nine, eight, seven, six, five,',
        'Four, three, two, the engines come alive!',
        'One! Lift off! A mighty push,',
        'Up we go with a fiery whoosh!',
      ],
      check: {
        line: 'That push is ___, up to the skies!',
        correct: 'thrust',
        wrong: ['gravity', 'friction', 'magnetism'],
        explanation: 'The engines push hot gas down, and the gas pushes the rocket up. That push is called thrust.',
      },
    },
  },
  {
    questId: 's-spa-005',
    type: 'song',
    name: 'Under the Southern Cross',
    yearLevels: [6],
    curriculum: ['AC9S6U02'],
    description: 'A night-sky song about finding south with the Southern Cross and its Pointers.',
    song: {
      tune: 'shanty',
      tempo: 96,
      verses: [
        [
          'Out on the dark and southern sea,',
          "The stars were all the map there'd be.",
          'Look for a kite of stars so bright:',
          'The Southern Cross will guide you right.',
        ],
        [
          'Two shining Pointers, side by side,',
          "Point to the Cross, they're your guide.",
          'Now draw a line along the Cross,',
          "Through its long arm, so you're not lost.",
        ],
        [
          'Stretch that line out four and a half',
          'Times its length along its path.',
          'Then from between the Pointers two',
          'Draw a line to meet it too.',
        ],
        [
          'Where those two lines meet in the night,',
          'Drop straight down to the land in sight.',
          'That point is south, and now you see',
          'Which way is home across the sea.',
        ],
      ],
      chorus: [
        'Under the Southern Cross, heave ho,',
        'As Earth spins round, the stars wheel slow.',
        'They circle round the south all night,',
        'To guide us home by starlight bright.',
      ],
      check: {
        line: 'As Earth ___ round, the stars wheel slow.',
        correct: 'spins',
        wrong: ['stops', 'shrinks', 'sleeps'],
        explanation:
          'The stars seem to circle round the south of the sky during the night because Earth spins on its axis.',
      },
    },
  },
  {
    questId: 's-spa-006',
    type: 'song',
    name: 'Gravity Keeps Us Grounded',
    yearLevels: [4],
    curriculum: ['AC9S4U03'],
    description: 'A bouncy song about the pull that keeps our feet on the ground and the Moon in orbit.',
    song: {
      tune: 'skip',
      tempo: 128,
      verses: [
        [
          'I jump up high, I come back down,',
          'Gravity pulls me to the ground.',
          'I throw a ball up to the sky,',
          'It falls back down, and I know why!',
        ],
        [
          'An apple drops down from the tree,',
          'Pulled down by gravity, you see.',
          'The Earth pulls all things, big and small,',
          'Towards its centre, one and all.',
        ],
        [
          'The Moon would zoom away in space,',
          "But Earth's pull holds it in its place.",
          'So round and round the Moon will go,',
          'A month for each lap, as you know.',
        ],
        [
          "Upon the Moon you'd bounce up high,",
          'Its pull is weaker, that is why.',
          'But here on Earth our feet stay down,',
          'So bounce and land back on the ground!',
        ],
      ],
      chorus: [
        'Gravity, gravity, pulling us down,',
        'Keeping our feet upon the ground!',
        'Bounce, bounce, up we go,',
        'Gravity pulls us back, you know!',
      ],
      check: {
        line: '___ pulls me to the ground.',
        correct: 'Gravity',
        wrong: ['Friction', 'Magnetism', 'Thrust'],
        explanation:
          "Gravity is the pull of the Earth. It pulls everything towards Earth's centre, so we land back on the ground.",
      },
    },
  },
];
