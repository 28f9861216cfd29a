import type { ActivityContent } from './content-types.js';

/**
 * Green Acres's other three books, each with its pages and a check (the
 * first three: green-acres-books.ts; the realm's other activities:
 * green-acres.ts).
 */
export const GREEN_ACRES_BOOKS_2: readonly ActivityContent[] = [
  {
    questId: 'b-env-004',
    type: 'book',
    name: "From Mountain to Sea: A River's Journey",
    yearLevels: [5],
    curriculum: ['AC9S5U02'],
    description: 'See how a river wears away rock in the hills and builds new land where it meets the sea.',
    book: {
      pages: [
        {
          text: 'High in the mountains, rain falls and snow melts. The water trickles downhill and joins up. Small creeks meet and become a river. Its long journey to the sea has begun.',
          picture: {
            alt: 'Rain falls on a snowy mountain where a river begins.',
            parts: [
              { part: 'sky' },
              { part: 'mountain', x: 120, y: 150, size: 220 },
              { part: 'rain-cloud', x: 120, y: 40, size: 100 },
              { part: 'river', x: 290, y: 210, size: 200 },
            ],
          },
        },
        {
          text: 'Up high, the river is steep and fast. Frost, heat and water crack the rocks into pieces. This breaking down of rock is called weathering. It happens slowly, over many years.',
          picture: {
            alt: 'Cracked rocks beside a fast stream on a mountainside.',
            parts: [
              { part: 'ground' },
              { part: 'mountain', x: 300, y: 120, size: 180 },
              { part: 'rock', x: 120, y: 170, size: 80, label: 'Weathering' },
              { part: 'snowflake', x: 120, y: 100, size: 24 },
            ],
          },
        },
        {
          text: 'The fast water picks up the broken bits and carries them away. This is erosion. Pebbles and sand tumble along the bottom and rub against the riverbed. Over time the river cuts a deep valley.',
          picture: {
            alt: 'A river flows between two hills, carrying pebbles along.',
            parts: [
              { part: 'sky' },
              { part: 'hill', x: 80, y: 170, size: 180 },
              { part: 'hill', x: 320, y: 170, size: 180 },
              { part: 'river', x: 200, y: 215, size: 220, label: 'Erosion' },
              { part: 'rock', x: 200, y: 200, size: 20 },
            ],
          },
        },
        {
          text: 'Moving the bits from one place to another is called transportation. Big rocks stay up in the hills. Smaller pebbles, sand and fine mud travel much further downstream.',
          picture: {
            alt: 'An arrow shows pebbles and sand being carried downstream by a river.',
            parts: [
              { part: 'ground' },
              { part: 'river', x: 200, y: 200, size: 360 },
              { part: 'arrow', x: 200, y: 140, size: 120, label: 'Transportation' },
              { part: 'rock', x: 60, y: 180, size: 40 },
            ],
          },
        },
        {
          text: 'In the flat lowlands the river slows down and bends from side to side. Slow water cannot carry as much. It drops sand and mud on the inside of each bend. This is deposition.',
          picture: {
            alt: 'A slow river winds across flat land with sand dropped on a bend.',
            parts: [
              { part: 'ground' },
              { part: 'river', x: 200, y: 190, size: 300 },
              { part: 'sand-dune', x: 200, y: 215, size: 70, label: 'Deposition' },
              { part: 'gum-tree', x: 330, y: 120, size: 80 },
            ],
          },
        },
        {
          text: 'At last the river meets the sea. It drops the rest of its fine mud there. Layer by layer, the mud builds new flat land called a delta. Mangroves and birds soon move in.',
          picture: {
            alt: 'A river reaches the sea where new muddy land has built up.',
            parts: [
              { part: 'sea' },
              { part: 'river', x: 140, y: 150, size: 200 },
              { part: 'sand-dune', x: 260, y: 160, size: 90, label: 'Delta' },
              { part: 'mangrove', x: 330, y: 170, size: 60 },
              { part: 'bird', x: 300, y: 60, size: 30 },
            ],
          },
        },
        {
          text: 'Most of this change is slow and takes thousands of years. But a big flood can change a river in a single day. It can wash away banks and dump huge piles of sand.',
          picture: {
            alt: 'Heavy rain over a flooded river that spills over its banks.',
            parts: [
              { part: 'ground' },
              { part: 'rain-cloud', x: 200, y: 40, size: 140 },
              { part: 'river', x: 200, y: 190, size: 380, label: 'Flood' },
              { part: 'house', x: 340, y: 150, size: 50 },
            ],
          },
        },
        {
          text: 'So a river is always at work. It breaks rock, carries it, and drops it somewhere new. Next time you see a muddy river, think of the mountains it is slowly moving to the sea!',
          picture: {
            alt: 'A child looks at a muddy river flowing past towards the sea.',
            parts: [
              { part: 'ground' },
              { part: 'river', x: 220, y: 200, size: 300, tint: '#8a6a4a' },
              { part: 'child', x: 80, y: 150, size: 60 },
              { part: 'mountain', x: 330, y: 110, size: 120 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What is it called when a river drops sand and mud?',
          correct: 'Deposition',
          wrong: ['Weathering', 'Erosion', 'Evaporation'],
          explanation: 'When a river slows down it cannot carry as much, so it drops sand and mud. That is deposition.',
        },
        {
          prompt: 'Why does a river drop sand on the inside of a bend?',
          correct: 'The water is slower there and cannot carry as much',
          wrong: ['The water is hotter there', 'Fish push the sand there', 'The sand is lighter on bends'],
          explanation: 'Slow water has less energy to carry things, so sand settles out where the river slows.',
        },
        {
          prompt: 'Which change can happen in a single day?',
          correct: 'A flood washing away a river bank',
          wrong: [
            'A river cutting a deep valley',
            'A delta building out to sea',
            'Frost cracking a mountain into sand',
          ],
          explanation: 'Most river change is slow, but a big flood can change a river very fast.',
        },
      ],
    },
  },
  {
    questId: 'b-env-005',
    type: 'book',
    name: 'Bushfire and Regrowth',
    yearLevels: [6],
    curriculum: ['AC9S6U01'],
    description: 'How banksias, eucalypts and grass trees recover after fire, and why some seeds need smoke.',
    book: {
      pages: [
        {
          text: 'Fire has been part of the Australian bush for a very long time. Hot, dry and windy weather lets fires spread. Many of our plants have features that help them survive fire and even use it.',
          picture: {
            alt: 'A fire burns under gum trees on a hot, sunny day.',
            parts: [
              { part: 'ground' },
              { part: 'gum-tree', x: 120, y: 110, size: 150 },
              { part: 'gum-tree', x: 300, y: 110, size: 130 },
              { part: 'flame', x: 210, y: 170, size: 70 },
              { part: 'sun', x: 360, y: 40, size: 50 },
            ],
          },
        },
        {
          text: 'Right after a fire, the bush looks black and lifeless, and the bare ground is covered in grey ash. Yet many plants are still alive, because their roots, trunks and seeds were protected from the heat.',
          picture: {
            alt: 'Burnt, dark trees stand on bare grey ground after a fire.',
            parts: [
              { part: 'ground' },
              { part: 'gum-tree', x: 140, y: 110, size: 150, tint: '#3a3a3a' },
              { part: 'gum-tree', x: 290, y: 120, size: 120, tint: '#3a3a3a' },
              { part: 'steam', x: 220, y: 160, size: 50, tint: '#9a9a9a' },
            ],
          },
        },
        {
          text: 'Many eucalypts have thick bark that insulates the living wood underneath. Beneath the bark are dormant buds, waiting for their chance. Within weeks of a fire these buds burst out, and soft green shoots cover the blackened trunk.',
          picture: {
            alt: 'Green leaves sprout from the dark trunk of a burnt gum tree.',
            parts: [
              { part: 'ground' },
              { part: 'gum-tree', x: 200, y: 110, size: 170, tint: '#4a4a4a' },
              { part: 'leaf', x: 190, y: 130, size: 30, label: 'New shoots' },
              { part: 'leaf', x: 215, y: 160, size: 26 },
            ],
          },
        },
        {
          text: 'Some banksias keep their seeds locked inside hard, woody cones for years. The cones only open after the intense heat of a fire. The seeds then fall onto the ash bed, where there is plenty of space, sunlight and nutrients for seedlings.',
          picture: {
            alt: 'A woody banksia cone opens and drops seeds onto the ground.',
            parts: [
              { part: 'ground' },
              { part: 'fruit', x: 200, y: 90, size: 70, tint: '#6a4a2a', label: 'Banksia cone' },
              { part: 'seed', x: 180, y: 160, size: 18 },
              { part: 'seed', x: 220, y: 175, size: 18 },
              { part: 'flame', x: 320, y: 190, size: 40 },
            ],
          },
        },
        {
          text: 'Some seeds actually need smoke. They can lie in the soil for many years, waiting. Chemicals in the smoke signal that it is time to germinate, or sprout. Scientists discovered this, and gardeners now use smoke water to help these seeds grow.',
          picture: {
            alt: 'Smoke drifts over the soil where seeds are starting to sprout.',
            parts: [
              { part: 'soil-layers' },
              { part: 'steam', x: 200, y: 30, size: 80, tint: '#9a9a9a', label: 'Smoke' },
              { part: 'seedling', x: 150, y: 80, size: 40 },
              { part: 'seed', x: 250, y: 100, size: 18 },
            ],
          },
        },
        {
          text: 'Grass trees grow very slowly. Fire burns off their old dead leaves, but the growing tip is safe inside. Soon after, many send up a tall flower spike covered in tiny flowers.',
          picture: {
            alt: 'A grass tree with a tall flower spike stands in the bush after a fire.',
            parts: [
              { part: 'ground' },
              { part: 'grass', x: 200, y: 170, size: 90, label: 'Grass tree' },
              { part: 'flower', x: 200, y: 90, size: 50, tint: '#f0e0b0', label: 'Flower spike' },
              { part: 'bee', x: 260, y: 80, size: 24 },
            ],
          },
        },
        {
          text: 'Animals return as the plants regrow and food becomes available again. But changing conditions matter. If fires come too often, young plants die before they are old enough to make seeds. Hotter, drier summers bring more frequent fires, so scientists study how the bush recovers.',
          picture: {
            alt: 'A kangaroo eats fresh green grass near regrowing trees.',
            parts: [
              { part: 'ground' },
              { part: 'gum-tree', x: 300, y: 110, size: 140 },
              { part: 'kangaroo', x: 130, y: 160, size: 70 },
              { part: 'grass', x: 200, y: 195, size: 50 },
              { part: 'thermometer', x: 60, y: 80, size: 30 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What helps a eucalypt grow back after a fire?',
          correct: 'Buds under its thick bark that burst into new shoots',
          wrong: ['Roots that grow up into the sky', 'Leaves that cannot burn', 'Seeds that only open in snow'],
          explanation: 'Thick bark protects buds underneath, and after a fire they burst out as new green shoots.',
        },
        {
          prompt: 'Why do some seeds sprout after a fire?',
          correct: 'Chemicals in smoke tell them it is time to grow',
          wrong: ['The ash is cold and wet', 'Animals plant them in rows', 'Fire makes the seeds bigger'],
          explanation: 'Some seeds wait in the soil until smoke chemicals reach them, then they sprout.',
        },
        {
          prompt: 'What happens if fires come too often?',
          correct: 'Young plants die before they make seeds',
          wrong: ['Plants grow faster each time', 'Banksia cones stay shut', 'Grass trees grow new bark'],
          explanation: 'Plants need time between fires to grow up and make seeds, or they cannot replace themselves.',
        },
      ],
    },
  },
  {
    questId: 'b-env-006',
    type: 'book',
    name: 'Wetland Wonders',
    yearLevels: [4],
    curriculum: ['AC9S4U01'],
    description: 'Meet the producers, consumers and decomposers of a wetland and how they depend on each other.',
    book: {
      pages: [
        {
          text: 'A wetland is land covered by shallow water for some or all of the year. Reeds grow at the edges. Frogs call at night. It is a busy habitat full of living things that need each other.',
          picture: {
            alt: 'A shallow wetland with reeds, a frog and a bird.',
            parts: [
              { part: 'ground' },
              { part: 'puddle', x: 200, y: 200, size: 300 },
              { part: 'grass', x: 60, y: 180, size: 60 },
              { part: 'frog', x: 200, y: 195, size: 40 },
              { part: 'bird', x: 320, y: 80, size: 40 },
            ],
          },
        },
        {
          text: 'Plants are the producers. Reeds, water lilies and tiny green algae use sunlight to make their own food. Every other living thing in the wetland depends on them.',
          picture: {
            alt: 'Reeds and a water plant grow in the sun, labelled producers.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 340, y: 50, size: 60 },
              { part: 'grass', x: 120, y: 170, size: 80, label: 'Producer' },
              { part: 'flower', x: 240, y: 170, size: 60 },
            ],
          },
        },
        {
          text: 'Consumers eat other living things. Tadpoles nibble algae. Small fish and insects eat plants too. These plant eaters are food for bigger animals.',
          picture: {
            alt: 'Tadpoles and a small fish feed in the water.',
            parts: [
              { part: 'sea' },
              { part: 'tadpole', x: 120, y: 190, size: 30, label: 'Consumer' },
              { part: 'tadpole', x: 170, y: 210, size: 30 },
              { part: 'fish', x: 290, y: 190, size: 50, tint: '#c0a060' },
            ],
          },
        },
        {
          text: 'Frogs eat insects. Herons and egrets stalk the shallows to catch frogs and fish. A food chain shows who eats whom. Algae, then tadpole, then fish, then heron.',
          picture: {
            alt: 'Arrows show a food chain from a plant to a tadpole to a fish to a bird.',
            parts: [
              { part: 'sky' },
              { part: 'leaf', x: 50, y: 130, size: 40, label: 'Algae' },
              { part: 'tadpole', x: 150, y: 130, size: 40, label: 'Tadpole' },
              { part: 'fish', x: 250, y: 130, size: 50, label: 'Fish' },
              { part: 'bird', x: 350, y: 130, size: 50, label: 'Heron' },
            ],
          },
        },
        {
          text: 'When plants and animals die, decomposers get to work. Bacteria, fungi and worms break down the dead things. They put nutrients back into the mud and water.',
          picture: {
            alt: 'Worms and a fallen leaf in the mud at the bottom of the wetland.',
            parts: [
              { part: 'soil-layers' },
              { part: 'leaf', x: 150, y: 60, size: 40, tint: '#8a6a3a' },
              { part: 'worm', x: 250, y: 90, size: 60, label: 'Decomposer' },
            ],
          },
        },
        {
          text: 'Those nutrients help new plants grow. So the producers feed the consumers, and the decomposers feed the producers. Everything is joined up, like a big web.',
          picture: {
            alt: 'A circle of arrows links a plant, a frog and a worm.',
            parts: [
              { part: 'sky' },
              { part: 'seedling', x: 200, y: 60, size: 50, label: 'Producers' },
              { part: 'frog', x: 310, y: 180, size: 50, label: 'Consumers' },
              { part: 'worm', x: 90, y: 180, size: 50, label: 'Decomposers' },
              { part: 'recycle', x: 200, y: 150, size: 50 },
            ],
          },
        },
        {
          text: 'If one part goes, others suffer. If the reeds are cleared, insects lose food and frogs go hungry. Looking after wetlands helps all the living things in them.',
          picture: {
            alt: 'Children plant reeds at the edge of a wetland.',
            parts: [
              { part: 'ground' },
              { part: 'puddle', x: 250, y: 200, size: 220 },
              { part: 'child', x: 90, y: 160, size: 60 },
              { part: 'seedling', x: 150, y: 190, size: 40 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Which of these is a producer in a wetland?',
          correct: 'Reeds',
          wrong: ['A heron', 'A tadpole', 'A fungus'],
          explanation: 'Reeds are plants, so they make their own food from sunlight. That makes them producers.',
        },
        {
          prompt: 'What do decomposers do?',
          correct: 'Break down dead things and return nutrients',
          wrong: ['Make food from sunlight', 'Hunt frogs and fish', 'Lay eggs in the reeds'],
          explanation: 'Bacteria, fungi and worms break down dead things and put nutrients back for plants.',
        },
        {
          prompt: 'What comes after the tadpole in the food chain in the book?',
          correct: 'Fish',
          wrong: ['Algae', 'Sunlight', 'Worm'],
          explanation: 'The food chain went algae, then tadpole, then fish, then heron.',
        },
      ],
    },
  },
];
