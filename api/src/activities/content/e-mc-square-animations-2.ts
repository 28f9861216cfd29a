import type { ActivityContent } from './content-types.js';

/** E=MC Square's other animations, each with its scenes and check (the first: e-mc-square-animations.ts; the realm: e-mc-square.ts). */
export const E_MC_SQUARE_ANIMATIONS_2: readonly ActivityContent[] = [
  {
    questId: 'a-phy-004',
    type: 'animation',
    name: 'Energy in a Circuit',
    yearLevels: [6],
    curriculum: ['AC9S6U03'],
    description: "A battery's energy becomes light, heat, sound and movement as current flows around a circuit.",
    animation: {
      scenes: [
        {
          caption:
            'Here is a circuit: a battery, wires, a switch and a light globe. The switch is open, so there is a gap and no current flows.',
          picture: {
            alt: 'A circuit with a battery, wires, an open switch and a dark light globe.',
            parts: [
              { part: 'room' },
              { part: 'battery', x: 100, y: 160, size: 60, label: 'Battery' },
              { part: 'wire', x: 200, y: 110, size: 160 },
              { part: 'switch', x: 200, y: 200, size: 50, motion: 'pulse', label: 'Open' },
              { part: 'bulb', x: 300, y: 150, size: 50 },
            ],
          },
        },
        {
          caption:
            "Close the switch and the loop is complete. Current flows and the globe glows: the battery's energy is transformed into light and heat.",
          picture: {
            alt: 'The switch closes and the light globe glows brightly.',
            parts: [
              { part: 'room' },
              { part: 'battery', x: 100, y: 160, size: 60 },
              { part: 'wire', x: 200, y: 110, size: 160 },
              { part: 'switch', x: 200, y: 200, size: 50, label: 'Closed' },
              { part: 'bulb', x: 300, y: 150, size: 50, tint: '#ffeb3b', motion: 'glow', label: 'Light and heat' },
            ],
          },
        },
        {
          caption: 'Swap the globe for a buzzer. Now the electrical energy is transformed into sound.',
          picture: {
            alt: 'A buzzer in the circuit makes a buzzing sound.',
            parts: [
              { part: 'room' },
              { part: 'battery', x: 100, y: 160, size: 60 },
              { part: 'wire', x: 200, y: 110, size: 160 },
              { part: 'speech-bubble', x: 300, y: 130, size: 70, motion: 'pulse', label: 'Buzzer: sound' },
            ],
          },
        },
        {
          caption: 'Swap in a small motor with a fan. The energy is transformed into movement, and the fan spins.',
          picture: {
            alt: 'A small fan spins in the circuit.',
            parts: [
              { part: 'room' },
              { part: 'battery', x: 100, y: 160, size: 60 },
              { part: 'wire', x: 200, y: 110, size: 160 },
              { part: 'gear', x: 300, y: 140, size: 60, motion: 'spin', label: 'Motor: movement' },
            ],
          },
        },
        {
          caption:
            'Every part also warms up a little. Some of the energy is always transformed into heat that spreads into the air.',
          picture: {
            alt: 'Wisps of heat rise from the battery and the wires.',
            parts: [
              { part: 'room' },
              { part: 'battery', x: 120, y: 170, size: 60 },
              { part: 'wire', x: 220, y: 170, size: 150 },
              { part: 'steam', x: 180, y: 110, size: 50, motion: 'rise', label: 'Heat' },
            ],
          },
        },
        {
          caption:
            'Put a plastic ruler in the gap and the globe stays dark: plastic is an insulator. Put a metal spoon there and it glows: metal is a conductor.',
          picture: {
            alt: 'A metal spoon bridges the gap in the circuit and the globe lights up.',
            parts: [
              { part: 'room' },
              { part: 'battery', x: 100, y: 160, size: 60 },
              { part: 'wire', x: 200, y: 200, size: 70, tint: '#b0bec5', label: 'Metal spoon' },
              { part: 'bulb', x: 300, y: 150, size: 50, tint: '#ffeb3b', motion: 'glow' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Why does the globe stay dark when the switch is open?',
          correct: 'There is a gap, so no current can flow',
          wrong: ['The battery is empty', 'The wires are too long', 'The globe is too hot'],
          explanation: 'Current only flows around a complete loop. An open switch makes a gap in the loop.',
        },
        {
          prompt: 'What does a buzzer transform electrical energy into?',
          correct: 'Sound',
          wrong: ['Light', 'Movement', 'Electric charge'],
          explanation: 'A buzzer changes electrical energy into sound, with a little heat as well.',
        },
        {
          prompt: 'A plastic ruler in the gap keeps the globe dark. What is plastic?',
          correct: 'An insulator',
          wrong: ['A conductor', 'A battery', 'A switch'],
          explanation: 'Insulators do not let current flow through them. Metals are conductors and do.',
        },
      ],
    },
  },
  {
    questId: 'a-phy-005',
    type: 'animation',
    name: 'Why Ice Floats',
    yearLevels: [3],
    curriculum: ['AC9S3U04'],
    description: 'Water spreads out as it freezes, so a block of ice is lighter than the same-sized block of water.',
    animation: {
      scenes: [
        {
          caption: 'Put an ice cube in a glass of water. It does not sink. It floats at the top!',
          picture: {
            alt: 'An ice cube bobs at the top of a glass of water.',
            parts: [
              { part: 'room' },
              { part: 'cup', x: 200, y: 170, size: 120 },
              { part: 'ice-cube', x: 200, y: 135, size: 40, motion: 'bounce' },
            ],
          },
        },
        {
          caption:
            'Most things get smaller when they freeze. Water is different. When water freezes, it spreads out and takes up more space.',
          picture: {
            alt: 'Water in a tray freezes and the ice grows a little bigger.',
            parts: [
              { part: 'room' },
              { part: 'beaker', x: 130, y: 170, size: 80, tint: '#4fc3f7', label: 'Water' },
              { part: 'arrow', x: 210, y: 170, size: 40 },
              { part: 'ice-cube', x: 290, y: 160, size: 100, motion: 'grow', label: 'Ice: more space' },
            ],
          },
        },
        {
          caption: 'So a block of ice is lighter than a block of water the same size. That is why ice floats.',
          picture: {
            alt: 'A block of ice floats up and down on the water.',
            parts: [{ part: 'sea' }, { part: 'ice', x: 200, y: 150, size: 100, motion: 'bounce', label: 'Ice floats' }],
          },
        },
        {
          caption: 'Huge icebergs float in the cold sea near Antarctica. Most of an iceberg is hidden under the water.',
          picture: {
            alt: 'A big iceberg sways gently in the sea.',
            parts: [
              { part: 'sea' },
              { part: 'ice', x: 200, y: 150, size: 180, motion: 'sway', label: 'Iceberg' },
              { part: 'bird', x: 320, y: 60, size: 30, motion: 'drift-left' },
            ],
          },
        },
        {
          caption:
            'In a cold winter, ice can form on top of a pond. The ice floats, so fish can still swim in the water below.',
          picture: {
            alt: 'Ice sits on top of a pond while a fish swims in the water below.',
            parts: [
              { part: 'sea' },
              { part: 'ice', x: 200, y: 130, size: 300, label: 'Ice on top' },
              { part: 'fish', x: 150, y: 200, size: 50, tint: '#ff9800', motion: 'drift-right' },
            ],
          },
        },
        {
          caption: 'When ice takes in heat, it melts back into liquid water. The water takes up less space again.',
          picture: {
            alt: 'An ice cube shrinks in the sun and a puddle grows.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 70, y: 50, size: 60, motion: 'glow' },
              { part: 'ice-cube', x: 200, y: 185, size: 60, motion: 'shrink' },
              { part: 'puddle', x: 200, y: 215, size: 110, motion: 'grow' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Why does ice float on water?',
          correct: 'A block of ice is lighter than the same size block of water',
          wrong: ['Ice has air holes in it', 'Ice is heavier than water', 'Cold things always float'],
          explanation:
            'Water spreads out when it freezes, so ice is lighter than the same size of water. That is why it floats.',
        },
        {
          prompt: 'What happens to water when it freezes?',
          correct: 'It spreads out and takes up more space',
          wrong: ['It shrinks and takes up less space', 'It turns into a gas', 'It stays exactly the same'],
          explanation: 'Water is different from most things. When it freezes, it takes up more space.',
        },
        {
          prompt: 'Where do the fish swim when ice forms on a pond?',
          correct: 'In the water under the ice',
          wrong: ['On top of the ice', 'Inside the ice', 'Up in the air'],
          explanation: 'The ice floats on top, so there is still liquid water below it for the fish.',
        },
      ],
    },
  },
  {
    questId: 'a-phy-006',
    type: 'animation',
    name: 'Rust, Burn and Bake',
    yearLevels: [6],
    curriculum: ['AC9S6U04'],
    description: 'Three everyday changes that make new substances, and the clues that give them away.',
    animation: {
      scenes: [
        {
          caption:
            'Some changes can be undone, like ice melting. Others make new substances and cannot be undone: they are irreversible changes.',
          picture: {
            alt: 'An ice cube melts beside a flame that burns.',
            parts: [
              { part: 'room' },
              { part: 'ice-cube', x: 120, y: 180, size: 60, motion: 'shrink', label: 'Reversible' },
              { part: 'flame', x: 280, y: 180, size: 60, motion: 'glow', label: 'Irreversible' },
            ],
          },
        },
        {
          caption:
            'Rust: leave an iron nail out in the rain and it slowly turns orange-brown. Iron, water and oxygen from the air make a new substance, rust.',
          picture: {
            alt: 'Rain falls on an iron nail, and orange-brown rust slowly appears.',
            parts: [
              { part: 'ground' },
              { part: 'rain-cloud', x: 200, y: 50, size: 120 },
              { part: 'raindrop', x: 200, y: 110, size: 15, motion: 'fall' },
              { part: 'wire', x: 200, y: 200, size: 110, tint: '#9e9e9e', label: 'Iron nail' },
              { part: 'wire', x: 200, y: 200, size: 110, tint: '#b5562a', motion: 'fade-in', label: 'Rust' },
            ],
          },
        },
        {
          caption:
            'Burn: burning wood gives off heat and light, smoke and gases. What is left is ash, and ash can never become wood again.',
          picture: {
            alt: 'A campfire burns with smoke rising.',
            parts: [
              { part: 'ground' },
              { part: 'flame', x: 200, y: 180, size: 80, motion: 'glow', label: 'Heat and light' },
              { part: 'steam', x: 200, y: 100, size: 70, tint: '#757575', motion: 'rise', label: 'Smoke' },
              { part: 'rock', x: 200, y: 215, size: 90, tint: '#616161', label: 'Ash' },
            ],
          },
        },
        {
          caption:
            'Bake: runny cake mix goes into a hot oven and comes out as a soft, spongy cake. The heat has made new substances, so it can never be cake mix again.',
          picture: {
            alt: 'A cake tin of mix heats in the oven and rises into a cake.',
            parts: [
              { part: 'room' },
              { part: 'flame', x: 200, y: 215, size: 50, motion: 'glow' },
              { part: 'pot', x: 200, y: 170, size: 110, tint: '#ffcc80', motion: 'grow', label: 'Cake' },
              { part: 'steam', x: 200, y: 100, size: 50, motion: 'rise' },
            ],
          },
        },
        {
          caption:
            'Look for clues that a new substance has formed: a new colour, a new smell, bubbles of gas, or heat and light given off.',
          picture: {
            alt: 'Bubbles of gas rise in a beaker beside a glowing flame.',
            parts: [
              { part: 'room' },
              { part: 'beaker', x: 140, y: 170, size: 90, tint: '#aed581' },
              { part: 'bubble', x: 140, y: 160, size: 18, motion: 'rise', label: 'Gas bubbles' },
              { part: 'flame', x: 280, y: 185, size: 50, motion: 'glow', label: 'Heat and light' },
            ],
          },
        },
        {
          caption:
            'Compare chocolate melting in the sun. It looks different, but cool it and it sets again. No new substance forms, so that change is reversible.',
          picture: {
            alt: 'A block of chocolate melts in the sun into a brown puddle.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 70, y: 50, size: 60, motion: 'glow' },
              { part: 'ice-cube', x: 220, y: 185, size: 60, tint: '#6d4c41', motion: 'shrink', label: 'Chocolate' },
              { part: 'puddle', x: 220, y: 215, size: 100, tint: '#6d4c41', motion: 'grow' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Which of these is an irreversible change?',
          correct: 'Burning wood',
          wrong: ['Melting ice', 'Melting chocolate', 'Freezing water'],
          explanation:
            'Burning makes new substances such as ash, smoke and gases. They cannot be turned back into wood.',
        },
        {
          prompt: 'What makes rust form on an iron nail?',
          correct: 'Iron, water and oxygen from the air',
          wrong: ['Sunlight only', 'Heat from an oven', 'Sand and wind'],
          explanation: 'Iron joins with water and oxygen from the air to make a new substance, rust.',
        },
        {
          prompt: 'Which is a clue that a new substance has formed?',
          correct: 'Bubbles of gas appear',
          wrong: ['It gets wet', 'It is cut in half', 'It changes shape'],
          explanation:
            'New colours, new smells, bubbles of gas, or heat and light given off are clues of a new substance.',
        },
      ],
    },
  },
];
