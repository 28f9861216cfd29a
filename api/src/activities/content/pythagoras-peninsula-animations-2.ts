import type { ActivityContent } from './content-types.js';

/** Pythagoras Peninsula's animations, continued: each with its scenes and check (the realm's other activities: pythagoras-peninsula.ts). */
export const PYTHAGORAS_PENINSULA_ANIMATIONS_2: readonly ActivityContent[] = [
  {
    questId: 'a-mat-004',
    type: 'animation',
    name: 'Measuring Time Before Clocks',
    yearLevels: [3],
    curriculum: ['AC9S3I03'],
    description: 'Sundials, water clocks and candle clocks: how people measured time long ago.',
    animation: {
      scenes: [
        {
          caption:
            'Long ago, there were no clocks or watches. People watched the Sun move across the sky to tell the time of day.',
          picture: {
            alt: 'The Sun moves across the sky over a hill.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 80, y: 80, size: 60, motion: 'drift-right' },
              { part: 'hill', x: 200, y: 200, size: 300 },
            ],
          },
        },
        {
          caption:
            'A sundial has a stick that makes a shadow. As the Sun moves, the shadow moves too. Marks around it show the hours.',
          picture: {
            alt: 'A shadow turns slowly around a sundial.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 320, y: 50, size: 50 },
              { part: 'wheel', x: 180, y: 200, size: 100, label: 'Sundial' },
              { part: 'arrow', x: 200, y: 200, size: 50, tint: '#424242', label: 'Shadow', motion: 'spin' },
            ],
          },
        },
        {
          caption:
            'A sundial does not work at night or on a cloudy day. So people made water clocks. Water drips out of a pot little by little.',
          picture: {
            alt: 'Water drips from one pot into another.',
            parts: [
              { part: 'room' },
              { part: 'pot', x: 200, y: 90, size: 80 },
              { part: 'raindrop', x: 200, y: 140, size: 15, motion: 'fall' },
              { part: 'beaker', x: 200, y: 200, size: 70, tint: '#4fc3f7', label: 'Water clock' },
            ],
          },
        },
        {
          caption:
            'Marks on the side of the pot showed how much water had dripped. Each mark stood for the same amount of time.',
          picture: {
            alt: 'The water level rises past marks on a beaker.',
            parts: [
              { part: 'room' },
              { part: 'beaker', x: 200, y: 170, size: 100, tint: '#4fc3f7', motion: 'pulse' },
              { part: 'arrow', x: 300, y: 150, size: 50, turn: 180, label: 'Marks' },
            ],
          },
        },
        {
          caption:
            'A candle clock had lines on a candle. As it burned down past each line, people knew that one more hour had gone.',
          picture: {
            alt: 'A candle flame flickers as the candle burns down.',
            parts: [
              { part: 'room' },
              { part: 'flame', x: 200, y: 100, size: 40, motion: 'glow' },
              { part: 'test-tube', x: 200, y: 170, size: 50, tint: '#fff8e1', label: 'Candle', motion: 'shrink' },
            ],
          },
        },
        {
          caption:
            'All these clocks used something that changes at a steady speed, and marks to measure it. A ruler for time!',
          picture: {
            alt: 'A sundial, a water clock and a candle side by side.',
            parts: [
              { part: 'room' },
              { part: 'wheel', x: 90, y: 170, size: 70 },
              { part: 'beaker', x: 200, y: 170, size: 60, tint: '#4fc3f7' },
              { part: 'flame', x: 310, y: 140, size: 30, motion: 'glow' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Why does a sundial not work at night?',
          correct: 'There is no sunlight to make a shadow',
          wrong: ['The stick falls over', 'The marks wash off', 'It is too cold'],
          explanation: 'A sundial needs the Sun to make a shadow. At night there is no shadow to read.',
        },
        {
          prompt: 'How did a water clock measure time?',
          correct: 'Water dripped out, and marks showed how much had gone',
          wrong: ['It rang a bell every hour', 'Fish swam to each number', 'It froze into ice each hour'],
          explanation: 'Water dripped at a steady speed, and marks on the pot showed how much time had passed.',
        },
      ],
    },
  },
  {
    questId: 'a-mat-005',
    type: 'animation',
    name: 'Spirals in Shells and Storms',
    yearLevels: [4],
    curriculum: ['AC9S4I04'],
    description: 'The spirals of nautilus shells, sunflower heads and the clouds of a cyclone.',
    animation: {
      scenes: [
        {
          caption:
            'A spiral is a curve that winds around a centre, getting wider as it goes. Spirals turn up all over nature.',
          picture: {
            alt: 'A spiral shell turns slowly.',
            parts: [
              { part: 'sky' },
              { part: 'fossil', x: 200, y: 130, size: 150, tint: '#d7a86e', label: 'Spiral', motion: 'spin' },
            ],
          },
        },
        {
          caption:
            'A nautilus lives in a shell. As it grows, it adds a new room to its shell, each a little bigger than the last. The rooms make a spiral.',
          picture: {
            alt: 'A spiral shell grows bigger in the sea.',
            parts: [
              { part: 'sea' },
              { part: 'fossil', x: 200, y: 170, size: 110, tint: '#f5e6d3', label: 'Nautilus', motion: 'grow' },
              { part: 'bubble', x: 280, y: 150, size: 15, motion: 'rise' },
            ],
          },
        },
        {
          caption:
            'The seeds in a sunflower head sit in spirals too. Some spirals curve to the left and some to the right.',
          picture: {
            alt: 'A sunflower turns to face the Sun.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 330, y: 50, size: 50 },
              { part: 'flower', x: 180, y: 130, size: 150, tint: '#f9c80e', motion: 'sway' },
            ],
          },
        },
        {
          caption:
            'A fern leaf starts as a tight spiral. It slowly uncurls as it grows. Look for them in the bush near a creek.',
          picture: {
            alt: 'A curled fern leaf unrolls beside a creek.',
            parts: [
              { part: 'ground' },
              { part: 'river', x: 200, y: 220, size: 380 },
              { part: 'leaf', x: 180, y: 140, size: 90, motion: 'grow', label: 'Fern' },
            ],
          },
        },
        {
          caption:
            'From space, a tropical cyclone looks like a giant spiral of cloud. The winds spin around a calm centre called the eye.',
          picture: {
            alt: 'A spiral of cloud spins over the Earth.',
            parts: [
              { part: 'space' },
              { part: 'earth', x: 200, y: 125, size: 220 },
              { part: 'cloud', x: 200, y: 110, size: 90, label: 'Cyclone', motion: 'spin' },
            ],
          },
        },
        {
          caption:
            'Draw the spirals you find in a table: where it was, and which way it turned. What patterns can you see?',
          picture: {
            alt: 'A child draws while a snail crawls by.',
            parts: [
              { part: 'ground' },
              { part: 'child', x: 110, y: 160, size: 60 },
              {
                part: 'fossil',
                x: 260,
                y: 200,
                size: 40,
                tint: '#a1887f',
                label: 'Snail shell',
                motion: 'drift-right',
              },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Why does a nautilus shell make a spiral?',
          correct: 'Each new room is a little bigger than the last',
          wrong: ['The sea twists it', 'The nautilus spins around', 'All the rooms are the same size'],
          explanation: 'As the nautilus grows, each new room is bigger, and together they wind round in a spiral.',
        },
        {
          prompt: 'What is the calm centre of a cyclone called?',
          correct: 'The eye',
          wrong: ['The tail', 'The seed', 'The shell'],
          explanation: 'The winds of a cyclone spin around a calm centre called the eye.',
        },
      ],
    },
  },
  {
    questId: 'a-mat-006',
    type: 'animation',
    name: 'Precision Matters',
    yearLevels: [5],
    curriculum: ['AC9S5I03'],
    description: 'A recipe, a rocket and a bridge: why a small measuring mistake can make a big difference.',
    animation: {
      scenes: [
        {
          caption:
            'Baking damper? If you guess the flour instead of measuring it, the dough can end up too runny or too dry. Measuring cups give the right amount.',
          picture: {
            alt: 'Flour is poured into a measuring cup on a kitchen bench.',
            parts: [
              { part: 'room' },
              { part: 'cup', x: 160, y: 180, size: 60, label: 'Measuring cup' },
              { part: 'raindrop', x: 160, y: 120, size: 14, tint: '#fafafa', motion: 'fall' },
              { part: 'pot', x: 290, y: 185, size: 80 },
            ],
          },
        },
        {
          caption:
            'In 1999 a space probe was sent to Mars. One team measured in metric units, another in old imperial units, and no one noticed the mix-up.',
          picture: {
            alt: 'A spacecraft flies towards the red planet Mars.',
            parts: [
              { part: 'space' },
              { part: 'rocket', x: 100, y: 150, size: 50, turn: 45, motion: 'drift-right' },
              { part: 'planet', x: 320, y: 100, size: 90, tint: '#d84315', label: 'Mars' },
            ],
          },
        },
        {
          caption:
            'The probe flew too close to Mars and was lost. A small units mistake added up over a very long trip.',
          picture: {
            alt: 'The spacecraft fades away near Mars.',
            parts: [
              { part: 'space' },
              { part: 'planet', x: 230, y: 130, size: 140, tint: '#d84315' },
              { part: 'rocket', x: 130, y: 110, size: 40, motion: 'fade-out' },
            ],
          },
        },
        {
          caption:
            'Big bridges are often built from both banks at once. If the measurements are off, the two halves will not meet in the middle.',
          picture: {
            alt: 'Two halves of a bridge reach towards each other over a river.',
            parts: [
              { part: 'ground' },
              { part: 'river', x: 200, y: 200, size: 400 },
              { part: 'ramp', x: 110, y: 160, size: 140, motion: 'drift-right' },
              { part: 'ramp', x: 290, y: 160, size: 140, turn: 180, motion: 'drift-left' },
            ],
          },
        },
        {
          caption:
            'To measure well, choose the right tool, start from zero, read the scale at eye level and write down the units.',
          picture: {
            alt: 'A scientist reads a thermometer at eye level.',
            parts: [
              { part: 'room' },
              { part: 'scientist', x: 140, y: 150, size: 80 },
              { part: 'thermometer', x: 250, y: 140, size: 50, motion: 'pulse' },
            ],
          },
        },
        {
          caption: 'Then measure again to check. If two careful readings agree, you can trust your result.',
          picture: {
            alt: 'A tick-like star glows beside two matching measurements.',
            parts: [
              { part: 'room' },
              { part: 'speech-bubble', x: 140, y: 100, size: 90, label: '12.4 cm' },
              { part: 'speech-bubble', x: 270, y: 100, size: 90, label: '12.4 cm' },
              { part: 'star', x: 200, y: 200, size: 40, motion: 'glow' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Why was the Mars probe lost in 1999?',
          correct: 'Two teams used different units and no one noticed',
          wrong: ['It ran out of paint', 'It was hit by the Moon', 'It was too cold to fly'],
          explanation:
            'One team used metric units and another used imperial units, so the probe flew too close to Mars.',
        },
        {
          prompt: 'Which is a good way to read a scale?',
          correct: 'At eye level',
          wrong: ['From far above', 'With your eyes closed', 'From the side at an angle'],
          explanation: 'Reading at eye level, starting from zero and writing the units all help you measure precisely.',
        },
      ],
    },
  },
];
