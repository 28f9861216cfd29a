import type { ActivityContent } from './content-types.js';

/** DNAtion's animations (the last three), each with its scenes in motion and check (the first three: dnation-animations.ts). */
export const DNATION_ANIMATIONS_2: readonly ActivityContent[] = [
  {
    questId: 'a-lif-004',
    type: 'animation',
    name: 'Metamorphosis Marvels',
    yearLevels: [3],
    curriculum: ['AC9S3U01'],
    description: 'Frogs, butterflies and dragonflies: animals that change their whole shape as they grow.',
    animation: {
      scenes: [
        {
          caption: 'Some animals change their whole shape as they grow up. This big change is called metamorphosis.',
          picture: {
            alt: 'A frog, a butterfly and a dragonfly by a pond.',
            parts: [
              { part: 'ground' },
              { part: 'puddle', x: 200, y: 200, size: 200, label: 'Pond' },
              { part: 'frog', x: 110, y: 190, size: 50, motion: 'bounce' },
              { part: 'butterfly', x: 300, y: 90, size: 45, motion: 'drift-left' },
            ],
          },
        },
        {
          caption:
            'A frog starts as an egg in a pond. A tadpole hatches out. It swims with a tail and breathes with gills.',
          picture: {
            alt: 'Tadpoles hatch from eggs and swim in the water.',
            parts: [
              { part: 'sea' },
              { part: 'egg', x: 110, y: 180, size: 30, label: 'Frog eggs' },
              { part: 'tadpole', x: 260, y: 190, size: 50, label: 'Tadpole', motion: 'drift-right' },
            ],
          },
        },
        {
          caption:
            'The tadpole grows back legs, then front legs. Its tail shrinks away. Now it is a frog that can hop on land.',
          picture: {
            alt: 'A tadpole’s tail shrinks as it becomes a frog.',
            parts: [
              { part: 'ground' },
              { part: 'tadpole', x: 120, y: 190, size: 50, motion: 'shrink' },
              { part: 'frog', x: 270, y: 180, size: 60, label: 'Frog', motion: 'grow' },
            ],
          },
        },
        {
          caption:
            'A butterfly lays an egg on a leaf. A hungry caterpillar hatches. It eats and eats, and grows and grows.',
          picture: {
            alt: 'A caterpillar munches a leaf and grows bigger.',
            parts: [
              { part: 'sky' },
              { part: 'leaf', x: 200, y: 140, size: 160 },
              { part: 'egg', x: 110, y: 120, size: 20, label: 'Egg' },
              { part: 'caterpillar', x: 230, y: 140, size: 60, label: 'Caterpillar', motion: 'grow' },
            ],
          },
        },
        {
          caption:
            'The caterpillar makes a hard case called a pupa. Inside, its body changes. Out comes a butterfly with wings!',
          picture: {
            alt: 'A butterfly comes out of its case and flies away.',
            parts: [
              { part: 'sky' },
              { part: 'seed', x: 150, y: 120, size: 40, tint: '#7a8b3a', label: 'Pupa', turn: 90 },
              { part: 'butterfly', x: 250, y: 110, size: 60, tint: '#ff9800', motion: 'fade-in' },
            ],
          },
        },
        {
          caption:
            'A young dragonfly, called a nymph, lives under water. It grows, then climbs up a reed. Its skin splits and a dragonfly with wings flies out.',
          picture: {
            alt: 'A young dragonfly climbs out of the water and flies off with wings.',
            parts: [
              { part: 'sea' },
              { part: 'grass', x: 200, y: 150, size: 70, label: 'Reed' },
              { part: 'butterfly', x: 200, y: 80, size: 45, tint: '#1e88e5', label: 'Dragonfly', motion: 'rise' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What hatches from a frog’s egg?',
          correct: 'A tadpole',
          wrong: ['A frog with legs', 'A caterpillar', 'A dragonfly'],
          explanation: 'A tadpole hatches from the egg. It grows legs and loses its tail to become a frog.',
        },
        {
          prompt: 'What is the hard case a caterpillar makes called?',
          correct: 'A pupa',
          wrong: ['A tadpole', 'A nest', 'A shell'],
          explanation: 'Inside the pupa the caterpillar’s body changes, and a butterfly comes out.',
        },
        {
          prompt: 'Where does a young dragonfly live?',
          correct: 'Under water',
          wrong: ['In a bird’s nest', 'In a hard case on a leaf', 'Under a rock in the desert'],
          explanation: 'A young dragonfly lives under water, then climbs out, splits its skin and flies off.',
        },
      ],
    },
  },
  {
    questId: 'a-lif-005',
    type: 'animation',
    name: 'Why Leaves Change Colour',
    yearLevels: [6],
    curriculum: ['AC9S6U01'],
    description: 'As days grow short and cold, some trees stop making green chlorophyll and drop their leaves.',
    animation: {
      scenes: [
        {
          caption:
            'In summer, leaves are full of green chlorophyll. It traps sunlight so the leaf can make food for the tree.',
          picture: {
            alt: 'A green tree in the summer sun.',
            parts: [
              { part: 'ground' },
              { part: 'tree', x: 200, y: 120, size: 180 },
              { part: 'sun', x: 340, y: 45, size: 70, motion: 'glow' },
            ],
          },
        },
        {
          caption:
            'In autumn, the days get shorter and colder. Trees like maples and liquidambars stop making chlorophyll.',
          picture: {
            alt: 'The sun sinks lower as the days get shorter.',
            parts: [
              { part: 'ground' },
              { part: 'tree', x: 170, y: 120, size: 180 },
              { part: 'sun', x: 340, y: 60, size: 60, motion: 'fall' },
              { part: 'thermometer', x: 330, y: 170, size: 40, label: 'Colder' },
            ],
          },
        },
        {
          caption:
            'As the green fades, yellow and orange colours show through. They were in the leaf all along, hidden by the green.',
          picture: {
            alt: 'A leaf changes from green to yellow and orange.',
            parts: [
              { part: 'sky' },
              { part: 'leaf', x: 140, y: 130, size: 110, motion: 'fade-out' },
              { part: 'leaf', x: 260, y: 130, size: 110, tint: '#ffa000', label: 'Hidden colours', motion: 'fade-in' },
            ],
          },
        },
        {
          caption: 'Some trees also make new red colours in autumn. The Blue Mountains and Canberra glow red and gold.',
          picture: {
            alt: 'A tree turns red and gold.',
            parts: [
              { part: 'ground' },
              { part: 'tree', x: 200, y: 120, size: 180, tint: '#c62828', motion: 'glow' },
              { part: 'leaf', x: 320, y: 80, size: 30, tint: '#ffb300' },
            ],
          },
        },
        {
          caption:
            'Then the tree seals off each leaf and lets it fall. In winter, bare branches lose less water and need less energy.',
          picture: {
            alt: 'Orange leaves fall from a tree onto the ground.',
            parts: [
              { part: 'ground' },
              { part: 'tree', x: 200, y: 120, size: 180, tint: '#8d6e63' },
              { part: 'leaf', x: 160, y: 110, size: 30, tint: '#ff8f00', motion: 'fall' },
              { part: 'leaf', x: 250, y: 90, size: 30, tint: '#c62828', motion: 'fall' },
            ],
          },
        },
        {
          caption:
            'Most gum trees are evergreen: they keep their leaves all year. In spring, the bare trees grow new green leaves.',
          picture: {
            alt: 'A gum tree stays green while a bare tree sprouts new leaves.',
            parts: [
              { part: 'ground' },
              { part: 'gum-tree', x: 110, y: 120, size: 160, label: 'Evergreen' },
              { part: 'tree', x: 290, y: 120, size: 160, motion: 'grow' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Why do some leaves turn yellow and orange in autumn?',
          correct: 'The green fades and hidden yellow and orange colours show',
          wrong: ['The leaves are painted by frost', 'The sun turns them orange', 'Birds bring the colours'],
          explanation:
            'When the tree stops making chlorophyll, the green fades and colours that were there all along show.',
        },
        {
          prompt: 'What tells these trees to stop making chlorophyll?',
          correct: 'Shorter, colder days',
          wrong: ['Longer, hotter days', 'Heavy rain', 'Birds in the branches'],
          explanation: 'In autumn the days get shorter and colder, and trees like maples stop making chlorophyll.',
        },
        {
          prompt: 'What do most gum trees do in winter?',
          correct: 'Keep their green leaves',
          wrong: ['Drop all their leaves', 'Turn bright red', 'Stop growing forever'],
          explanation: 'Most gum trees are evergreen, so they keep their leaves all year round.',
        },
      ],
    },
  },
  {
    questId: 'a-lif-006',
    type: 'animation',
    name: 'Galapagos Finches and Their Beaks',
    yearLevels: [5],
    curriculum: ['AC9S5U01'],
    description: 'How finches on different islands came to have beaks suited to different foods.',
    animation: {
      scenes: [
        {
          caption:
            'Long ago, a few finches flew to the Galapagos Islands, far out in the Pacific Ocean. They spread from island to island.',
          picture: {
            alt: 'A small flock of finches flies across the sea to islands.',
            parts: [
              { part: 'sea' },
              { part: 'hill', x: 300, y: 160, size: 150 },
              { part: 'bird', x: 80, y: 70, size: 35, motion: 'drift-right' },
              { part: 'bird', x: 120, y: 90, size: 30, motion: 'drift-right' },
            ],
          },
        },
        {
          caption:
            'Each island had different food. Some had big, hard seeds. Some had lots of insects. Some had cactus flowers.',
          picture: {
            alt: 'Hard seeds, insects and a cactus on different islands.',
            parts: [
              { part: 'sea' },
              { part: 'seed', x: 80, y: 170, size: 35, label: 'Hard seeds', motion: 'pulse' },
              { part: 'ant', x: 200, y: 170, size: 30, label: 'Insects', motion: 'drift-left' },
              { part: 'cactus', x: 320, y: 160, size: 60, label: 'Cactus' },
            ],
          },
        },
        {
          caption:
            'On the seed island, finches with thicker, stronger beaks cracked more seeds. They ate well and raised more chicks.',
          picture: {
            alt: 'A finch with a strong beak cracks a seed.',
            parts: [
              { part: 'ground' },
              { part: 'bird', x: 180, y: 150, size: 70, label: 'Strong beak', motion: 'bounce' },
              { part: 'seed', x: 250, y: 190, size: 25 },
            ],
          },
        },
        {
          caption:
            'Chicks often have beaks like their parents. So, over many generations, more and more finches there had strong beaks.',
          picture: {
            alt: 'A parent finch and its chicks, all with strong beaks.',
            parts: [
              { part: 'ground' },
              { part: 'bird', x: 120, y: 140, size: 60, label: 'Parent' },
              { part: 'egg', x: 230, y: 190, size: 25, motion: 'fade-in' },
              { part: 'bird', x: 300, y: 170, size: 35, label: 'Chick', motion: 'grow' },
            ],
          },
        },
        {
          caption:
            'On the insect islands, thin, pointed beaks worked best. The woodpecker finch even uses a cactus spine to poke out grubs!',
          picture: {
            alt: 'A finch with a thin beak pokes a cactus spine into a branch.',
            parts: [
              { part: 'ground' },
              { part: 'tree', x: 150, y: 120, size: 160 },
              { part: 'bird', x: 240, y: 110, size: 45, label: 'Thin beak', motion: 'sway' },
              { part: 'worm', x: 190, y: 120, size: 25 },
            ],
          },
        },
        {
          caption:
            'Scientists Peter and Rosemary Grant measured finch beaks for 40 years. After a drought in 1977, only big, hard seeds were left. The next chicks had bigger beaks.',
          picture: {
            alt: 'Two scientists measure a finch under a hot, dry sun.',
            parts: [
              { part: 'ground' },
              { part: 'sand-dune', x: 330, y: 190, size: 140 },
              { part: 'sun', x: 340, y: 45, size: 60, motion: 'glow' },
              { part: 'scientist', x: 120, y: 150, size: 70, label: 'The Grants' },
              { part: 'bird', x: 220, y: 160, size: 40, motion: 'bounce' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Why did finches with strong beaks become common on the seed island?',
          correct: 'They cracked more seeds, ate well and raised more chicks',
          wrong: ['They chose to grow bigger beaks', 'They flew away from the island', 'They never ate seeds'],
          explanation:
            'Birds with strong beaks survived better and had more chicks, and the chicks often had strong beaks too.',
        },
        {
          prompt: 'What tool does the woodpecker finch use?',
          correct: 'A cactus spine',
          wrong: ['A rock', 'A leaf', 'A feather'],
          explanation: 'The woodpecker finch pokes a cactus spine into wood to get out grubs.',
        },
      ],
    },
  },
];
