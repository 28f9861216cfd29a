import type { ActivityContent } from './content-types.js';

/** Fahren Heights' songs, each with its tune, lyrics and check (the realm's other activities: fahren-heights.ts). */
export const FAHREN_HEIGHTS_SONGS: readonly ActivityContent[] = [
  {
    questId: 's-wea-001',
    type: 'song',
    name: 'Evaporate, Condense, Precipitate',
    yearLevels: [4],
    curriculum: ['AC9S4U02'],
    description: 'Three big words and one big cycle: a song that goes round and round.',
    song: {
      tune: 'chant',
      tempo: 108,
      verses: [
        [
          'The sun shines down upon the sea,',
          'It warms the water, one, two, three,',
          'Up it goes as vapour, light and free,',
          "Evaporation, can't you see?",
        ],
        [
          "High up in the sky it's cold,",
          "The vapour cools, or so we're told,",
          'It turns to drops, a cloud is made,',
          'Condensation, cloud parade!',
        ],
        [
          'The drops join up and grow and grow,',
          'Too heavy now, they fall below,',
          'As rain or hail or drifting snow,',
          'Precipitation, down they go!',
        ],
        [
          'It runs to rivers, lakes and sea,',
          'It soaks in soil around a tree,',
          'Then the sun comes out once more,',
          'The cycle starts just like before!',
        ],
      ],
      chorus: ['Evaporate, condense, precipitate,', "Round and round and round, the cycle's great!"],
      check: {
        line: '___, down they go!',
        correct: 'Precipitation',
        wrong: ['Evaporation', 'Condensation', 'Collection'],
        explanation: 'Precipitation is water falling from clouds as rain, hail or snow when the drops grow too heavy.',
      },
    },
  },
  {
    questId: 's-wea-002',
    type: 'song',
    name: 'Cumulus, Stratus, Cirrus',
    yearLevels: [4],
    curriculum: ['AC9S4U02'],
    description: 'Puffy, flat and wispy: a song to name the clouds as they drift by.',
    song: {
      tune: 'waltz',
      tempo: 100,
      verses: [
        [
          'Cumulus clouds are puffy and white,',
          "Like cotton wool on a day that's bright,",
          "They float along when the weather's fine,",
          'Fluffy sheep in a sunny line.',
        ],
        [
          'Stratus clouds are a flat grey sheet,',
          'A blanket low where the hilltops meet,',
          'They hide the sun on a dull grey day,',
          'With drizzle soft as they drift away.',
        ],
        [
          'Cirrus clouds are so thin and high,',
          'Wispy feathers across the sky,',
          "Made of ice where it's freezing cold,",
          'A change in the weather may unfold.',
        ],
        [
          'Cumulonimbus, a tower so tall,',
          'Brings thunder, lightning and rain and all,',
          'Sometimes it sends down hail as well,',
          'So head indoors when the storm clouds swell.',
        ],
      ],
      chorus: [
        'Cumulus, stratus, cirrus too,',
        'Drifting across the sky so blue,',
        'Look up high and name each one,',
        'Cloud spotting is lots of fun!',
      ],
      check: {
        line: '___ clouds are so thin and high,',
        correct: 'Cirrus',
        wrong: ['Cumulus', 'Stratus', 'Cumulonimbus'],
        explanation: 'Cirrus clouds are thin and wispy. They float so high that they are made of ice.',
      },
    },
  },
  {
    questId: 's-wea-003',
    type: 'song',
    name: 'Sun Hat Weather',
    yearLevels: [3],
    curriculum: ['AC9S3U03'],
    description: 'A summery song about hot days, cool shade and staying comfortable.',
    song: {
      tune: 'skip',
      tempo: 118,
      verses: [
        [
          "The sun is up, it's shining bright,",
          'It sends us heat and lots of light,',
          "The footpath's hot, the sand is too,",
          "The sun's heat warms them through and through.",
        ],
        [
          'Put on your hat, slip on a shirt,',
          "Find some shade so you don't get hurt,",
          'The shade is cooler, out of the sun,',
          'Less heat gets in, so play and run!',
        ],
        [
          'An icy pole is cold and sweet,',
          'Heat flows from you into the treat,',
          "Jump in the pool, the water's cool,",
          'It takes your heat, that is the rule!',
        ],
        [
          'The thermometer climbs up high,',
          'When the hot sun blazes in the sky,',
          'Drink your water, rest a while,',
          'Keep cool and play with a sunny smile!',
        ],
      ],
      chorus: [
        'Sun hat weather, sun hat weather,',
        'Hot outside, so keep cool together,',
        'Shade and water, hat and shirt,',
        'Sun hat weather, on alert!',
      ],
      check: {
        line: "The sun's ___ warms them through and through.",
        correct: 'heat',
        wrong: ['shade', 'water', 'wind'],
        explanation: 'The sun is a source of heat. Its heat moves into the footpath and the sand and makes them hot.',
      },
    },
  },
  {
    questId: 's-wea-004',
    type: 'song',
    name: 'Count to the Thunder',
    yearLevels: [6],
    curriculum: ['AC9S6H02'],
    description: 'Flash, then count: a song about how far away the storm is and when to head inside.',
    song: {
      tune: 'march',
      tempo: 120,
      verses: [
        [
          'A flash of lightning lights the sky,',
          'So count the seconds ticking by,',
          'One, two, three, then comes the sound,',
          'The rumbling thunder shakes the ground.',
        ],
        [
          'The light arrives in just a blink,',
          'But sound is slower than you think,',
          'Divide the count by three, you see,',
          'How many kilometres it will be.',
        ],
        [
          'When thunder roars, we go indoors,',
          'We leave the pool and leave the shores,',
          'No hiding under trees out there,',
          'A house or hard-roofed car is where!',
        ],
        [
          'The Bureau sends a warning out,',
          "So clubs and schools know what it's about,",
          'Wait half an hour from the final roar,',
          'Before you head outside once more.',
        ],
      ],
      chorus: [
        'Flash! Then count, one, two, three,',
        'How far away can the storm be?',
        "If you can hear it, it's too near,",
        'So head inside till the skies are clear!',
      ],
      check: {
        line: 'Divide the count by ___, you see,',
        correct: 'three',
        wrong: ['two', 'ten', 'five'],
        explanation:
          'Sound travels about a kilometre in three seconds, so dividing the seconds by three gives the distance in kilometres.',
      },
    },
  },
  {
    questId: 's-wea-005',
    type: 'song',
    name: 'Four Seasons, Six Seasons',
    yearLevels: [6],
    curriculum: ['AC9S6U02'],
    description: 'A song about the different ways of dividing the year across Australia.',
    song: {
      tune: 'waltz',
      tempo: 104,
      verses: [
        [
          'The Earth goes round the sun each year,',
          'Its tilt brings seasons, far and near,',
          'Lean towards the sun, the days grow long,',
          'Lean away, and winter comes along.',
        ],
        [
          'In Melbourne there are seasons four,',
          'Summer, autumn, winter, spring once more,',
          'The leaves turn gold, the cold winds blow,',
          'Then blossoms burst and gardens grow.',
        ],
        [
          'In Kakadu the Bininj know,',
          'Six seasons come and six seasons go,',
          'From build-up storms to monsoon rain,',
          'To dry hot days, then round again.',
        ],
        [
          'Many First Nations calendars tell,',
          'The seasons by the plants as well,',
          'By flowers, birds and wind and rain,',
          'The year goes round and round again.',
        ],
      ],
      chorus: [
        'Four seasons, six seasons, round the sun,',
        'Many ways to count them, every one,',
        'The Earth keeps turning, the year rolls on.',
      ],
      check: {
        line: 'Its ___ brings seasons, far and near,',
        correct: 'tilt',
        wrong: ['spin', 'moon', 'size'],
        explanation:
          "The Earth's tilt means each half leans towards the sun for part of its yearly trip, which brings the seasons.",
      },
    },
  },
  {
    questId: 's-wea-006',
    type: 'song',
    name: 'Blowing in the Breeze',
    yearLevels: [5],
    curriculum: ['AC9S5U04'],
    description: 'A breezy song about air you cannot see, pushing kites, sails and leaves.',
    song: {
      tune: 'shanty',
      tempo: 100,
      verses: [
        [
          "You cannot see it, but it's there,",
          'Tiny particles make up the air,',
          'They zoom about, spread far and wide,',
          'And fill each space from side to side.',
        ],
        [
          'It fills the sails of boats at sea,',
          'It rustles leaves on every tree,',
          'It lifts the kite up, way up high,',
          'Moving air goes rushing by.',
        ],
        [
          'Blow up a balloon and watch it grow,',
          'The air inside takes space, you know,',
          'Give it a squeeze, it squashes small,',
          "Gas particles have space, that's all!",
        ],
        [
          'The sun warms air, it starts to rise,',
          'It spreads out, lighter, to the skies,',
          'Then cooler air comes rushing in,',
          "And that's a breeze upon your skin!",
        ],
      ],
      chorus: [
        'Blow, breeze, blow, across the bay,',
        'Push the kites and sails away,',
        'Air you cannot see is there,',
        'Particles are in the air!',
      ],
      check: {
        line: 'Tiny ___ make up the air,',
        correct: 'particles',
        wrong: ['raindrops', 'feathers', 'bubbles'],
        explanation: 'Air is a gas made of tiny particles, far apart and always moving, too small to see.',
      },
    },
  },
];
