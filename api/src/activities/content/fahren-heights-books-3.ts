import type { ActivityContent } from './content-types.js';

/** Fahren Heights' last Year 6 book, with its pages and check (the others: fahren-heights-books.ts, fahren-heights-books-2.ts; the realm: fahren-heights.ts). */
export const FAHREN_HEIGHTS_BOOKS_3: readonly ActivityContent[] = [
  {
    questId: 'b-wea-005',
    type: 'book',
    name: 'When Lightning Strikes',
    yearLevels: [6],
    curriculum: ['AC9S6H02'],
    description: 'What lightning is, where it strikes and the safety rules that science gives us.',
    book: {
      pages: [
        {
          text: "A flash lights up the sky, and then comes a crack of thunder. Lightning is one of nature's most powerful sights. Understanding it helps us stay safe.",
          picture: {
            alt: 'A lightning bolt flashes from a dark storm cloud at night.',
            parts: [
              { part: 'night-sky' },
              { part: 'rain-cloud', x: 200, y: 60, size: 220 },
              { part: 'lightning', x: 210, y: 150, size: 70 },
              { part: 'gum-tree', x: 330, y: 190, size: 90 },
            ],
          },
        },
        {
          text: 'Inside a storm cloud, strong winds toss bits of ice up and down, and they crash into each other. This builds up electric charges in the cloud. When enough charge builds up, it jumps as a giant spark: lightning.',
          picture: {
            alt: 'Inside a storm cloud, bits of ice bump together and build up charge.',
            parts: [
              { part: 'sky' },
              { part: 'rain-cloud', x: 200, y: 120, size: 300 },
              { part: 'ice', x: 170, y: 100, size: 20, label: '+' },
              { part: 'ice', x: 230, y: 150, size: 20, label: '−' },
              { part: 'lightning', x: 200, y: 220, size: 40 },
            ],
          },
        },
        {
          text: 'A bolt of lightning heats the air around it to about 30,000 degrees Celsius. That is hotter than the surface of the sun! The air spreads out so fast that it makes a loud boom. That boom is thunder.',
          picture: {
            alt: 'A lightning bolt heats the air, which bursts outwards with a boom.',
            parts: [
              { part: 'night-sky' },
              { part: 'lightning', x: 200, y: 125, size: 90 },
              { part: 'arrow', x: 280, y: 125, size: 50, label: 'Boom!' },
              { part: 'arrow', x: 120, y: 125, size: 50, turn: 180 },
            ],
          },
        },
        {
          text: 'Lightning often strikes the tallest thing around, such as a tree, a tower or a person standing in an open paddock. It can also strike water, such as a pool, a lake or the sea.',
          picture: {
            alt: 'Lightning strikes a tall tree standing alone in a paddock.',
            parts: [
              { part: 'ground' },
              { part: 'rain-cloud', x: 200, y: 50, size: 200 },
              { part: 'lightning', x: 250, y: 110, size: 50 },
              { part: 'gum-tree', x: 260, y: 160, size: 120, label: 'Tallest thing' },
            ],
          },
        },
        {
          text: 'Light travels much faster than sound, so you see the flash before you hear the thunder. Count the seconds between them and divide by three. That is roughly how many kilometres away the storm is.',
          picture: {
            alt: 'A child counts the seconds between a flash and the thunder.',
            parts: [
              { part: 'ground' },
              { part: 'rain-cloud', x: 320, y: 60, size: 120 },
              { part: 'lightning', x: 320, y: 120, size: 40 },
              { part: 'child', x: 100, y: 170, size: 70 },
              { part: 'speech-bubble', x: 170, y: 90, size: 80, label: '1, 2, 3...' },
            ],
          },
        },
        {
          text: 'Safety experts turn this science into a simple rule: when thunder roars, go indoors. If you can hear thunder, you are close enough to be struck. Wait about 30 minutes after the last thunder before going back out.',
          picture: {
            alt: 'A child runs inside a house as a storm comes near.',
            parts: [
              { part: 'ground' },
              { part: 'rain-cloud', x: 100, y: 60, size: 160 },
              { part: 'lightning', x: 100, y: 120, size: 40 },
              { part: 'child', x: 220, y: 170, size: 60 },
              { part: 'arrow', x: 270, y: 170, size: 40 },
              { part: 'house', x: 330, y: 160, size: 100 },
            ],
          },
        },
        {
          text: 'The safest places are inside a solid building, or a car with a hard roof and the windows up. Never shelter under a tree. Get out of the water, and keep away from taps and corded phones during a storm.',
          picture: {
            alt: 'A car and a house are safe places, and a lone tree is not.',
            parts: [
              { part: 'ground' },
              { part: 'house', x: 90, y: 160, size: 100, label: 'Safe' },
              { part: 'car', x: 200, y: 200, size: 70, label: 'Safe' },
              { part: 'tree', x: 320, y: 150, size: 100, label: 'Not safe' },
            ],
          },
        },
        {
          text: 'The Bureau of Meteorology watches storms with radar and satellites, and it sends out warnings. Families, schools and sports clubs use these warnings to decide when to stop a game or head home. Science helps whole communities make safer choices.',
          picture: {
            alt: 'A scientist watches a storm on a screen and sends out a warning.',
            parts: [
              { part: 'room' },
              { part: 'scientist', x: 110, y: 150, size: 90 },
              { part: 'rain-cloud', x: 260, y: 80, size: 100 },
              { part: 'speech-bubble', x: 290, y: 170, size: 90, label: 'Storm warning' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What makes the sound of thunder?',
          correct: 'Air heated by lightning spreading out very fast',
          wrong: ['Clouds bumping into each other', 'Rain hitting the ground', 'The wind blowing hard'],
          explanation:
            'Lightning heats the air to about 30,000 degrees Celsius. The air spreads out so fast that it booms.',
        },
        {
          prompt: 'You count 9 seconds between a flash and its thunder. About how far away is the storm?',
          correct: 'About 3 kilometres',
          wrong: ['About 9 kilometres', 'About 27 kilometres', 'Right overhead'],
          explanation:
            'Divide the seconds by three to find roughly how many kilometres away the storm is: 9 divided by 3 is 3.',
        },
        {
          prompt: 'Where is the safest place to be in a thunderstorm?',
          correct: 'Inside a solid building',
          wrong: ['Under a tall tree', 'In a swimming pool', 'In an open paddock'],
          explanation:
            'A solid building or a hard-roofed car keeps you safe. Trees, water and open ground are dangerous.',
        },
      ],
    },
  },
];
