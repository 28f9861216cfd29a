import type { ActivityContent } from './content-types.js';

/** DNAtion's animations, each with its scenes in motion and check (the realm's other activities: dnation.ts). */
export const DNATION_ANIMATIONS: readonly ActivityContent[] = [
  {
    questId: 'a-lif-001',
    type: 'animation',
    name: 'Inside a Seed',
    yearLevels: [3],
    curriculum: ['AC9S3U01'],
    description: 'Open a bean seed to find the tiny plant and its food store, then watch it sprout.',
    animation: {
      scenes: [
        {
          caption: 'This is a bean seed. It has a tough coat to keep it safe. Let us soak it in water and open it up.',
          picture: {
            alt: 'A bean seed sinks into a cup of water.',
            parts: [
              { part: 'room' },
              { part: 'cup', x: 200, y: 170, size: 90 },
              { part: 'seed', x: 200, y: 80, size: 40, label: 'Bean seed', motion: 'fall' },
            ],
          },
        },
        {
          caption: 'Inside are two thick halves. They are the food store, full of food for the baby plant.',
          picture: {
            alt: 'The seed opens into two halves.',
            parts: [
              { part: 'room' },
              { part: 'seed', x: 150, y: 130, size: 90, turn: -20, label: 'Food store', motion: 'drift-left' },
              { part: 'seed', x: 250, y: 130, size: 90, turn: 20, motion: 'drift-right' },
            ],
          },
        },
        {
          caption: 'Tucked between the halves is a tiny plant. It already has a little root and a little shoot.',
          picture: {
            alt: 'A tiny plant with a root and shoot appears inside the seed.',
            parts: [
              { part: 'room' },
              { part: 'seed', x: 200, y: 130, size: 120 },
              { part: 'seedling', x: 200, y: 130, size: 30, label: 'Tiny plant', motion: 'pulse' },
            ],
          },
        },
        {
          caption:
            'We plant a seed in damp, warm soil. It soaks up water and swells. Then the root pushes out and grows down.',
          picture: {
            alt: 'A seed in the soil sends a root down.',
            parts: [
              { part: 'soil-layers' },
              { part: 'seed', x: 200, y: 110, size: 40 },
              { part: 'arrow', x: 200, y: 150, size: 40, turn: 90, label: 'Root', motion: 'grow' },
            ],
          },
        },
        {
          caption: 'Next the shoot grows up towards the light. It uses the food store until its leaves can make food.',
          picture: {
            alt: 'A seedling grows up out of the soil towards the sun.',
            parts: [
              { part: 'soil-layers' },
              { part: 'seedling', x: 200, y: 80, size: 70, label: 'Shoot', motion: 'grow' },
              { part: 'sun', x: 340, y: 30, size: 50, motion: 'glow' },
            ],
          },
        },
        {
          caption:
            'The two leaves open in the sun. Our seed is now a young bean plant, and it will grow its own seeds one day.',
          picture: {
            alt: 'A bean seedling with two leaves sways in the sunshine.',
            parts: [
              { part: 'ground' },
              { part: 'seedling', x: 200, y: 150, size: 100, label: 'Bean plant', motion: 'sway' },
              { part: 'sun', x: 330, y: 45, size: 60 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What are the two thick halves inside a bean seed?',
          correct: 'The food store for the tiny plant',
          wrong: ['The roots', 'The flowers', 'Two tiny beans'],
          explanation: 'The two halves are full of food that the tiny plant uses until its leaves can make food.',
        },
        {
          prompt: 'Which part grows out of the seed first?',
          correct: 'The root',
          wrong: ['The flower', 'The leaves', 'The bean pod'],
          explanation: 'The root pushes out first and grows down. Then the shoot grows up towards the light.',
        },
      ],
    },
  },
  {
    questId: 'a-lif-002',
    type: 'animation',
    name: 'Natural Selection in Action',
    yearLevels: [5],
    curriculum: ['AC9S5U01'],
    description: 'Peppered moths on sooty trees: how the better-hidden moths became more common.',
    animation: {
      scenes: [
        {
          caption:
            'In England, peppered moths rest on tree trunks by day. Most were pale and speckled, hidden on pale bark.',
          picture: {
            alt: 'Pale moths rest on a pale tree trunk, hard to see.',
            parts: [
              { part: 'ground' },
              { part: 'tree', x: 200, y: 120, size: 200, tint: '#d7d2c0' },
              { part: 'butterfly', x: 190, y: 140, size: 30, tint: '#e0ddd0', label: 'Pale moth', motion: 'pulse' },
            ],
          },
        },
        {
          caption: 'A few moths were born dark. On pale bark, birds spotted them easily and ate them.',
          picture: {
            alt: 'A bird swoops on a dark moth that stands out on pale bark.',
            parts: [
              { part: 'ground' },
              { part: 'tree', x: 200, y: 120, size: 200, tint: '#d7d2c0' },
              { part: 'butterfly', x: 210, y: 140, size: 30, tint: '#333333', label: 'Dark moth' },
              { part: 'bird', x: 80, y: 60, size: 45, motion: 'drift-right' },
            ],
          },
        },
        {
          caption: 'In the 1800s, factories burned coal. Black soot covered the trees and turned the bark dark.',
          picture: {
            alt: 'A factory puffs smoke and the trees turn dark.',
            parts: [
              { part: 'ground' },
              { part: 'factory', x: 100, y: 150, size: 120 },
              { part: 'cloud', x: 110, y: 60, size: 80, tint: '#555555', motion: 'drift-right' },
              { part: 'tree', x: 300, y: 130, size: 150, tint: '#3a3a3a' },
            ],
          },
        },
        {
          caption:
            'Now the pale moths stood out, and birds ate more of them. The dark moths were hidden, so more of them survived.',
          picture: {
            alt: 'A bird catches a pale moth on dark bark while a dark moth stays hidden.',
            parts: [
              { part: 'ground' },
              { part: 'tree', x: 200, y: 120, size: 200, tint: '#3a3a3a' },
              { part: 'butterfly', x: 170, y: 120, size: 30, tint: '#e0ddd0', motion: 'fade-out' },
              { part: 'butterfly', x: 230, y: 160, size: 30, tint: '#333333', label: 'Hidden' },
              { part: 'bird', x: 80, y: 60, size: 45, motion: 'drift-right' },
            ],
          },
        },
        {
          caption:
            'Surviving dark moths had young, and many young were dark too. After many years, most moths near cities were dark.',
          picture: {
            alt: 'More and more dark moths appear on the dark tree.',
            parts: [
              { part: 'ground' },
              { part: 'tree', x: 200, y: 120, size: 200, tint: '#3a3a3a' },
              { part: 'butterfly', x: 160, y: 100, size: 25, tint: '#333333', motion: 'fade-in' },
              { part: 'butterfly', x: 240, y: 120, size: 25, tint: '#333333', motion: 'fade-in' },
              { part: 'butterfly', x: 200, y: 160, size: 25, tint: '#333333', motion: 'fade-in' },
            ],
          },
        },
        {
          caption:
            'This is natural selection. Clean air laws later made the trees pale again, and the pale moths became common once more.',
          picture: {
            alt: 'The trees grow pale again and pale moths return.',
            parts: [
              { part: 'ground' },
              { part: 'tree', x: 200, y: 120, size: 200, tint: '#d7d2c0' },
              { part: 'butterfly', x: 180, y: 130, size: 30, tint: '#e0ddd0', motion: 'fade-in' },
              { part: 'sun', x: 340, y: 45, size: 60, motion: 'glow' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Why did dark moths become common near cities in the 1800s?',
          correct: 'Soot made the bark dark, so dark moths were hidden from birds',
          wrong: [
            'Dark moths chose to paint themselves',
            'Birds only liked to eat dark moths',
            'Pale moths flew to the Moon',
          ],
          explanation: 'On sooty bark the dark moths were hidden, so more of them survived to have young.',
        },
        {
          prompt: 'What happened after clean air laws?',
          correct: 'The trees grew pale again and pale moths became common',
          wrong: ['All the moths turned green', 'The birds stopped eating moths', 'The factories grew more trees'],
          explanation: 'Once the bark was pale again, pale moths were the hidden ones, so they survived better.',
        },
      ],
    },
  },
  {
    questId: 'a-lif-003',
    type: 'animation',
    name: 'Plants Reach for the Light',
    yearLevels: [6],
    curriculum: ['AC9S6U01'],
    description: 'A time-lapse of seedlings bending towards a window, and why they grow that way.',
    animation: {
      scenes: [
        {
          caption:
            'We put a tray of seedlings on a windowsill. Light comes in from one side only. Let us speed up time and watch.',
          picture: {
            alt: 'Seedlings on a bench with sunlight coming from the right.',
            parts: [
              { part: 'room' },
              { part: 'seedling', x: 150, y: 190, size: 50, motion: 'grow' },
              { part: 'seedling', x: 220, y: 190, size: 50, motion: 'grow' },
              { part: 'sun', x: 360, y: 60, size: 50, label: 'Window light' },
            ],
          },
        },
        {
          caption:
            'Over a few days, the stems bend towards the window. The plants lean to where the light is brightest.',
          picture: {
            alt: 'The seedlings lean towards the light.',
            parts: [
              { part: 'room' },
              { part: 'seedling', x: 150, y: 190, size: 60, turn: 25, motion: 'sway' },
              { part: 'seedling', x: 220, y: 190, size: 60, turn: 25, motion: 'sway' },
              { part: 'sun', x: 360, y: 60, size: 50, motion: 'glow' },
            ],
          },
        },
        {
          caption:
            'Why? A plant chemical gathers on the shady side of the stem. It makes the cells on that side grow longer.',
          picture: {
            alt: 'Cells on the shady side of a stem stretch longer than the sunny side.',
            parts: [
              { part: 'sky' },
              { part: 'cell', x: 150, y: 130, size: 90, label: 'Shady side', motion: 'pulse' },
              { part: 'cell', x: 270, y: 130, size: 60, label: 'Sunny side' },
              { part: 'sun', x: 360, y: 40, size: 40 },
            ],
          },
        },
        {
          caption:
            'With one side longer than the other, the stem curves towards the light, a bit like a bending banana.',
          picture: {
            alt: 'A stem curves towards the sun.',
            parts: [
              { part: 'ground' },
              { part: 'seedling', x: 200, y: 150, size: 90, turn: 30, motion: 'grow' },
              { part: 'arrow', x: 290, y: 90, size: 60, turn: -30, label: 'To the light' },
            ],
          },
        },
        {
          caption:
            'Turn the tray around and the stems slowly bend back towards the window. The plants keep following the light.',
          picture: {
            alt: 'The tray is turned and the seedlings bend back the other way.',
            parts: [
              { part: 'room' },
              { part: 'seedling', x: 180, y: 190, size: 60, turn: -20, motion: 'sway' },
              { part: 'arrow', x: 180, y: 110, size: 60, turn: 180, label: 'Turned around', motion: 'spin' },
              { part: 'sun', x: 360, y: 60, size: 50 },
            ],
          },
        },
        {
          caption:
            'Leaves need light to make food. By growing towards light, a plant in a shady spot gets more food and can survive.',
          picture: {
            alt: 'A young plant reaches out from under a tall gum tree into the sunlight.',
            parts: [
              { part: 'ground' },
              { part: 'gum-tree', x: 100, y: 110, size: 170 },
              { part: 'seedling', x: 240, y: 180, size: 70, turn: 20, motion: 'grow' },
              { part: 'sun', x: 350, y: 45, size: 60, motion: 'glow' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Which way do the seedlings bend?',
          correct: 'Towards the light',
          wrong: ['Away from the light', 'Straight down', 'Towards the wall'],
          explanation: 'The stems curve towards where the light is brightest, such as a window.',
        },
        {
          prompt: 'What makes a stem bend towards the light?',
          correct: 'Cells on the shady side grow longer',
          wrong: ['The roots push it over', 'Wind blows it sideways', 'The sunny side grows longer'],
          explanation:
            'A plant chemical gathers on the shady side and makes those cells grow longer, so the stem curves.',
        },
        {
          prompt: 'Why does growing towards light help a plant survive?',
          correct: 'Its leaves get more light to make food',
          wrong: ['It stays cooler', 'It hides from animals', 'It needs less water'],
          explanation: 'Leaves make food using light, so more light means more food for the plant.',
        },
      ],
    },
  },
];
