import type { ActivityContent } from './content-types.js';

/**
 * Habiterra's first three animations, each with its scenes in motion and a
 * check (the other three: habiterra-animations-2.ts; the realm's other
 * activities: habiterra.ts). The kit has no echidna, chrysalis or pygmy
 * possum: a lizard, a seed and a koala stand in, tinted and labelled.
 */
export const HABITERRA_ANIMATIONS: readonly ActivityContent[] = [
  {
    questId: 'a-ani-001',
    type: 'animation',
    name: 'From Caterpillar to Butterfly',
    yearLevels: [3],
    curriculum: ['AC9S3U01'],
    description: 'Watch an egg hatch, a caterpillar feast and a butterfly unfold from its chrysalis.',
    animation: {
      scenes: [
        {
          caption: 'A butterfly lays a tiny egg on a leaf. This is the first stage of its life cycle.',
          picture: {
            alt: 'A butterfly flutters down to lay an egg on a green leaf.',
            parts: [
              { part: 'sky' },
              { part: 'leaf', x: 200, y: 170, size: 160 },
              { part: 'butterfly', x: 260, y: 80, size: 50, motion: 'bounce' },
              { part: 'egg', x: 200, y: 165, size: 14, motion: 'fade-in', label: 'Egg' },
            ],
          },
        },
        {
          caption: 'The egg hatches. Out crawls a little caterpillar. It is hungry, so it eats the leaf!',
          picture: {
            alt: 'A small caterpillar hatches and crawls across a leaf.',
            parts: [
              { part: 'sky' },
              { part: 'leaf', x: 200, y: 170, size: 160 },
              { part: 'caterpillar', x: 170, y: 160, size: 40, motion: 'drift-right', label: 'Caterpillar' },
            ],
          },
        },
        {
          caption: 'The caterpillar eats and eats. It grows so fast that it sheds its skin a few times.',
          picture: {
            alt: 'A caterpillar grows bigger as it munches leaves.',
            parts: [
              { part: 'sky' },
              { part: 'leaf', x: 120, y: 170, size: 100, motion: 'shrink' },
              { part: 'caterpillar', x: 250, y: 170, size: 90, motion: 'grow' },
            ],
          },
        },
        {
          caption: 'Then it hangs still and makes a hard case called a chrysalis. Inside, its body changes.',
          picture: {
            alt: 'A green chrysalis hangs from a twig and sways gently.',
            parts: [
              { part: 'sky' },
              { part: 'leaf', x: 200, y: 50, size: 80 },
              { part: 'seed', x: 200, y: 130, size: 40, tint: '#6aa84f', motion: 'sway', label: 'Chrysalis' },
            ],
          },
        },
        {
          caption: 'The chrysalis splits open. A butterfly crawls out and slowly opens its wet wings.',
          picture: {
            alt: 'A butterfly comes out of the chrysalis and opens its wings.',
            parts: [
              { part: 'sky' },
              { part: 'seed', x: 170, y: 120, size: 40, tint: '#6aa84f', motion: 'fade-out' },
              { part: 'butterfly', x: 230, y: 130, size: 80, motion: 'grow', label: 'Butterfly' },
            ],
          },
        },
        {
          caption: 'The butterfly flies off to drink nectar. Soon it will lay eggs, and the cycle starts again.',
          picture: {
            alt: 'A butterfly flies from flower to flower.',
            parts: [
              { part: 'ground' },
              { part: 'flower', x: 120, y: 160, size: 70 },
              { part: 'flower', x: 300, y: 160, size: 70 },
              { part: 'butterfly', x: 180, y: 80, size: 50, motion: 'drift-right' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What is the hard case a caterpillar makes called?',
          correct: 'A chrysalis',
          wrong: ['A gumnut', 'A nest', 'A shell'],
          explanation: 'The caterpillar hangs still and forms a chrysalis, where its body changes into a butterfly.',
        },
        {
          prompt: 'What hatches out of a butterfly egg?',
          correct: 'A caterpillar',
          wrong: ['A butterfly', 'A tadpole', 'A bee'],
          explanation: 'A caterpillar hatches from the egg. It only becomes a butterfly after the chrysalis stage.',
        },
      ],
    },
  },
  {
    questId: 'a-ani-002',
    type: 'animation',
    name: 'How Echidnas Find Ants',
    yearLevels: [5],
    curriculum: ['AC9S5U01'],
    description: 'Spines, digging claws and a long sticky tongue: an echidna at work on an ant nest.',
    animation: {
      scenes: [
        {
          caption:
            'A short-beaked echidna wanders through the bush, swinging its long snout from side to side as it sniffs for food.',
          picture: {
            alt: 'An echidna walks through the bush past a gum tree.',
            parts: [
              { part: 'ground' },
              { part: 'gum-tree', x: 320, y: 110, size: 140 },
              { part: 'lizard', x: 150, y: 185, size: 90, tint: '#4a3a2a', motion: 'drift-right', label: 'Echidna' },
            ],
          },
        },
        {
          caption:
            'Its snout can smell ants, and may even sense the tiny electric signals from insects moving underground.',
          picture: {
            alt: 'Ants move through tunnels in the soil below an echidna.',
            parts: [
              { part: 'soil-layers' },
              { part: 'lizard', x: 200, y: 25, size: 80, tint: '#4a3a2a' },
              { part: 'ant', x: 160, y: 110, size: 24, motion: 'drift-left' },
              { part: 'ant', x: 250, y: 130, size: 24, motion: 'drift-right' },
            ],
          },
        },
        {
          caption:
            'Strong front legs with flat claws rip open the hard ant nest. The echidna digs quickly into the soil.',
          picture: {
            alt: 'An echidna digs into a mound of soil as clumps fly up.',
            parts: [
              { part: 'ground' },
              { part: 'hill', x: 230, y: 190, size: 140, tint: '#a07a4a', label: 'Ant nest' },
              { part: 'lizard', x: 130, y: 190, size: 80, tint: '#4a3a2a', motion: 'bounce' },
              { part: 'rock', x: 190, y: 140, size: 16, tint: '#8a6a4a', motion: 'rise' },
            ],
          },
        },
        {
          caption:
            'It has no teeth. Instead, a long sticky tongue flicks in and out of the nest, up to 100 times a minute, collecting ants.',
          picture: {
            alt: 'A long tongue darts in and out of the ant nest.',
            parts: [
              { part: 'ground' },
              { part: 'lizard', x: 120, y: 190, size: 80, tint: '#4a3a2a' },
              { part: 'wire', x: 200, y: 195, size: 60, tint: '#d07080', motion: 'pulse', label: 'Sticky tongue' },
              { part: 'ant', x: 250, y: 200, size: 20 },
            ],
          },
        },
        {
          caption:
            'If a dingo comes near, the echidna digs straight down or curls into a ball. Only sharp spines are left showing.',
          picture: {
            alt: 'An echidna curls into a spiky ball as a dog-like animal approaches.',
            parts: [
              { part: 'ground' },
              { part: 'ball', x: 160, y: 190, size: 60, tint: '#4a3a2a', motion: 'shrink', label: 'Spines' },
              { part: 'kangaroo', x: 310, y: 170, size: 60, tint: '#c08a4a', label: 'Dingo' },
            ],
          },
        },
        {
          caption:
            'Snout, claws, tongue and spines are structural features. Sniffing and digging are behaviours. Together they help it survive.',
          picture: {
            alt: 'An echidna with labels for its snout, claws and spines.',
            parts: [
              { part: 'ground' },
              { part: 'lizard', x: 200, y: 180, size: 140, tint: '#4a3a2a', motion: 'pulse' },
              { part: 'arrow', x: 80, y: 150, size: 50, label: 'Snout' },
              { part: 'arrow', x: 320, y: 120, size: 50, turn: 180, label: 'Spines' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'How does an echidna collect ants without teeth?',
          correct: 'With a long sticky tongue',
          wrong: ['With its sharp spines', 'By swallowing the whole nest', 'With its tail'],
          explanation: 'Its long sticky tongue flicks into the nest and ants stick to it.',
        },
        {
          prompt: 'What does an echidna do when a dingo comes near?',
          correct: 'Digs straight down or curls into a spiky ball',
          wrong: ['Climbs a tree', 'Runs away very fast', 'Swims across a river'],
          explanation: 'By digging in or curling up, it leaves only its sharp spines showing.',
        },
        {
          prompt: 'Which of these is a behaviour of the echidna?',
          correct: 'Sniffing the ground for food',
          wrong: ['Having spines', 'Having flat claws', 'Having a long snout'],
          explanation:
            'A behaviour is something an animal does, like sniffing or digging. Spines and claws are features.',
        },
      ],
    },
  },
  {
    questId: 'a-ani-003',
    type: 'animation',
    name: 'Hibernation and Torpor',
    yearLevels: [5],
    curriculum: ['AC9S5U01'],
    description: 'How pygmy possums and bats slow their bodies right down to get through a cold winter.',
    animation: {
      scenes: [
        {
          caption: 'Winter in the Australian Alps is freezing, and food such as moths and seeds is very hard to find.',
          picture: {
            alt: 'Snow falls on the mountains in winter.',
            parts: [
              { part: 'sky' },
              { part: 'mountain', x: 200, y: 150, size: 300 },
              { part: 'snowflake', x: 100, y: 40, size: 20, motion: 'fall' },
              { part: 'snowflake', x: 300, y: 50, size: 20, motion: 'fall' },
            ],
          },
        },
        {
          caption:
            'In autumn the mountain pygmy possum feasts on Bogong moths. It nearly doubles its weight, storing fat for later.',
          picture: {
            alt: 'A tiny possum eats moths among the rocks and grows plump.',
            parts: [
              { part: 'ground' },
              { part: 'rock', x: 280, y: 180, size: 100 },
              { part: 'koala', x: 150, y: 180, size: 50, tint: '#9a8a7a', motion: 'grow', label: 'Pygmy possum' },
              { part: 'butterfly', x: 220, y: 100, size: 26, tint: '#6a5a4a', motion: 'drift-left' },
            ],
          },
        },
        {
          caption:
            'As snow covers the rocks, it curls up in a hollow underneath. It hibernates for up to seven months.',
          picture: {
            alt: 'A possum curls up in a hollow under rocks covered in snow.',
            parts: [
              { part: 'soil-layers' },
              { part: 'snowflake', x: 200, y: 20, size: 20, motion: 'fall' },
              { part: 'koala', x: 200, y: 120, size: 50, tint: '#9a8a7a', motion: 'pulse', label: 'Hibernating' },
            ],
          },
        },
        {
          caption:
            'During hibernation its body cools to a few degrees, its heart beats slowly and it breathes only now and then. This saves energy.',
          picture: {
            alt: 'A thermometer falls and a sleeping possum breathes slowly.',
            parts: [
              { part: 'soil-layers' },
              { part: 'thermometer', x: 300, y: 110, size: 40, tint: '#3a8ae0', motion: 'shrink', label: 'Body cools' },
              { part: 'koala', x: 160, y: 120, size: 50, tint: '#9a8a7a', motion: 'pulse' },
            ],
          },
        },
        {
          caption:
            'Many small bats use torpor, a shorter slow-down that lasts hours or days. On cold days they hang still in a cave.',
          picture: {
            alt: 'A bat hangs still in a dark cave on a cold night.',
            parts: [
              { part: 'night-sky' },
              { part: 'rock', x: 200, y: 60, size: 300, tint: '#3a3a3a' },
              {
                part: 'bird',
                x: 200,
                y: 140,
                size: 50,
                tint: '#3a3030',
                turn: 180,
                motion: 'sway',
                label: 'Bat in torpor',
              },
            ],
          },
        },
        {
          caption:
            'In spring the air warms and insects return. The animals warm up, wake fully and go looking for food.',
          picture: {
            alt: 'The sun shines on melting snow as a possum wakes up.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 330, y: 50, size: 60, motion: 'glow' },
              { part: 'snowflake', x: 120, y: 120, size: 20, motion: 'fade-out' },
              { part: 'koala', x: 200, y: 180, size: 50, tint: '#9a8a7a', motion: 'bounce' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Why does the pygmy possum eat so many moths in autumn?',
          correct: 'To store fat to live on during winter',
          wrong: ['To keep its fur white', 'To grow a thicker tail for climbing', 'To make its heart beat faster'],
          explanation: 'It nearly doubles its weight in fat, which gives it energy while it hibernates.',
        },
        {
          prompt: 'How is torpor different from hibernation?',
          correct: 'Torpor is a shorter slow-down of hours or days',
          wrong: ['Torpor makes the body hotter', 'Torpor only happens in summer', 'Torpor lasts for years'],
          explanation: 'Hibernation can last months, while torpor is a shorter slow-down, such as a bat on a cold day.',
        },
      ],
    },
  },
];
