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
        explanation:
          'A ruler has a scale marked in centimetres and millimetres for measuring length. A thermometer measures temperature, a measuring jug measures liquids and a stopwatch measures time.',
      },
      {
        prompt: 'Which unit would you use for the amount of water in a bottle?',
        correct: 'Millilitres or litres',
        wrong: ['Centimetres', 'Degrees Celsius', 'Kilograms'],
        explanation:
          'Millilitres and litres measure how much space a liquid takes up, and one litre is 1,000 millilitres. Centimetres measure length, degrees Celsius measure temperature and kilograms measure mass.',
      },
      {
        prompt: 'Why do scientists measure the same thing more than once?',
        correct: 'To check that their results are reliable',
        wrong: ['To make the numbers bigger', 'Because it is quicker', 'Because instruments always lie'],
        explanation:
          'Every measurement can have small slips, so if you measure again and get about the same result, you can trust it more. If the results are very different, something needs checking.',
      },
      {
        prompt: 'Where should your eyes be when you read a measuring jug?',
        correct: 'Level with the top of the water',
        wrong: ['Looking down from above', 'Looking up from below', 'Closed'],
        explanation:
          'Looking from above or below makes the water line seem higher or lower than it really is. Bending down so your eyes are level with the water surface gives the true reading.',
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
        explanation:
          'The tallest column shows the biggest count. Magpies have 8, which is more than 5 wrens and 3 crows, so magpies were seen most often.',
      },
      {
        prompt: 'In the same graph, how many more magpies than crows were seen?',
        correct: '5',
        wrong: ['3', '8', '11'],
        explanation:
          'To find how many more, take the smaller number away from the bigger one: 8 magpies take away 3 crows leaves 5. Adding them to get 11 would tell you how many magpies and crows there were together.',
      },
      {
        prompt: 'What does the height of each column show?',
        correct: 'How many of each bird were counted',
        wrong: ['How big the birds are', 'How old the birds are', 'How fast the birds fly'],
        explanation:
          'In a column graph, the top of each column lines up with a number on the scale. A taller column means more of that bird were counted, not that the bird itself is bigger.',
      },
      {
        prompt: 'Why does a graph need labels on its axes?',
        correct: 'So readers know what was counted or measured, and in what units',
        wrong: ['To make it colourful', 'To hide the data', 'Labels are never needed'],
        explanation:
          "Labels tell readers what each axis shows, such as 'Type of bird' and 'Number seen', and the units, such as centimetres. Without them, nobody could tell what the numbers mean.",
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
        explanation:
          'Tallies are drawn in groups of five: four upright lines with a fifth line across them. Groups of five are easy to count by fives, so you can add up a tally quickly.',
      },
      {
        prompt: 'A plant is 4 cm tall and grows 2 cm every week. How tall will it be in 3 weeks?',
        correct: '10 cm',
        wrong: ['6 cm', '8 cm', '12 cm'],
        explanation:
          'In 3 weeks the plant grows 3 lots of 2 cm, which is 6 cm, so it will be 4 cm + 6 cm = 10 cm tall. The 6 cm is only how much it grew, not how tall it is.',
      },
      {
        prompt: 'Why do scientists put their results in a table?',
        correct: 'To organise the data so that patterns are easy to see',
        wrong: ['To make the data longer', 'To hide mistakes', 'Because tables are the only way to write numbers'],
        explanation:
          'A table puts results in neat rows and columns, so you can compare them and spot patterns, such as which plant grew the most. Numbers can also go in lists or graphs, but tables keep them organised.',
      },
      {
        prompt: 'Temperatures on five days were 18, 20, 22, 24 and 26 °C. What is the pattern?',
        correct: 'It rose by 2 °C each day',
        wrong: ['It fell by 2 °C each day', 'It stayed the same', 'It rose by 5 °C each day'],
        explanation:
          'Each temperature is 2 °C more than the day before: 18 to 20, 20 to 22, and so on. There were 5 days, but the rise each day was 2 °C, not 5 °C.',
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
        explanation:
          'Precise means measured in small, exact steps. A stopwatch showing tenths of a second can record a difference of 0.1 s, but a classroom clock or counting aloud can only give rough whole seconds.',
      },
      {
        prompt: 'You measure a shadow three times: 41 cm, 42 cm and 40 cm. What is the average?',
        correct: '41 cm',
        wrong: ['40 cm', '42 cm', '123 cm'],
        explanation:
          'To find the average, add the results and divide by how many there are: 41 + 42 + 40 = 123, and 123 divided by 3 is 41 cm. The 123 cm is the total, not the average.',
      },
      {
        prompt: 'Which unit is best for the mass of an apple?',
        correct: 'Grams',
        wrong: ['Kilometres', 'Litres', 'Seconds'],
        explanation:
          'An apple has a mass of about 150 to 200 grams, so grams give a sensible number. Kilometres measure distance, litres measure volume and seconds measure time.',
      },
      {
        prompt: 'One result is very different from the others. What should a scientist do?',
        correct: 'Check it and repeat the measurement',
        wrong: ['Pretend it did not happen', 'Keep only that result', 'Change the other results to match'],
        explanation:
          'An odd result may come from a slip, such as misreading a scale, so checking and measuring again shows whether it was a mistake or something real. Hiding or changing results would make the data untrustworthy.',
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
        explanation:
          'A line graph joins points measured over time, so you can see the rises and falls through the day. A pie chart shows parts of a whole, and a Venn diagram sorts things into groups.',
      },
      {
        prompt: 'A line that slopes upwards from left to right shows a value that is...',
        correct: 'Increasing',
        wrong: ['Decreasing', 'Staying the same', 'Missing'],
        explanation:
          'Moving from left to right along the horizontal axis usually means moving forward in time. If the line climbs as you move right, the value is getting bigger, so it is increasing.',
      },
      {
        prompt: 'On a line graph of plant height over a month, what usually goes along the horizontal axis?',
        correct: 'Time, such as days',
        wrong: ["The plant's height", "The plant's colour", "The pot's name"],
        explanation:
          "Time goes along the horizontal axis because it is the variable that moves forward steadily. What is measured, here the plant's height, goes up the vertical axis so you can see how it changes.",
      },
      {
        prompt: 'A graph shows ice melting faster as the room gets warmer. What does it show?',
        correct: 'A relationship between temperature and melting',
        wrong: ['A mistake in the graph', 'A random result with no meaning', 'That ice is warm'],
        explanation:
          'When one thing changes along with another, like melting speed rising as temperature rises, the graph shows a relationship between them. Scientists look for trends like this to explain how things affect each other.',
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
        explanation:
          'Most buttercups have 5 shiny yellow petals. Five is a very common number of petals in flowers, and counting petals is one way scientists tell plants apart.',
      },
      {
        prompt: 'How many points or sides does a snowflake usually have?',
        correct: 'Six',
        wrong: ['Four', 'Five', 'Eight'],
        explanation:
          'Snowflakes are ice crystals. When water freezes, its tiny particles lock together in a six-sided pattern, so snowflakes usually grow with six points or sides.',
      },
      {
        prompt: 'Which shape do honeybees build their comb from?',
        correct: 'Hexagons',
        wrong: ['Squares', 'Circles', 'Triangles'],
        explanation:
          'Hexagons fit together with no gaps and hold lots of honey using little wax. Circles would leave gaps between them, and squares or triangles would need more wax for the same space.',
      },
      {
        prompt: 'Which of these shows mirror symmetry?',
        correct: "A butterfly's wings",
        wrong: ['A pile of scattered leaves', 'A splash of mud', 'A broken twig'],
        explanation:
          'If you imagine a line down the middle of a butterfly, the two sides match like mirror images. Scattered leaves, mud splashes and broken twigs form by chance, so their sides do not match.',
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
        explanation:
          "To find the total, add every day's rainfall: 4 + 0 + 10 + 6 = 20 mm. Tuesday's 0 mm adds nothing to the total, but it still counts as a day when you work out the mean.",
      },
      {
        prompt: 'What was the mean (average) daily rainfall over those four days?',
        correct: '5 mm',
        wrong: ['4 mm', '6 mm', '10 mm'],
        explanation:
          'The mean is the total divided by the number of days: 20 mm divided by 4 days is 5 mm. Tuesday counts even with no rain, because it is one of the four days measured.',
      },
      {
        prompt: 'Why use a digital sensor to record the temperature every hour overnight?',
        correct: 'It records accurately and often, without anyone staying up',
        wrong: ['It makes the night warmer', 'It changes the temperature', 'It never needs checking'],
        explanation:
          'A digital sensor, or data logger, can take a reading every hour all night without tiring or forgetting. People still need to check that it is working and placed well.',
      },
      {
        prompt: 'Which of these lengths is given to the nearest millimetre?',
        correct: '12.3 cm',
        wrong: ['12 cm', 'About 10 cm', '1 m'],
        explanation:
          "12.3 cm is 123 mm, so its last digit shows whole millimetres. 12 cm is only to the nearest centimetre, and 'about 10 cm' and 1 m are rough estimates.",
      },
    ],
  },
];
