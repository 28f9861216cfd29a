import type { ActivityContent } from './content-types.js';

/**
 * Habiterra's last three animations, each with its scenes in motion and a
 * check (the first three: habiterra-animations.ts; the realm's other
 * activities: habiterra.ts). The kit has no gecko, larva or wax comb: a
 * lizard, a white caterpillar and a cell stand in, tinted and labelled.
 */
export const HABITERRA_ANIMATIONS_2: readonly ActivityContent[] = [
  {
    questId: 'a-ani-004',
    type: 'animation',
    name: 'Life in a Rock Pool',
    yearLevels: [6],
    curriculum: ['AC9S6U01'],
    description: 'Crabs, sea stars and anemones cope as the tide leaves them hot, dry and salty.',
    animation: {
      scenes: [
        {
          caption:
            'At high tide, the rocky shore is covered by cool sea water. Crabs, sea stars and anemones feed in the waves.',
          picture: {
            alt: 'Waves wash over rocks where a sea star and an anemone live.',
            parts: [
              { part: 'sea' },
              { part: 'wave', x: 120, y: 150, size: 80, motion: 'drift-right' },
              { part: 'star', x: 220, y: 210, size: 40, tint: '#f07030', label: 'Sea star' },
              { part: 'flower', x: 310, y: 205, size: 50, tint: '#c04060', motion: 'sway', label: 'Anemone' },
            ],
          },
        },
        {
          caption: 'As the tide goes out, some water is trapped in hollows in the rock. These are rock pools.',
          picture: {
            alt: 'The sea pulls back, leaving a pool among the rocks.',
            parts: [
              { part: 'ground' },
              { part: 'wave', x: 330, y: 180, size: 70, motion: 'drift-right' },
              { part: 'puddle', x: 170, y: 200, size: 180, motion: 'shrink', label: 'Rock pool' },
              { part: 'rock', x: 60, y: 190, size: 60 },
            ],
          },
        },
        {
          caption:
            'Under the summer sun the shallow pool heats up. Water evaporates, so the water left behind gets saltier.',
          picture: {
            alt: 'A hot sun shines on a rock pool and vapour rises from it.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 320, y: 50, size: 70, motion: 'pulse' },
              { part: 'steam', x: 180, y: 150, size: 40, motion: 'rise', label: 'Evaporation' },
              { part: 'puddle', x: 180, y: 205, size: 160 },
            ],
          },
        },
        {
          caption:
            'Each animal copes in its own way. Anemones pull in their tentacles to hold in water. Crabs hide in cool, damp cracks.',
          picture: {
            alt: 'An anemone closes up while a crab scuttles under a rock.',
            parts: [
              { part: 'ground' },
              { part: 'flower', x: 120, y: 200, size: 50, tint: '#c04060', motion: 'shrink' },
              { part: 'rock', x: 290, y: 185, size: 100 },
              { part: 'spider', x: 220, y: 205, size: 36, tint: '#d04a2a', motion: 'drift-right', label: 'Crab' },
            ],
          },
        },
        {
          caption:
            'Sea stars cling to shaded rock with hundreds of tiny tube feet. Snails close their shells with a hard door.',
          picture: {
            alt: 'A sea star grips the shady side of a rock.',
            parts: [
              { part: 'ground' },
              { part: 'rock', x: 200, y: 180, size: 160 },
              { part: 'star', x: 230, y: 190, size: 40, tint: '#f07030', motion: 'pulse', label: 'Tube feet grip' },
            ],
          },
        },
        {
          caption:
            'If a pool gets too hot or too salty for too long, some animals die. When the tide returns, cool water brings relief and food.',
          picture: {
            alt: 'Waves roll back over the rock pool as the tide comes in.',
            parts: [
              { part: 'sea' },
              { part: 'wave', x: 300, y: 170, size: 90, motion: 'drift-left' },
              { part: 'thermometer', x: 80, y: 110, size: 40, tint: '#3a8ae0', motion: 'shrink' },
              { part: 'flower', x: 200, y: 210, size: 50, tint: '#c04060', motion: 'grow' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Why does a rock pool get saltier on a hot day?',
          correct: 'Water evaporates and the salt is left behind',
          wrong: ['Crabs add salt to the water', 'Rain falls into the pool', 'The sun makes new salt'],
          explanation: 'As the sun heats the pool, water evaporates but the salt stays, so the water left is saltier.',
        },
        {
          prompt: 'How does an anemone cope when the tide is out?',
          correct: 'It pulls in its tentacles to hold in water',
          wrong: ['It swims away to the sea', 'It grows a hard shell', 'It digs a burrow in the sand'],
          explanation: 'Closing up keeps water inside its body so it does not dry out.',
        },
        {
          prompt: 'What brings relief to rock pool animals?',
          correct: 'The tide coming back in',
          wrong: ['The midday sun', 'More evaporation', 'A dry wind'],
          explanation: 'The returning tide brings cool water and food, ending the hot, salty conditions.',
        },
      ],
    },
  },
  {
    questId: 'a-ani-005',
    type: 'animation',
    name: 'Why Geckos Stick to Walls',
    yearLevels: [5],
    curriculum: ['AC9S5U01'],
    description: 'Millions of tiny hairs on its toes let a gecko run up glass and hang upside down.',
    animation: {
      scenes: [
        {
          caption:
            'At night a gecko runs straight up a window and across the ceiling, chasing moths drawn to the light.',
          picture: {
            alt: 'A gecko climbs up a wall towards a moth near a glowing light.',
            parts: [
              { part: 'room' },
              { part: 'bulb', x: 300, y: 50, size: 40, tint: '#ffe066', motion: 'glow' },
              { part: 'butterfly', x: 260, y: 80, size: 24, tint: '#c0b090', motion: 'sway' },
              { part: 'lizard', x: 160, y: 150, size: 70, turn: -70, motion: 'rise', label: 'Gecko' },
            ],
          },
        },
        {
          caption: 'Its toes have no glue and no suction cups. Instead, each toe is covered in rows of soft ridges.',
          picture: {
            alt: 'A close-up of a gecko foot with ridges on each toe.',
            parts: [
              { part: 'sky' },
              { part: 'hand', x: 200, y: 130, size: 160, tint: '#a0b070', motion: 'pulse', label: 'Toe ridges' },
            ],
          },
        },
        {
          caption:
            'Zoom in, and each ridge holds thousands of tiny hairs. Each hair splits into hundreds of even tinier tips.',
          picture: {
            alt: 'Under a microscope, tiny hairs split into even smaller tips.',
            parts: [
              { part: 'room' },
              { part: 'microscope', x: 120, y: 160, size: 90 },
              { part: 'grass', x: 280, y: 130, size: 100, tint: '#a0b070', motion: 'grow', label: 'Millions of hairs' },
            ],
          },
        },
        {
          caption:
            'The tips get so close to the wall that a very weak pull forms between them. Millions of tiny pulls add up to a strong grip.',
          picture: {
            alt: 'Arrows show tiny tips pulling towards a wall.',
            parts: [
              { part: 'room' },
              { part: 'grass', x: 160, y: 130, size: 80, tint: '#a0b070', turn: 90 },
              { part: 'arrow', x: 250, y: 130, size: 60, motion: 'pulse', label: 'Tiny pulls' },
            ],
          },
        },
        {
          caption:
            'To let go, the gecko peels its toes off from the tips, like peeling tape. It can stick and unstick many times a second.',
          picture: {
            alt: 'A gecko lifts its foot and peels its toes off the wall.',
            parts: [
              { part: 'room' },
              { part: 'lizard', x: 200, y: 120, size: 110, turn: -90, motion: 'bounce', label: 'Peel and step' },
            ],
          },
        },
        {
          caption:
            'Sticky toes help geckos escape hunters and catch insects where other animals cannot climb. Scientists copy them to make new tapes.',
          picture: {
            alt: 'A scientist studies a gecko hanging upside down on a ceiling.',
            parts: [
              { part: 'room' },
              { part: 'lizard', x: 250, y: 40, size: 70, turn: 180, motion: 'sway' },
              { part: 'scientist', x: 120, y: 150, size: 80 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What lets a gecko stick to glass?',
          correct: 'Millions of tiny hairs on its toes',
          wrong: ['Glue from its skin', 'Suction cups on its feet', 'Sharp claws that dig into the glass'],
          explanation:
            'Each tiny hair tip makes a very weak pull with the surface, and millions together make a strong grip.',
        },
        {
          prompt: 'How does a gecko unstick its foot?',
          correct: 'It peels its toes off, like peeling tape',
          wrong: ['It waits for the glue to dry', 'It washes its feet', 'It jumps off the wall'],
          explanation: 'Peeling from the tips breaks the tiny pulls a few at a time, so the foot comes away easily.',
        },
      ],
    },
  },
  {
    questId: 'a-ani-006',
    type: 'animation',
    name: 'A Honeybee Grows Up',
    yearLevels: [3],
    curriculum: ['AC9S3U01'],
    description: 'Egg, larva, pupa and worker: follow a honeybee from its wax cell to its first flight.',
    animation: {
      scenes: [
        {
          caption: 'Inside the hive, the queen bee lays one tiny egg in each wax cell.',
          picture: {
            alt: 'A queen bee lays an egg in a wax cell.',
            parts: [
              { part: 'room' },
              { part: 'cell', x: 200, y: 150, size: 100, tint: '#f0c040', label: 'Wax cell' },
              { part: 'bee', x: 280, y: 100, size: 50, motion: 'bounce', label: 'Queen' },
              { part: 'egg', x: 200, y: 150, size: 16, motion: 'fade-in' },
            ],
          },
        },
        {
          caption: 'After three days the egg hatches into a larva. It looks like a little white grub with no legs.',
          picture: {
            alt: 'A white grub-like larva wriggles in its wax cell.',
            parts: [
              { part: 'room' },
              { part: 'cell', x: 200, y: 150, size: 100, tint: '#f0c040' },
              { part: 'caterpillar', x: 200, y: 150, size: 40, tint: '#f8f4e8', motion: 'sway', label: 'Larva' },
            ],
          },
        },
        {
          caption: 'Worker bees feed the larva many times a day. It grows bigger and bigger.',
          picture: {
            alt: 'A worker bee feeds a growing larva in its cell.',
            parts: [
              { part: 'room' },
              { part: 'cell', x: 200, y: 150, size: 100, tint: '#f0c040' },
              { part: 'caterpillar', x: 200, y: 150, size: 60, tint: '#f8f4e8', motion: 'grow' },
              { part: 'bee', x: 290, y: 110, size: 40, motion: 'bounce' },
            ],
          },
        },
        {
          caption:
            'The workers put a wax lid on the cell. Inside, the larva becomes a pupa. Its legs, wings and eyes form.',
          picture: {
            alt: 'A wax lid covers the cell while the pupa changes inside.',
            parts: [
              { part: 'room' },
              { part: 'cell', x: 200, y: 150, size: 100, tint: '#d8a830', motion: 'pulse', label: 'Pupa inside' },
            ],
          },
        },
        {
          caption: 'About three weeks after the egg was laid, a grown bee chews its way out of the cell.',
          picture: {
            alt: 'A young bee climbs out of its wax cell.',
            parts: [
              { part: 'room' },
              { part: 'cell', x: 200, y: 160, size: 100, tint: '#f0c040' },
              { part: 'bee', x: 200, y: 120, size: 50, motion: 'rise', label: 'Young worker' },
            ],
          },
        },
        {
          caption:
            'First she cleans the hive and feeds larvae. Later she flies out to collect nectar and pollen from flowers.',
          picture: {
            alt: 'A worker bee flies out to a flower.',
            parts: [
              { part: 'ground' },
              { part: 'flower', x: 280, y: 160, size: 70 },
              { part: 'bee', x: 150, y: 90, size: 36, motion: 'drift-right' },
              { part: 'sun', x: 60, y: 50, size: 50 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What hatches from a honeybee egg?',
          correct: 'A larva',
          wrong: ['A pupa', 'A grown bee', 'A caterpillar'],
          explanation: 'A larva that looks like a little white grub hatches from the egg after three days.',
        },
        {
          prompt: 'Which is the right order of a honeybee life cycle?',
          correct: 'Egg, larva, pupa, adult',
          wrong: ['Larva, egg, adult, pupa', 'Pupa, egg, larva, adult', 'Adult, pupa, larva, egg'],
          explanation: 'A bee starts as an egg, hatches into a larva, changes as a pupa and comes out as an adult.',
        },
      ],
    },
  },
];
