import type { ActivityContent } from './content-types.js';

/** Cape Cosmos's animations, the last three, each with its scenes and check (the first three: cape-cosmos-animations.ts). */
export const CAPE_COSMOS_ANIMATIONS_2: readonly ActivityContent[] = [
  {
    questId: 'a-spa-004',
    type: 'animation',
    name: 'A Solar Eclipse Explained',
    yearLevels: [5],
    curriculum: ['AC9S5U03'],
    description: "When the Moon's shadow falls on Earth: why the day goes dark for a few minutes.",
    animation: {
      scenes: [
        {
          caption:
            'The Sun is a light source. Its light travels out in straight lines and lights up Earth and the Moon.',
          picture: {
            alt: 'The Sun shines on the Moon and the Earth in space.',
            parts: [
              { part: 'space' },
              { part: 'sun', x: 60, y: 125, size: 100, motion: 'glow' },
              { part: 'moon', x: 220, y: 60, size: 30, motion: 'drift-right' },
              { part: 'earth', x: 330, y: 125, size: 80 },
            ],
          },
        },
        {
          caption: 'The Moon travels around Earth. Sometimes it passes exactly between the Sun and Earth.',
          picture: {
            alt: 'The Moon moves into a line between the Sun and the Earth.',
            parts: [
              { part: 'space' },
              { part: 'sun', x: 60, y: 125, size: 100 },
              { part: 'earth', x: 310, y: 125, size: 80 },
              { part: 'moon', x: 310, y: 125, size: 25, motion: 'orbit' },
            ],
          },
        },
        {
          caption:
            'The Moon blocks the sunlight. Light cannot bend around it, so the Moon casts a shadow on a small part of Earth.',
          picture: {
            alt: "The Moon's dark shadow falls on part of the Earth.",
            parts: [
              { part: 'space' },
              { part: 'sun', x: 50, y: 125, size: 90 },
              { part: 'moon', x: 200, y: 125, size: 30 },
              { part: 'arrow', x: 260, y: 125, size: 60, tint: '#333333', motion: 'pulse', label: 'Shadow' },
              { part: 'earth', x: 340, y: 125, size: 80 },
            ],
          },
        },
        {
          caption:
            'From inside the shadow, people see the Moon slide over the Sun. The Sun is about 400 times wider, but also about 400 times further away, so they look the same size.',
          picture: {
            alt: 'The Moon slides across the Sun in the sky until it covers it.',
            parts: [
              { part: 'sky' },
              { part: 'sun', x: 200, y: 110, size: 100 },
              { part: 'moon', x: 120, y: 110, size: 100, tint: '#222222', motion: 'drift-right' },
            ],
          },
        },
        {
          caption:
            'For a few minutes the sky goes dark, stars come out and birds go quiet. Then the Moon moves on and daylight returns.',
          picture: {
            alt: 'The day sky turns dark and a few stars appear.',
            parts: [
              { part: 'night-sky' },
              { part: 'moon', x: 200, y: 100, size: 80, tint: '#111111', label: 'Total eclipse' },
              { part: 'star', x: 80, y: 60, size: 20, motion: 'fade-in' },
              { part: 'star', x: 320, y: 50, size: 20, motion: 'fade-in' },
            ],
          },
        },
        {
          caption:
            'Never look at the Sun, even in an eclipse. Use special eclipse glasses or a pinhole viewer. A total eclipse will cross Sydney in July 2028!',
          picture: {
            alt: 'A child watches the eclipse safely with a pinhole viewer.',
            parts: [
              { part: 'ground' },
              { part: 'moon-crescent', x: 320, y: 50, size: 50, tint: '#ffe066', motion: 'glow' },
              { part: 'child', x: 160, y: 160, size: 80, label: 'Watch safely' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What happens in a solar eclipse?',
          correct: 'The Moon passes between the Sun and Earth and blocks the sunlight',
          wrong: ['Earth passes between the Sun and Moon', 'The Sun switches off', 'A cloud covers the Moon'],
          explanation:
            'The Moon lines up between the Sun and Earth. It blocks the light and its shadow falls on Earth.',
        },
        {
          prompt: 'Why does the Moon make a shadow?',
          correct: 'Light travels in straight lines and cannot bend around it',
          wrong: ['The Moon makes dark light', 'The Moon is hotter than the Sun', 'Light goes through the Moon'],
          explanation: 'Light travels in straight lines, so the Moon blocks it and leaves a shadow behind.',
        },
        {
          prompt: 'How can you watch a solar eclipse safely?',
          correct: 'With special eclipse glasses or a pinhole viewer',
          wrong: ['With normal sunglasses', 'Through binoculars', 'By squinting at the Sun'],
          explanation:
            'Looking at the Sun can hurt your eyes forever, even in an eclipse, so use eclipse glasses or a pinhole viewer.',
        },
      ],
    },
  },
  {
    questId: 'a-spa-005',
    type: 'animation',
    name: 'Journey Through the Planets',
    yearLevels: [6],
    curriculum: ['AC9S6U02'],
    description: 'Fly past each planet in turn and compare their sizes, days and years.',
    animation: {
      scenes: [
        {
          caption:
            "A planet's day is one spin on its axis. Its year is one trip around the Sun. Let's fly out from the Sun and compare them.",
          picture: {
            alt: 'A rocket flies away from the Sun into space.',
            parts: [
              { part: 'space' },
              { part: 'sun', x: 50, y: 125, size: 100, motion: 'glow' },
              { part: 'rocket', x: 180, y: 125, size: 50, turn: 90, motion: 'drift-right' },
            ],
          },
        },
        {
          caption:
            'Mercury is the smallest planet and the closest to the Sun. It races round the Sun in just 88 Earth days, the shortest year of all.',
          picture: {
            alt: 'Small grey Mercury circles close around the Sun.',
            parts: [
              { part: 'space' },
              { part: 'sun', x: 200, y: 125, size: 90 },
              { part: 'planet', x: 200, y: 125, size: 20, tint: '#9e9e9e', motion: 'orbit', label: 'Mercury' },
            ],
          },
        },
        {
          caption:
            'Venus spins so slowly that one spin takes longer than its year of 225 days. Earth spins once in about 24 hours and goes round the Sun in 365 days.',
          picture: {
            alt: 'Yellow Venus turns slowly and the blue Earth spins next to it.',
            parts: [
              { part: 'space' },
              { part: 'planet', x: 120, y: 125, size: 70, tint: '#e6c87a', motion: 'spin', label: 'Venus' },
              { part: 'earth', x: 280, y: 125, size: 75, motion: 'spin', label: 'Earth' },
            ],
          },
        },
        {
          caption:
            'Mars is about half as wide as Earth. Its day is a little longer than ours, but its year is 687 days.',
          picture: {
            alt: 'Red Mars spins beside a larger Earth.',
            parts: [
              { part: 'space' },
              { part: 'earth', x: 130, y: 125, size: 90 },
              { part: 'planet', x: 280, y: 125, size: 45, tint: '#c1440e', motion: 'spin', label: 'Mars' },
            ],
          },
        },
        {
          caption:
            'Jupiter is the giant: more than 11 Earths would fit across it. It spins in about 10 hours, the shortest day, but its year lasts about 12 Earth years.',
          picture: {
            alt: 'Huge striped Jupiter spins beside a tiny Earth.',
            parts: [
              { part: 'space' },
              { part: 'planet', x: 180, y: 125, size: 200, tint: '#d8ca9d', motion: 'spin', label: 'Jupiter' },
              { part: 'earth', x: 340, y: 125, size: 18, label: 'Earth' },
            ],
          },
        },
        {
          caption:
            'Saturn, with its bright rings, takes about 29 Earth years to go round the Sun. Uranus takes 84 years, and it spins tipped over on its side.',
          picture: {
            alt: 'Ringed Saturn and blue-green Uranus, tipped on its side, drift past.',
            parts: [
              { part: 'space' },
              { part: 'ringed-planet', x: 130, y: 125, size: 150, motion: 'drift-left', label: 'Saturn' },
              { part: 'planet', x: 320, y: 125, size: 70, tint: '#7fd3d8', turn: 90, motion: 'spin', label: 'Uranus' },
            ],
          },
        },
        {
          caption:
            'Neptune is the furthest planet, so its orbit is the longest. One Neptune year lasts about 165 Earth years. The further a planet is from the Sun, the longer its year.',
          picture: {
            alt: 'Deep blue Neptune circles far out in the dark.',
            parts: [
              { part: 'space' },
              { part: 'sun', x: 20, y: 125, size: 20 },
              { part: 'planet', x: 260, y: 125, size: 80, tint: '#3f5fd1', motion: 'orbit', label: 'Neptune' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Which planet has the shortest year?',
          correct: 'Mercury',
          wrong: ['Neptune', 'Jupiter', 'Earth'],
          explanation: 'Mercury is closest to the Sun and goes round it in just 88 Earth days.',
        },
        {
          prompt: 'What is a planet’s year?',
          correct: 'The time it takes to travel once around the Sun',
          wrong: ['The time it takes to spin once', 'The time it takes the Moon to go round it', 'Always 365 days'],
          explanation: 'A year is one trip around the Sun. A day is one spin on the axis.',
        },
        {
          prompt: 'Why does Neptune have such a long year?',
          correct: 'It is the furthest planet from the Sun, so its orbit is the longest',
          wrong: ['It spins very slowly', 'It is the smallest planet', 'It has rings'],
          explanation: 'The further a planet is from the Sun, the longer its path round it, so the longer its year.',
        },
      ],
    },
  },
  {
    questId: 'a-spa-006',
    type: 'animation',
    name: 'How Satellites Help Us',
    yearLevels: [6],
    curriculum: ['AC9S6H02'],
    description: 'Weather forecasts, maps and bushfire warnings from the satellites circling Earth.',
    animation: {
      scenes: [
        {
          caption:
            'Thousands of satellites orbit Earth. Scientists and communities use what they collect to spot problems and make decisions.',
          picture: {
            alt: 'Satellites circle the Earth.',
            parts: [
              { part: 'space' },
              { part: 'earth', x: 200, y: 125, size: 130 },
              { part: 'solar-panel', x: 200, y: 125, size: 30, motion: 'orbit', label: 'Satellite' },
            ],
          },
        },
        {
          caption:
            'Weather satellites photograph clouds from high above. The Bureau of Meteorology uses their pictures to warn communities when a storm or cyclone is coming.',
          picture: {
            alt: 'A satellite watches a rain cloud drifting towards a town.',
            parts: [
              { part: 'sky' },
              { part: 'solar-panel', x: 320, y: 40, size: 50, label: 'Weather satellite' },
              { part: 'rain-cloud', x: 120, y: 80, size: 100, motion: 'drift-right' },
              { part: 'house', x: 300, y: 200, size: 70 },
            ],
          },
        },
        {
          caption:
            'Some satellites sense heat. They can spot a new bushfire hotspot, even at night, so fire crews and towns can decide what to do sooner.',
          picture: {
            alt: 'A satellite spots a glowing bushfire among gum trees.',
            parts: [
              { part: 'ground' },
              { part: 'solar-panel', x: 320, y: 40, size: 50 },
              { part: 'gum-tree', x: 110, y: 140, size: 100 },
              { part: 'flame', x: 200, y: 170, size: 50, motion: 'glow', label: 'Hotspot' },
              { part: 'steam', x: 200, y: 110, size: 50, tint: '#777777', motion: 'rise' },
            ],
          },
        },
        {
          caption:
            'Navigation satellites send out signals. A phone or car uses signals from several of them at once to work out exactly where it is.',
          picture: {
            alt: 'Signals travel down from satellites to a car.',
            parts: [
              { part: 'sky' },
              { part: 'solar-panel', x: 100, y: 40, size: 40 },
              { part: 'solar-panel', x: 300, y: 40, size: 40 },
              { part: 'lightning', x: 200, y: 110, size: 30, motion: 'fall', label: 'Signals' },
              { part: 'car', x: 200, y: 210, size: 70 },
            ],
          },
        },
        {
          caption:
            'Farmers use satellite pictures to see which paddocks are dry and need water. Scientists use them to track floods and changes to the land.',
          picture: {
            alt: 'Crops grow in a paddock watched from a satellite above.',
            parts: [
              { part: 'ground' },
              { part: 'solar-panel', x: 320, y: 40, size: 50 },
              { part: 'seedling', x: 120, y: 190, size: 40, motion: 'grow' },
              { part: 'seedling', x: 200, y: 190, size: 40, motion: 'grow' },
              { part: 'river', x: 300, y: 200, size: 120 },
            ],
          },
        },
        {
          caption:
            'Satellites also carry phone calls, internet and TV to remote outback towns. Data from space helps people everywhere stay safe and connected.',
          picture: {
            alt: 'A signal pulses from a satellite down to a house in the outback.',
            parts: [
              { part: 'ground' },
              { part: 'solar-panel', x: 300, y: 50, size: 50, motion: 'pulse' },
              { part: 'house', x: 140, y: 170, size: 90, label: 'Outback town' },
              { part: 'kangaroo', x: 250, y: 190, size: 50 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'How do weather satellites help communities?',
          correct: 'Their cloud pictures help warn people when storms or cyclones are coming',
          wrong: ['They stop the rain from falling', 'They make the clouds move', 'They cool the air'],
          explanation:
            'Weather satellites photograph clouds, and forecasters use the pictures to warn communities early.',
        },
        {
          prompt: 'How can satellites help with bushfires?',
          correct: 'They sense heat and spot new hotspots',
          wrong: ['They drop water on the fire', 'They blow the fire out', 'They make it rain'],
          explanation:
            'Satellites that sense heat can spot a new hotspot, even at night, so crews and towns can act sooner.',
        },
      ],
    },
  },
];
