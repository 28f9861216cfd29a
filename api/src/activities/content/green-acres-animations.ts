import type { ActivityContent } from './content-types.js';

/**
 * Green Acres's animations, each with its scenes in motion and a check (the
 * realm's other activities: green-acres.ts).
 */
export const GREEN_ACRES_ANIMATIONS: readonly ActivityContent[] = [
  {
    questId: 'a-env-001',
    type: 'animation',
    name: 'How a Seed Becomes a Tree',
    yearLevels: [3],
    curriculum: ['AC9S3U01'],
    description: 'A time-lapse journey from a sprouting seed to a tall tree that makes seeds of its own.',
    animation: {
      scenes: [
        {
          caption: 'A seed lies in the soil. It is alive, but it is resting. It waits for water and warmth.',
          picture: {
            alt: 'A seed rests in the soil under the grass.',
            parts: [
              { part: 'soil-layers' },
              { part: 'seed', x: 200, y: 100, size: 30, motion: 'pulse', label: 'Seed' },
            ],
          },
        },
        {
          caption: 'Rain soaks the soil. The seed takes in water and swells. A tiny root grows down.',
          picture: {
            alt: 'Raindrops fall onto the soil where a seed sprouts a root.',
            parts: [
              { part: 'soil-layers' },
              { part: 'raindrop', x: 160, y: 20, size: 16, motion: 'fall' },
              { part: 'raindrop', x: 240, y: 30, size: 16, motion: 'fall' },
              { part: 'seedling', x: 200, y: 100, size: 40, motion: 'grow' },
            ],
          },
        },
        {
          caption: 'A shoot pushes up into the light. Its first leaves open. Now it is a seedling.',
          picture: {
            alt: 'A seedling grows up out of the ground towards the sun.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 330, y: 50, size: 60, motion: 'glow' },
              { part: 'seedling', x: 200, y: 160, size: 70, motion: 'grow', label: 'Seedling' },
            ],
          },
        },
        {
          caption: 'Year after year, sunlight, water and air help it grow. The seedling becomes a tall tree.',
          picture: {
            alt: 'A young tree grows tall on the ground under the sun.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 340, y: 50, size: 60 },
              { part: 'tree', x: 200, y: 120, size: 180, motion: 'grow', label: 'Tree' },
            ],
          },
          seconds: 6,
        },
        {
          caption: 'The grown-up tree makes flowers. Bees carry pollen from flower to flower.',
          picture: {
            alt: 'A bee flies between the flowers of a tree.',
            parts: [
              { part: 'sky' },
              { part: 'tree', x: 140, y: 140, size: 200 },
              { part: 'flower', x: 290, y: 130, size: 50, motion: 'sway' },
              { part: 'bee', x: 260, y: 80, size: 28, motion: 'drift-right' },
            ],
          },
        },
        {
          caption: 'The flowers turn into fruit with seeds inside. The seeds fall, and the life cycle starts again.',
          picture: {
            alt: 'Fruit hangs from a tree and seeds fall to the ground.',
            parts: [
              { part: 'ground' },
              { part: 'tree', x: 150, y: 110, size: 180 },
              { part: 'fruit', x: 260, y: 90, size: 30, tint: '#d04a3a' },
              { part: 'seed', x: 270, y: 150, size: 16, motion: 'fall' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What does a seed need to start growing?',
          correct: 'Water and warmth',
          wrong: ['Salt and ice', 'Darkness and snow', 'Nothing at all'],
          explanation: 'A resting seed waits for water and warmth, then its root starts to grow.',
        },
        {
          prompt: 'What do the flowers turn into?',
          correct: 'Fruit with seeds inside',
          wrong: ['Roots', 'Bees', 'New soil'],
          explanation: 'After pollen is carried between flowers, they turn into fruit that holds seeds.',
        },
      ],
    },
  },
  {
    questId: 'a-env-002',
    type: 'animation',
    name: 'The Journey of a Fallen Leaf',
    yearLevels: [4],
    curriculum: ['AC9S4U01'],
    description: 'Watch fungi, bacteria and slaters turn a fallen leaf back into nutrients for the soil.',
    animation: {
      scenes: [
        {
          caption: 'In autumn a leaf lets go of its branch. It drifts down to the forest floor.',
          picture: {
            alt: 'A brown leaf falls from a tree to the ground.',
            parts: [
              { part: 'ground' },
              { part: 'tree', x: 130, y: 100, size: 180 },
              { part: 'leaf', x: 260, y: 80, size: 30, tint: '#b07a3a', motion: 'fall' },
            ],
          },
        },
        {
          caption: 'The leaf is dead, but it still holds nutrients. Decomposers are about to get to work.',
          picture: {
            alt: 'A fallen leaf lies on the grass.',
            parts: [
              { part: 'ground' },
              { part: 'leaf', x: 200, y: 190, size: 60, tint: '#b07a3a', motion: 'pulse', label: 'Nutrients inside' },
            ],
          },
        },
        {
          caption:
            'Slaters, worms and tiny mites chew the leaf into small pieces. Now there is more leaf for others to reach.',
          picture: {
            alt: 'A worm and ants chew a brown leaf on the soil.',
            parts: [
              { part: 'soil-layers' },
              { part: 'leaf', x: 200, y: 40, size: 60, tint: '#b07a3a', motion: 'shrink' },
              { part: 'worm', x: 130, y: 80, size: 50, motion: 'sway' },
              { part: 'ant', x: 270, y: 60, size: 24, motion: 'drift-left' },
            ],
          },
        },
        {
          caption: 'Fungi spread fine threads through the pieces. Bacteria too small to see break them down even more.',
          picture: {
            alt: 'Cells of bacteria grow on tiny pieces of leaf in the soil.',
            parts: [
              { part: 'soil-layers' },
              { part: 'cell', x: 160, y: 90, size: 30, motion: 'grow', label: 'Bacteria' },
              { part: 'cell', x: 240, y: 110, size: 26, motion: 'grow' },
              { part: 'leaf', x: 200, y: 60, size: 20, tint: '#7a5a2a' },
            ],
          },
        },
        {
          caption: 'The leaf has become part of the soil. Its nutrients are now in the dark, rich topsoil.',
          picture: {
            alt: 'Nutrients sink into the dark topsoil where the leaf was.',
            parts: [
              { part: 'soil-layers' },
              { part: 'arrow', x: 200, y: 80, size: 50, turn: 90, motion: 'fall', label: 'Nutrients' },
            ],
          },
        },
        {
          caption: 'A tree root takes up the nutrients. They help grow new leaves. One day those leaves will fall too!',
          picture: {
            alt: 'A tree grows new leaves above the ground.',
            parts: [
              { part: 'ground' },
              { part: 'tree', x: 200, y: 110, size: 190, motion: 'grow' },
              { part: 'recycle', x: 340, y: 60, size: 50, motion: 'spin' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Which living things break down the fallen leaf?',
          correct: 'Slaters, worms, fungi and bacteria',
          wrong: ['Kookaburras and snakes', 'Only the wind', 'Gum trees and grass'],
          explanation: 'These decomposers chew and break down the leaf until it becomes part of the soil.',
        },
        {
          prompt: 'Where do the leaf nutrients go in the end?',
          correct: 'Into the soil, where roots take them up',
          wrong: ['Up into the clouds', 'Into the sun', 'They vanish for good'],
          explanation: 'Decomposers return the nutrients to the soil, and roots take them up to grow new leaves.',
        },
      ],
    },
  },
  {
    questId: 'a-env-003',
    type: 'animation',
    name: 'Wind, Water and Ice Carve the Land',
    yearLevels: [5],
    curriculum: ['AC9S5U02'],
    description: 'Thousands of years in minutes: valleys, arches and beaches shaped by weathering and erosion.',
    animation: {
      scenes: [
        {
          caption:
            'Rock looks strong, but it slowly breaks. Water seeps into cracks, freezes into ice and pushes the crack wider.',
          picture: {
            alt: 'Snowflakes fall on a cracked rock near a mountain.',
            parts: [
              { part: 'sky' },
              { part: 'mountain', x: 300, y: 150, size: 200 },
              { part: 'rock', x: 120, y: 180, size: 90, label: 'Weathering' },
              { part: 'snowflake', x: 120, y: 60, size: 20, motion: 'fall' },
            ],
          },
        },
        {
          caption:
            'Rain and rivers carry the broken bits away. This is erosion. Over thousands of years a river carves a valley.',
          picture: {
            alt: 'Rain falls on hills while a river flows between them.',
            parts: [
              { part: 'sky' },
              { part: 'rain-cloud', x: 200, y: 40, size: 120, motion: 'drift-right' },
              { part: 'hill', x: 80, y: 180, size: 180 },
              { part: 'hill', x: 320, y: 180, size: 180 },
              { part: 'river', x: 200, y: 220, size: 200, label: 'Erosion' },
            ],
          },
        },
        {
          caption: 'Wind blasts sand against desert rocks. Bit by bit, the sand wears them into strange shapes.',
          picture: {
            alt: 'Sand blows across the desert against a large rock.',
            parts: [
              { part: 'ground' },
              { part: 'sand-dune', x: 100, y: 190, size: 120 },
              { part: 'rock', x: 280, y: 160, size: 100 },
              { part: 'arrow', x: 170, y: 140, size: 60, motion: 'drift-right', label: 'Wind and sand' },
            ],
          },
        },
        {
          caption:
            'In cold places, a glacier is a river of ice. It slides slowly downhill and scrapes out a wide valley.',
          picture: {
            alt: 'A block of ice slides slowly down a mountain.',
            parts: [
              { part: 'sky' },
              { part: 'mountain', x: 200, y: 140, size: 260 },
              { part: 'ice', x: 200, y: 180, size: 80, motion: 'drift-left', label: 'Glacier' },
            ],
          },
        },
        {
          caption: 'Waves pound the cliffs by the sea. They wear a cave into the rock, then an arch right through it.',
          picture: {
            alt: 'Waves crash against a rocky headland by the sea.',
            parts: [
              { part: 'sea' },
              { part: 'rock', x: 280, y: 140, size: 140, label: 'Sea arch' },
              { part: 'wave', x: 150, y: 180, size: 80, motion: 'drift-right' },
            ],
          },
        },
        {
          caption:
            'The sand and pebbles are dropped somewhere new. This is deposition. It builds beaches, dunes and deltas.',
          picture: {
            alt: 'Sand piles up into a beach beside the sea.',
            parts: [
              { part: 'sea' },
              { part: 'sand-dune', x: 280, y: 170, size: 160, motion: 'grow', label: 'Deposition' },
              { part: 'wave', x: 100, y: 190, size: 60, motion: 'pulse' },
            ],
          },
        },
        {
          caption:
            'Most of these changes are slow. But a landslide or a big storm can change the land in just one day.',
          picture: {
            alt: 'Rocks tumble down a hill in a storm.',
            parts: [
              { part: 'ground' },
              { part: 'lightning', x: 300, y: 50, size: 40, motion: 'glow' },
              { part: 'hill', x: 180, y: 170, size: 220 },
              { part: 'rock', x: 240, y: 140, size: 40, motion: 'fall' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'How does ice break rock?',
          correct: 'Water freezes in cracks and pushes them wider',
          wrong: [
            'Ice melts the rock like butter',
            'Ice makes the rock heavier until it sinks',
            'Ice glues the rock into bigger pieces',
          ],
          explanation: 'Water expands when it freezes, so ice in a crack slowly forces the rock apart.',
        },
        {
          prompt: 'What is it called when sand and pebbles are dropped somewhere new?',
          correct: 'Deposition',
          wrong: ['Weathering', 'Erosion', 'Melting'],
          explanation: 'Deposition is the dropping of carried sand and pebbles. It builds beaches, dunes and deltas.',
        },
        {
          prompt: 'Which of these changes the land quickly?',
          correct: 'A landslide in a big storm',
          wrong: ['A glacier carving a valley', 'Wind shaping desert rocks', 'A river cutting a valley'],
          explanation: 'Landslides and big storms can change the land in a day; the others take thousands of years.',
        },
      ],
    },
  },
];
