import type { ActivityContent } from './content-types.js';

/**
 * Green Acres's last three animations, each with its scenes in motion and a
 * check (the first three: green-acres-animations.ts; the realm's other
 * activities: green-acres.ts).
 */
export const GREEN_ACRES_ANIMATIONS_2: readonly ActivityContent[] = [
  {
    questId: 'a-env-004',
    type: 'animation',
    name: 'Inside a Worm Farm',
    yearLevels: [4],
    curriculum: ['AC9S4U01'],
    description: 'A look inside a worm farm as food scraps become castings that feed a vegetable patch.',
    animation: {
      scenes: [
        {
          caption:
            'A worm farm is a box of damp bedding full of compost worms. We add fruit and vegetable scraps on top.',
          picture: {
            alt: 'Fruit scraps drop into a worm farm box.',
            parts: [
              { part: 'room' },
              { part: 'bin', x: 200, y: 170, size: 120, label: 'Worm farm' },
              { part: 'fruit', x: 200, y: 60, size: 30, tint: '#e07a2a', motion: 'fall' },
            ],
          },
        },
        {
          caption: 'Worms are decomposers. They eat the scraps, along with fungi and bacteria that help soften them.',
          picture: {
            alt: 'Worms wriggle through food scraps in dark bedding.',
            parts: [
              { part: 'soil-layers' },
              { part: 'worm', x: 140, y: 80, size: 60, motion: 'sway' },
              { part: 'worm', x: 260, y: 100, size: 60, motion: 'sway' },
              { part: 'fruit', x: 200, y: 50, size: 30, tint: '#e07a2a', motion: 'shrink' },
            ],
          },
        },
        {
          caption: 'What comes out of a worm is called castings. Castings are dark, crumbly and full of nutrients.',
          picture: {
            alt: 'Dark castings build up at the bottom of the worm farm.',
            parts: [
              { part: 'soil-layers' },
              { part: 'worm', x: 200, y: 80, size: 70, motion: 'drift-right' },
              { part: 'rock', x: 200, y: 140, size: 40, tint: '#3a2a1a', motion: 'grow', label: 'Castings' },
            ],
          },
        },
        {
          caption: 'Water trickles through the farm and drips out the tap. This worm tea is a liquid plant food.',
          picture: {
            alt: 'Drops of brown liquid drip from the worm farm into a cup.',
            parts: [
              { part: 'room' },
              { part: 'bin', x: 200, y: 120, size: 110 },
              { part: 'raindrop', x: 200, y: 190, size: 14, tint: '#6a4a2a', motion: 'fall' },
              { part: 'cup', x: 200, y: 220, size: 40, label: 'Worm tea' },
            ],
          },
        },
        {
          caption:
            'We spread the castings on the vegetable patch. Plants are producers, and the nutrients help them grow.',
          picture: {
            alt: 'Seedlings grow in a garden bed under the sun.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 340, y: 50, size: 60, motion: 'glow' },
              { part: 'seedling', x: 140, y: 170, size: 60, motion: 'grow' },
              { part: 'seedling', x: 240, y: 170, size: 60, motion: 'grow' },
            ],
          },
        },
        {
          caption:
            'We eat the vegetables and put the peels back in the farm. Scraps to worms to soil to food, round and round!',
          picture: {
            alt: 'A recycling symbol turns between a worm and a vegetable.',
            parts: [
              { part: 'sky' },
              { part: 'worm', x: 100, y: 130, size: 60 },
              { part: 'recycle', x: 200, y: 130, size: 70, motion: 'spin' },
              { part: 'fruit', x: 300, y: 130, size: 50, tint: '#e07a2a' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What are worm castings?',
          correct: 'The rich waste that comes out of worms',
          wrong: ['Worm eggs', 'Plastic worm toys', 'Dry sand'],
          explanation: 'Castings are what comes out of a worm. They are dark, crumbly and full of nutrients.',
        },
        {
          prompt: 'In a worm farm, what job do the worms do?',
          correct: 'They are decomposers that break down scraps',
          wrong: [
            'They are producers that make food from light',
            'They hunt other animals',
            'They make the water salty',
          ],
          explanation: 'Worms eat dead food scraps and break them down, so they are decomposers.',
        },
      ],
    },
  },
  {
    questId: 'a-env-005',
    type: 'animation',
    name: 'Coral Reefs in Warming Seas',
    yearLevels: [6],
    curriculum: ['AC9S6U01'],
    description: 'Why corals bleach when the water gets too warm, and how a reef can recover.',
    animation: {
      scenes: [
        {
          caption:
            'A coral reef is built by tiny animals called coral polyps. Colourful algae live inside them and make food from sunlight.',
          picture: {
            alt: 'Colourful corals and fish on a sunny reef.',
            parts: [
              { part: 'sea' },
              { part: 'sun', x: 340, y: 40, size: 50, motion: 'glow' },
              { part: 'flower', x: 120, y: 200, size: 60, tint: '#e0607a', label: 'Coral' },
              { part: 'flower', x: 260, y: 205, size: 50, tint: '#f0a040' },
              { part: 'fish', x: 200, y: 160, size: 40, tint: '#3a8ae0', motion: 'drift-right' },
            ],
          },
        },
        {
          caption:
            'Corals grow best in clear, sunny water between about 23 and 29 degrees. These physical conditions matter.',
          picture: {
            alt: 'A thermometer in clear sea water beside a healthy coral.',
            parts: [
              { part: 'sea' },
              { part: 'thermometer', x: 300, y: 170, size: 40, motion: 'pulse', label: '23 to 29 degrees' },
              { part: 'flower', x: 140, y: 200, size: 70, tint: '#e0607a' },
            ],
          },
        },
        {
          caption: 'In a marine heatwave the water stays too warm for weeks. Stressed corals push out their algae.',
          picture: {
            alt: 'A hot sun over the sea while a thermometer rises.',
            parts: [
              { part: 'sea' },
              { part: 'sun', x: 200, y: 50, size: 80, motion: 'pulse' },
              { part: 'thermometer', x: 320, y: 170, size: 40, tint: '#e04030', label: 'Too warm' },
              { part: 'cell', x: 140, y: 190, size: 24, tint: '#a0c050', motion: 'drift-left' },
            ],
          },
        },
        {
          caption:
            'Without its algae, a coral turns white. This is coral bleaching. The coral is still alive, but it is starving.',
          picture: {
            alt: 'Corals fade from pink to white on the reef.',
            parts: [
              { part: 'sea' },
              { part: 'flower', x: 140, y: 200, size: 70, tint: '#f4f4f4', label: 'Bleached coral' },
              { part: 'flower', x: 260, y: 200, size: 60, tint: '#e0607a', motion: 'fade-out' },
            ],
          },
        },
        {
          caption:
            'If the water cools soon, the algae can come back and the coral regains its colour. If not, the coral may die.',
          picture: {
            alt: 'Colour slowly returns to a white coral as the water cools.',
            parts: [
              { part: 'sea' },
              { part: 'thermometer', x: 320, y: 170, size: 40, tint: '#3a8ae0', label: 'Cooler' },
              { part: 'flower', x: 160, y: 200, size: 70, tint: '#e0607a', motion: 'fade-in' },
            ],
          },
        },
        {
          caption:
            'Reefs recover best when the water is clean and fish are protected. Cutting the pollution that warms the planet helps too.',
          picture: {
            alt: 'Fish swim over a recovering reef while a scientist checks the water.',
            parts: [
              { part: 'sea' },
              { part: 'scientist', x: 80, y: 120, size: 60 },
              { part: 'flower', x: 220, y: 205, size: 60, tint: '#e0607a', motion: 'grow' },
              { part: 'fish', x: 300, y: 170, size: 40, tint: '#f0c040', motion: 'drift-left' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Why does a bleached coral turn white?',
          correct: 'It has pushed out the colourful algae that live inside it',
          wrong: ['It has been painted by salt', 'It has turned into rock', 'It has grown a new white shell'],
          explanation:
            'Coral gets its colour and most of its food from algae. Without them it looks white and starves.',
        },
        {
          prompt: 'What causes most coral bleaching?',
          correct: 'Water that stays too warm for weeks',
          wrong: ['Water that is too clear', 'Too many fish on the reef', 'A full moon'],
          explanation: 'A marine heatwave stresses corals so much that they push out their algae.',
        },
        {
          prompt: 'What helps a bleached reef recover?',
          correct: 'Cooler, clean water and protected fish',
          wrong: ['Hotter water', 'More mud in the water', 'Taking the coral home'],
          explanation: 'If the water cools and stays clean, the algae can return and the coral can regain its colour.',
        },
      ],
    },
  },
  {
    questId: 'a-env-006',
    type: 'animation',
    name: 'Where Do Minerals Come From?',
    yearLevels: [3],
    curriculum: ['AC9S3U02'],
    description: 'How minerals form in rocks and end up in pencils, salt shakers and phones.',
    animation: {
      scenes: [
        {
          caption: 'Rocks are made of minerals. A mineral is a natural solid, often made of tiny crystals.',
          picture: {
            alt: 'A big rock sparkles with small crystals.',
            parts: [
              { part: 'ground' },
              { part: 'rock', x: 200, y: 160, size: 140, label: 'Rock' },
              { part: 'star', x: 180, y: 150, size: 20, motion: 'glow' },
              { part: 'star', x: 230, y: 170, size: 16, motion: 'glow' },
            ],
          },
        },
        {
          caption: 'Some minerals form deep underground, where hot melted rock cools slowly and crystals grow.',
          picture: {
            alt: 'Glowing melted rock deep under the ground slowly cools.',
            parts: [
              { part: 'soil-layers' },
              { part: 'flame', x: 200, y: 215, size: 50, motion: 'glow', label: 'Hot melted rock' },
              { part: 'star', x: 140, y: 200, size: 20, motion: 'grow' },
            ],
          },
        },
        {
          caption: 'Salt is a mineral too. When salty sea water dries up in the sun, salt crystals are left behind.',
          picture: {
            alt: 'The sun dries up a salty puddle and white crystals appear.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 320, y: 50, size: 60, motion: 'glow' },
              { part: 'puddle', x: 200, y: 200, size: 150, motion: 'shrink' },
              { part: 'ice-cube', x: 200, y: 195, size: 24, tint: '#ffffff', motion: 'fade-in', label: 'Salt' },
            ],
          },
        },
        {
          caption: 'People dig minerals out of the ground at mines. Australia mines lots of minerals.',
          picture: {
            alt: 'A person in safety glasses beside rocks at a mine.',
            parts: [
              { part: 'ground' },
              { part: 'hill', x: 280, y: 170, size: 200 },
              { part: 'scientist', x: 120, y: 150, size: 60 },
              { part: 'rock', x: 200, y: 190, size: 40, motion: 'bounce' },
            ],
          },
        },
        {
          caption: 'The grey stuff in your pencil is a soft mineral called graphite. It is mixed with clay.',
          picture: {
            alt: 'A yellow pencil-like stick, labelled graphite, moves as if drawing.',
            parts: [
              { part: 'room' },
              {
                part: 'wire',
                x: 200,
                y: 140,
                size: 120,
                tint: '#f0c040',
                turn: -20,
                motion: 'drift-right',
                label: 'Pencil: graphite',
              },
            ],
          },
        },
        {
          caption:
            'Salt goes in your salt shaker. Tiny bits of metal from minerals are inside every phone. Minerals are useful Earth resources!',
          picture: {
            alt: 'Salt pours from a shaker next to a battery with metals in it.',
            parts: [
              { part: 'room' },
              { part: 'cup', x: 130, y: 160, size: 50, label: 'Salt' },
              { part: 'ice-cube', x: 130, y: 200, size: 14, tint: '#ffffff', motion: 'fall' },
              { part: 'battery', x: 270, y: 170, size: 70, motion: 'glow', label: 'Metals' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What are rocks made of?',
          correct: 'Minerals',
          wrong: ['Leaves', 'Water only', 'Plastic'],
          explanation: 'Rocks are made of minerals, which are natural solids often made of crystals.',
        },
        {
          prompt: 'What mineral is in a pencil?',
          correct: 'Graphite',
          wrong: ['Salt', 'Gold', 'Ice'],
          explanation: 'The grey stuff in a pencil is graphite, a soft mineral mixed with clay.',
        },
        {
          prompt: 'How can salt crystals form?',
          correct: 'Salty water dries up in the sun',
          wrong: ['Rain freezes on a rock', 'Worms make them in soil', 'Trees drop them in autumn'],
          explanation: 'When salty sea water dries up, the salt is left behind as crystals.',
        },
      ],
    },
  },
];
