import type { ActivityContent } from './content-types.js';

/** Fahren Heights' other animations, each with its scenes and check (the first: fahren-heights-animations.ts; the realm: fahren-heights.ts). */
export const FAHREN_HEIGHTS_ANIMATIONS_2: readonly ActivityContent[] = [
  {
    questId: 'a-wea-004',
    type: 'animation',
    name: 'From Ocean to Outback: Water on the Move',
    yearLevels: [4],
    curriculum: ['AC9S4U02'],
    description: 'Follow water across Australia, from the ocean to the rain on a distant desert.',
    animation: {
      scenes: [
        {
          caption: 'The sun heats the warm Coral Sea. Water evaporates and rises as water vapour, a gas we cannot see.',
          picture: {
            alt: 'The sun shines on the sea and water vapour rises.',
            parts: [
              { part: 'sea' },
              { part: 'sun', x: 70, y: 50, size: 60, motion: 'glow' },
              { part: 'steam', x: 220, y: 150, size: 60, motion: 'rise', label: 'Evaporation' },
            ],
          },
        },
        {
          caption:
            'High up, the vapour cools and condenses into clouds. Winds push the clouds over the coast and inland.',
          picture: {
            alt: 'Clouds drift from the sea towards the land.',
            parts: [
              { part: 'sea' },
              { part: 'cloud', x: 120, y: 60, size: 120, motion: 'drift-right', label: 'Condensation' },
              { part: 'hill', x: 330, y: 180, size: 140 },
            ],
          },
        },
        {
          caption:
            'Over the Great Dividing Range, the air rises and cools even more. Lots of rain falls on the mountains.',
          picture: {
            alt: 'Rain falls from clouds over the mountains.',
            parts: [
              { part: 'ground' },
              { part: 'mountain', x: 200, y: 160, size: 200, label: 'Great Dividing Range' },
              { part: 'rain-cloud', x: 200, y: 50, size: 160 },
              { part: 'raindrop', x: 170, y: 100, size: 15, motion: 'fall' },
              { part: 'raindrop', x: 230, y: 105, size: 15, motion: 'fall' },
            ],
          },
        },
        {
          caption: 'Rainwater runs into creeks and rivers. Some rivers flow west, far inland, towards the dry outback.',
          picture: {
            alt: 'A river winds away from the mountains towards the outback.',
            parts: [
              { part: 'ground' },
              { part: 'mountain', x: 70, y: 150, size: 120 },
              { part: 'river', x: 240, y: 200, size: 300 },
              { part: 'arrow', x: 200, y: 170, size: 50, motion: 'drift-right', label: 'Inland' },
            ],
          },
        },
        {
          caption:
            'Now and then, a big storm carries rain right out to the desert. The dry ground soaks it up, and desert flowers bloom.',
          picture: {
            alt: 'Rain falls on a red desert and flowers grow.',
            parts: [
              { part: 'ground' },
              { part: 'sand-dune', x: 200, y: 210, size: 380, tint: '#d84315' },
              { part: 'rain-cloud', x: 200, y: 50, size: 140 },
              { part: 'raindrop', x: 200, y: 100, size: 15, motion: 'fall' },
              { part: 'flower', x: 140, y: 190, size: 40, motion: 'grow' },
              { part: 'flower', x: 270, y: 195, size: 40, motion: 'grow' },
            ],
          },
        },
        {
          caption:
            'In the outback heat, water in puddles and waterholes evaporates fast. The vapour rises, ready to make new clouds.',
          picture: {
            alt: 'A puddle shrinks in the hot sun as water vapour rises from it.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 320, y: 50, size: 70, motion: 'glow' },
              { part: 'puddle', x: 180, y: 210, size: 120, motion: 'shrink' },
              { part: 'steam', x: 180, y: 150, size: 50, motion: 'rise' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Where does the water vapour come from at the start?',
          correct: 'Water evaporating from the warm sea',
          wrong: ['Smoke from fires', 'The desert sand', 'Snow melting on mountains'],
          explanation: 'The sun heats the sea, and water evaporates into water vapour.',
        },
        {
          prompt: 'What happens as air rises over the Great Dividing Range?',
          correct: 'It cools even more, and lots of rain falls',
          wrong: ['It warms up and the clouds vanish', 'It turns into wind only', 'It stops moving'],
          explanation: 'Rising air cools, so more water vapour condenses and falls as rain on the mountains.',
        },
        {
          prompt: 'What happens in the desert after a big storm?',
          correct: 'The ground soaks up the rain and flowers bloom',
          wrong: ['The rain freezes into ice', 'Nothing ever grows', 'The sand turns into sea'],
          explanation: 'Desert plants are ready for rain. When it comes, the ground soaks it up and flowers bloom.',
        },
      ],
    },
  },
  {
    questId: 'a-wea-005',
    type: 'animation',
    name: 'How Hailstones Grow',
    yearLevels: [4],
    curriculum: ['AC9S4U02'],
    description: 'Ice pellets tossed up and down in a storm cloud, growing a layer at a time.',
    animation: {
      scenes: [
        {
          caption:
            'Hail starts inside a tall thunderstorm cloud. Near the top, the air is far below freezing, even on a hot summer day.',
          picture: {
            alt: 'A tall storm cloud with a thermometer showing freezing cold at the top.',
            parts: [
              { part: 'ground' },
              { part: 'rain-cloud', x: 200, y: 100, size: 280, motion: 'pulse' },
              { part: 'thermometer', x: 340, y: 60, size: 40, tint: '#2196f3', label: 'Freezing' },
            ],
          },
        },
        {
          caption: 'A tiny bit of ice forms around a frozen drop of water. This is the start of a hailstone.',
          picture: {
            alt: 'A tiny ball of ice forms inside the cloud.',
            parts: [
              { part: 'sky' },
              { part: 'rain-cloud', x: 200, y: 125, size: 340 },
              { part: 'ice-cube', x: 200, y: 120, size: 20, motion: 'grow', label: 'Tiny hailstone' },
            ],
          },
        },
        {
          caption:
            'Strong winds blow upwards inside the cloud. They toss the little ice ball up high. It falls, and then it is tossed up again.',
          picture: {
            alt: 'An arrow of wind pushes the little hailstone up and down in the cloud.',
            parts: [
              { part: 'sky' },
              { part: 'rain-cloud', x: 200, y: 125, size: 340 },
              { part: 'arrow', x: 150, y: 150, size: 60, turn: -90, motion: 'rise', label: 'Updraft' },
              { part: 'ice-cube', x: 230, y: 110, size: 25, motion: 'bounce' },
            ],
          },
        },
        {
          caption:
            'On each trip, icy drops of water freeze onto it. It grows a new layer of ice each time, like the layers of an onion.',
          picture: {
            alt: 'The hailstone grows bigger, layer by layer.',
            parts: [
              { part: 'sky' },
              { part: 'rain-cloud', x: 200, y: 125, size: 340 },
              { part: 'ice-cube', x: 200, y: 120, size: 50, motion: 'grow', label: 'New layer' },
              { part: 'raindrop', x: 150, y: 100, size: 12, motion: 'drift-right' },
            ],
          },
        },
        {
          caption: 'When the hailstone gets too heavy for the winds to hold up, it falls to the ground.',
          picture: {
            alt: 'Hailstones fall from the storm cloud to the ground.',
            parts: [
              { part: 'ground' },
              { part: 'rain-cloud', x: 200, y: 60, size: 240 },
              { part: 'ice-cube', x: 170, y: 130, size: 25, motion: 'fall' },
              { part: 'ice-cube', x: 240, y: 140, size: 20, motion: 'fall' },
              { part: 'car', x: 320, y: 210, size: 60 },
            ],
          },
        },
        {
          caption:
            'Most hailstones are the size of a pea, but some grow as big as a cricket ball! Cut one open and you can see its layers.',
          picture: {
            alt: 'A big hailstone beside a cricket ball, with its layers showing.',
            parts: [
              { part: 'room' },
              { part: 'ice-cube', x: 150, y: 160, size: 70, motion: 'pulse', label: 'Hailstone' },
              { part: 'ball', x: 270, y: 170, size: 60, tint: '#c62828', label: 'Cricket ball' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What tosses a hailstone up and down in the cloud?',
          correct: 'Strong winds blowing upwards',
          wrong: ['Lightning', 'Birds', 'Rain hitting it'],
          explanation: 'Strong upward winds inside a storm cloud carry the hailstone up again and again.',
        },
        {
          prompt: 'How does a hailstone get bigger?',
          correct: 'Icy drops of water freeze onto it, a layer at a time',
          wrong: ['It melts and grows', 'It sticks to other clouds', 'The sun makes it swell'],
          explanation: 'On each trip up and down, cold drops freeze onto it, so it grows a new layer each time.',
        },
        {
          prompt: 'When does a hailstone fall to the ground?',
          correct: 'When it is too heavy for the winds to hold up',
          wrong: ['When the sun comes out', 'When it turns into rain', 'As soon as it forms'],
          explanation: 'The winds hold it up until it grows too heavy. Then it falls.',
        },
      ],
    },
  },
  {
    questId: 'a-wea-006',
    type: 'animation',
    name: 'Why the Sky Is Blue',
    yearLevels: [5],
    curriculum: ['AC9S5U03'],
    description: 'Sunlight scatters off the air, and blue light scatters the most.',
    animation: {
      scenes: [
        {
          caption: 'Sunlight looks white, but it is really a mix of all the colours of the rainbow.',
          picture: {
            alt: 'The sun glows, and a rainbow shows the colours mixed in its light.',
            parts: [
              { part: 'sky' },
              { part: 'sun', x: 110, y: 110, size: 100, motion: 'glow' },
              { part: 'rainbow', x: 290, y: 150, size: 160, motion: 'fade-in', label: 'All the colours' },
            ],
          },
        },
        {
          caption:
            'Light travels in straight lines from the sun to the Earth. When it reaches our air, it hits tiny gas particles.',
          picture: {
            alt: 'An arrow of sunlight travels from the sun towards the Earth.',
            parts: [
              { part: 'space' },
              { part: 'sun', x: 60, y: 125, size: 80 },
              { part: 'arrow', x: 180, y: 125, size: 80, tint: '#ffffff', motion: 'drift-right', label: 'Sunlight' },
              { part: 'earth', x: 340, y: 125, size: 90 },
            ],
          },
        },
        {
          caption:
            'The air particles scatter the light, bouncing it off in all directions. Blue light is scattered much more than red or yellow.',
          picture: {
            alt: 'Blue arrows of light bounce off in all directions from the air.',
            parts: [
              { part: 'sky' },
              { part: 'arrow', x: 120, y: 125, size: 70, tint: '#ffffff' },
              { part: 'ball', x: 200, y: 125, size: 15, tint: '#90a4ae', label: 'Air particle' },
              { part: 'arrow', x: 250, y: 80, size: 50, tint: '#1e88e5', turn: -45, motion: 'fade-in' },
              { part: 'arrow', x: 250, y: 170, size: 50, tint: '#1e88e5', turn: 45, motion: 'fade-in' },
              { part: 'arrow', x: 200, y: 60, size: 50, tint: '#1e88e5', turn: -90, motion: 'fade-in' },
            ],
          },
        },
        {
          caption:
            'Scattered blue light reaches us from every part of the sky. So wherever we look, the sky looks blue.',
          picture: {
            alt: 'A child looks up at a blue sky, with blue light coming from all over it.',
            parts: [
              { part: 'ground' },
              { part: 'child', x: 200, y: 170, size: 70 },
              { part: 'arrow', x: 110, y: 80, size: 50, tint: '#1e88e5', turn: 45, motion: 'pulse' },
              { part: 'arrow', x: 290, y: 80, size: 50, tint: '#1e88e5', turn: 135, motion: 'pulse' },
            ],
          },
        },
        {
          caption:
            'At sunset, sunlight passes through much more air to reach us. Most of the blue is scattered away, leaving reds and oranges.',
          picture: {
            alt: 'An orange sun sinks low over the sea at sunset.',
            parts: [
              { part: 'sea' },
              { part: 'sun', x: 200, y: 110, size: 80, tint: '#ff7043', motion: 'fall', label: 'Sunset' },
              { part: 'cloud', x: 320, y: 60, size: 90, tint: '#ffab91' },
            ],
          },
        },
        {
          caption: 'In space there is no air to scatter the light. So the sky is black, even when the sun is shining.',
          picture: {
            alt: 'A rocket flies through black space while the sun shines.',
            parts: [
              { part: 'space' },
              { part: 'sun', x: 80, y: 80, size: 70, motion: 'glow' },
              { part: 'rocket', x: 200, y: 150, size: 60, motion: 'drift-right' },
              { part: 'earth', x: 340, y: 200, size: 80 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Which colour of sunlight is scattered most by the air?',
          correct: 'Blue',
          wrong: ['Red', 'Yellow', 'Orange'],
          explanation:
            'Tiny air particles scatter blue light much more than red or yellow, so blue comes at us from all over the sky.',
        },
        {
          prompt: 'Why is the sky red and orange at sunset?',
          correct: 'The light passes through more air, and most of the blue is scattered away',
          wrong: ['The sun cools down at night', 'The sea paints the sky', 'The clouds make red light'],
          explanation:
            'At sunset the light travels through much more air, so most of the blue is scattered away before it reaches us.',
        },
        {
          prompt: 'Why does the sky look black in space?',
          correct: 'There is no air to scatter the light',
          wrong: ['The sun is switched off', 'Space is full of smoke', 'There is too much blue light'],
          explanation: 'Without air, nothing scatters sunlight across the sky, so it looks black.',
        },
      ],
    },
  },
];
