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
        explanation:
          'A dandelion seed is very light and has a fluffy parachute that catches the wind, so it can float a long way. Coconuts, acorns and peach stones are too heavy to be blown far.',
      },
      {
        prompt: 'How do burrs (prickly, hooked seeds) travel?',
        correct: 'They hook onto animal fur and clothing',
        wrong: ['They float down rivers', 'They are blown like kites', 'They burrow under the ground'],
        explanation:
          'Burrs are covered in tiny hooks that catch on fur, socks and clothes. The seed gets a free ride and drops off later, far from the parent plant.',
      },
      {
        prompt: 'Why do many plants spread their seeds far away?',
        correct: 'So new plants do not compete with the parent for light and water',
        wrong: ['So the seeds stay warmer', 'Because seeds only grow in the ocean', 'So the seeds never grow'],
        explanation:
          'Seeds that land directly under the parent plant would have to share its light, water and space. Growing further away gives each new plant a better chance to survive.',
      },
      {
        prompt: 'How can a coconut reach a faraway island?',
        correct: 'It floats on the sea',
        wrong: ['A bird carries it in its beak', 'The wind blows it through the air', 'It sticks to fur'],
        explanation:
          'A coconut has a tough, waterproof shell and light, air-filled fibres, so it floats. Sea currents can carry it for weeks until it washes up on a new beach and sprouts.',
      },
      {
        prompt: 'How do birds that eat berries help to spread the seeds?',
        correct: 'The seeds pass through the bird and are dropped somewhere else',
        wrong: [
          'The birds plant the seeds with their feet',
          'The birds keep the seeds in their nests',
          'The birds crush every seed',
        ],
        explanation:
          "Many seeds have a hard coat that the bird cannot digest, so they come out in its droppings, often far from the parent plant. Australia's mistletoebird spreads mistletoe seeds this way.",
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
        explanation:
          'Producers, such as grass and gum trees, use sunlight, water and air to make their own food. Animals that eat only plants are consumers, because they get their food by eating.',
      },
      {
        prompt: 'Grass → grasshopper → magpie. Which living thing eats the grasshopper?',
        correct: 'The magpie',
        wrong: ['The grass', 'The sun', 'The soil'],
        explanation:
          'The arrows show which way the food goes: from the grass into the grasshopper, then from the grasshopper into the magpie. Grass is a producer, so it does not eat anything.',
      },
      {
        prompt: 'What do decomposers such as fungi and bacteria do?',
        correct: 'Break down dead plants and animals, returning nutrients to the soil',
        wrong: ['Make food from sunlight', 'Hunt live animals', 'Turn water into rock'],
        explanation:
          'Decomposers feed on dead plants and animals and break them down into tiny pieces. This puts nutrients back into the soil, where producers can use them again.',
      },
      {
        prompt: 'Where does the energy in almost every food chain start?',
        correct: 'The sun',
        wrong: ['The soil', 'The rain', 'The top predator'],
        explanation:
          'Plants capture energy from sunlight to make their food, and every animal in the chain eats plants or eats animals that did. The top predator is at the end of the food chain, not the start.',
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
        explanation:
          'Soil forms as rock slowly breaks into tiny bits and mixes with rotting leaves and dead animals. The spaces between the bits hold the air and water that roots and worms need.',
      },
      {
        prompt: 'Which soil lets water drain through fastest?',
        correct: 'Sandy soil',
        wrong: ['Clay soil', 'Silty soil', 'Soil packed hard under a road'],
        explanation:
          'Sand grains are big, so there are large gaps between them and water runs through quickly. Clay bits are tiny and pack tightly together, so water drains through slowly.',
      },
      {
        prompt: 'Which soil feels sticky and can be rolled into a sausage when wet?',
        correct: 'Clay soil',
        wrong: ['Sandy soil', 'Gravel', 'Dry beach sand'],
        explanation:
          'Clay is made of very tiny, flat bits that stick together when wet, which is why potters can shape it. Sand grains are much bigger and fall apart when you try to roll them.',
      },
      {
        prompt: 'Why are earthworms good for soil?',
        correct: 'Their tunnels let in air and water, and they mix in rotting leaves',
        wrong: ['They eat all the rocks', 'They make the soil freeze', 'They stop roots from growing'],
        explanation:
          'Worm tunnels let air and water reach plant roots. Worms also pull dead leaves underground and leave behind droppings, called castings, that are full of nutrients for plants.',
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
        explanation:
          'Weathering breaks rock down where it sits, through rain, ice, heat, plant roots or chemicals. When the broken pieces are then carried away, that is a different process: erosion.',
      },
      {
        prompt: 'What is erosion?',
        correct: 'Rock and soil being carried away by water, wind or ice',
        wrong: ['A rock changing colour in sunlight', 'Moss growing on a rock', 'Rocks melting in the sun'],
        explanation:
          'Erosion is the moving of weathered rock and soil from one place to another by water, wind, ice or gravity. Changes to a rock where it sits, such as its colour fading, are weathering instead.',
      },
      {
        prompt: 'Where does a river usually drop (deposit) most of the sand and mud it carries?',
        correct: 'Where it slows down, such as at its mouth',
        wrong: ['In its fastest rapids', 'At the top of a waterfall', 'Where it flows steeply downhill'],
        explanation:
          'Fast-flowing water has enough energy to carry sand and mud. Where a river slows, such as where it meets the sea or a lake, it loses that energy and drops the sediment, which is called deposition.',
      },
      {
        prompt: "Which of these changes Earth's surface rapidly?",
        correct: 'A landslide',
        wrong: ['A river carving a canyon', 'Wind smoothing a rock', 'Rain slowly dissolving limestone'],
        explanation:
          'A landslide can move huge amounts of rock and soil in seconds or minutes. Carving a canyon, smoothing a rock and dissolving limestone also change the land, but they take thousands of years or more.',
      },
      {
        prompt: 'How does planting grass on a sand dune help?',
        correct: 'The roots hold the sand and reduce wind erosion',
        wrong: ['It turns the sand into rock', 'It makes the wind stronger', 'It makes the dune melt'],
        explanation:
          'Grass roots bind the sand grains together, and the leaves slow the wind near the ground, so less sand is blown away. This is why many Australian beach dunes are fenced off and replanted.',
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
        explanation:
          'Fish and tadpoles take in oxygen from water through their gills, so they cannot survive once the pond is gone. Eagles can fly to other water, and trees on a faraway hill do not depend on this pond.',
      },
      {
        prompt: 'What happens to most plants that get too little light?',
        correct: 'They become weak, pale and spindly',
        wrong: ['They grow faster and greener', 'They turn into fungi', 'They stop needing water'],
        explanation:
          'Plants need light to make food by photosynthesis. In low light they make less green chlorophyll, so they turn pale, and their stems stretch thin towards any light, which leaves them tall but weak.',
      },
      {
        prompt: 'Which of these is a physical condition of a habitat?',
        correct: 'Temperature',
        wrong: ['The number of predators', 'The kinds of food plants', 'How many young the animals have'],
        explanation:
          'Physical conditions are the non-living parts of a habitat, such as temperature, light, water and soil. Predators, food plants and the number of young are all about living things, not physical conditions.',
      },
      {
        prompt: 'Bean plants are grown at 5 °C, 20 °C and 35 °C, with the same water and light. What is being tested?',
        correct: 'How temperature affects plant growth',
        wrong: ['How light affects plant growth', 'How soil affects plant growth', 'How water affects plant growth'],
        explanation:
          'Temperature is the only variable being changed, while water and light are kept the same to make it a fair test. So any difference in how the beans grow can be linked to temperature.',
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
        explanation:
          'Fruit and vegetable scraps were once living, so decomposers can feed on them and break them down. Plastic, glass and metal are not food for decomposers, so they belong in the recycling instead.',
      },
      {
        prompt: 'Which living things do most of the work of breaking down compost?',
        correct: 'Bacteria and fungi',
        wrong: ['Spiders', 'Birds', 'Mosquitoes'],
        explanation:
          'Bacteria and fungi are decomposers, and millions of them feed on the scraps and break them down. Worms and slaters help too, but spiders, birds and mosquitoes do not eat the rotting scraps.',
      },
      {
        prompt: 'What does finished compost give a garden?',
        correct: 'Nutrients that help plants grow',
        wrong: ['Poison that kills every weed', 'Plastic for the paths', 'Salt for the soil'],
        explanation:
          'As decomposers break down the scraps, the nutrients that were stored in them are released. Mixed into the soil, compost gives those nutrients back for new plants to use.',
      },
      {
        prompt: 'Why do gardeners turn a compost heap with a fork now and then?',
        correct: 'To let in air for the living things breaking it down',
        wrong: ['To keep it frozen', 'To stop it rotting', 'To scare away the worms'],
        explanation:
          'Most of the decomposers in compost need oxygen from the air to stay busy. Turning the heap mixes in air, so the scraps break down faster and do not turn slimy and smelly.',
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
        explanation:
          'Pollen is a fine powder made by flowers. When a bee carries it to another flower of the same kind, that flower can start to make seeds.',
      },
      {
        prompt: 'Why do many flowers have bright colours and sweet scents?',
        correct: 'To attract animals that carry their pollen',
        wrong: ['To scare away bees', 'To keep the flower warm', 'To soak up rainwater'],
        explanation:
          "Bright petals and sweet smells help bees, birds and other animals find the flower's nectar. While they feed, they get dusted with pollen and carry it to the next flower.",
      },
      {
        prompt: 'Which of these animals can be a pollinator?',
        correct: 'A honeyeater bird',
        wrong: ['A goldfish', 'An earthworm', 'A crab'],
        explanation:
          'Honeyeaters poke their beaks into flowers such as grevilleas and banksias to drink nectar. Pollen sticks to their heads and is carried to the next flower they visit.',
      },
      {
        prompt: 'What grows from a flower after it has been pollinated?',
        correct: 'A fruit with seeds inside',
        wrong: ['A new root', 'A thorn', 'A bigger petal'],
        explanation:
          'After pollination, the petals fall off and the part at the base of the flower swells into a fruit. The seeds inside can grow into new plants, like the seeds in an apple or a tomato.',
      },
    ],
  },
];
