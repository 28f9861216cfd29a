import type { ActivityContent } from './content-types.js';

/** Green Acres's quizzes, each with its questions and answers (the realm's other activities: green-acres.ts). */
export const GREEN_ACRES_QUIZZES: readonly ActivityContent[] = [
  {
    questId: 'q-env-001',
    type: 'quiz',
    name: 'How Seeds Travel',
    yearLevels: [3],
    curriculum: ['AC9S3U01'],
    description: 'Wind, water, fur and feathers: find out how plants send their seeds far from home.',
    questions: [
      {
        prompt: 'Which seed is carried away by the wind?',
        correct: 'A dandelion seed with its fluffy parachute',
        wrong: ['A coconut', 'An acorn', 'A peach stone'],
      },
      {
        prompt: 'How do burrs (prickly, hooked seeds) travel?',
        correct: 'They hook onto animal fur and clothing',
        wrong: ['They float down rivers', 'They are blown like kites', 'They burrow under the ground'],
      },
      {
        prompt: 'Why do many plants spread their seeds far away?',
        correct: 'So new plants do not compete with the parent for light and water',
        wrong: ['So the seeds stay warmer', 'Because seeds only grow in the ocean', 'So the seeds never grow'],
      },
      {
        prompt: 'How can a coconut reach a faraway island?',
        correct: 'It floats on the sea',
        wrong: ['A bird carries it in its beak', 'The wind blows it through the air', 'It sticks to fur'],
      },
      {
        prompt: 'How do birds that eat berries help to spread the seeds?',
        correct: 'The seeds pass through the bird and are dropped somewhere else',
        wrong: [
          'The birds plant the seeds with their feet',
          'The birds keep the seeds in their nests',
          'The birds crush every seed',
        ],
      },
    ],
  },
  {
    questId: 'q-env-002',
    type: 'quiz',
    name: 'Food Chains in the Backyard',
    yearLevels: [4],
    curriculum: ['AC9S4U01'],
    description: 'Producers, consumers and decomposers: follow the energy from the sun through a garden.',
    questions: [
      {
        prompt: 'In a food chain, what is a producer?',
        correct: 'A living thing that makes its own food using sunlight',
        wrong: [
          'An animal that eats only plants',
          'A living thing that breaks down dead matter',
          'An animal that hunts other animals',
        ],
      },
      {
        prompt: 'Grass → grasshopper → magpie. Which living thing eats the grasshopper?',
        correct: 'The magpie',
        wrong: ['The grass', 'The sun', 'The soil'],
      },
      {
        prompt: 'What do decomposers such as fungi and bacteria do?',
        correct: 'Break down dead plants and animals, returning nutrients to the soil',
        wrong: ['Make food from sunlight', 'Hunt live animals', 'Turn water into rock'],
      },
      {
        prompt: 'Where does the energy in almost every food chain start?',
        correct: 'The sun',
        wrong: ['The soil', 'The rain', 'The top predator'],
      },
    ],
  },
  {
    questId: 'q-env-003',
    type: 'quiz',
    name: 'Soil Detectives',
    yearLevels: [3],
    curriculum: ['AC9S3U02', 'AC9S3I03'],
    description: 'Squeeze, sift and soak: compare sandy, clay and garden soils and what lives in them.',
    questions: [
      {
        prompt: 'What is soil made of?',
        correct: 'Tiny bits of rock, rotting plant and animal matter, air and water',
        wrong: ['Only sand', 'Only dead leaves', 'Crushed glass and plastic'],
      },
      {
        prompt: 'Which soil lets water drain through fastest?',
        correct: 'Sandy soil',
        wrong: ['Clay soil', 'Silty soil', 'Soil packed hard under a road'],
      },
      {
        prompt: 'Which soil feels sticky and can be rolled into a sausage when wet?',
        correct: 'Clay soil',
        wrong: ['Sandy soil', 'Gravel', 'Dry beach sand'],
      },
      {
        prompt: 'Why are earthworms good for soil?',
        correct: 'Their tunnels let in air and water, and they mix in rotting leaves',
        wrong: ['They eat all the rocks', 'They make the soil freeze', 'They stop roots from growing'],
      },
    ],
  },
  {
    questId: 'q-env-004',
    type: 'quiz',
    name: 'Weathering and Erosion Explorers',
    yearLevels: [5],
    curriculum: ['AC9S5U02'],
    description: 'Rain, wind, ice and rivers reshape the land: tell weathering, erosion and deposition apart.',
    questions: [
      {
        prompt: 'What is weathering?',
        correct: 'Rock being broken into smaller pieces where it is',
        wrong: [
          'Rock being carried away by a river',
          'New rock forming from lava',
          'Sand settling at the bottom of a lake',
        ],
      },
      {
        prompt: 'What is erosion?',
        correct: 'Rock and soil being carried away by water, wind or ice',
        wrong: ['A rock changing colour in sunlight', 'Moss growing on a rock', 'Rocks melting in the sun'],
      },
      {
        prompt: 'Where does a river usually drop (deposit) most of the sand and mud it carries?',
        correct: 'Where it slows down, such as at its mouth',
        wrong: ['In its fastest rapids', 'At the top of a waterfall', 'Where it flows steeply downhill'],
      },
      {
        prompt: "Which of these changes Earth's surface rapidly?",
        correct: 'A landslide',
        wrong: ['A river carving a canyon', 'Wind smoothing a rock', 'Rain slowly dissolving limestone'],
      },
      {
        prompt: 'How does planting grass on a sand dune help?',
        correct: 'The roots hold the sand and reduce wind erosion',
        wrong: ['It turns the sand into rock', 'It makes the wind stronger', 'It makes the dune melt'],
      },
    ],
  },
  {
    questId: 'q-env-005',
    type: 'quiz',
    name: 'Habitats Under Pressure',
    yearLevels: [6],
    curriculum: ['AC9S6U01', 'AC9S6I02'],
    description: 'Heat, drought, light and salt: how changing conditions decide what can live in a habitat.',
    questions: [
      {
        prompt: 'A pond dries up in a drought. Which living things are harmed first?',
        correct: 'Fish and tadpoles that need water to breathe',
        wrong: ['Eagles flying overhead', 'Trees on a faraway hill', 'Lizards in a desert'],
      },
      {
        prompt: 'What happens to most plants that get too little light?',
        correct: 'They grow slowly and become weak and pale',
        wrong: ['They grow faster and greener', 'They turn into fungi', 'They stop needing water'],
      },
      {
        prompt: 'Which of these is a physical condition of a habitat?',
        correct: 'Temperature',
        wrong: ['The number of predators', 'The kinds of food plants', 'How many young the animals have'],
      },
      {
        prompt: 'Bean plants are grown at 5 °C, 20 °C and 35 °C, with the same water and light. What is being tested?',
        correct: 'How temperature affects plant growth',
        wrong: ['How light affects plant growth', 'How soil affects plant growth', 'How water affects plant growth'],
      },
    ],
  },
  {
    questId: 'q-env-006',
    type: 'quiz',
    name: 'Compost Creatures',
    yearLevels: [4],
    curriculum: ['AC9S4U01'],
    description: 'What goes in the compost bin, who breaks it down, and what the garden gets back.',
    questions: [
      {
        prompt: 'Which of these belongs in a compost bin?',
        correct: 'Fruit and vegetable scraps',
        wrong: ['Plastic bags', 'Glass jars', 'Aluminium cans'],
      },
      {
        prompt: 'Which living things do most of the work of breaking down compost?',
        correct: 'Bacteria and fungi',
        wrong: ['Spiders', 'Birds', 'Mosquitoes'],
      },
      {
        prompt: 'What does finished compost give a garden?',
        correct: 'Nutrients that help plants grow',
        wrong: ['Poison that kills every weed', 'Plastic for the paths', 'Salt for the soil'],
      },
      {
        prompt: 'Why do gardeners turn a compost heap with a fork now and then?',
        correct: 'To let in air for the living things breaking it down',
        wrong: ['To keep it frozen', 'To stop it rotting', 'To scare away the worms'],
      },
    ],
  },
  {
    questId: 'q-env-007',
    type: 'quiz',
    name: 'Pollinators at Work',
    yearLevels: [3],
    curriculum: ['AC9S3U01'],
    description: 'Bees, birds and bats carry pollen from flower to flower so that plants can make seeds.',
    questions: [
      {
        prompt: 'What do bees carry from flower to flower that helps plants make seeds?',
        correct: 'Pollen',
        wrong: ['Sap', 'Rainwater', 'Soil'],
      },
      {
        prompt: 'Why do many flowers have bright colours and sweet scents?',
        correct: 'To attract animals that carry their pollen',
        wrong: ['To scare away bees', 'To keep the flower warm', 'To soak up rainwater'],
      },
      {
        prompt: 'Which of these animals can be a pollinator?',
        correct: 'A honeyeater bird',
        wrong: ['A goldfish', 'An earthworm', 'A crab'],
      },
      {
        prompt: 'What grows from a flower after it has been pollinated?',
        correct: 'A fruit with seeds inside',
        wrong: ['A new root', 'A thorn', 'A bigger petal'],
      },
    ],
  },
];
