import type { ActivityContent } from './content-types.js';

/** Two of Fahren Heights' Year 6 books, each with its pages and check (the first: fahren-heights-books.ts; the last: fahren-heights-books-3.ts; the realm: fahren-heights.ts). */
export const FAHREN_HEIGHTS_BOOKS_2: readonly ActivityContent[] = [
  {
    questId: 'b-wea-003',
    type: 'book',
    name: 'Droughts and Flooding Rains',
    yearLevels: [6],
    curriculum: ['AC9S6H02'],
    description: "Why Australia's rainfall swings between dry years and wet years, and how farmers plan.",
    book: {
      pages: [
        {
          text: 'Australia is a land of droughts and flooding rains. In some years the rain hardly comes, and the paddocks turn to dust. In other years rivers burst their banks, and whole towns are flooded.',
          picture: {
            alt: 'A dry, dusty paddock with a dead tree beside a flooded river.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 60, y: 50, size: 60, tint: '#ff9800' },
              { part: 'sand-dune', x: 100, y: 200, size: 200, label: 'Drought' },
              { part: 'rain-cloud', x: 300, y: 60, size: 120 },
              { part: 'river', x: 300, y: 200, size: 180, label: 'Flood' },
            ],
          },
        },
        {
          text: 'Why does the rain swing so much? Part of the answer lies in the Pacific Ocean. Scientists measure the temperature of the sea and the winds across it, using ships, floating buoys and satellites.',
          picture: {
            alt: 'A ship and a satellite measure the sea and the winds of the Pacific Ocean.',
            parts: [
              { part: 'sea' },
              { part: 'rocket', x: 320, y: 50, size: 40, label: 'Satellite' },
              { part: 'thermometer', x: 160, y: 170, size: 40, label: 'Sea temperature' },
              { part: 'arrow', x: 240, y: 100, size: 70, turn: 180, label: 'Wind' },
            ],
          },
        },
        {
          text: 'In a La Niña year, the sea north of Australia is warmer than usual. More water evaporates, and the winds carry that moist air over the land. Eastern Australia often gets more rain, and floods become more likely.',
          picture: {
            alt: 'Warm sea, rising vapour and rain clouds blowing over eastern Australia.',
            parts: [
              { part: 'sea' },
              { part: 'sun', x: 60, y: 50, size: 50 },
              { part: 'steam', x: 300, y: 140, size: 60, label: 'Warm sea' },
              { part: 'rain-cloud', x: 170, y: 70, size: 130, label: 'La Niña' },
              { part: 'arrow', x: 250, y: 80, size: 60, turn: 180 },
            ],
          },
        },
        {
          text: 'In an El Niño year, the pattern flips. The warm water moves away towards South America, and eastern Australia often gets less rain. Droughts and bushfires become more likely.',
          picture: {
            alt: 'A hot sun over dry, cracked land and a small fire.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 200, y: 60, size: 80, tint: '#ff9800', label: 'El Niño' },
              { part: 'sand-dune', x: 200, y: 210, size: 380 },
              { part: 'flame', x: 320, y: 180, size: 40 },
              { part: 'gum-tree', x: 90, y: 150, size: 100, tint: '#a1887f' },
            ],
          },
        },
        {
          text: 'The Bureau of Meteorology studies these patterns and shares outlooks for the months ahead. An outlook does not promise what will happen. It gives the chances, such as a 70 per cent chance of more rain than usual.',
          picture: {
            alt: 'A scientist looks at weather measurements on a screen of rain chances.',
            parts: [
              { part: 'room' },
              { part: 'scientist', x: 120, y: 150, size: 90 },
              { part: 'speech-bubble', x: 260, y: 90, size: 120, label: '70% chance of rain' },
              { part: 'rain-cloud', x: 260, y: 90, size: 60 },
            ],
          },
        },
        {
          text: 'Farmers use outlooks to make decisions. If a dry season looks likely, a farmer might plant a crop that needs less water, or sell some sheep before the feed runs short. In a wet year, they might plant more.',
          picture: {
            alt: 'A farmer stands in a paddock of young crops, thinking about the weather.',
            parts: [
              { part: 'ground' },
              { part: 'child', x: 120, y: 165, size: 70, label: 'Farmer' },
              { part: 'seedling', x: 220, y: 200, size: 40 },
              { part: 'seedling', x: 280, y: 205, size: 40 },
              { part: 'speech-bubble', x: 180, y: 80, size: 80, label: 'Dry or wet?' },
            ],
          },
        },
        {
          text: 'Towns plan too. Councils check how full the dams are, and may ask people to save water in a drought. In a wet year, they get ready for floods with warnings, sandbags and plans to move people to safety.',
          picture: {
            alt: 'A town by a river with a dam and rain clouds gathering.',
            parts: [
              { part: 'ground' },
              { part: 'house', x: 90, y: 160, size: 90 },
              { part: 'house', x: 170, y: 165, size: 70 },
              { part: 'river', x: 290, y: 200, size: 200, label: 'Dam' },
              { part: 'rain-cloud', x: 300, y: 60, size: 110 },
            ],
          },
        },
        {
          text: 'Science cannot stop a drought or a flood. But by measuring, recording and sharing what we learn, it helps people make wiser choices. You can help too, by saving water at home every day.',
          picture: {
            alt: 'A child turns off a tap to save water at home.',
            parts: [
              { part: 'room' },
              { part: 'child', x: 150, y: 160, size: 80 },
              { part: 'hand', x: 220, y: 140, size: 35 },
              { part: 'raindrop', x: 250, y: 170, size: 15, label: 'Save every drop' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What often happens in eastern Australia in a La Niña year?',
          correct: 'More rain, and floods are more likely',
          wrong: ['Less rain and more droughts', 'Snow on the beaches', 'No change at all'],
          explanation:
            'In La Niña years the sea to the north is warmer, more water evaporates and eastern Australia often gets more rain.',
        },
        {
          prompt: 'What does a seasonal outlook give?',
          correct: 'The chances of more or less rain than usual',
          wrong: ['A promise of the exact rain each day', 'The date of the next flood', 'How to stop a drought'],
          explanation: 'An outlook gives chances, not promises, such as a 70 per cent chance of more rain than usual.',
        },
        {
          prompt: 'How might a farmer use an outlook of a dry season?',
          correct: 'Plant a crop that needs less water',
          wrong: ['Plant more thirsty crops', 'Buy extra sheep', 'Ignore it completely'],
          explanation:
            'Farmers use outlooks to decide what to plant and how many animals to keep before the feed runs short.',
        },
      ],
    },
  },
  {
    questId: 'b-wea-004',
    type: 'book',
    name: 'Six Seasons in Kakadu',
    yearLevels: [6],
    curriculum: ['AC9S6U02'],
    description: 'The seasonal calendar of the Bininj people, read in rain, plants and animals.',
    book: {
      pages: [
        {
          text: 'In the south of Australia, many people talk about four seasons: summer, autumn, winter and spring. But in Kakadu, in the tropical north, the Bininj people have known for thousands of years that the year has six seasons.',
          picture: {
            alt: 'Wetlands of Kakadu with a river, trees and birds.',
            parts: [
              { part: 'ground' },
              { part: 'river', x: 200, y: 210, size: 380 },
              { part: 'gum-tree', x: 90, y: 130, size: 120 },
              { part: 'mangrove', x: 320, y: 170, size: 90 },
              { part: 'bird', x: 220, y: 70, size: 30 },
            ],
          },
        },
        {
          text: 'Seasons come round because the Earth is tilted as it travels around the sun each year. The tilt changes how directly the sun shines on each place, and how long the days are. In the far north, this brings a big change from wet to dry.',
          picture: {
            alt: 'The tilted Earth travelling around the sun.',
            parts: [
              { part: 'space' },
              { part: 'sun', x: 200, y: 125, size: 90 },
              { part: 'earth', x: 70, y: 125, size: 50, turn: 23 },
              { part: 'earth', x: 330, y: 125, size: 50, turn: 23 },
              { part: 'arrow', x: 200, y: 210, size: 80, label: 'One year' },
            ],
          },
        },
        {
          text: 'Gunumeleng is the storm season before the monsoon, from about mid-October to late December. The air grows hot and sticky, and storm clouds build each afternoon. Barramundi move from the waterholes down towards the sea.',
          picture: {
            alt: 'Storm clouds build over a river where a fish swims towards the sea.',
            parts: [
              { part: 'ground' },
              { part: 'rain-cloud', x: 200, y: 70, size: 180, label: 'Gunumeleng' },
              { part: 'lightning', x: 230, y: 130, size: 30 },
              { part: 'river', x: 200, y: 210, size: 380 },
              { part: 'fish', x: 150, y: 210, size: 40, tint: '#b0bec5', label: 'Barramundi' },
            ],
          },
        },
        {
          text: 'Gudjewg is the monsoon season, from about January to March. Heavy rain falls on most days, and the floodplains fill with water. Magpie geese build their nests among the wet grasses.',
          picture: {
            alt: 'Heavy monsoon rain falls on a flooded plain where magpie geese nest.',
            parts: [
              { part: 'sea' },
              { part: 'rain-cloud', x: 200, y: 50, size: 240, label: 'Gudjewg' },
              { part: 'grass', x: 120, y: 190, size: 60 },
              { part: 'bird', x: 160, y: 175, size: 40, tint: '#424242', label: 'Magpie goose' },
              { part: 'egg', x: 200, y: 195, size: 15 },
            ],
          },
        },
        {
          text: "In Banggerreng, around April, the rain clouds clear. Strong winds and storms flatten the tall spear grass, so it is known as the knock 'em down storm season. Many plants are heavy with fruit.",
          picture: {
            alt: 'Wind flattens tall grass and a tree is heavy with fruit.',
            parts: [
              { part: 'ground' },
              { part: 'cloud', x: 300, y: 50, size: 100 },
              { part: 'grass', x: 120, y: 200, size: 80, turn: 40, label: 'Banggerreng' },
              { part: 'arrow', x: 90, y: 130, size: 60, label: 'Wind' },
              { part: 'tree', x: 290, y: 150, size: 120 },
              { part: 'fruit', x: 300, y: 140, size: 15, tint: '#e53935' },
            ],
          },
        },
        {
          text: 'Yegge, from about May to June, is cooler but still humid. Early morning mists hang over the water, and the spear grass turns golden. Bininj light careful, cool fires to clear the land and keep it healthy.',
          picture: {
            alt: 'Morning mist over the water and golden grass, with a small, careful fire.',
            parts: [
              { part: 'ground' },
              { part: 'cloud', x: 200, y: 170, size: 300, tint: '#eceff1', label: 'Yegge' },
              { part: 'grass', x: 100, y: 205, size: 70, tint: '#fbc02d' },
              { part: 'flame', x: 300, y: 205, size: 30 },
            ],
          },
        },
        {
          text: 'Wurrgeng, from mid-June to mid-August, is the cold weather season, with cool nights and dry days. Then comes Gurrung, the hot dry season, until about mid-October. Creeks stop flowing, and animals gather at the last waterholes.',
          picture: {
            alt: 'A hot sun over dry land, with a kangaroo at a small waterhole.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 200, y: 50, size: 70, tint: '#ff9800', label: 'Gurrung' },
              { part: 'puddle', x: 220, y: 210, size: 120, label: 'Waterhole' },
              { part: 'kangaroo', x: 110, y: 170, size: 80 },
              { part: 'bird', x: 320, y: 180, size: 30 },
            ],
          },
        },
        {
          text: "The Earth's journey around the sun repeats every year, so the six seasons come round again and again. Reading the signs in plants, animals and weather is deep knowledge, built up over countless generations.",
          picture: {
            alt: 'The Earth circles the sun, with the six seasons coming round again.',
            parts: [
              { part: 'space' },
              { part: 'sun', x: 200, y: 125, size: 80 },
              { part: 'earth', x: 320, y: 125, size: 50 },
              { part: 'arrow', x: 260, y: 60, size: 60, turn: 150, label: 'Six seasons' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'How many seasons are in the Bininj seasonal calendar of Kakadu?',
          correct: 'Six',
          wrong: ['Four', 'Two', 'Twelve'],
          explanation:
            'The Bininj calendar has six seasons, from Gunumeleng to Gurrung, read in rain, plants and animals.',
        },
        {
          prompt: 'Why do the seasons come round again every year?',
          correct: 'The tilted Earth travels around the sun once a year',
          wrong: ['The Moon goes round the Earth', 'The sun gets hotter and colder', 'The Earth spins once a day'],
          explanation:
            "The Earth's tilt changes how directly the sun shines on each place as it travels around the sun, and the trip repeats every year.",
        },
        {
          prompt: 'Which season is the monsoon, with heavy rain on most days?',
          correct: 'Gudjewg',
          wrong: ['Wurrgeng', 'Gurrung', 'Yegge'],
          explanation:
            'Gudjewg, from about January to March, is the monsoon season, when the floodplains fill with water.',
        },
      ],
    },
  },
];
