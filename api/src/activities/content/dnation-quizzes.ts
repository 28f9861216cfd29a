import type { ActivityContent } from './content-types.js';

/** DNAtion's quizzes, each with its questions and answers (the realm's other activities: dnation.ts). */
export const DNATION_QUIZZES: readonly ActivityContent[] = [
  {
    questId: 'q-lif-001',
    type: 'quiz',
    name: 'Living or Non-living?',
    yearLevels: [3],
    curriculum: ['AC9S3U01'],
    description: 'Mushrooms, seeds, fire and rocks: decide what is alive and explain how you know.',
    questions: [
      {
        prompt: 'Which of these is a living thing?',
        correct: 'A mushroom',
        wrong: ['A rock', 'A cloud', 'A plastic toy'],
        explanation:
          'A mushroom is a fungus that grows, takes in food and makes tiny spores that grow into new mushrooms. Rocks, clouds and toys can change, but they do not feed or make young.',
      },
      {
        prompt: 'Which of these do ALL living things do?',
        correct: 'Grow and reproduce',
        wrong: ['Walk on legs', 'Eat meat', 'Breathe through lungs'],
        explanation:
          'Every living thing, from a gum tree to a wombat, grows and makes more of its own kind. Not all of them walk or have lungs: fish breathe with gills, and trees have no legs.',
      },
      {
        prompt: 'A dry seed looks still. Why do we call it living?',
        correct: 'It can grow into a new plant when conditions are right',
        wrong: ['It is hard like a rock', 'It can walk by itself', 'It was made in a factory'],
        explanation:
          'A seed holds a tiny baby plant and a store of food, and it rests until it gets water and warmth. Then it grows into a new plant, which a rock never does, however long it waits.',
      },
      {
        prompt: 'Fire grows, moves and needs air. Why is it NOT a living thing?',
        correct: 'It is not made of cells',
        wrong: ['It is too hot to be alive', 'It is orange', 'It only burns at night'],
        explanation:
          'Living things are made of cells, tiny living building blocks too small to see, and fire has none. Fire is fuel burning in air, and it goes out when the fuel runs out.',
      },
    ],
  },
  {
    questId: 'q-lif-002',
    type: 'quiz',
    name: 'Plant Life Cycles',
    yearLevels: [3],
    curriculum: ['AC9S3U01'],
    description: 'Seed, seedling, flower and fruit: the stages of a flowering plant’s life.',
    questions: [
      {
        prompt: 'What does a seed need to start growing?',
        correct: 'Water, warmth and air',
        wrong: ['Darkness and salt', 'Cold, dry soil', 'Nothing at all'],
        explanation:
          'Water makes the seed swell, warmth wakes it up, and air keeps the tiny plant inside alive. Most seeds do not need light to sprout, so they can start growing under the soil.',
      },
      {
        prompt: 'After pollination, which part of a flower becomes the fruit with seeds?',
        correct: 'The ovary',
        wrong: ['The petals', 'The roots', 'The stem'],
        explanation:
          'After pollination, tiny parts inside the ovary become seeds, and the ovary swells into a fruit around them, like a tomato or an apple. The petals dry up and fall off.',
      },
      {
        prompt: "What is the right order of a bean plant's life cycle?",
        correct: 'Seed, seedling, flowering plant, new seeds',
        wrong: ['Flower, seed, root, leaf', 'Seedling, seed, fruit, flower', 'Flowering plant, seedling, seed, root'],
        explanation:
          "A bean's life is a cycle: a seed sprouts into a seedling, which grows into a plant with flowers. The flowers make new seeds, and each seed can start the cycle again.",
      },
      {
        prompt: "How is a plant's life cycle different from a frog's?",
        correct: 'A plant starts as a seed; a frog starts as an egg that hatches into a tadpole',
        wrong: ['Plants hatch from eggs', 'Frogs grow from seeds', 'Both start as tadpoles'],
        explanation:
          'A bean starts as a seed, but a frog starts as an egg in water. The egg hatches into a tadpole, which grows legs and becomes a frog.',
      },
    ],
  },
  {
    questId: 'q-lif-003',
    type: 'quiz',
    name: 'Why You Look Like Your Family',
    yearLevels: [5],
    curriculum: ['AC9S5U01'],
    description: 'Eye colour, freckles and curly hair: the features passed from parents to their young.',
    questions: [
      {
        prompt: 'What are features passed from parents to their young called?',
        correct: 'Inherited traits',
        wrong: ['Habits', 'Injuries', 'Hobbies'],
        explanation:
          'Inherited traits come from our parents, passed on in the instructions inside our cells. Habits and hobbies are learned, and injuries happen during life, so none of them are passed to children.',
      },
      {
        prompt: 'Which of these is an inherited trait?',
        correct: 'Eye colour',
        wrong: ['A scar from a fall', 'Riding a bike', 'A favourite song'],
        explanation:
          'Eye colour is set by instructions passed from parents to children. A scar, a skill like riding a bike, or a favourite song comes from what happens or is learned during life, so it is not inherited.',
      },
      {
        prompt: 'Where are the instructions for inherited traits kept?',
        correct: 'In DNA, inside our cells',
        wrong: ['In our hair only', 'In our stomach', 'In our bones only'],
        explanation:
          'Nearly every cell in our body holds a full copy of our DNA, the instructions for building and running the body. That is why DNA is found in hair, bones and skin, not in only one place.',
      },
      {
        prompt: 'Why do brothers and sisters look alike, but not exactly the same?',
        correct: 'Each gets a different mix of traits from their parents',
        wrong: ['They eat the same food', 'They go to the same school', 'They sleep in the same house'],
        explanation:
          'Each child gets half of their DNA from each parent, but a different mix each time, so brothers and sisters share many traits and differ in others. Eating the same food does not change the traits they inherit.',
      },
    ],
  },
  {
    questId: 'q-lif-004',
    type: 'quiz',
    name: 'How Living Things Change Over Time',
    yearLevels: [5, 6],
    curriculum: ['AC9S5U01', 'AC9S6U01'],
    description: 'Adaptations, natural selection and Darwin: how living things come to suit their homes.',
    questions: [
      {
        prompt: 'What is an adaptation?',
        correct: 'A feature or behaviour that helps a living thing survive where it lives',
        wrong: ['A change an animal chooses to make in one day', 'A kind of illness', 'A type of habitat'],
        explanation:
          "Adaptations help a living thing survive in its habitat, like a bilby's big ears, which give off heat in the hot desert. They build up over many generations; an animal cannot choose to grow one in a day.",
      },
      {
        prompt:
          'In a snowy place, white hares are harder to see than brown hares. Over many generations, what is likely?',
        correct: 'More of the hares will be white',
        wrong: ['All the hares will become brown', 'The hares will grow wings', 'Nothing will change'],
        explanation:
          'Brown hares stand out on snow, so predators catch more of them, while white hares survive and pass on their white fur to their young. Over many generations, this natural selection makes white hares more common.',
      },
      {
        prompt: 'Which scientist studied finches and tortoises and explained evolution by natural selection?',
        correct: 'Charles Darwin',
        wrong: ['Isaac Newton', 'Albert Einstein', 'Galileo Galilei'],
        explanation:
          'Charles Darwin saw on the Galapagos Islands that finches on different islands had different beaks. He explained that living things with useful traits survive and breed more, so species change over time.',
      },
      {
        prompt: 'Why do cactus plants have spines instead of wide, flat leaves?',
        correct: 'Spines lose less water and protect the plant from being eaten',
        wrong: [
          'Spines help them grow in the shade',
          'Spines make food from sunlight',
          'Spines help them catch insects',
        ],
        explanation:
          'Thin spines lose far less water than wide, flat leaves, and their sharp points stop thirsty animals eating the juicy stem. The cactus makes its food in its green stem, not in its spines.',
      },
    ],
  },
  {
    questId: 'q-lif-005',
    type: 'quiz',
    name: 'What Plants Need to Grow',
    yearLevels: [6],
    curriculum: ['AC9S6U01', 'AC9S6I02'],
    description: 'Light, water, air and nutrients: test what plants need and what happens without it.',
    questions: [
      {
        prompt: 'A plant is kept in a dark cupboard for two weeks. What happens?',
        correct: 'It turns pale and weak, because it cannot make enough food',
        wrong: ['It grows greener', 'It flowers sooner', 'Nothing changes'],
        explanation:
          'Plants use light to make food by photosynthesis, and they need light to make their green chlorophyll too. In the dark, a plant uses up its stored food, so it grows pale, thin and weak.',
      },
      {
        prompt: 'Why do plants need sunlight?',
        correct: 'To make their own food (photosynthesis)',
        wrong: ['Only to keep warm', 'To scare away insects', 'To keep their roots wet'],
        explanation:
          'In photosynthesis, plants use the energy in sunlight to turn water and carbon dioxide from the air into sugar, their food, and give off oxygen. Warmth helps plants, but it is not why they need light.',
      },
      {
        prompt: 'In a fair test of how water affects growth, what should you change?',
        correct: 'Only the amount of water each plant gets',
        wrong: ['The water, soil and light all at once', 'Nothing at all', 'Only the colour of the pots'],
        explanation:
          'In a fair test you change one variable, here the amount of water, and keep everything else the same, such as soil, light and pot size. Then any difference in growth can be linked to the water.',
      },
      {
        prompt: 'What do roots do for a plant?',
        correct: 'Take up water and nutrients and anchor the plant',
        wrong: ['Make food from sunlight', 'Make the flowers', 'Catch insects'],
        explanation:
          'Roots take up water and dissolved nutrients from the soil and hold the plant firmly in the ground. Making food from sunlight happens mainly in the green leaves, not in the roots.',
      },
    ],
  },
  {
    questId: 'q-lif-006',
    type: 'quiz',
    name: 'Vertebrate or Invertebrate?',
    yearLevels: [3],
    curriculum: ['AC9S3U01', 'AC9S3I04'],
    description: 'Backbones, feathers, fur and milk: sort animals into groups by what they share.',
    questions: [
      {
        prompt: 'What is a vertebrate?',
        correct: 'An animal with a backbone',
        wrong: ['An animal with six legs', 'An animal that lives in water', 'A plant with a hard stem'],
        explanation:
          'A vertebrate is an animal with a backbone, a row of small bones down its back. Fish, frogs, lizards, birds and kangaroos all have one, but six-legged insects do not.',
      },
      {
        prompt: 'Which of these is an invertebrate?',
        correct: 'A snail',
        wrong: ['A kookaburra', 'A goanna', 'A shark'],
        explanation:
          "A snail has a soft body and a shell, but no backbone inside, so it is an invertebrate. A kookaburra, a goanna and a shark all have a backbone; a shark's is made of bendy cartilage.",
      },
      {
        prompt: 'Animals with feathers belong to which group?',
        correct: 'Birds',
        wrong: ['Reptiles', 'Mammals', 'Fish'],
        explanation:
          'Birds are the only animals alive today with feathers, which keep them warm and help most of them fly. Emus cannot fly, but they still have feathers.',
      },
      {
        prompt: 'Which feature do all mammals share?',
        correct: 'They feed their young with milk',
        wrong: ['They all lay eggs', 'They all live on land', 'They all have scales'],
        explanation:
          "All mammal mothers make milk to feed their babies. Most mammals give birth to live young, but Australia's platypus and echidnas lay eggs and still feed their babies milk.",
      },
    ],
  },
  {
    questId: 'q-lif-007',
    type: 'quiz',
    name: 'DNA: The Code of Life',
    yearLevels: [6],
    curriculum: ['AC9S6H01'],
    description: 'The twisted ladder inside our cells, and the scientists who worked out its shape.',
    questions: [
      {
        prompt: 'What does DNA do?',
        correct: 'Carries the instructions for how a living thing grows and works',
        wrong: ['Digests our food', 'Pumps our blood', 'Makes sounds'],
        explanation:
          "DNA is a long molecule in our cells whose code works like a recipe book, telling cells what to make so a living thing can grow and work. Digesting food is the stomach's job, and pumping blood is the heart's.",
      },
      {
        prompt: 'What shape is a DNA molecule?',
        correct: 'A double helix, like a twisted ladder',
        wrong: ['A perfect cube', 'A straight rod', 'A flat circle'],
        explanation:
          'DNA is shaped like a twisted ladder, called a double helix. The two sides are long strands, and each rung is a pair of chemical bases whose order spells out the genetic code.',
      },
      {
        prompt: 'Whose X-ray photographs helped reveal the shape of DNA?',
        correct: "Rosalind Franklin's",
        wrong: ["Marie Curie's", "Charles Darwin's", "Isaac Newton's"],
        explanation:
          'Rosalind Franklin, working with Raymond Gosling, took X-ray photos of DNA, including the famous Photo 51. James Watson and Francis Crick used her results to build their double helix model in 1953.',
      },
      {
        prompt: "Working out DNA's shape used the results of several scientists. What does this show?",
        correct: 'Advances in science often build on the work of others',
        wrong: [
          'Science is always done alone',
          'One photo is enough for any discovery',
          'Scientists never share results',
        ],
        explanation:
          "Watson and Crick's model used Franklin's X-ray photos, Maurice Wilkins's work and Erwin Chargaff's results on DNA's bases. Scientists share results, so each discovery can build on earlier ones.",
      },
    ],
  },
];
