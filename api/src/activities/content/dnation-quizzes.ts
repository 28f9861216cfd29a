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
      },
      {
        prompt: 'Which of these do ALL living things do?',
        correct: 'Grow and reproduce',
        wrong: ['Walk on legs', 'Eat meat', 'Breathe through lungs'],
      },
      {
        prompt: 'A dry seed looks still. Why do we call it living?',
        correct: 'It can grow into a new plant when conditions are right',
        wrong: ['It is hard like a rock', 'It can walk by itself', 'It was made in a factory'],
      },
      {
        prompt: 'Fire grows, moves and needs air. Why is it NOT a living thing?',
        correct: 'It is not made of cells',
        wrong: ['It is too hot to be alive', 'It is orange', 'It only burns at night'],
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
      },
      {
        prompt: 'After pollination, which part of a flower becomes the fruit with seeds?',
        correct: 'The ovary',
        wrong: ['The petals', 'The roots', 'The stem'],
      },
      {
        prompt: "What is the right order of a bean plant's life cycle?",
        correct: 'Seed, seedling, flowering plant, new seeds',
        wrong: ['Flower, seed, root, leaf', 'Seedling, seed, fruit, flower', 'Flowering plant, seedling, seed, root'],
      },
      {
        prompt: "How is a plant's life cycle different from a frog's?",
        correct: 'A plant starts as a seed; a frog starts as an egg that hatches into a tadpole',
        wrong: ['Plants hatch from eggs', 'Frogs grow from seeds', 'Both start as tadpoles'],
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
      },
      {
        prompt: 'Which of these is an inherited trait?',
        correct: 'Eye colour',
        wrong: ['A scar from a fall', 'Riding a bike', 'A favourite song'],
      },
      {
        prompt: 'Where are the instructions for inherited traits kept?',
        correct: 'In DNA, inside our cells',
        wrong: ['In our hair only', 'In our stomach', 'In our bones only'],
      },
      {
        prompt: 'Why do brothers and sisters look alike, but not exactly the same?',
        correct: 'Each gets a different mix of traits from their parents',
        wrong: ['They eat the same food', 'They go to the same school', 'They sleep in the same house'],
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
      },
      {
        prompt:
          'In a snowy place, white hares are harder to see than brown hares. Over many generations, what is likely?',
        correct: 'More of the hares will be white',
        wrong: ['All the hares will become brown', 'The hares will grow wings', 'Nothing will change'],
      },
      {
        prompt: 'Which scientist studied finches and tortoises and explained evolution by natural selection?',
        correct: 'Charles Darwin',
        wrong: ['Isaac Newton', 'Albert Einstein', 'Galileo Galilei'],
      },
      {
        prompt: 'Why do cactus plants have spines instead of wide, flat leaves?',
        correct: 'Spines lose less water and protect the plant from being eaten',
        wrong: [
          'Spines help them grow in the shade',
          'Spines keep them warm at night',
          'Spines help them catch insects',
        ],
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
      },
      {
        prompt: 'Why do plants need sunlight?',
        correct: 'To make their own food (photosynthesis)',
        wrong: ['Only to keep warm', 'To scare away insects', 'To keep their roots wet'],
      },
      {
        prompt: 'In a fair test of how water affects growth, what should you change?',
        correct: 'Only the amount of water each plant gets',
        wrong: ['The water, soil and light all at once', 'Nothing at all', 'Only the colour of the pots'],
      },
      {
        prompt: 'What do roots do for a plant?',
        correct: 'Take up water and nutrients and anchor the plant',
        wrong: ['Make food from sunlight', 'Make the flowers', 'Catch insects'],
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
      },
      {
        prompt: 'Which of these is an invertebrate?',
        correct: 'A snail',
        wrong: ['A kookaburra', 'A goanna', 'A shark'],
      },
      {
        prompt: 'Animals with feathers belong to which group?',
        correct: 'Birds',
        wrong: ['Reptiles', 'Mammals', 'Fish'],
      },
      {
        prompt: 'Which feature do all mammals share?',
        correct: 'They feed their young with milk',
        wrong: ['They all lay eggs', 'They all live on land', 'They all have scales'],
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
      },
      {
        prompt: 'What shape is a DNA molecule?',
        correct: 'A double helix, like a twisted ladder',
        wrong: ['A perfect cube', 'A straight rod', 'A flat circle'],
      },
      {
        prompt: 'Whose X-ray photographs helped reveal the shape of DNA?',
        correct: "Rosalind Franklin's",
        wrong: ["Marie Curie's", "Charles Darwin's", "Isaac Newton's"],
      },
      {
        prompt: "Working out DNA's shape used the results of several scientists. What does this show?",
        correct: 'Advances in science often build on the work of others',
        wrong: [
          'Science is always done alone',
          'One photo is enough for any discovery',
          'Scientists never share results',
        ],
      },
    ],
  },
];
