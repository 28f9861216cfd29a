import type { ActivityContent } from './content-types.js';

/** DNAtion's books (the first three), each with its pages, pictures and check (the realm's other activities: dnation.ts). */
export const DNATION_BOOKS: readonly ActivityContent[] = [
  {
    questId: 'b-lif-001',
    type: 'book',
    name: "Darwin's Voyage on the Beagle",
    yearLevels: [5],
    curriculum: ['AC9S5H01'],
    description: "The five-year voyage, with a stop in Sydney, that led to Darwin's big idea.",
    book: {
      pages: [
        {
          text: 'In December 1831, a small ship called HMS Beagle sailed out of England. On board was Charles Darwin. He was 22 years old and loved beetles, rocks and birds. The trip was meant to take two years. It took almost five.',
          picture: {
            alt: 'A young scientist stands by the sea as a ship, shown by an arrow, sets off across the waves.',
            parts: [
              { part: 'sea' },
              { part: 'arrow', x: 230, y: 150, size: 90, label: 'HMS Beagle' },
              { part: 'scientist', x: 80, y: 170, size: 70, label: 'Charles Darwin' },
              { part: 'cloud', x: 300, y: 50, size: 70 },
            ],
          },
        },
        {
          text: 'The captain, Robert FitzRoy, had a job to do. He had to map the coast of South America. While the crew made maps, Darwin went ashore. He dug up fossils, caught insects and wrote notes on everything he saw.',
          picture: {
            alt: 'Darwin digs near a rock and finds a bone and a fossil shell.',
            parts: [
              { part: 'ground' },
              { part: 'scientist', x: 110, y: 160, size: 70 },
              { part: 'rock', x: 250, y: 190, size: 80 },
              { part: 'bone', x: 250, y: 215, size: 50, label: 'Fossil bones' },
              { part: 'fossil', x: 330, y: 205, size: 45 },
            ],
          },
        },
        {
          text: 'Darwin packed his finds into crates and sent them home. Experts in England looked at them for him. A bird expert, John Gould, found that Darwin’s small brown birds from the Galapagos Islands were all finches, of many different kinds found nowhere else.',
          picture: {
            alt: 'Three finches on three islands, each one a little different.',
            parts: [
              { part: 'sea' },
              { part: 'hill', x: 80, y: 170, size: 110, label: 'Island 1' },
              { part: 'hill', x: 210, y: 175, size: 110, label: 'Island 2' },
              { part: 'hill', x: 335, y: 170, size: 110, label: 'Island 3' },
              { part: 'bird', x: 80, y: 120, size: 35, tint: '#8b5a2b' },
              { part: 'bird', x: 210, y: 125, size: 35, tint: '#6b4a2b' },
              { part: 'bird', x: 335, y: 120, size: 35, tint: '#a0703b' },
            ],
          },
        },
        {
          text: 'In January 1836, the Beagle sailed into Sydney. Darwin rode a horse over the Blue Mountains to Bathurst. He saw kangaroo rats and a platypus in a creek. He wondered why Australian animals were so unlike those he had seen in other lands.',
          picture: {
            alt: 'Gum trees and a kangaroo on a hill in New South Wales.',
            parts: [
              { part: 'ground' },
              { part: 'mountain', x: 320, y: 110, size: 150, tint: '#4a6fa5', label: 'Blue Mountains' },
              { part: 'gum-tree', x: 90, y: 130, size: 110 },
              { part: 'kangaroo', x: 200, y: 175, size: 70 },
              { part: 'river', x: 200, y: 225, size: 300 },
            ],
          },
        },
        {
          text: 'The Beagle got home in October 1836. Darwin read the work of a rock expert, Charles Lyell. Lyell showed that the Earth changes slowly over a very long time. Darwin asked: could living things change slowly too?',
          picture: {
            alt: 'Darwin at his desk with a pile of notes and a rock.',
            parts: [
              { part: 'room' },
              { part: 'scientist', x: 130, y: 150, size: 80 },
              { part: 'rock', x: 260, y: 200, size: 60, label: 'Slow change' },
              { part: 'speech-bubble', x: 230, y: 70, size: 90 },
            ],
          },
        },
        {
          text: 'For twenty years Darwin wrote letters, bred pigeons and tested his idea. He called it natural selection. Living things that suit their home live longer and have more young. Their young often share the same useful features.',
          picture: {
            alt: 'Pigeons and finches that are alike but not the same, with arrows between parents and young.',
            parts: [
              { part: 'sky' },
              { part: 'bird', x: 100, y: 110, size: 50, label: 'Parent' },
              { part: 'arrow', x: 200, y: 110, size: 70 },
              { part: 'bird', x: 300, y: 90, size: 40, label: 'Young' },
              { part: 'bird', x: 300, y: 160, size: 40, label: 'Young' },
            ],
          },
        },
        {
          text: 'Then, in 1858, a letter came from Alfred Wallace. He had the same idea! Their work was shared at a meeting in London. A year later Darwin wrote a famous book. His big idea was built on his voyage and on the help of many others.',
          picture: {
            alt: 'Two scientists, Darwin and Wallace, with a letter between them.',
            parts: [
              { part: 'room' },
              { part: 'scientist', x: 100, y: 150, size: 80, label: 'Darwin' },
              { part: 'scientist', x: 300, y: 150, size: 80, label: 'Wallace' },
              { part: 'speech-bubble', x: 200, y: 70, size: 80, label: 'Same idea!' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Which Australian city did the Beagle visit in 1836?',
          correct: 'Sydney',
          wrong: ['Perth', 'Darwin', 'Brisbane'],
          explanation:
            'The Beagle sailed into Sydney in January 1836, and Darwin rode over the Blue Mountains to Bathurst.',
        },
        {
          prompt: 'Who told Darwin that his small brown Galapagos birds were all finches?',
          correct: 'The bird expert John Gould',
          wrong: ['Captain Robert FitzRoy', 'Alfred Wallace', 'A sailor on the Beagle'],
          explanation:
            'Darwin sent his birds home, and John Gould found they were all finches, of many different kinds.',
        },
        {
          prompt: 'How did other people help Darwin with his big idea?',
          correct: 'They studied his finds, shared ideas and wrote to him',
          wrong: [
            'They did not help at all',
            'They sailed the ship for him to the Moon',
            'They wrote his book for him',
          ],
          explanation:
            'Experts like Gould and Lyell and letter writers like Wallace helped. Big ideas in science are often built on the work of many people.',
        },
      ],
    },
  },
  {
    questId: 'b-lif-002',
    type: 'book',
    name: 'From Seed to Seed',
    yearLevels: [3],
    curriculum: ['AC9S3U01'],
    description: 'The life cycle of a sunflower, told through a year in a school garden.',
    book: {
      pages: [
        {
          text: 'It is spring at our school. The soil is warm. Our class pushes sunflower seeds into the garden bed. We water them well. Each seed has a tiny plant inside it.',
          picture: {
            alt: 'Children plant seeds in the soil of a school garden.',
            parts: [
              { part: 'ground' },
              { part: 'child', x: 110, y: 150, size: 70 },
              { part: 'hand', x: 200, y: 190, size: 40 },
              { part: 'seed', x: 230, y: 215, size: 20, label: 'Seed' },
              { part: 'sun', x: 340, y: 50, size: 60 },
            ],
          },
        },
        {
          text: 'After about a week, a root pokes out of each seed and grows down. Then a green shoot pushes up into the light. Two small leaves open. Now the seed is a seedling.',
          picture: {
            alt: 'A cut-away of the soil shows a seedling with roots going down and two leaves on top.',
            parts: [
              { part: 'soil-layers' },
              { part: 'seedling', x: 200, y: 90, size: 70, label: 'Seedling' },
              { part: 'sun', x: 340, y: 30, size: 50 },
            ],
          },
        },
        {
          text: 'In summer the days are long and hot. The sunflower grows taller than our teacher! Its big leaves soak up the sun. Its roots drink water from the soil.',
          picture: {
            alt: 'A tall sunflower stands next to a child under a hot summer sun.',
            parts: [
              { part: 'ground' },
              { part: 'flower', x: 200, y: 110, size: 120, tint: '#f4c20d', label: 'Sunflower' },
              { part: 'child', x: 300, y: 160, size: 60 },
              { part: 'sun', x: 60, y: 45, size: 70 },
            ],
          },
        },
        {
          text: 'Then a bud opens into a big yellow flower. Bees come to drink its sweet nectar. They carry yellow pollen from flower to flower. The pollen helps the flower make seeds.',
          picture: {
            alt: 'Bees fly around a big yellow sunflower.',
            parts: [
              { part: 'sky' },
              { part: 'flower', x: 200, y: 140, size: 150, tint: '#f4c20d' },
              { part: 'bee', x: 120, y: 70, size: 35, label: 'Bee' },
              { part: 'bee', x: 290, y: 90, size: 35 },
            ],
          },
        },
        {
          text: 'In autumn the yellow petals dry up and fall. The flower head droops down. It is full of hundreds of striped seeds. A cockatoo comes to nibble some!',
          picture: {
            alt: 'A drooping sunflower head full of seeds, with a bird eating some.',
            parts: [
              { part: 'ground' },
              { part: 'flower', x: 180, y: 120, size: 120, tint: '#8b6b2b', turn: 20 },
              { part: 'seed', x: 240, y: 200, size: 20, label: 'New seeds' },
              { part: 'bird', x: 300, y: 110, size: 45, tint: '#f0f0f0', label: 'Cockatoo' },
            ],
          },
        },
        {
          text: 'We pick the dry heads and save the seeds in a jar. In winter the old plant dies. But its seeds are ready. Next spring we will plant them, and the cycle starts again.',
          picture: {
            alt: 'Seeds in a jar on a bench, with arrows going around in a circle.',
            parts: [
              { part: 'room' },
              { part: 'cup', x: 200, y: 180, size: 60, label: 'Saved seeds' },
              { part: 'seed', x: 200, y: 185, size: 15 },
              { part: 'arrow', x: 120, y: 90, size: 60, turn: -30 },
              { part: 'arrow', x: 280, y: 90, size: 60, turn: 30 },
            ],
          },
        },
        {
          text: 'Seed, seedling, plant, flower, seeds. That is the life cycle of a sunflower. Animals have life cycles too. A chick hatches from an egg and grows up to lay eggs of its own.',
          picture: {
            alt: 'A sunflower seed next to a bird egg, two life cycles side by side.',
            parts: [
              { part: 'ground' },
              { part: 'seed', x: 90, y: 180, size: 25, label: 'Plant: seed' },
              { part: 'flower', x: 150, y: 120, size: 80, tint: '#f4c20d' },
              { part: 'egg', x: 260, y: 185, size: 30, label: 'Animal: egg' },
              { part: 'bird', x: 330, y: 120, size: 50 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What grows out of the sunflower seed first?',
          correct: 'A root',
          wrong: ['A flower', 'A bee', 'A fruit'],
          explanation: 'A root pokes out first and grows down. Then a shoot grows up into the light.',
        },
        {
          prompt: 'How do bees help the sunflower?',
          correct: 'They carry pollen from flower to flower',
          wrong: ['They water the plant', 'They eat the roots', 'They paint the petals yellow'],
          explanation: 'Bees carry pollen between flowers, and the pollen helps the flower make seeds.',
        },
        {
          prompt: 'Why does the life cycle start again?',
          correct: 'The old plant makes seeds that can grow into new plants',
          wrong: ['The old plant wakes up in spring', 'Bees bring new plants', 'The jar grows a sunflower'],
          explanation: 'The old plant dies, but its seeds are planted next spring and grow into new sunflowers.',
        },
      ],
    },
  },
  {
    questId: 'b-lif-003',
    type: 'book',
    name: 'How Leaves Make Food',
    yearLevels: [6],
    curriculum: ['AC9S6U01'],
    description: 'How leaves use sunlight, water and air to make sugar, and what happens if one is missing.',
    book: {
      pages: [
        {
          text: 'You eat food to get energy, but a gum tree cannot walk to the shops, so how does it get its food? It makes its own, right inside its leaves. Scientists call this process photosynthesis, which means making things with light.',
          picture: {
            alt: 'A gum tree in the sun, with a label pointing to its leaves.',
            parts: [
              { part: 'ground' },
              { part: 'gum-tree', x: 200, y: 120, size: 160 },
              { part: 'sun', x: 340, y: 45, size: 60 },
              { part: 'leaf', x: 90, y: 60, size: 40, label: 'Food factory' },
            ],
          },
        },
        {
          text: 'A leaf needs three things to make its food. It needs light from the Sun, and water, which the roots pull up from the soil and send up through the stem. It also needs carbon dioxide, a gas in the air that we breathe out.',
          picture: {
            alt: 'A leaf with arrows bringing in sunlight, water and air.',
            parts: [
              { part: 'sky' },
              { part: 'leaf', x: 200, y: 130, size: 120 },
              { part: 'sun', x: 60, y: 50, size: 50, label: 'Light' },
              { part: 'raindrop', x: 60, y: 200, size: 30, label: 'Water' },
              { part: 'bubble', x: 340, y: 60, size: 30, label: 'Carbon dioxide' },
            ],
          },
        },
        {
          text: 'Leaves are green because they contain a green substance called chlorophyll, which traps the energy of sunlight. The leaf uses that energy to join water and carbon dioxide together, making sugar that the plant uses to live and grow.',
          picture: {
            alt: 'A close-up of a green leaf and its cells, with sugar being made.',
            parts: [
              { part: 'sky' },
              { part: 'leaf', x: 130, y: 130, size: 140, label: 'Chlorophyll' },
              { part: 'cell', x: 290, y: 110, size: 80, tint: '#4caf50' },
              { part: 'arrow', x: 290, y: 190, size: 50, turn: 90, label: 'Sugar' },
            ],
          },
        },
        {
          text: 'Making sugar also produces oxygen, which the leaf releases into the air through tiny holes in its surface. Animals, including us, breathe that oxygen in, so every breath you take was helped by a plant.',
          picture: {
            alt: 'Bubbles of oxygen float from a leaf towards a child.',
            parts: [
              { part: 'ground' },
              { part: 'tree', x: 110, y: 120, size: 140 },
              { part: 'bubble', x: 210, y: 90, size: 25, label: 'Oxygen' },
              { part: 'bubble', x: 240, y: 110, size: 20 },
              { part: 'child', x: 310, y: 160, size: 70 },
            ],
          },
        },
        {
          text: 'What happens if a plant gets no light? Our class put one pot in a dark cupboard for a week. Its leaves turned pale and yellow, and its stem grew thin and floppy, because without light it could not make enough food.',
          picture: {
            alt: 'A healthy green seedling beside a pale, floppy seedling kept in the dark.',
            parts: [
              { part: 'room' },
              { part: 'seedling', x: 120, y: 170, size: 80, label: 'In the light' },
              { part: 'seedling', x: 280, y: 170, size: 80, tint: '#d8d27a', turn: 15, label: 'In the dark' },
            ],
          },
        },
        {
          text: 'What happens if a plant gets no water? In a hot, dry Australian summer its leaves droop and wilt. It closes the tiny holes in its leaves to save water, but then carbon dioxide cannot get in, so making food slows right down.',
          picture: {
            alt: 'A wilting plant in dry, cracked soil under a hot sun.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 330, y: 45, size: 70 },
              { part: 'flower', x: 170, y: 150, size: 90, turn: 30, label: 'Wilting' },
              { part: 'thermometer', x: 270, y: 150, size: 40, tint: '#e53935' },
            ],
          },
        },
        {
          text: 'So the growth of a plant depends on the conditions where it lives, such as light, water, air and temperature. When these conditions change, the plant’s growth changes too. Scientists and farmers investigate this with fair tests, changing just one condition at a time.',
          picture: {
            alt: 'A scientist compares two plants in a fair test.',
            parts: [
              { part: 'room' },
              { part: 'scientist', x: 90, y: 150, size: 80 },
              { part: 'seedling', x: 220, y: 180, size: 60, label: 'Test A' },
              { part: 'seedling', x: 320, y: 180, size: 60, label: 'Test B' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Which three things does a leaf need to make food?',
          correct: 'Light, water and carbon dioxide',
          wrong: ['Soil, sugar and oxygen', 'Rocks, rain and wind', 'Milk, bread and water'],
          explanation: 'A leaf uses light energy to join water and carbon dioxide into sugar.',
        },
        {
          prompt: 'What does chlorophyll do?',
          correct: 'It traps the energy of sunlight',
          wrong: ['It pulls water up from the soil', 'It makes the leaf fall off', 'It keeps bugs away'],
          explanation: 'Chlorophyll is the green colour in leaves, and it traps sunlight so the leaf can make sugar.',
        },
        {
          prompt: 'What happened to the plant kept in the dark cupboard?',
          correct: 'Its leaves turned pale and its stem grew thin and floppy',
          wrong: ['It grew faster and greener', 'It grew flowers', 'Nothing changed at all'],
          explanation: 'With no light the plant could not make enough food, so it grew pale and weak.',
        },
      ],
    },
  },
];
