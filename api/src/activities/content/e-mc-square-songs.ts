import type { ActivityContent } from './content-types.js';

/** E=MC Square's songs, each with its tune, lyrics and check (the realm's other activities: e-mc-square.ts). */
export const E_MC_SQUARE_SONGS: readonly ActivityContent[] = [
  {
    questId: 's-phy-001',
    type: 'song',
    name: 'Push and Pull Polka',
    yearLevels: [4],
    curriculum: ['AC9S4U03'],
    description: 'A dance song about forces that start things, stop things and change their direction.',
    song: {
      tune: 'skip',
      tempo: 120,
      verses: [
        [
          'Give the ball a push and it rolls away,',
          'Pull the wagon home at the end of day,',
          'A push or a pull is a force, we say,',
          'It starts things and stops things every day.',
        ],
        [
          'Friction is the force when surfaces rub,',
          'It slows the ball on the grass at the club,',
          'Smooth ice is slippery, rough ground grips,',
          'Friction stops our slides and slips.',
        ],
        [
          'Gravity pulls every gumnut down,',
          'It pulls on each kid in every town,',
          'A magnet pulls steel without a touch,',
          'Non-contact forces help us so much!',
        ],
        [
          'Kick the footy hard and it changes way,',
          'Catch the ball and it stops its play,',
          'Squeeze the playdough, it changes shape,',
          'Forces push and pull, no escape!',
        ],
      ],
      chorus: [
        'Push and pull, push and pull,',
        'Forces start and stop and steer,',
        'Push and pull, push and pull,',
        'Forces working far and near!',
      ],
      check: {
        line: '___ is the force when surfaces rub,',
        correct: 'Friction',
        wrong: ['Gravity', 'Magnetism', 'Electricity'],
        explanation:
          'Friction acts when two surfaces rub together. It slows things down, like a ball rolling on grass.',
      },
    },
  },
  {
    questId: 's-phy-002',
    type: 'song',
    name: 'Huddle, Shuffle, Zoom',
    yearLevels: [5],
    curriculum: ['AC9S5U04'],
    description: 'Act out the particles of a solid, a liquid and a gas as you sing: huddle, shuffle and zoom.',
    song: {
      tune: 'chant',
      tempo: 110,
      verses: [
        [
          'In a solid we huddle, packed in tight,',
          'We jiggle on the spot all day and night,',
          'We hold our shape, we stay in place,',
          'Like a rock, a spoon, a pencil case.',
        ],
        [
          'In a liquid we shuffle, close but free,',
          'We slide past each other easily,',
          'We flow and pour and we fill a cup,',
          'We take its shape as it fills right up.',
        ],
        [
          'In a gas we zoom, spread far apart,',
          'We fill the room with a racing start,',
          "Squash us in a pump, there's space to spare,",
          'We are the particles in the air!',
        ],
        [
          'Add some heat and we move faster still,',
          'Solid melts to liquid, yes it will,',
          'More heat and the liquid zooms away,',
          'Boiling to a gas on a steamy day!',
        ],
      ],
      chorus: [
        'Huddle, shuffle, zoom, zoom, zoom!',
        'Solid, liquid, gas in the room,',
        'Particles moving all the time,',
        'Too small to see, but they move in rhyme!',
      ],
      check: {
        line: 'In a ___ we huddle, packed in tight,',
        correct: 'solid',
        wrong: ['liquid', 'gas', 'bubble'],
        explanation:
          'In a solid the particles are packed tightly together and only jiggle on the spot, so a solid keeps its shape.',
      },
    },
  },
  {
    questId: 's-phy-003',
    type: 'song',
    name: 'Light Goes Straight',
    yearLevels: [5],
    curriculum: ['AC9S5U03'],
    description: 'A song about light that travels in lines, bounces off mirrors and bends in water.',
    song: {
      tune: 'march',
      tempo: 112,
      verses: [
        [
          'From the sun, a torch, a campfire bright,',
          'Out go the rays of shining light,',
          'Through the air they travel straight and fast,',
          'Until they hit a thing at last.',
        ],
        [
          "When light can't pass through you or me,",
          'A shadow forms, as you can see,',
          "Light can't curve round, so there's a shade,",
          "Cool and dark where the shadow's made.",
        ],
        [
          'Shine it on a mirror, watch it bounce,',
          'Reflection sends it back at once,',
          'A calm lake shows the gum trees too,',
          'Reflected light brings them to you.',
        ],
        [
          'Into water, light will bend,',
          'Refraction is its trick, my friend,',
          'A pencil looks broken in the glass,',
          'Bent light fools our eyes, alas!',
        ],
      ],
      chorus: [
        'Light goes straight, light goes straight,',
        'It bounces, bends and casts a shade,',
        'From sun and torch and flame it is made!',
      ],
      check: {
        line: '___ sends it back at once,',
        correct: 'Reflection',
        wrong: ['Refraction', 'Evaporation', 'Gravity'],
        explanation:
          'Reflection is light bouncing off a surface. A smooth, shiny mirror sends the light straight back.',
      },
    },
  },
  {
    questId: 's-phy-004',
    type: 'song',
    name: 'Heat Flows Hot to Cold',
    yearLevels: [3],
    curriculum: ['AC9S3U03'],
    description: 'A catchy rule to remember: heat always moves from warmer things to cooler things.',
    song: {
      tune: 'skip',
      tempo: 116,
      verses: [
        [
          'A cup of cocoa, steaming hot,',
          'Sits on the table in its spot,',
          'Its heat moves out into the air,',
          "Soon it's cool, just sitting there.",
        ],
        [
          'An ice block melting in my hand,',
          'Drips on the footpath, drips on the sand,',
          'My hand is warm, the ice is cold,',
          "Heat moves to the ice, so I'm told.",
        ],
        [
          'A thermometer can tell,',
          'The temperature, and tell it well,',
          'When it warms, the line goes up,',
          'Put it in a hot tea cup!',
        ],
        [
          'The sun, a stove, a campfire glow,',
          'Are sources of heat, you know,',
          'Rub your hands, they warm up too,',
          'Friction makes some heat for you!',
        ],
      ],
      chorus: [
        'Heat flows hot to cold, hot to cold,',
        "That's the rule we've all been told,",
        'From the warmer to the cooler, so,',
        'Heat flows hot to cold, you know!',
      ],
      check: {
        line: 'From the ___ to the cooler, so,',
        correct: 'warmer',
        wrong: ['colder', 'smaller', 'wetter'],
        explanation:
          'Heat always moves from a warmer thing to a cooler thing, like from your warm hand into a cold ice block.',
      },
    },
  },
  {
    questId: 's-phy-005',
    type: 'song',
    name: 'Ice to Water to Steam',
    yearLevels: [3],
    curriculum: ['AC9S3U04'],
    description: 'Sing water through ice, liquid and steam, adding and taking away heat.',
    song: {
      tune: 'waltz',
      tempo: 96,
      verses: [
        [
          'Ice is a solid, it keeps its shape,',
          "Hard in the freezer, there's no escape,",
          'Add a bit of heat and it starts to melt,',
          'It turns to water, the warmth is felt.',
        ],
        [
          "Water's a liquid, it flows and pours,",
          'It fills a bucket, it spills on floors,',
          'Add lots more heat and it boils away,',
          'It rises as steam, a gas, hooray!',
        ],
        [
          'Take away heat and the steam turns back,',
          "To drops of water, that's the knack,",
          'Cool it more in the freezer cold,',
          'It freezes to ice, so we are told.',
        ],
      ],
      chorus: ['Ice to water to steam and back,', 'Heat it up or cool it down,', 'Water changes, round and round!'],
      check: {
        line: 'Add a bit of heat and it starts to ___,',
        correct: 'melt',
        wrong: ['freeze', 'rust', 'harden'],
        explanation: 'Adding heat to ice makes it melt: the solid ice changes into liquid water.',
      },
    },
  },
  {
    questId: 's-phy-006',
    type: 'song',
    name: 'Close the Circuit',
    yearLevels: [6],
    curriculum: ['AC9S6U03'],
    description: 'No loop, no light: a song about switches, conductors and insulators.',
    song: {
      tune: 'march',
      tempo: 120,
      verses: [
        [
          'A battery, some wire, a globe to light,',
          'Join them in a loop and connect them right,',
          'The current flows around the ring,',
          'The globe lights up and the buzzers sing.',
        ],
        [
          'A switch can open up a gap,',
          'The current stops with just a snap,',
          "Close the switch, the loop's complete,",
          "The light comes on, now that's neat!",
        ],
        [
          'Copper and steel let current through,',
          "Metals are conductors, it's true,",
          'Plastic and rubber block the way,',
          'Insulators keep us safe each day.',
        ],
        [
          "The battery's energy goes round,",
          'It turns to light and heat and sound,',
          'A motor spins, the fan will blow,',
          'Transformed to movement, watch it go!',
        ],
      ],
      chorus: ['Close the circuit, close the loop,', 'No loop, no light, no whirr, no whoop!'],
      check: {
        line: '___ and rubber block the way,',
        correct: 'Plastic',
        wrong: ['Copper', 'Steel', 'Silver'],
        explanation:
          'Plastic and rubber are insulators: they do not let current flow. Metals like copper and steel are conductors.',
      },
    },
  },
];
