import type { ActivityContent } from './content-types.js';

/** Pythagoras Peninsula's quizzes, each with its questions and answers (the realm's other activities: pythagoras-peninsula.ts). */
export const PYTHAGORAS_PENINSULA_QUIZZES: readonly ActivityContent[] = [
  {
    questId: 'q-mat-001',
    type: 'quiz',
    name: 'Measuring Like a Scientist',
    yearLevels: [3],
    curriculum: ['AC9S3I03'],
    description: 'Rulers, jugs and careful eyes: choose the right tool and unit and measure more than once.',
    questions: [
      {
        prompt: 'Which tool would you use to measure the length of a leaf?',
        correct: 'A ruler',
        wrong: ['A thermometer', 'A measuring jug', 'A stopwatch'],
      },
      {
        prompt: 'Which unit would you use for the amount of water in a bottle?',
        correct: 'Millilitres or litres',
        wrong: ['Centimetres', 'Degrees Celsius', 'Kilograms'],
      },
      {
        prompt: 'Why do scientists measure the same thing more than once?',
        correct: 'To check that their results are reliable',
        wrong: ['To make the numbers bigger', 'Because it is quicker', 'Because instruments always lie'],
      },
      {
        prompt: 'Where should your eyes be when you read a measuring jug?',
        correct: 'Level with the top of the water',
        wrong: ['Looking down from above', 'Looking up from below', 'Closed'],
      },
    ],
  },
  {
    questId: 'q-mat-002',
    type: 'quiz',
    name: 'Reading Column Graphs',
    yearLevels: [3],
    curriculum: ['AC9S3I04'],
    description: 'Read a column graph of birds in the schoolyard and find what the columns tell you.',
    questions: [
      {
        prompt: 'A column graph shows 8 magpies, 3 crows and 5 wrens. Which bird was seen most?',
        correct: 'Magpies',
        wrong: ['Crows', 'Wrens', 'They were all the same'],
      },
      {
        prompt: 'In the same graph, how many more magpies than crows were seen?',
        correct: '5',
        wrong: ['3', '8', '11'],
      },
      {
        prompt: 'What does the height of each column show?',
        correct: 'How many of each bird were counted',
        wrong: ['How big the birds are', 'How old the birds are', 'How fast the birds fly'],
      },
      {
        prompt: 'Why does a graph need labels on its axes?',
        correct: 'So readers know what was counted or measured, and in what units',
        wrong: ['To make it colourful', 'To hide the data', 'Labels are never needed'],
      },
    ],
  },
  {
    questId: 'q-mat-003',
    type: 'quiz',
    name: 'Tables, Tallies and Patterns',
    yearLevels: [4],
    curriculum: ['AC9S4I04'],
    description: 'Organise results in tables and tallies, and spot the patterns hiding in them.',
    questions: [
      {
        prompt: 'How is a tally of five usually drawn?',
        correct: 'Four lines with a fifth line across them',
        wrong: ['Five dots', 'The number 5 in a circle', 'Five crosses in a row'],
      },
      {
        prompt: 'A plant is 4 cm tall and grows 2 cm every week. How tall will it be in 3 weeks?',
        correct: '10 cm',
        wrong: ['6 cm', '8 cm', '12 cm'],
      },
      {
        prompt: 'Why do scientists put their results in a table?',
        correct: 'To organise the data so that patterns are easy to see',
        wrong: ['To make the data longer', 'To hide mistakes', 'Because tables are the only way to write numbers'],
      },
      {
        prompt: 'Temperatures on five days were 18, 20, 22, 24 and 26 °C. What is the pattern?',
        correct: 'It rose by 2 °C each day',
        wrong: ['It fell by 2 °C each day', 'It stayed the same', 'It rose by 5 °C each day'],
      },
    ],
  },
  {
    questId: 'q-mat-004',
    type: 'quiz',
    name: 'Measuring With Precision',
    yearLevels: [5],
    curriculum: ['AC9S5I03'],
    description: 'Stopwatches, scales and averages: measure carefully and deal with odd results.',
    questions: [
      {
        prompt: "Which is the most precise way to time a toy car's run?",
        correct: 'A stopwatch that reads to tenths of a second',
        wrong: ['Counting "one elephant, two elephants"', 'Guessing', 'Watching the classroom clock'],
      },
      {
        prompt: 'You measure a shadow three times: 41 cm, 42 cm and 40 cm. What is the average?',
        correct: '41 cm',
        wrong: ['40 cm', '42 cm', '123 cm'],
      },
      {
        prompt: 'Which unit is best for the mass of an apple?',
        correct: 'Grams',
        wrong: ['Kilometres', 'Litres', 'Seconds'],
      },
      {
        prompt: 'One result is very different from the others. What should a scientist do?',
        correct: 'Check it and repeat the measurement',
        wrong: ['Pretend it did not happen', 'Keep only that result', 'Change the other results to match'],
      },
    ],
  },
  {
    questId: 'q-mat-005',
    type: 'quiz',
    name: 'Line Graphs and Trends',
    yearLevels: [5, 6],
    curriculum: ['AC9S5I04', 'AC9S6I04'],
    description: 'Draw and read line graphs to see how something changes over time.',
    questions: [
      {
        prompt: 'Which graph best shows how the temperature changes through a day?',
        correct: 'A line graph',
        wrong: ['A pie chart', 'A Venn diagram', 'A picture of a thermometer'],
      },
      {
        prompt: 'A line that slopes upwards from left to right shows a value that is...',
        correct: 'Increasing',
        wrong: ['Decreasing', 'Staying the same', 'Missing'],
      },
      {
        prompt: 'On a line graph of plant height over a month, what usually goes along the horizontal axis?',
        correct: 'Time, such as days',
        wrong: ["The plant's height", "The plant's colour", "The pot's name"],
      },
      {
        prompt: 'A graph shows ice melting faster as the room gets warmer. What does it show?',
        correct: 'A relationship between temperature and melting',
        wrong: ['A mistake in the graph', 'A random result with no meaning', 'That ice is warm'],
      },
    ],
  },
  {
    questId: 'q-mat-006',
    type: 'quiz',
    name: 'Patterns in Nature',
    yearLevels: [4],
    curriculum: ['AC9S4I04'],
    description: 'Petals, snowflakes, honeycomb and butterfly wings: the shapes and numbers of nature.',
    questions: [
      {
        prompt: 'How many petals does a buttercup usually have?',
        correct: '5',
        wrong: ['4', '7', '12'],
      },
      {
        prompt: 'How many points or sides does a snowflake usually have?',
        correct: 'Six',
        wrong: ['Four', 'Five', 'Eight'],
      },
      {
        prompt: 'Which shape do honeybees build their comb from?',
        correct: 'Hexagons',
        wrong: ['Squares', 'Circles', 'Triangles'],
      },
      {
        prompt: 'Which of these shows mirror symmetry?',
        correct: "A butterfly's wings",
        wrong: ['A pile of scattered leaves', 'A splash of mud', 'A broken twig'],
      },
    ],
  },
  {
    questId: 'q-mat-007',
    type: 'quiz',
    name: 'Data Detectives',
    yearLevels: [6],
    curriculum: ['AC9S6I03', 'AC9S6I04'],
    description: 'Totals, averages, sensors and scales: make sense of a week of measurements.',
    questions: [
      {
        prompt:
          'Rainfall was 4 mm on Monday, 0 mm on Tuesday, 10 mm on Wednesday and 6 mm on Thursday. What was the total?',
        correct: '20 mm',
        wrong: ['10 mm', '16 mm', '24 mm'],
      },
      {
        prompt: 'What was the mean (average) daily rainfall over those four days?',
        correct: '5 mm',
        wrong: ['4 mm', '6 mm', '10 mm'],
      },
      {
        prompt: 'Why use a digital sensor to record the temperature every hour overnight?',
        correct: 'It records accurately and often, without anyone staying up',
        wrong: ['It makes the night warmer', 'It changes the temperature', 'It never needs checking'],
      },
      {
        prompt: 'Which of these lengths is given to the nearest millimetre?',
        correct: '12.3 cm',
        wrong: ['12 cm', 'About 10 cm', '1 m'],
      },
    ],
  },
];
