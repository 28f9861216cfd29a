import type { ActivityContent } from './content-types.js';

/** Pythagoras Peninsula's songs, each with its lyrics, tune and check (the realm's other activities: pythagoras-peninsula.ts). */
export const PYTHAGORAS_PENINSULA_SONGS: readonly ActivityContent[] = [
  {
    questId: 's-mat-001',
    type: 'song',
    name: 'Millimetres, Centimetres, Metres',
    yearLevels: [3],
    curriculum: ['AC9S3I03'],
    description: 'A song that climbs from tiny units to big ones, with something to measure at each step.',
    song: {
      tune: 'skip',
      tempo: 116,
      verses: [
        [
          'An ant is small, so tiny, see?',
          'Use millimetres, one, two, three!',
          'Ten millimetres, side by side,',
          'Make one centimetre wide.',
        ],
        [
          'A pencil or a gumnut cap,',
          'In centimetres, measure that!',
          'A hundred centimetres, friend,',
          'Make one whole metre, end to end.',
        ],
        [
          'A door, a desk, a kangaroo,',
          'Use metres with a tape, it’s true!',
          'A thousand metres, walk a while,',
          'One kilometre! Walk in style!',
        ],
      ],
      chorus: [
        'Millimetres, centimetres,',
        'Metres, kilometres too!',
        'Pick the unit that fits the job,',
        'And start from zero, through and through!',
      ],
      check: {
        line: 'A ___ centimetres, friend,',
        correct: 'hundred',
        wrong: ['thousand', 'ten', 'million'],
        explanation: 'There are 100 centimetres in one metre, and 10 millimetres in one centimetre.',
      },
    },
  },
  {
    questId: 's-mat-002',
    type: 'song',
    name: 'Tally Ho!',
    yearLevels: [4],
    curriculum: ['AC9S4I04'],
    description: 'Count in fives and cross the gate: a song for keeping count in the field.',
    song: {
      tune: 'march',
      tempo: 108,
      verses: [
        [
          'Out in the bush with my clipboard and pen,',
          'Counting the birds, there goes one again!',
          'One stroke, two strokes, three strokes, four,',
          'Cross them with five, then start some more!',
        ],
        [
          'A bundle of five is a gate, you see,',
          'Count by fives, it’s quick and easy.',
          'Five, ten, fifteen, twenty, more,',
          'That’s how we total up the score!',
        ],
        [
          'Put the tallies in a table neat,',
          'Magpies, wrens and the birds that tweet.',
          'Then draw a column graph, and post',
          'The bird that we have seen the most!',
        ],
      ],
      chorus: ['Tally ho, tally ho,', 'Four lines down and a gate across,', 'Count in fives wherever you go!'],
      check: {
        line: 'Four lines down and a ___ across,',
        correct: 'gate',
        wrong: ['circle', 'dot', 'star'],
        explanation:
          'In a tally, you draw four lines, then a fifth line across them like a gate, so you can count in fives.',
      },
    },
  },
  {
    questId: 's-mat-003',
    type: 'song',
    name: 'Up the Axis',
    yearLevels: [5],
    curriculum: ['AC9S5I04'],
    description: 'Across, then up, then mark the point: a song about plotting a line graph.',
    song: {
      tune: 'chant',
      tempo: 112,
      verses: [
        [
          'Draw a line along the floor,',
          'The horizontal axis, for sure.',
          'Draw a line that climbs up high,',
          'The vertical axis, to the sky!',
        ],
        [
          'Number the steps, keep them the same,',
          'Label each axis with its name.',
          'Add a title on the top,',
          'So readers know what you have got.',
        ],
        [
          'Join the dots from left to right,',
          'Watch the line climb to a height.',
          'Up means more and down means less,',
          'A trend to read, not just a guess!',
        ],
      ],
      chorus: ['Go across, then up you go,', 'Mark the point where the two lines meet,', 'Plot the data, row by row!'],
      check: {
        line: 'The ___ axis, to the sky!',
        correct: 'vertical',
        wrong: ['horizontal', 'circular', 'diagonal'],
        explanation: 'The vertical axis goes up the side of the graph; the horizontal axis goes along the bottom.',
      },
    },
  },
  {
    questId: 's-mat-004',
    type: 'song',
    name: 'One, One, Two, Three, Five',
    yearLevels: [4],
    curriculum: ['AC9S4I04'],
    description: 'Sing the Fibonacci sequence and spot it in petals, pine cones and shells.',
    song: {
      tune: 'waltz',
      tempo: 96,
      verses: [
        [
          'Start with a one, and a one, then add,',
          'Two is the sum, now that’s not bad!',
          'One and two make three, you see,',
          'Two and three make five for me!',
        ],
        [
          'Three and five make eight, hooray,',
          'Five and eight make thirteen today.',
          'Add the last two, and on it goes,',
          'The Fibonacci pattern grows!',
        ],
        [
          'Count the petals, three or five,',
          'Eight on cosmos, bright and alive.',
          'Count the spirals on a cone,',
          'Eight and thirteen, all its own!',
        ],
      ],
      chorus: [
        'One, one, two, three, five,',
        'Eight and thirteen, come alive!',
        'Add the two before, and see,',
        'A pattern found in flower and tree!',
      ],
      check: {
        line: 'Add the last ___, and on it goes,',
        correct: 'two',
        wrong: ['three', 'one', 'ten'],
        explanation: 'In the Fibonacci pattern, each number is made by adding the two numbers before it.',
      },
    },
  },
  {
    questId: 's-mat-005',
    type: 'song',
    name: 'Measure Twice',
    yearLevels: [5],
    curriculum: ['AC9S5I03'],
    description: 'A catchy reminder to measure carefully and check every result.',
    song: {
      tune: 'march',
      tempo: 120,
      verses: [
        [
          'Grab a ruler, grab a scale,',
          'Choose the right one, without fail.',
          'Line it up at zero, right,',
          'Read it straight at eye height.',
        ],
        [
          'Write the number, write the unit,',
          'Centimetres? Grams? Just do it!',
          'A number with no unit near',
          'Won’t tell anyone what’s here.',
        ],
        [
          'Measure once, then check again,',
          'If they match, write the number then.',
          'If they don’t, slow down and see',
          'What went wrong, and measure carefully!',
        ],
      ],
      chorus: [
        'Measure twice and check it right,',
        'Careful work will shine so bright!',
        'Precise and neat, my science friend,',
        'Results to trust, from start to end!',
      ],
      check: {
        line: 'Write the number, write the ___,',
        correct: 'unit',
        wrong: ['colour', 'date', 'name'],
        explanation: 'A measurement needs its unit, like centimetres or grams, or no one knows what the number means.',
      },
    },
  },
  {
    questId: 's-mat-006',
    type: 'song',
    name: 'Mean, Median, Mode',
    yearLevels: [6],
    curriculum: ['AC9S6I04'],
    description: 'Mean, median and mode: three ways to sum up your data with one typical number, in three verses.',
    song: {
      tune: 'chant',
      tempo: 104,
      verses: [
        [
          'The mean is fair, it shares it out,',
          'Add every number, there’s no doubt.',
          'Then divide by how many you’ve got,',
          'And that’s the mean of the whole lot!',
        ],
        [
          'The median sits right in the middle,',
          'Put them in order, solve the riddle.',
          'Smallest to biggest, line them through,',
          'Two in the middle? Go halfway through!',
        ],
        [
          'The mode’s the one you see the most,',
          'It pops up often, like a ghost.',
          'Count each number, find the one',
          'That comes up most, and then you’re done!',
        ],
      ],
      chorus: [
        'Mean, median, mode, three ways to know',
        'What your data has to show!',
        'Add, or order, or count the most,',
        'Now you know the way to go!',
      ],
      check: {
        line: 'The ___ sits right in the middle,',
        correct: 'median',
        wrong: ['mean', 'mode', 'range'],
        explanation: 'The median is the middle value when the data are put in order from smallest to biggest.',
      },
    },
  },
];
