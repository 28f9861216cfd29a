import type { ActivityContent } from './content-types.js';

/** E=MC Square's first animations, each with its scenes and check (the rest: e-mc-square-animations-2.ts; the realm: e-mc-square.ts). */
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
];
