import type { ActivityContent } from './content-types.js';

/** Pythagoras Peninsula's animations, each with its scenes and check (the realm's other activities: pythagoras-peninsula.ts). */
export const PYTHAGORAS_PENINSULA_ANIMATIONS: readonly ActivityContent[] = [
  {
    questId: 'a-mat-001',
    type: 'animation',
    name: 'Drawing a Line Graph Step by Step',
    yearLevels: [5],
    curriculum: ['AC9S5I04'],
    description: 'Axes, scales, labels and points: build a line graph of a growing seedling.',
    animation: {
      scenes: [
        {
          caption:
            'Every two days for two weeks, we measure a bean seedling with a ruler and write its height in centimetres in a table.',
          picture: {
            alt: 'A seedling grows in a pot beside a ruler on a classroom bench.',
            parts: [
              { part: 'room' },
              { part: 'seedling', x: 160, y: 170, size: 70, motion: 'grow' },
              { part: 'pot', x: 160, y: 215, size: 60 },
              { part: 'wire', x: 230, y: 170, size: 100, turn: 90, label: 'Ruler' },
            ],
          },
        },
        {
          caption:
            'Draw two axes. Time goes along the bottom, on the horizontal axis. Height goes up the side, on the vertical axis.',
          picture: {
            alt: 'Two arrows form the axes of a graph, one across and one up.',
            parts: [
              { part: 'room' },
              { part: 'arrow', x: 200, y: 210, size: 240, label: 'Days', motion: 'fade-in' },
              { part: 'arrow', x: 80, y: 120, size: 180, turn: 270, label: 'Height (cm)', motion: 'fade-in' },
            ],
          },
        },
        {
          caption:
            'Choose a scale that goes up in equal steps and fits all the data, such as 0, 2, 4, 6 and 8 centimetres. Add a title and label each axis.',
          picture: {
            alt: 'Tick marks appear in equal steps up the side of the graph.',
            parts: [
              { part: 'room' },
              { part: 'arrow', x: 200, y: 210, size: 240 },
              { part: 'arrow', x: 80, y: 120, size: 180, turn: 270 },
              { part: 'speech-bubble', x: 250, y: 60, size: 120, label: 'Seedling growth', motion: 'pulse' },
            ],
          },
        },
        {
          caption: 'Plot each point. Go across to the day, then up to the height, and mark a small dot.',
          picture: {
            alt: 'Dots appear one by one on the graph, each higher than the last.',
            parts: [
              { part: 'room' },
              { part: 'arrow', x: 200, y: 210, size: 240 },
              { part: 'arrow', x: 80, y: 120, size: 180, turn: 270 },
              { part: 'ball', x: 130, y: 190, size: 12, tint: '#1e88e5', motion: 'fade-in' },
              { part: 'ball', x: 190, y: 160, size: 12, tint: '#1e88e5', motion: 'fade-in' },
              { part: 'ball', x: 250, y: 110, size: 12, tint: '#1e88e5', motion: 'fade-in' },
            ],
          },
        },
        {
          caption:
            'Join the points with straight lines. Now the graph shows a trend: the seedling grew slowly at first, then faster.',
          picture: {
            alt: 'A line joins the dots and climbs up the graph.',
            parts: [
              { part: 'room' },
              { part: 'arrow', x: 200, y: 210, size: 240 },
              { part: 'arrow', x: 80, y: 120, size: 180, turn: 270 },
              { part: 'wire', x: 190, y: 150, size: 140, turn: 325, tint: '#1e88e5', motion: 'fade-in' },
              { part: 'seedling', x: 330, y: 100, size: 50, motion: 'grow' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Where does time go on this line graph?',
          correct: 'Along the bottom, on the horizontal axis',
          wrong: ['Up the side, on the vertical axis', 'In the title', 'Nowhere'],
          explanation: 'Time, here the days, goes along the horizontal axis, and height goes up the vertical axis.',
        },
        {
          prompt: 'What makes a good scale on an axis?',
          correct: 'Equal steps that fit all the data',
          wrong: ['Any numbers you like', 'Steps that get bigger each time', 'Only the biggest number'],
          explanation: 'A scale in equal steps that covers all the data lets you plot and read points correctly.',
        },
      ],
    },
  },
  {
    questId: 'a-mat-002',
    type: 'animation',
    name: 'Symmetry All Around Us',
    yearLevels: [3],
    curriculum: ['AC9S3I04'],
    description: 'Leaves, faces, starfish and snowflakes: find the lines of symmetry in living and non-living things.',
    animation: {
      scenes: [
        {
          caption:
            'Fold a leaf down the middle. On many leaves the two halves match! The fold is called a line of symmetry.',
          picture: {
            alt: 'A leaf with a line down its middle.',
            parts: [
              { part: 'sky' },
              { part: 'leaf', x: 200, y: 130, size: 150, motion: 'pulse' },
              { part: 'wire', x: 200, y: 130, size: 160, turn: 90, label: 'Line of symmetry' },
            ],
          },
        },
        {
          caption: 'A butterfly has one line of symmetry. Its left wing is like a mirror picture of its right wing.',
          picture: {
            alt: 'A butterfly flaps its matching wings.',
            parts: [
              { part: 'sky' },
              { part: 'butterfly', x: 200, y: 120, size: 160, motion: 'pulse' },
              { part: 'flower', x: 320, y: 200, size: 60 },
            ],
          },
        },
        {
          caption: 'Your face is almost symmetrical too. You have an eye on each side and a nose in the middle.',
          picture: {
            alt: 'A child stands with a line down the middle.',
            parts: [
              { part: 'room' },
              { part: 'child', x: 200, y: 140, size: 100, motion: 'bounce' },
              { part: 'wire', x: 200, y: 140, size: 180, turn: 90 },
            ],
          },
        },
        {
          caption: 'A sea star has five arms. It has five lines of symmetry, one through each arm.',
          picture: {
            alt: 'A five-armed star shape spins slowly in the sea.',
            parts: [
              { part: 'sea' },
              { part: 'star', x: 200, y: 180, size: 100, tint: '#ef6c00', label: 'Sea star', motion: 'spin' },
            ],
          },
        },
        {
          caption:
            'Snowflakes are not alive, but they have symmetry too. A snowflake has six arms and six lines of symmetry.',
          picture: {
            alt: 'Snowflakes fall from a cloud.',
            parts: [
              { part: 'sky' },
              { part: 'cloud', x: 200, y: 40, size: 120 },
              { part: 'snowflake', x: 150, y: 140, size: 60, motion: 'fall' },
              { part: 'snowflake', x: 260, y: 150, size: 50, motion: 'fall' },
            ],
          },
        },
        {
          caption:
            'Make a table of what you find. Write each thing and how many lines of symmetry it has. Can you see a pattern?',
          picture: {
            alt: 'A child looks at a leaf, a butterfly and a snowflake.',
            parts: [
              { part: 'room' },
              { part: 'child', x: 80, y: 160, size: 60 },
              { part: 'leaf', x: 180, y: 120, size: 50, label: '1' },
              { part: 'star', x: 260, y: 120, size: 50, label: '5', motion: 'glow' },
              { part: 'snowflake', x: 340, y: 120, size: 50, label: '6' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What is a line of symmetry?',
          correct: 'A line where the two halves match',
          wrong: ['The longest side of a shape', 'A line at the bottom of a page', 'The middle of a circle'],
          explanation: 'If you fold along a line of symmetry, the two halves match exactly.',
        },
        {
          prompt: 'How many lines of symmetry does a snowflake have?',
          correct: 'Six',
          wrong: ['One', 'Two', 'Five'],
          explanation: 'A snowflake has six arms and six lines of symmetry.',
        },
        {
          prompt: 'How many lines of symmetry does a butterfly have?',
          correct: 'One',
          wrong: ['Two', 'Five', 'None'],
          explanation: 'A butterfly has one line of symmetry, down the middle of its body.',
        },
      ],
    },
  },
  {
    questId: 'a-mat-003',
    type: 'animation',
    name: 'Scaling the Solar System',
    yearLevels: [6],
    curriculum: ['AC9S6I04'],
    description: 'Shrink the solar system to fit a football field and see how far apart the planets are.',
    animation: {
      scenes: [
        {
          caption:
            'The solar system is far too big to draw on paper at its true size. So we make a scale model, where every distance is shrunk by the same amount.',
          picture: {
            alt: 'The Sun and planets in space.',
            parts: [
              { part: 'space' },
              { part: 'sun', x: 60, y: 125, size: 90, motion: 'glow' },
              { part: 'earth', x: 200, y: 125, size: 30 },
              { part: 'ringed-planet', x: 320, y: 125, size: 60 },
            ],
          },
        },
        {
          caption:
            'Let us fit the Sun to Neptune onto a 100-metre football field. On that scale, the Sun is a little smaller than a golf ball at one end of the field.',
          picture: {
            alt: 'A tiny Sun sits at one end of a long green field.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 30, y: 200, size: 20, label: 'Sun', motion: 'pulse' },
              { part: 'arrow', x: 210, y: 210, size: 300, label: '100 metres' },
            ],
          },
        },
        {
          caption:
            'Mercury, Venus, Earth and Mars are all within about 5 metres of the Sun. Earth sits about 3 metres away and is only as big as a grain of sand.',
          picture: {
            alt: 'Four tiny planets close to the Sun at the end of the field.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 30, y: 200, size: 20 },
              { part: 'planet', x: 45, y: 200, size: 10, tint: '#9e9e9e' },
              { part: 'earth', x: 60, y: 200, size: 10, label: 'Earth: 3 m', motion: 'orbit' },
              { part: 'planet', x: 75, y: 200, size: 10, tint: '#d84315' },
            ],
          },
        },
        {
          caption:
            'Jupiter is about 17 metres from the Sun. Saturn is near the 32-metre mark, about a third of the way down the field.',
          picture: {
            alt: 'Jupiter and Saturn are spaced out along the field.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 30, y: 200, size: 20 },
              { part: 'planet', x: 90, y: 200, size: 16, tint: '#d7a86e', label: 'Jupiter', motion: 'pulse' },
              { part: 'ringed-planet', x: 140, y: 190, size: 24, label: 'Saturn', motion: 'pulse' },
            ],
          },
        },
        {
          caption:
            'Uranus is about 64 metres away. Neptune sits at the far end, 100 metres from the Sun. Most of the solar system is empty space!',
          picture: {
            alt: 'Two blue planets far down the field from the Sun.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 30, y: 200, size: 20 },
              { part: 'planet', x: 240, y: 200, size: 14, tint: '#80deea', label: 'Uranus', motion: 'fade-in' },
              { part: 'planet', x: 370, y: 200, size: 14, tint: '#3949ab', label: 'Neptune', motion: 'fade-in' },
            ],
          },
        },
        {
          caption:
            'A scale model can show distances or sizes well, but it is hard to show both at once. Models help us picture things too big to see.',
          picture: {
            alt: 'A child looks at a model of the Earth and the Moon.',
            parts: [
              { part: 'room' },
              { part: 'child', x: 90, y: 160, size: 60 },
              { part: 'earth', x: 230, y: 110, size: 60 },
              { part: 'moon', x: 230, y: 110, size: 20, motion: 'orbit' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'In a scale model, what happens to every distance?',
          correct: 'It is shrunk by the same amount',
          wrong: ['It is made up', 'It stays the real size', 'Only the big ones are shrunk'],
          explanation:
            'A scale model shrinks every distance by the same amount, so the model keeps the right proportions.',
        },
        {
          prompt: 'On the 100-metre field, about how far from the Sun is Earth?',
          correct: 'About 3 metres',
          wrong: ['About 50 metres', 'About 100 metres', 'About 32 metres'],
          explanation: 'Earth sits about 3 metres from the Sun on this scale, while Neptune is at 100 metres.',
        },
        {
          prompt: 'What does the model show about the solar system?',
          correct: 'Most of it is empty space',
          wrong: ['The planets are all close together', 'The Sun is smaller than Earth', 'Neptune is next to the Sun'],
          explanation: 'The planets are tiny and very far apart, so most of the solar system is empty space.',
        },
      ],
    },
  },
];
