import type { ActivityContent } from './content-types.js';

/** Fahren Heights' first books, each with its pages and check (the rest: fahren-heights-books-2.ts; the realm: fahren-heights.ts). */
export const FAHREN_HEIGHTS_BOOKS: readonly ActivityContent[] = [
  {
    questId: 'b-wea-001',
    type: 'book',
    name: 'The Incredible Journey of a Raindrop',
    yearLevels: [4],
    curriculum: ['AC9S4U02'],
    description: 'A raindrop tells of its travels through clouds, rivers, oceans, plants and sky.',
    book: {
      pages: [
        {
          text: 'Hello! I am Drip, a drop of water. I have been on a very long journey, round and round the world. Water never gets used up. It keeps moving in a big loop called the water cycle.',
          picture: {
            alt: 'A raindrop named Drip with a speech bubble, over the sea.',
            parts: [
              { part: 'sea' },
              { part: 'raindrop', x: 180, y: 110, size: 60, label: 'Drip' },
              { part: 'speech-bubble', x: 270, y: 60, size: 80 },
            ],
          },
        },
        {
          text: 'My story starts in the warm sea off the coast of Queensland. The sun heated me until I turned into a gas called water vapour. This is evaporation. Up I floated into the sky.',
          picture: {
            alt: 'The sun warms the sea and water vapour rises from it.',
            parts: [
              { part: 'sea' },
              { part: 'sun', x: 70, y: 50, size: 60 },
              { part: 'steam', x: 220, y: 120, size: 60, label: 'Evaporation' },
              { part: 'arrow', x: 300, y: 110, size: 50, turn: -90 },
            ],
          },
        },
        {
          text: 'High in the sky, the air was cold. I cooled down and turned back into a tiny drop of liquid water. This is condensation. Millions of drops like me crowded together to make a cloud.',
          picture: {
            alt: 'Tiny drops of water gather together high up to make a cloud.',
            parts: [
              { part: 'sky' },
              { part: 'cloud', x: 200, y: 90, size: 180, label: 'Condensation' },
              { part: 'raindrop', x: 150, y: 180, size: 15 },
              { part: 'raindrop', x: 250, y: 190, size: 15 },
            ],
          },
        },
        {
          text: 'In the cloud, I bumped into other drops and grew bigger and heavier. Soon I was too heavy to float. I fell as rain! Rain, hail and snow are all called precipitation.',
          picture: {
            alt: 'Rain falls from a grey cloud towards the land.',
            parts: [
              { part: 'ground' },
              { part: 'rain-cloud', x: 200, y: 60, size: 180, label: 'Precipitation' },
              { part: 'raindrop', x: 180, y: 140, size: 20 },
              { part: 'raindrop', x: 230, y: 160, size: 20 },
            ],
          },
        },
        {
          text: 'I landed on a hill and ran down into a creek. The creek flowed into a big river. Some of my friends soaked into the soil. They became groundwater, deep under the ground.',
          picture: {
            alt: 'Water runs down a hill into a river, and some soaks into the soil.',
            parts: [
              { part: 'ground' },
              { part: 'hill', x: 90, y: 170, size: 160 },
              { part: 'river', x: 260, y: 200, size: 240 },
              { part: 'raindrop', x: 150, y: 150, size: 20 },
            ],
          },
        },
        {
          text: 'A river red gum drank me up through its roots. I travelled up the trunk to a leaf. Then I escaped through tiny holes in the leaf, back into the air as water vapour.',
          picture: {
            alt: 'A gum tree beside a river, with water vapour rising from its leaves.',
            parts: [
              { part: 'ground' },
              { part: 'gum-tree', x: 180, y: 120, size: 170, label: 'River red gum' },
              { part: 'river', x: 200, y: 225, size: 380 },
              { part: 'steam', x: 260, y: 40, size: 40 },
            ],
          },
        },
        {
          text: 'People use water from rivers, dams, rainwater tanks and groundwater. Water is precious, most of all in a dry land like Australia. That is why we should never waste a drop.',
          picture: {
            alt: 'A house with a rainwater tank beside it and a child with a cup of water.',
            parts: [
              { part: 'ground' },
              { part: 'house', x: 130, y: 150, size: 140 },
              { part: 'bin', x: 230, y: 180, size: 50, tint: '#90a4ae', label: 'Rainwater tank' },
              { part: 'child', x: 320, y: 170, size: 60 },
              { part: 'cup', x: 345, y: 175, size: 20 },
            ],
          },
        },
        {
          text: 'Now I am back in a cloud, ready to fall again. Where will I land next time? Maybe in your rainwater tank! The water cycle goes round and round, for ever.',
          picture: {
            alt: 'The water cycle: the sea, rising vapour, a cloud and rain, joined by arrows.',
            parts: [
              { part: 'sea' },
              { part: 'sun', x: 50, y: 45, size: 50 },
              { part: 'steam', x: 120, y: 130, size: 50 },
              { part: 'cloud', x: 220, y: 60, size: 110 },
              { part: 'arrow', x: 170, y: 60, size: 40 },
              { part: 'rain-cloud', x: 330, y: 70, size: 90 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What is evaporation?',
          correct: 'Liquid water turning into water vapour',
          wrong: ['Water vapour turning into drops', 'Rain falling from a cloud', 'Water soaking into soil'],
          explanation:
            'When the sun heats water, some of it turns into a gas called water vapour. That is evaporation.',
        },
        {
          prompt: 'How did Drip become part of a cloud?',
          correct: 'Drip cooled down and condensed into a tiny drop',
          wrong: ['Drip froze into a snowball', 'A bird carried Drip up', 'Drip was blown out of a river'],
          explanation:
            'High in the sky the air is cold. Water vapour cools and turns back into tiny drops, and the drops make a cloud.',
        },
        {
          prompt: 'What is precipitation?',
          correct: 'Rain, hail or snow falling from clouds',
          wrong: ['Water going into the air', 'Water running into a river', 'Drops joining to make a cloud'],
          explanation:
            'When drops in a cloud grow too heavy to float, they fall. Rain, hail and snow are all precipitation.',
        },
      ],
    },
  },
  {
    questId: 'b-wea-002',
    type: 'book',
    name: "The Cloud Spotter's Guide",
    yearLevels: [4],
    curriculum: ['AC9S4U02'],
    description: 'Cumulus, stratus, cirrus and cumulonimbus: what each kind of cloud is telling you.',
    book: {
      pages: [
        {
          text: 'Clouds are made of billions of tiny drops of water or bits of ice. They form when warm, damp air rises and cools, and its water vapour condenses. Each kind of cloud can tell you about the weather.',
          picture: {
            alt: 'Warm air rises from the land and cools to make a cloud.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 60, y: 50, size: 50 },
              { part: 'arrow', x: 200, y: 140, size: 60, turn: -90, label: 'Warm air rises' },
              { part: 'cloud', x: 200, y: 60, size: 140 },
            ],
          },
        },
        {
          text: 'Cumulus clouds are puffy and white, like balls of cotton wool. They often float across the sky on sunny summer days. They usually mean fine weather.',
          picture: {
            alt: 'Puffy white cumulus clouds on a sunny day.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 340, y: 50, size: 60 },
              { part: 'cloud', x: 120, y: 60, size: 120, label: 'Cumulus' },
              { part: 'cloud', x: 240, y: 90, size: 90 },
            ],
          },
        },
        {
          text: 'Stratus clouds are flat, grey sheets. They cover the whole sky like a blanket, and they sit low down. They can bring a dull, gloomy day and light drizzle.',
          picture: {
            alt: 'A flat grey sheet of stratus cloud covering the sky.',
            parts: [
              { part: 'ground' },
              { part: 'cloud', x: 100, y: 50, size: 220, tint: '#b0bec5', label: 'Stratus' },
              { part: 'cloud', x: 300, y: 50, size: 220, tint: '#b0bec5' },
              { part: 'raindrop', x: 200, y: 130, size: 10 },
            ],
          },
        },
        {
          text: 'Cirrus clouds are thin and wispy, like feathers. They float very high up, where it is freezing cold, so they are made of ice. They can mean the weather will change soon.',
          picture: {
            alt: 'Thin wispy cirrus clouds high in a blue sky.',
            parts: [
              { part: 'sky' },
              { part: 'steam', x: 120, y: 50, size: 120, tint: '#ffffff', turn: 70, label: 'Cirrus' },
              { part: 'steam', x: 280, y: 40, size: 100, tint: '#ffffff', turn: 70 },
              { part: 'snowflake', x: 200, y: 100, size: 20 },
            ],
          },
        },
        {
          text: 'Cumulonimbus clouds are the giants of the sky. They grow into huge towers, often taller than Mount Everest. They bring thunderstorms, heavy rain, lightning and sometimes hail.',
          picture: {
            alt: 'A huge dark storm cloud towers over the land with lightning and rain.',
            parts: [
              { part: 'ground' },
              { part: 'rain-cloud', x: 200, y: 80, size: 260, label: 'Cumulonimbus' },
              { part: 'lightning', x: 230, y: 160, size: 40 },
              { part: 'raindrop', x: 160, y: 170, size: 20 },
            ],
          },
        },
        {
          text: 'Fog is a cloud that forms down low, at the ground. If you walk through fog on a cold morning, you are walking inside a cloud!',
          picture: {
            alt: 'A child walks through a low cloud of fog on the grass.',
            parts: [
              { part: 'ground' },
              { part: 'child', x: 200, y: 170, size: 70 },
              { part: 'cloud', x: 110, y: 190, size: 180, tint: '#eceff1', label: 'Fog' },
              { part: 'cloud', x: 300, y: 190, size: 180, tint: '#eceff1' },
            ],
          },
        },
        {
          text: 'Be a cloud spotter! Look up each day and name the clouds you see. Write down the weather that comes next. Soon you may be able to make your own weather forecasts.',
          picture: {
            alt: 'A child looks up at the clouds and makes notes.',
            parts: [
              { part: 'ground' },
              { part: 'cloud', x: 120, y: 60, size: 100 },
              { part: 'cloud', x: 290, y: 50, size: 80 },
              { part: 'child', x: 200, y: 170, size: 70 },
              { part: 'speech-bubble', x: 270, y: 130, size: 60, label: 'Cumulus!' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Which clouds are puffy and white and usually mean fine weather?',
          correct: 'Cumulus',
          wrong: ['Stratus', 'Cirrus', 'Cumulonimbus'],
          explanation: 'Cumulus clouds look like cotton wool. They often float by on sunny days.',
        },
        {
          prompt: 'Which clouds bring thunderstorms and lightning?',
          correct: 'Cumulonimbus',
          wrong: ['Cumulus', 'Cirrus', 'Fog'],
          explanation:
            'Cumulonimbus clouds grow into giant towers and bring storms, heavy rain, lightning and sometimes hail.',
        },
        {
          prompt: 'What are clouds made of?',
          correct: 'Tiny drops of water or bits of ice',
          wrong: ['Smoke', 'Cotton wool', 'Dust from the ground'],
          explanation:
            'When water vapour cools, it condenses into tiny drops, or ice if it is very cold. Billions of them make a cloud.',
        },
      ],
    },
  },
  {
    questId: 'b-wea-006',
    type: 'book',
    name: 'Frost, Fog and Dew',
    yearLevels: [3],
    curriculum: ['AC9S3U04'],
    description: 'What happens to the water in the air on cold, still mornings.',
    book: {
      pages: [
        {
          text: 'The air around us has water in it. The water is a gas called water vapour. You cannot see it. But on cold, still mornings, it can turn into things you can see!',
          picture: {
            alt: 'A cold, still morning over a grassy paddock.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 60, y: 190, size: 50, tint: '#ffcc80' },
              { part: 'gum-tree', x: 300, y: 130, size: 140 },
            ],
          },
        },
        {
          text: 'On a cold, clear night, the grass cools down. Water vapour in the air touches the cold grass. It turns into tiny drops of water. This is dew. It makes your shoes wet in the morning!',
          picture: {
            alt: 'Drops of dew sit on blades of grass in the early morning.',
            parts: [
              { part: 'ground' },
              { part: 'grass', x: 150, y: 200, size: 80 },
              { part: 'raindrop', x: 140, y: 180, size: 12, label: 'Dew' },
              { part: 'grass', x: 260, y: 205, size: 80 },
              { part: 'raindrop', x: 270, y: 185, size: 12 },
            ],
          },
        },
        {
          text: 'When a gas turns into a liquid, we call it condensation. You can see it on a cold glass of water on a hot day. The outside of the glass gets wet. That water came from the air!',
          picture: {
            alt: 'A cold glass of water with drops forming on the outside.',
            parts: [
              { part: 'room' },
              { part: 'cup', x: 200, y: 160, size: 100 },
              { part: 'ice-cube', x: 200, y: 140, size: 30 },
              { part: 'raindrop', x: 250, y: 170, size: 12, label: 'Condensation' },
            ],
          },
        },
        {
          text: 'On very cold nights, the ground can get colder than zero degrees. Then the water vapour turns straight into ice. This is frost. It covers the grass in white, icy crystals.',
          picture: {
            alt: 'White frost crystals cover the grass on a freezing night.',
            parts: [
              { part: 'night-sky' },
              { part: 'moon', x: 320, y: 50, size: 50 },
              { part: 'snowflake', x: 150, y: 200, size: 30, label: 'Frost' },
              { part: 'snowflake', x: 230, y: 210, size: 25 },
              { part: 'thermometer', x: 60, y: 150, size: 40, label: 'Below zero' },
            ],
          },
        },
        {
          text: 'Sometimes the air near the ground gets so cold that its water vapour turns into tiny drops that float. This is fog. Fog is like a cloud sitting on the ground!',
          picture: {
            alt: 'Fog hangs low over a paddock and hides the trees.',
            parts: [
              { part: 'ground' },
              { part: 'gum-tree', x: 120, y: 140, size: 120 },
              { part: 'cloud', x: 120, y: 190, size: 220, tint: '#eceff1', label: 'Fog' },
              { part: 'cloud', x: 300, y: 185, size: 220, tint: '#eceff1' },
            ],
          },
        },
        {
          text: 'When the sun comes up, it warms the ground and the air. The frost melts into water. The dew and the fog turn back into water vapour and go into the air. They seem to vanish!',
          picture: {
            alt: 'The morning sun rises and warms the grass as the fog clears.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 80, y: 60, size: 70 },
              { part: 'steam', x: 220, y: 160, size: 50 },
              { part: 'grass', x: 220, y: 205, size: 80 },
            ],
          },
        },
        {
          text: 'Frost is common in winter in places like Canberra. Farmers watch out for frost, because it can hurt their crops. On the next cold morning, look outside for frost, fog and dew!',
          picture: {
            alt: 'A child in a beanie looks at frosty grass on a winter morning.',
            parts: [
              { part: 'ground' },
              { part: 'child', x: 160, y: 165, size: 70 },
              { part: 'snowflake', x: 250, y: 205, size: 25, label: 'Frost' },
              { part: 'cloud', x: 320, y: 190, size: 120, tint: '#eceff1', label: 'Fog' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What is dew?',
          correct: 'Tiny drops of water from the air on cold grass',
          wrong: ['Rain that fell in the night', 'Melted snow', 'Water from a sprinkler'],
          explanation:
            'Water vapour in the air touches the cold grass and turns into tiny drops of water. That is dew.',
        },
        {
          prompt: 'What is frost made of?',
          correct: 'Ice',
          wrong: ['Salt', 'Sand', 'Smoke'],
          explanation: 'On very cold nights, water vapour turns into ice on the grass. That white ice is frost.',
        },
        {
          prompt: 'What makes the frost melt in the morning?',
          correct: "The sun's heat",
          wrong: ['The wind', 'The fog', 'The moon'],
          explanation: 'The sun warms the ground and the air, so the frost melts into water.',
        },
      ],
    },
  },
];
