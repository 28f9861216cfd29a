import type { ActivityContent } from './content-types.js';

/** Cape Cosmos's animations, the first three, each with its scenes and check (the rest: cape-cosmos-animations-2.ts). */
export const CAPE_COSMOS_ANIMATIONS: readonly ActivityContent[] = [
  {
    questId: 'a-spa-001',
    type: 'animation',
    name: 'Earth Spins, the Sun Rises',
    yearLevels: [6],
    curriculum: ['AC9S6U02'],
    description: 'Watch Earth turn from space to see why the Sun seems to rise, cross the sky and set.',
    animation: {
      scenes: [
        {
          caption:
            'Seen from space, Earth is always spinning on its axis, an imaginary line from the North Pole to the South Pole.',
          picture: {
            alt: 'The Earth spins in space.',
            parts: [
              { part: 'space' },
              { part: 'earth', x: 200, y: 125, size: 160, motion: 'spin', label: 'Spinning Earth' },
            ],
          },
        },
        {
          caption:
            'Sunlight can only reach the half of Earth that faces the Sun. That half has day. The other half is in shadow, so it has night.',
          picture: {
            alt: 'The Sun shines on one side of the spinning Earth.',
            parts: [
              { part: 'space' },
              { part: 'sun', x: 50, y: 125, size: 100, motion: 'glow' },
              { part: 'earth', x: 260, y: 125, size: 150, motion: 'spin', label: 'Day and night' },
            ],
          },
        },
        {
          caption:
            'Earth spins from west to east. As your part of Earth turns towards the Sun, the Sun seems to rise in the east. That is sunrise.',
          picture: {
            alt: 'The Sun rises over a hill in the east at dawn.',
            parts: [
              { part: 'sky' },
              { part: 'hill', x: 200, y: 240, size: 400 },
              { part: 'sun', x: 320, y: 200, size: 70, motion: 'rise', label: 'East' },
            ],
          },
        },
        {
          caption:
            'As Earth keeps turning, the Sun seems to climb across the sky. It is highest in the middle of the day.',
          picture: {
            alt: 'The Sun moves across the sky above a gum tree.',
            parts: [
              { part: 'ground' },
              { part: 'gum-tree', x: 200, y: 150, size: 110 },
              { part: 'sun', x: 120, y: 50, size: 60, motion: 'drift-right', label: 'Midday' },
            ],
          },
        },
        {
          caption:
            'In the evening, your part of Earth turns away from the Sun. The Sun seems to sink in the west. That is sunset, and night begins.',
          picture: {
            alt: 'The Sun sets behind a hill in the west.',
            parts: [
              { part: 'sky' },
              { part: 'hill', x: 200, y: 240, size: 400, tint: '#5d7f3a' },
              { part: 'sun', x: 80, y: 170, size: 70, tint: '#ff8a3d', motion: 'fall', label: 'West' },
            ],
          },
        },
        {
          caption:
            'The Sun does not really move across our sky. We do! One full spin of Earth takes about 24 hours: one day and one night.',
          picture: {
            alt: 'The Earth spins beside the Sun, once every 24 hours.',
            parts: [
              { part: 'space' },
              { part: 'sun', x: 50, y: 125, size: 80 },
              { part: 'earth', x: 250, y: 125, size: 140, motion: 'spin', label: 'One spin: 24 hours' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Why does the Sun seem to rise in the east?',
          correct: 'Earth spins from west to east, turning us towards the Sun',
          wrong: [
            'The Sun goes around Earth each day',
            'The Sun hides behind the Moon at night',
            'Earth stops spinning at night',
          ],
          explanation:
            'Earth spins from west to east. As our side turns towards the Sun, the Sun seems to appear in the east.',
        },
        {
          prompt: 'How long does Earth take to spin once on its axis?',
          correct: 'About 24 hours',
          wrong: ['About one week', 'About one month', 'About 365 days'],
          explanation: 'One full spin takes about 24 hours, which gives one day and one night.',
        },
        {
          prompt: 'Which part of Earth has night?',
          correct: 'The half facing away from the Sun',
          wrong: ['The half facing the Moon', 'Only the North Pole', 'The whole Earth at once'],
          explanation: 'Sunlight reaches only the half of Earth facing the Sun. The half facing away is dark.',
        },
      ],
    },
  },
  {
    questId: 'a-spa-002',
    type: 'animation',
    name: 'The Tilt That Makes the Seasons',
    yearLevels: [6],
    curriculum: ['AC9S6U02'],
    description: 'Follow tilted Earth around the Sun and see summer and winter trade places.',
    animation: {
      scenes: [
        {
          caption:
            "Earth's axis is not straight up and down. It is tilted by about 23 degrees, and it stays tilted the same way all year.",
          picture: {
            alt: 'The tilted Earth spins on a slanted axis.',
            parts: [
              { part: 'space' },
              { part: 'earth', x: 200, y: 125, size: 150, turn: 23, motion: 'spin' },
              { part: 'arrow', x: 200, y: 125, size: 220, turn: -67, label: 'Tilted axis' },
            ],
          },
        },
        {
          caption: 'Once a year, Earth travels all the way around the Sun. Watch it go, still tilted the same way.',
          picture: {
            alt: 'The tilted Earth orbits around the Sun.',
            parts: [
              { part: 'space' },
              { part: 'sun', x: 200, y: 125, size: 80, motion: 'glow' },
              { part: 'earth', x: 200, y: 125, size: 40, turn: 23, motion: 'orbit', label: 'One lap: one year' },
            ],
          },
        },
        {
          caption:
            'In December, the south half of Earth leans towards the Sun. Sunlight hits Australia more directly, and days are long. It is summer here.',
          picture: {
            alt: 'The Sun shines brightly on a beach in summer.',
            parts: [
              { part: 'sea' },
              { part: 'sun', x: 200, y: 40, size: 80, motion: 'glow', label: 'High summer Sun' },
              { part: 'child', x: 110, y: 190, size: 50 },
            ],
          },
        },
        {
          caption:
            'At the same time, the north half leans away from the Sun. Its sunlight is spread out and its days are short, so it has winter.',
          picture: {
            alt: 'Snowflakes fall on a snowy mountain in the north.',
            parts: [
              { part: 'sky' },
              { part: 'mountain', x: 200, y: 170, size: 220 },
              { part: 'snowflake', x: 100, y: 50, size: 25, motion: 'fall' },
              { part: 'snowflake', x: 300, y: 40, size: 25, motion: 'fall' },
              { part: 'sun', x: 350, y: 200, size: 40, label: 'Low winter Sun' },
            ],
          },
        },
        {
          caption:
            'Six months later, in June, Earth is on the other side of the Sun. Now the south leans away. Australia has winter, with short days and long nights.',
          picture: {
            alt: 'The Sun is low in the winter sky as a cloud drifts past a gum tree.',
            parts: [
              { part: 'ground' },
              { part: 'gum-tree', x: 140, y: 140, size: 110 },
              { part: 'sun', x: 330, y: 180, size: 45, motion: 'glow', label: 'Low winter Sun' },
              { part: 'cloud', x: 250, y: 60, size: 80, motion: 'drift-left' },
            ],
          },
        },
        {
          caption:
            'So the seasons come from the tilt, not from how close Earth is to the Sun. When it is summer in Australia, it is winter in Europe!',
          picture: {
            alt: 'The tilted Earth orbits the Sun, with summer on one side and winter on the other.',
            parts: [
              { part: 'space' },
              { part: 'sun', x: 200, y: 125, size: 70 },
              { part: 'earth', x: 200, y: 125, size: 45, turn: 23, motion: 'orbit' },
              { part: 'sun', x: 60, y: 40, size: 30, label: 'Summer' },
              { part: 'snowflake', x: 340, y: 40, size: 30, label: 'Winter' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What causes the seasons?',
          correct: "The tilt of Earth's axis as Earth travels around the Sun",
          wrong: [
            'Earth getting closer to the Sun in summer',
            'The Moon blocking the Sun',
            'The Sun getting hotter and colder',
          ],
          explanation:
            'Earth is tilted. When our half leans towards the Sun, sunlight is more direct and days are longer, so it is summer.',
        },
        {
          prompt: 'In which month is it summer in Australia?',
          correct: 'December',
          wrong: ['June', 'July', 'August'],
          explanation: 'In December, the south half of Earth leans towards the Sun, so Australia has summer.',
        },
        {
          prompt: 'When it is summer in Australia, what season is it in Europe, in the north?',
          correct: 'Winter',
          wrong: ['Summer', 'Spring', 'The same season as Australia'],
          explanation:
            'When the south leans towards the Sun, the north leans away, so the two halves have opposite seasons.',
        },
      ],
    },
  },
  {
    questId: 'a-spa-003',
    type: 'animation',
    name: 'How Rockets Reach Space',
    yearLevels: [4],
    curriculum: ['AC9S4U03'],
    description: 'Forces in action: thrust pushes a rocket up while gravity pulls it back down.',
    animation: {
      scenes: [
        {
          caption: 'A rocket sits on the launch pad. Gravity pulls it down, so it stays on the ground.',
          picture: {
            alt: 'A rocket stands still on the ground with an arrow pointing down.',
            parts: [
              { part: 'ground' },
              { part: 'rocket', x: 200, y: 130, size: 90, motion: 'pulse' },
              { part: 'arrow', x: 300, y: 150, size: 50, turn: 90, label: 'Gravity pulls down' },
            ],
          },
        },
        {
          caption:
            'The engines burn fuel and blast hot gas down out of the bottom. The gas pushes the rocket up. This push is called thrust.',
          picture: {
            alt: 'Flames and steam blast out of the bottom of the rocket.',
            parts: [
              { part: 'ground' },
              { part: 'rocket', x: 200, y: 110, size: 90 },
              { part: 'flame', x: 200, y: 190, size: 60, motion: 'glow' },
              { part: 'steam', x: 140, y: 200, size: 60, motion: 'drift-left' },
              { part: 'arrow', x: 300, y: 110, size: 50, turn: -90, label: 'Thrust pushes up' },
            ],
          },
        },
        {
          caption: 'When the thrust is stronger than the pull of gravity, the rocket lifts off. Up it goes!',
          picture: {
            alt: 'The rocket rises into the sky.',
            parts: [
              { part: 'sky' },
              { part: 'rocket', x: 200, y: 140, size: 80, motion: 'rise', label: 'Lift-off!' },
              { part: 'cloud', x: 100, y: 200, size: 90, tint: '#dddddd' },
            ],
          },
        },
        {
          caption:
            'Air rubs against the rocket as it flies. This air resistance is a kind of friction, and it slows the rocket down.',
          picture: {
            alt: 'Arrows of air push down on the nose of the rising rocket.',
            parts: [
              { part: 'sky' },
              { part: 'rocket', x: 200, y: 140, size: 80, motion: 'rise' },
              { part: 'arrow', x: 200, y: 40, size: 40, turn: 90, label: 'Air resistance' },
            ],
          },
        },
        {
          caption: 'When a fuel tank is empty, it drops away. The rocket is now lighter, so it is easier to push.',
          picture: {
            alt: 'An empty part of the rocket falls away back to Earth.',
            parts: [
              { part: 'sky' },
              { part: 'rocket', x: 200, y: 80, size: 60, motion: 'rise' },
              { part: 'test-tube', x: 200, y: 180, size: 30, motion: 'fall', label: 'Empty tank' },
            ],
          },
        },
        {
          caption:
            'High above the air, the rocket goes very fast sideways. It keeps falling around Earth instead of down. It is in orbit!',
          picture: {
            alt: 'A small rocket circles around the Earth in space.',
            parts: [
              { part: 'space' },
              { part: 'earth', x: 200, y: 125, size: 130 },
              { part: 'rocket', x: 200, y: 125, size: 30, motion: 'orbit', label: 'In orbit' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What is the push that lifts a rocket called?',
          correct: 'Thrust',
          wrong: ['Gravity', 'Friction', 'Magnetism'],
          explanation: 'The engines blast hot gas down, and the gas pushes the rocket up. This push is thrust.',
        },
        {
          prompt: 'When does the rocket lift off?',
          correct: 'When thrust is stronger than the pull of gravity',
          wrong: ['When gravity is stronger than thrust', 'When the engines turn off', 'When the air stops moving'],
          explanation: 'Gravity pulls the rocket down. It rises once the push of thrust is bigger than that pull.',
        },
        {
          prompt: 'Why does the rocket drop its empty fuel tanks?',
          correct: 'A lighter rocket is easier to push',
          wrong: ['To make more gravity', 'To slow the rocket down', 'To light the way'],
          explanation: 'Dropping empty tanks makes the rocket lighter, so the thrust can push it faster.',
        },
      ],
    },
  },
];
