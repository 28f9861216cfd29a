import type { ActivityContent } from './content-types.js';

/** E=MC Square's animations, each with its scenes and check (the realm's other activities: e-mc-square.ts). */
export const E_MC_SQUARE_ANIMATIONS: readonly ActivityContent[] = [
  {
    questId: 'a-phy-001',
    type: 'animation',
    name: 'What Happens When Water Boils?',
    yearLevels: [5],
    curriculum: ['AC9S5U04'],
    description: 'Zoom in on water particles as they speed up, break free and rise as steam bubbles.',
    animation: {
      scenes: [
        {
          caption:
            'A pot of cold water sits on the stove. Its particles are close together, sliding slowly past each other.',
          picture: {
            alt: 'A pot of water on a stove, with water particles gently moving.',
            parts: [
              { part: 'room' },
              { part: 'pot', x: 200, y: 170, size: 140 },
              { part: 'ball', x: 180, y: 165, size: 18, tint: '#4fc3f7', motion: 'sway' },
              { part: 'ball', x: 205, y: 170, size: 18, tint: '#4fc3f7', motion: 'sway' },
              { part: 'ball', x: 230, y: 165, size: 18, tint: '#4fc3f7', motion: 'sway', label: 'Water particles' },
            ],
          },
        },
        {
          caption: 'The stove heats the pot. Heat energy makes the water particles move faster and faster.',
          picture: {
            alt: 'A flame glows under the pot and the water particles jiggle faster.',
            parts: [
              { part: 'room' },
              { part: 'flame', x: 200, y: 225, size: 60, motion: 'glow' },
              { part: 'pot', x: 200, y: 170, size: 140 },
              { part: 'ball', x: 180, y: 165, size: 18, tint: '#4fc3f7', motion: 'bounce' },
              { part: 'ball', x: 220, y: 170, size: 18, tint: '#4fc3f7', motion: 'bounce', label: 'Faster' },
            ],
          },
        },
        {
          caption:
            'Near the hot bottom, the fastest particles break away from each other. They become a gas called water vapour.',
          picture: {
            alt: 'Bubbles of water vapour form at the bottom of the pot and start to rise.',
            parts: [
              { part: 'room' },
              { part: 'flame', x: 200, y: 225, size: 60, motion: 'glow' },
              { part: 'pot', x: 200, y: 170, size: 140 },
              { part: 'bubble', x: 185, y: 185, size: 20, motion: 'rise', label: 'Water vapour' },
              { part: 'bubble', x: 220, y: 190, size: 15, motion: 'rise' },
            ],
          },
        },
        {
          caption:
            'Bubbles of water vapour rise to the top and burst out. That is boiling. At sea level, water boils at 100 degrees Celsius.',
          picture: {
            alt: 'Bubbles rise and burst at the top of the boiling water, and a thermometer reads 100 degrees.',
            parts: [
              { part: 'room' },
              { part: 'flame', x: 200, y: 225, size: 60, motion: 'glow' },
              { part: 'pot', x: 200, y: 170, size: 140 },
              { part: 'bubble', x: 180, y: 160, size: 20, motion: 'rise' },
              { part: 'bubble', x: 215, y: 165, size: 18, motion: 'rise' },
              { part: 'thermometer', x: 340, y: 140, size: 50, label: '100 degrees' },
            ],
          },
        },
        {
          caption:
            'Water vapour is invisible. Above the pot it cools and turns back into tiny droplets: that white cloud is droplets, not the gas.',
          picture: {
            alt: 'A white cloud of tiny droplets rises above the boiling pot.',
            parts: [
              { part: 'room' },
              { part: 'flame', x: 200, y: 225, size: 60 },
              { part: 'pot', x: 200, y: 170, size: 140 },
              { part: 'steam', x: 200, y: 80, size: 80, motion: 'rise', label: 'Tiny droplets' },
            ],
          },
        },
        {
          caption:
            'Take the pot off the heat and the particles slow down. The bubbles stop, because water needs heat all the time to keep boiling.',
          picture: {
            alt: 'The flame goes out under the pot and the bubbles stop.',
            parts: [
              { part: 'room' },
              { part: 'flame', x: 200, y: 225, size: 60, motion: 'fade-out' },
              { part: 'pot', x: 200, y: 170, size: 140 },
              { part: 'steam', x: 200, y: 90, size: 60, motion: 'fade-out' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What makes the water particles move faster?',
          correct: 'Heat energy from the stove',
          wrong: ['The shape of the pot', 'The cold air', 'Stirring with a spoon'],
          explanation: 'Heating gives the particles more energy, so they move faster and faster.',
        },
        {
          prompt: 'What is inside the bubbles in boiling water?',
          correct: 'Water vapour, a gas',
          wrong: ['Air from the pot', 'Tiny ice cubes', 'Nothing at all'],
          explanation:
            'The fastest particles break away and become water vapour. Bubbles of this gas rise and burst at the top.',
        },
        {
          prompt: 'What is the white cloud above a boiling pot?',
          correct: 'Tiny droplets of water',
          wrong: ['Water vapour you can see', 'Smoke', 'Dust'],
          explanation:
            'Water vapour is invisible. The white cloud forms when it cools and turns back into tiny droplets.',
        },
      ],
    },
  },
  {
    questId: 'a-phy-002',
    type: 'animation',
    name: 'How Magnets Work',
    yearLevels: [4],
    curriculum: ['AC9S4U03'],
    description: 'Poles that pull and push, and the invisible force around a magnet that acts across a gap.',
    animation: {
      scenes: [
        {
          caption:
            'Every magnet has two ends called poles: a north pole and a south pole. Its force is strongest at the poles.',
          picture: {
            alt: 'A horseshoe magnet with its north and south poles labelled.',
            parts: [
              { part: 'room' },
              { part: 'magnet', x: 200, y: 130, size: 120, motion: 'pulse' },
              { part: 'arrow', x: 120, y: 200, size: 40, turn: -45, label: 'North pole' },
              { part: 'arrow', x: 280, y: 200, size: 40, turn: -135, label: 'South pole' },
            ],
          },
        },
        {
          caption:
            'A magnet pulls on things made of iron or steel, like a paper clip. It can pull without touching, across a gap.',
          picture: {
            alt: 'A steel ball slides across the bench towards a magnet.',
            parts: [
              { part: 'room' },
              { part: 'magnet', x: 110, y: 150, size: 100 },
              { part: 'ball', x: 300, y: 160, size: 25, tint: '#9e9e9e', motion: 'drift-left', label: 'Steel' },
            ],
          },
        },
        {
          caption:
            'A magnet does not pull on plastic, wood or glass. Only some metals, like iron and steel, are magnetic.',
          picture: {
            alt: 'A magnet beside a plastic cup and a wooden block that do not move.',
            parts: [
              { part: 'room' },
              { part: 'magnet', x: 110, y: 150, size: 100, motion: 'sway' },
              { part: 'cup', x: 250, y: 180, size: 40, label: 'Plastic' },
              { part: 'rock', x: 330, y: 190, size: 40, tint: '#a1887f', label: 'Wood' },
            ],
          },
        },
        {
          caption:
            'Bring the north pole of one magnet near the south pole of another. They pull together: opposite poles attract.',
          picture: {
            alt: 'Two magnets move towards each other and snap together.',
            parts: [
              { part: 'room' },
              { part: 'magnet', x: 110, y: 150, size: 80, turn: 90, label: 'N' },
              { part: 'magnet', x: 290, y: 150, size: 80, turn: 90, label: 'S', motion: 'drift-left' },
            ],
          },
        },
        {
          caption: 'Now bring two north poles together. They push each other apart: like poles repel.',
          picture: {
            alt: 'Two magnets with north poles facing push away from each other.',
            parts: [
              { part: 'room' },
              { part: 'magnet', x: 120, y: 150, size: 80, turn: 90, label: 'N' },
              { part: 'magnet', x: 200, y: 150, size: 80, turn: -90, label: 'N', motion: 'drift-right' },
            ],
          },
        },
        {
          caption:
            'The Earth acts like a giant magnet. A compass needle is a tiny magnet, so it swings round to point north.',
          picture: {
            alt: 'The Earth spins beside a compass needle that swings to point north.',
            parts: [
              { part: 'space' },
              { part: 'earth', x: 130, y: 125, size: 140, motion: 'spin' },
              { part: 'arrow', x: 300, y: 125, size: 80, turn: -90, motion: 'sway', label: 'Compass needle' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What are the two ends of a magnet called?',
          correct: 'Poles',
          wrong: ['Sides', 'Tips', 'Wires'],
          explanation: 'A magnet has a north pole and a south pole. Its force is strongest there.',
        },
        {
          prompt: 'What happens when two north poles are brought together?',
          correct: 'They push apart',
          wrong: ['They pull together', 'Nothing at all', 'They both turn into south poles'],
          explanation: 'Like poles repel, so two north poles push each other away.',
        },
        {
          prompt: 'Which of these will a magnet pull?',
          correct: 'A steel paper clip',
          wrong: ['A plastic cup', 'A wooden block', 'A glass marble'],
          explanation: 'Magnets pull on things made of iron or steel. Plastic, wood and glass are not magnetic.',
        },
      ],
    },
  },
  {
    questId: 'a-phy-003',
    type: 'animation',
    name: 'Making a Rainbow',
    yearLevels: [5],
    curriculum: ['AC9S5U03'],
    description: 'White light splits into colours as it bends through raindrops and prisms.',
    animation: {
      scenes: [
        {
          caption: 'Sunlight looks white, but it is really a mix of all the colours of the rainbow.',
          picture: {
            alt: 'The sun glows in a clear sky, sending out white light.',
            parts: [{ part: 'sky' }, { part: 'sun', x: 200, y: 110, size: 110, motion: 'glow', label: 'White light' }],
          },
        },
        {
          caption:
            'When light passes from air into water or glass, it slows down and bends. This bending is called refraction.',
          picture: {
            alt: 'A beam of light moves into a beaker of water and bends.',
            parts: [
              { part: 'room' },
              { part: 'beaker', x: 240, y: 160, size: 110, tint: '#81d4fa' },
              { part: 'arrow', x: 130, y: 120, size: 70, turn: 20, motion: 'drift-right', label: 'Light' },
            ],
          },
        },
        {
          caption:
            'Each colour bends by a slightly different amount. So in a glass prism, white light fans out into a band of colours.',
          picture: {
            alt: 'White light enters a glass prism and a band of colours fans out the other side.',
            parts: [
              { part: 'room' },
              { part: 'arrow', x: 90, y: 120, size: 80, tint: '#ffffff', label: 'White light' },
              { part: 'ice', x: 190, y: 130, size: 80, tint: '#e0f7fa', label: 'Glass prism' },
              { part: 'rainbow', x: 320, y: 140, size: 110, turn: 90, motion: 'fade-in' },
            ],
          },
        },
        {
          caption:
            'Raindrops work like tiny prisms. Light bends as it enters a drop, bounces off the back, then bends again as it leaves.',
          picture: {
            alt: 'Light goes into a big raindrop, bounces inside and comes out spread into colours.',
            parts: [
              { part: 'sky' },
              { part: 'raindrop', x: 200, y: 125, size: 120, motion: 'pulse' },
              { part: 'arrow', x: 80, y: 100, size: 80, motion: 'drift-right', label: 'Sunlight' },
              { part: 'rainbow', x: 100, y: 190, size: 80, turn: 180, motion: 'fade-in' },
            ],
          },
        },
        {
          caption:
            'Millions of falling raindrops together make a rainbow: red on the outside, then orange, yellow, green, blue, indigo and violet.',
          picture: {
            alt: 'A rainbow appears across the sky as rain falls.',
            parts: [
              { part: 'ground' },
              { part: 'rain-cloud', x: 300, y: 45, size: 120 },
              { part: 'raindrop', x: 280, y: 100, size: 15, motion: 'fall' },
              { part: 'raindrop', x: 320, y: 110, size: 15, motion: 'fall' },
              { part: 'rainbow', x: 200, y: 140, size: 260, motion: 'fade-in', label: 'Red on the outside' },
            ],
          },
        },
        {
          caption:
            'To see one, stand with the sun behind you and rain in front. Or make your own with a garden hose on a sunny afternoon!',
          picture: {
            alt: 'A child with the sun behind them sprays a fine mist and a small rainbow appears.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 50, y: 50, size: 50 },
              { part: 'child', x: 140, y: 170, size: 70 },
              { part: 'raindrop', x: 230, y: 150, size: 12, motion: 'fall' },
              { part: 'rainbow', x: 280, y: 160, size: 120, motion: 'fade-in' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What is refraction?',
          correct: 'Light bending as it passes from one material into another',
          wrong: ['Light bouncing off a mirror', 'Light being blocked to make a shadow', 'Light turning into heat'],
          explanation:
            'Light slows down and bends as it passes from air into water or glass. That bending is refraction.',
        },
        {
          prompt: 'Which colour is on the outside of a rainbow?',
          correct: 'Red',
          wrong: ['Violet', 'Green', 'Blue'],
          explanation: 'A rainbow has red on the outside, then orange, yellow, green, blue, indigo and violet.',
        },
        {
          prompt: 'Where should the sun be when you look for a rainbow?',
          correct: 'Behind you',
          wrong: ['In front of you', 'Right above you', 'Hidden by clouds'],
          explanation:
            'Stand with the sun behind you and the rain in front. The raindrops send the colours back to your eyes.',
        },
      ],
    },
  },
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
