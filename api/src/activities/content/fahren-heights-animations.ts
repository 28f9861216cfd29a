import type { ActivityContent } from './content-types.js';

/** Fahren Heights' first animations, each with its scenes and check (the rest: fahren-heights-animations-2.ts; the realm: fahren-heights.ts). */
export const FAHREN_HEIGHTS_ANIMATIONS: readonly ActivityContent[] = [
  {
    questId: 'a-wea-001',
    type: 'animation',
    name: 'How a Cloud Forms',
    yearLevels: [4],
    curriculum: ['AC9S4U02'],
    description: 'Warm, moist air rises and cools until its water vapour condenses into a cloud.',
    animation: {
      scenes: [
        {
          caption:
            'The sun warms the land and the sea. Water evaporates and becomes water vapour, a gas in the air that we cannot see.',
          picture: {
            alt: 'The sun shines on the sea and water vapour rises from it.',
            parts: [
              { part: 'sea' },
              { part: 'sun', x: 70, y: 50, size: 70, motion: 'glow' },
              { part: 'steam', x: 220, y: 150, size: 60, motion: 'rise', label: 'Water vapour' },
            ],
          },
        },
        {
          caption: 'Warm, moist air is lighter than the cooler air around it, so it rises up into the sky.',
          picture: {
            alt: 'Arrows show warm air rising from the ground.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 70, y: 50, size: 60 },
              { part: 'arrow', x: 200, y: 150, size: 60, turn: -90, motion: 'rise', label: 'Warm air rises' },
            ],
          },
        },
        {
          caption: 'The higher the air goes, the colder it gets. So the rising air cools down.',
          picture: {
            alt: 'Rising air moves up past a thermometer that shows it getting colder.',
            parts: [
              { part: 'sky' },
              { part: 'arrow', x: 200, y: 160, size: 60, turn: -90, motion: 'rise' },
              {
                part: 'thermometer',
                x: 300,
                y: 80,
                size: 50,
                tint: '#2196f3',
                motion: 'pulse',
                label: 'Colder up high',
              },
            ],
          },
        },
        {
          caption:
            'When the air is cool enough, its water vapour condenses. It turns into tiny drops of liquid water around specks of dust.',
          picture: {
            alt: 'Tiny water drops appear in the cool air high up.',
            parts: [
              { part: 'sky' },
              { part: 'raindrop', x: 160, y: 90, size: 15, motion: 'fade-in', label: 'Condensation' },
              { part: 'raindrop', x: 210, y: 110, size: 15, motion: 'fade-in' },
              { part: 'raindrop', x: 250, y: 80, size: 15, motion: 'fade-in' },
            ],
          },
        },
        {
          caption: 'Billions of tiny drops together make a cloud that we can see.',
          picture: {
            alt: 'A white cloud grows in the sky.',
            parts: [{ part: 'ground' }, { part: 'cloud', x: 200, y: 80, size: 200, motion: 'grow', label: 'Cloud' }],
          },
        },
        {
          caption: 'If the drops join and grow too heavy to float, they fall as rain. Then the water cycle goes on.',
          picture: {
            alt: 'Rain falls from a grey cloud onto the land.',
            parts: [
              { part: 'ground' },
              { part: 'rain-cloud', x: 200, y: 70, size: 200 },
              { part: 'raindrop', x: 170, y: 140, size: 20, motion: 'fall' },
              { part: 'raindrop', x: 230, y: 150, size: 20, motion: 'fall' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What happens to warm, moist air as it rises?',
          correct: 'It cools down',
          wrong: ['It gets hotter', 'It turns into ice straight away', 'It sinks back down'],
          explanation: 'The higher air goes, the colder it gets, so rising air cools down.',
        },
        {
          prompt: 'What happens to water vapour when the rising air is cool enough?',
          correct: 'It condenses into tiny drops of water',
          wrong: ['It evaporates', 'It disappears for ever', 'It turns into dust'],
          explanation:
            'Cooling makes water vapour condense into tiny drops of liquid water. Together they make a cloud.',
        },
        {
          prompt: 'What is a cloud made of?',
          correct: 'Billions of tiny drops of water',
          wrong: ['Smoke', 'Cotton wool', 'Water vapour we can see'],
          explanation: 'Water vapour is invisible. A cloud is the billions of tiny drops it condenses into.',
        },
      ],
    },
  },
  {
    questId: 'a-wea-002',
    type: 'animation',
    name: 'Inside a Thunderstorm',
    yearLevels: [5],
    curriculum: ['AC9S5U04'],
    description: 'Rising warm air, towering clouds and the electric charges that build up into lightning.',
    animation: {
      scenes: [
        {
          caption:
            'On a hot afternoon, the sun heats the ground, and the ground heats the air. The air particles speed up and spread apart.',
          picture: {
            alt: 'The sun heats the ground, and air particles above it jiggle and spread out.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 70, y: 50, size: 60, motion: 'glow' },
              { part: 'ball', x: 180, y: 150, size: 15, tint: '#90a4ae', motion: 'bounce', label: 'Air particles' },
              { part: 'ball', x: 240, y: 130, size: 15, tint: '#90a4ae', motion: 'bounce' },
            ],
          },
        },
        {
          caption:
            'With its particles spread out, warm air is lighter than the cooler air around it. It rises fast in strong currents called updrafts.',
          picture: {
            alt: 'Arrows show warm air rushing upwards from the hot ground.',
            parts: [
              { part: 'ground' },
              { part: 'arrow', x: 160, y: 150, size: 60, turn: -90, motion: 'rise', label: 'Updraft' },
              { part: 'arrow', x: 240, y: 160, size: 60, turn: -90, motion: 'rise' },
            ],
          },
        },
        {
          caption:
            'The rising air cools and its water vapour condenses. The cloud grows into a tall, dark tower called a cumulonimbus.',
          picture: {
            alt: 'A storm cloud grows into a huge, dark tower.',
            parts: [
              { part: 'ground' },
              { part: 'rain-cloud', x: 200, y: 100, size: 280, motion: 'grow', label: 'Cumulonimbus' },
            ],
          },
        },
        {
          caption:
            'High in the freezing cloud, bits of ice are tossed up and down. They crash together and build up electric charges.',
          picture: {
            alt: 'Bits of ice bounce about inside the storm cloud.',
            parts: [
              { part: 'sky' },
              { part: 'rain-cloud', x: 200, y: 125, size: 340 },
              { part: 'ice', x: 160, y: 100, size: 20, motion: 'bounce', label: 'Ice' },
              { part: 'ice', x: 240, y: 130, size: 20, motion: 'bounce' },
            ],
          },
        },
        {
          caption:
            'When enough charge builds up, it jumps as a giant spark: lightning. It heats the air so fast that the air booms as thunder.',
          picture: {
            alt: 'Lightning flashes from the storm cloud to the ground.',
            parts: [
              { part: 'night-sky' },
              { part: 'rain-cloud', x: 200, y: 60, size: 260 },
              { part: 'lightning', x: 210, y: 160, size: 70, motion: 'glow', label: 'Lightning' },
              { part: 'gum-tree', x: 320, y: 190, size: 80 },
            ],
          },
        },
        {
          caption:
            'Cool air and heavy rain pour down out of the cloud. After a while, the storm rains itself out and the air feels cooler.',
          picture: {
            alt: 'Heavy rain and cool air pour down from the storm cloud.',
            parts: [
              { part: 'ground' },
              { part: 'rain-cloud', x: 200, y: 60, size: 260 },
              { part: 'raindrop', x: 160, y: 140, size: 20, motion: 'fall' },
              { part: 'raindrop', x: 230, y: 150, size: 20, motion: 'fall' },
              { part: 'arrow', x: 300, y: 150, size: 50, turn: 90, motion: 'fall', label: 'Cool air' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Why does warm air rise?',
          correct: 'Its particles are spread out, so it is lighter than the cooler air',
          wrong: ['Its particles are packed tightly', 'The clouds pull it up', 'Warm air has no particles'],
          explanation:
            'Heating makes air particles move faster and spread apart, so warm air is lighter than cool air and rises.',
        },
        {
          prompt: 'What builds up electric charges in a storm cloud?',
          correct: 'Bits of ice crashing together',
          wrong: ['The sun shining on the cloud', 'Rain hitting the ground', 'Birds flying through it'],
          explanation: 'Strong winds toss bits of ice up and down. As they crash together, electric charges build up.',
        },
        {
          prompt: 'What makes thunder?',
          correct: 'Air heated very fast by lightning',
          wrong: ['Clouds bumping together', 'Hail hitting roofs', 'Rain falling'],
          explanation: 'Lightning heats the air so fast that it booms. That boom is thunder.',
        },
      ],
    },
  },
  {
    questId: 'a-wea-003',
    type: 'animation',
    name: 'Where Does Wind Come From?',
    yearLevels: [5],
    curriculum: ['AC9S5U04'],
    description: 'Warm air rises and cooler air rushes in to take its place: the sea breeze explained.',
    animation: {
      scenes: [
        {
          caption:
            'Wind is moving air. Air is a gas: its particles are far apart and always moving, so air can flow from place to place.',
          picture: {
            alt: 'Leaves and a kite are blown along by the wind.',
            parts: [
              { part: 'ground' },
              { part: 'leaf', x: 100, y: 120, size: 25, motion: 'drift-right' },
              { part: 'kite', x: 280, y: 70, size: 60, motion: 'sway' },
              { part: 'arrow', x: 160, y: 80, size: 60, motion: 'drift-right', label: 'Wind' },
            ],
          },
        },
        {
          caption:
            'On a sunny day at the beach, the sand heats up faster than the sea. The hot sand warms the air above it.',
          picture: {
            alt: 'The sun heats the sandy beach beside the sea.',
            parts: [
              { part: 'sea' },
              { part: 'sun', x: 200, y: 45, size: 60, motion: 'glow' },
              { part: 'sand-dune', x: 320, y: 200, size: 200, label: 'Hot sand' },
            ],
          },
        },
        {
          caption: 'The warm air particles spread apart, so the warm air gets lighter and rises.',
          picture: {
            alt: 'Warm air rises up from the hot sand.',
            parts: [
              { part: 'sea' },
              { part: 'sand-dune', x: 320, y: 200, size: 200 },
              { part: 'arrow', x: 320, y: 120, size: 60, turn: -90, motion: 'rise', label: 'Warm air rises' },
            ],
          },
        },
        {
          caption:
            'Cooler air over the sea rushes in to take its place. This flow of air from the sea onto the land is a sea breeze.',
          picture: {
            alt: 'Cool air moves from the sea onto the land while warm air rises.',
            parts: [
              { part: 'sea' },
              { part: 'sand-dune', x: 320, y: 200, size: 200 },
              { part: 'arrow', x: 320, y: 120, size: 50, turn: -90, motion: 'rise' },
              { part: 'arrow', x: 140, y: 150, size: 70, motion: 'drift-right', label: 'Sea breeze' },
            ],
          },
        },
        {
          caption:
            'In Perth, the cool afternoon sea breeze is so welcome that people gave it a nickname: the Fremantle Doctor.',
          picture: {
            alt: 'A child on the beach enjoys the cool sea breeze as a kite flies.',
            parts: [
              { part: 'sea' },
              { part: 'sand-dune', x: 300, y: 210, size: 220 },
              { part: 'child', x: 280, y: 160, size: 60 },
              { part: 'kite', x: 330, y: 60, size: 50, motion: 'sway', label: 'Fremantle Doctor' },
              { part: 'arrow', x: 130, y: 140, size: 60, motion: 'drift-right' },
            ],
          },
        },
        {
          caption:
            'At night the land cools faster than the sea. Then the breeze can turn round and blow from the land out to sea.',
          picture: {
            alt: 'At night an arrow shows the breeze blowing from the land out to sea.',
            parts: [
              { part: 'night-sky' },
              { part: 'moon', x: 80, y: 50, size: 50 },
              { part: 'sand-dune', x: 320, y: 210, size: 200 },
              { part: 'wave', x: 110, y: 210, size: 120 },
              { part: 'arrow', x: 230, y: 150, size: 70, turn: 180, motion: 'drift-left', label: 'Land breeze' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What is wind?',
          correct: 'Moving air',
          wrong: ['Moving water', 'Sunlight', 'A kind of cloud'],
          explanation:
            'Air is a gas whose particles are free to move, so air can flow from place to place. Moving air is wind.',
        },
        {
          prompt: 'Why does a sea breeze blow on a sunny day?',
          correct: 'Warm air rises over the land and cooler sea air rushes in',
          wrong: ['The sea pushes the air', 'Waves make the wind', 'Cold air rises over the sand'],
          explanation:
            'The sand heats the air above it, which rises. Cooler air from over the sea flows in to take its place.',
        },
        {
          prompt: 'On a sunny day, which heats up faster?',
          correct: 'The sand',
          wrong: ['The sea', 'They heat up at the same speed', 'Neither heats up'],
          explanation: 'Sand and land heat up faster than the sea, so the air over the land gets warmer.',
        },
      ],
    },
  },
];
