import type { ActivityContent } from './content-types.js';

/** Prehistoric Point's animations, each with its scenes and check (the realm's other activities: prehistoric-point.ts). */
export const PREHISTORIC_POINT_ANIMATIONS: readonly ActivityContent[] = [
  {
    questId: 'a-din-001',
    type: 'animation',
    name: 'A Fossil in the Making',
    yearLevels: [5],
    curriculum: ['AC9S5U02'],
    description: 'Millions of years in a minute: an ichthyosaur sinks, is buried and turns to stone.',
    animation: {
      scenes: [
        {
          caption:
            'Over 100 million years ago, an inland sea covered much of Queensland. An ichthyosaur, a dolphin-shaped reptile, swims through it.',
          picture: {
            alt: 'A dolphin-shaped reptile swims through the sea.',
            parts: [
              { part: 'sea' },
              { part: 'fish', x: 120, y: 170, size: 110, tint: '#5b7f95', label: 'Ichthyosaur', motion: 'drift-right' },
              { part: 'bubble', x: 260, y: 150, size: 15, motion: 'rise' },
            ],
          },
        },
        {
          caption: 'When it dies, its body sinks slowly to the muddy sea floor.',
          picture: {
            alt: 'The ichthyosaur sinks down to the sea floor.',
            parts: [
              { part: 'sea' },
              { part: 'fish', x: 200, y: 160, size: 100, tint: '#7d8f99', turn: 180, motion: 'fall' },
              { part: 'sand-dune', x: 200, y: 235, size: 400 },
            ],
          },
        },
        {
          caption:
            'Rivers carry mud and sand into the sea. The sediment settles and buries the body before it can be broken up.',
          picture: {
            alt: 'Mud and sand settle down over a skeleton on the sea floor.',
            parts: [
              { part: 'sea' },
              { part: 'bone', x: 200, y: 225, size: 120 },
              { part: 'sand-dune', x: 200, y: 240, size: 400, motion: 'fade-in', label: 'Sediment' },
              { part: 'raindrop', x: 150, y: 150, size: 12, tint: '#a1887f', motion: 'fall' },
              { part: 'raindrop', x: 250, y: 140, size: 12, tint: '#a1887f', motion: 'fall' },
            ],
          },
        },
        {
          caption:
            'The soft parts rot away. Layer after layer piles on top, and their weight slowly presses the mud into rock.',
          picture: {
            alt: 'Rock layers build up above the buried bones.',
            parts: [
              { part: 'soil-layers' },
              { part: 'arrow', x: 200, y: 70, size: 60, turn: 90, motion: 'pulse', label: 'Pressure' },
              { part: 'bone', x: 200, y: 210, size: 110 },
            ],
          },
        },
        {
          caption:
            'Water seeps through the rock carrying minerals. They fill the tiny spaces in the bones, which slowly turn to stone.',
          picture: {
            alt: 'Water drops seep into the buried bones, which turn grey like stone.',
            parts: [
              { part: 'soil-layers' },
              { part: 'raindrop', x: 170, y: 120, size: 18, motion: 'fall' },
              { part: 'raindrop', x: 230, y: 110, size: 18, motion: 'fall' },
              { part: 'bone', x: 200, y: 210, size: 110, tint: '#8e8e8e', motion: 'glow', label: 'Fossil' },
            ],
          },
        },
        {
          caption:
            'The sea dries up. Over millions of years, rain and wind wear away the rock above. One day a fossil hunter spots the bones.',
          picture: {
            alt: 'Rain falls on dry land and a fossil appears where a scientist is digging.',
            parts: [
              { part: 'ground' },
              { part: 'rain-cloud', x: 120, y: 50, size: 90, motion: 'drift-right' },
              { part: 'bone', x: 200, y: 200, size: 90, motion: 'fade-in' },
              { part: 'scientist', x: 320, y: 160, size: 60 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What buried the ichthyosaur on the sea floor?',
          correct: 'Mud and sand carried by rivers',
          wrong: ['Snow and ice', 'Lava from a volcano', 'Leaves from trees'],
          explanation: 'Rivers carried sediment into the sea, where it settled and buried the body.',
        },
        {
          prompt: 'How do the bones turn to stone?',
          correct: 'Minerals in water fill the tiny spaces in the bones',
          wrong: ['The Sun bakes them hard', 'Fish eat the soft bones', 'Sand rubs them smooth'],
          explanation: 'Water seeps through the rock carrying minerals, which fill the bones and harden.',
        },
      ],
    },
  },
  {
    questId: 'a-din-002',
    type: 'animation',
    name: 'The Asteroid That Changed Everything',
    yearLevels: [6],
    curriculum: ['AC9S6U01'],
    description: 'The impact, the dust, the cold and dark, and the living things that made it through.',
    animation: {
      scenes: [
        {
          caption:
            'About 66 million years ago, dinosaurs lived all over the Earth. Then an asteroid about 10 kilometres wide raced towards it.',
          picture: {
            alt: 'A rocky asteroid heads towards the Earth in space.',
            parts: [
              { part: 'space' },
              { part: 'earth', x: 300, y: 140, size: 150 },
              { part: 'rock', x: 80, y: 60, size: 40, label: 'Asteroid', motion: 'drift-right' },
            ],
          },
        },
        {
          caption:
            'It crashed into the sea near what is now Mexico. The blast threw huge amounts of dust and hot rock high into the sky.',
          picture: {
            alt: 'A fiery explosion throws dust and smoke into the sky over the sea.',
            parts: [
              { part: 'sea' },
              { part: 'flame', x: 200, y: 150, size: 100, motion: 'pulse' },
              { part: 'steam', x: 200, y: 70, size: 120, tint: '#5d4037', motion: 'rise' },
              { part: 'wave', x: 330, y: 190, size: 90, motion: 'drift-right' },
            ],
          },
        },
        {
          caption:
            'Dust spread around the world and blocked much of the sunlight. For months the Earth was dark and cold.',
          picture: {
            alt: 'Dark clouds cover the sun over a cold, grey land.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 300, y: 50, size: 60, motion: 'fade-out' },
              { part: 'rain-cloud', x: 150, y: 60, size: 160, tint: '#424242', motion: 'drift-right' },
              { part: 'thermometer', x: 80, y: 170, size: 40, label: 'Colder' },
            ],
          },
        },
        {
          caption:
            'Without sunlight, many plants could not make food, so they died. Then the plant eaters starved, and so did the meat eaters that hunted them.',
          picture: {
            alt: 'A plant wilts and a large dinosaur lies down in the gloom.',
            parts: [
              { part: 'ground' },
              { part: 'tree', x: 110, y: 150, size: 100, tint: '#8d8d6a', motion: 'shrink' },
              { part: 'dinosaur', x: 280, y: 170, size: 140, tint: '#757575', motion: 'fade-out' },
            ],
          },
        },
        {
          caption:
            'Some living things made it through. Small animals that burrowed, ate seeds or insects, or needed little food had the best chance.',
          picture: {
            alt: 'A small bird, a turtle and a frog survive among the rocks.',
            parts: [
              { part: 'ground' },
              { part: 'bird', x: 110, y: 140, size: 40, motion: 'bounce' },
              { part: 'turtle', x: 210, y: 200, size: 60 },
              { part: 'frog', x: 310, y: 200, size: 40, motion: 'bounce' },
              { part: 'seed', x: 160, y: 220, size: 15 },
            ],
          },
        },
        {
          caption:
            'Slowly the dust cleared and plants grew back. Birds, the last dinosaurs, and small mammals spread out to fill the world again.',
          picture: {
            alt: 'Sunshine returns, seedlings sprout and birds fly.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 330, y: 50, size: 60, motion: 'fade-in' },
              { part: 'seedling', x: 120, y: 190, size: 50, motion: 'grow' },
              { part: 'seedling', x: 200, y: 195, size: 40, motion: 'grow' },
              { part: 'bird', x: 260, y: 90, size: 40, motion: 'drift-right' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Why did many plants die after the asteroid hit?',
          correct: 'Dust blocked the sunlight they need to make food',
          wrong: ['The sea flooded every forest', 'Dinosaurs ate all of them', 'It became too hot and bright'],
          explanation: 'Dust in the sky blocked sunlight. Without it, plants could not make food.',
        },
        {
          prompt: 'Which animals had the best chance of surviving?',
          correct: 'Small animals that burrowed or needed little food',
          wrong: ['The biggest plant eaters', 'The largest meat eaters', 'Animals that needed lots of sunlight'],
          explanation:
            'Small animals that could hide in burrows, eat seeds or insects, or live on little food made it through.',
        },
        {
          prompt: 'Which group of dinosaurs is still alive today?',
          correct: 'Birds',
          wrong: ['Long-necked dinosaurs', 'Armoured dinosaurs', 'Horned dinosaurs'],
          explanation: 'Birds survived the changes and are the last living dinosaurs.',
        },
      ],
    },
  },
  {
    questId: 'a-din-003',
    type: 'animation',
    name: 'Dinosaurs on the Move',
    yearLevels: [5],
    curriculum: ['AC9S5U01'],
    description: 'Long necks, heavy tails and strong legs: what skeletons tell us about how dinosaurs walked.',
    animation: {
      scenes: [
        {
          caption:
            "A dinosaur's skeleton is full of clues. The shape and size of each bone show how the animal stood and moved.",
          picture: {
            alt: 'A scientist studies a big dinosaur bone.',
            parts: [
              { part: 'room' },
              { part: 'bone', x: 200, y: 160, size: 160, motion: 'glow' },
              { part: 'scientist', x: 330, y: 150, size: 70 },
            ],
          },
        },
        {
          caption:
            'Dinosaurs held their legs straight under their bodies, not out to the side like a lizard. This let them walk with long, easy strides.',
          picture: {
            alt: 'A long-necked dinosaur walks past a lizard crawling low.',
            parts: [
              { part: 'ground' },
              { part: 'dinosaur', x: 150, y: 150, size: 180, motion: 'drift-right', label: 'Legs underneath' },
              { part: 'lizard', x: 320, y: 215, size: 60, label: 'Legs to the side' },
            ],
          },
        },
        {
          caption:
            'Long-necked plant eaters had thick, pillar-like legs to hold up their great weight. Their long necks swept over wide areas to reach plants.',
          picture: {
            alt: 'A giant long-necked dinosaur sways its neck to reach tree leaves.',
            parts: [
              { part: 'ground' },
              { part: 'dinosaur', x: 170, y: 140, size: 220, motion: 'sway' },
              { part: 'gum-tree', x: 340, y: 120, size: 110 },
            ],
          },
        },
        {
          caption:
            'Two-legged meat eaters had long back legs for running. A heavy tail stuck out behind to balance the big head in front, like a seesaw.',
          picture: {
            alt: 'A two-legged dinosaur runs with its tail balancing its head.',
            parts: [
              { part: 'ground' },
              { part: 't-rex', x: 160, y: 160, size: 140, motion: 'bounce' },
              { part: 'lever', x: 320, y: 200, size: 90, label: 'Balance' },
            ],
          },
        },
        {
          caption:
            'Footprints turned to stone show how dinosaurs moved too. Wide gaps between prints mean long strides and a fast pace.',
          picture: {
            alt: 'A line of three-toed footprints appears across the ground.',
            parts: [
              { part: 'ground' },
              { part: 'footprint', x: 80, y: 200, size: 30, motion: 'fade-in' },
              { part: 'footprint', x: 180, y: 210, size: 30, motion: 'fade-in' },
              { part: 'footprint', x: 280, y: 200, size: 30, motion: 'fade-in' },
              { part: 'arrow', x: 230, y: 160, size: 80, label: 'Stride' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What did the heavy tail of a two-legged meat eater do?',
          correct: 'Balanced the big head in front',
          wrong: ['Helped it swim', 'Kept it warm', 'Helped it dig'],
          explanation: 'The tail stuck out behind to balance the heavy head, like a seesaw.',
        },
        {
          prompt: 'How did dinosaurs hold their legs?',
          correct: 'Straight under their bodies',
          wrong: ['Out to the side like a lizard', 'Folded under their bellies', 'Up in the air'],
          explanation: 'Legs straight under the body let dinosaurs walk with long, easy strides.',
        },
      ],
    },
  },
];
