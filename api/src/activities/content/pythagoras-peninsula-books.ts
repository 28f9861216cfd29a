import type { ActivityContent } from './content-types.js';

/** Pythagoras Peninsula's books, each with its pages and check (the realm's other activities: pythagoras-peninsula.ts). */
export const PYTHAGORAS_PENINSULA_BOOKS: readonly ActivityContent[] = [
  {
    questId: 'b-mat-001',
    type: 'book',
    name: 'The Fibonacci Sunflower',
    yearLevels: [4],
    curriculum: ['AC9S4I04'],
    description: 'Count the spirals in a sunflower head and discover a famous number pattern.',
    book: {
      pages: [
        {
          text: 'Look closely at the middle of a big sunflower. It is packed with tiny seeds. The seeds are not in rows. They curve out from the centre in spirals.',
          picture: {
            alt: 'A tall sunflower stands in a sunny garden.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 340, y: 40, size: 50 },
              { part: 'flower', x: 200, y: 130, size: 150, tint: '#f9c80e', label: 'Sunflower' },
            ],
          },
        },
        {
          text: 'Some spirals turn to the left. Others turn to the right. Put a dot of paint on one spiral at a time, so you do not count it twice. Then count the left spirals and the right spirals.',
          picture: {
            alt: 'A hand points at the seeds in the centre of a sunflower.',
            parts: [
              { part: 'sky' },
              { part: 'flower', x: 180, y: 130, size: 170, tint: '#f9c80e' },
              { part: 'hand', x: 300, y: 150, size: 50 },
              { part: 'arrow', x: 100, y: 60, size: 50, turn: 200, label: 'Left spirals' },
            ],
          },
        },
        {
          text: 'Write your counts in a table. Many sunflowers have 34 spirals one way and 55 the other. Smaller ones may have 21 and 34. These numbers keep turning up!',
          picture: {
            alt: 'A child writes numbers in a table beside a sunflower.',
            parts: [
              { part: 'room' },
              { part: 'child', x: 100, y: 160, size: 60 },
              { part: 'speech-bubble', x: 220, y: 100, size: 90, label: '34 and 55' },
              { part: 'flower', x: 330, y: 150, size: 80, tint: '#f9c80e' },
            ],
          },
        },
        {
          text: 'The numbers belong to a famous pattern: 1, 1, 2, 3, 5, 8, 13, 21, 34, 55. Each number is the two numbers before it added together. So 1 and 2 make 3, and 2 and 3 make 5.',
          picture: {
            alt: 'Stars labelled 1, 2, 3 and 5 get bigger as they climb, in a growing pattern.',
            parts: [
              { part: 'sky' },
              { part: 'star', x: 80, y: 190, size: 20, label: '1' },
              { part: 'star', x: 150, y: 170, size: 30, label: '2' },
              { part: 'star', x: 230, y: 140, size: 40, label: '3' },
              { part: 'star', x: 320, y: 100, size: 60, label: '5' },
            ],
          },
        },
        {
          text: 'It is called the Fibonacci pattern. It is named after a man from Italy who wrote about it more than 800 years ago. People in India knew about it even earlier.',
          picture: {
            alt: 'A person in a lab coat writes numbers in a speech bubble.',
            parts: [
              { part: 'room' },
              { part: 'scientist', x: 140, y: 150, size: 80 },
              { part: 'speech-bubble', x: 270, y: 90, size: 100, label: '1, 1, 2, 3, 5, 8' },
            ],
          },
        },
        {
          text: 'You can find these numbers in other plants too. Many flowers have 3, 5 or 8 petals. Count the spirals on a pine cone and you may find 8 and 13.',
          picture: {
            alt: 'Flowers with different numbers of petals grow in the grass.',
            parts: [
              { part: 'ground' },
              { part: 'flower', x: 100, y: 170, size: 70, tint: '#e57373', label: '5 petals' },
              { part: 'flower', x: 220, y: 165, size: 80, tint: '#ba68c8', label: '8 petals' },
              { part: 'seed', x: 330, y: 190, size: 40, tint: '#8d6e63', label: 'Pine cone' },
            ],
          },
        },
        {
          text: 'Why do plants grow this way? Packing seeds in these spirals leaves almost no gaps, so lots of seeds fit in the flower head. A table helped us spot the pattern.',
          picture: {
            alt: 'Many seeds packed tightly in a flower head.',
            parts: [
              { part: 'sky' },
              { part: 'flower', x: 200, y: 130, size: 180, tint: '#f9c80e' },
              { part: 'seed', x: 330, y: 200, size: 30 },
              { part: 'seed', x: 70, y: 200, size: 30 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Which number comes next: 1, 1, 2, 3, 5, 8, ...?',
          correct: '13',
          wrong: ['9', '10', '16'],
          explanation: 'Each number is the two before it added together, so 5 + 8 = 13.',
        },
        {
          prompt: 'Why is it a good idea to put a dot on each spiral you count?',
          correct: 'So you do not count any spiral twice',
          wrong: ['So the flower grows faster', 'So the bees can find it', 'So the seeds fall out'],
          explanation: 'Marking each spiral helps you keep an accurate count without repeats.',
        },
        {
          prompt: 'How many spirals do many big sunflowers have?',
          correct: '34 one way and 55 the other',
          wrong: ['10 one way and 10 the other', '7 one way and 9 the other', '100 one way and 2 the other'],
          explanation: 'Big sunflowers often have 34 and 55 spirals, two numbers in the Fibonacci pattern.',
        },
      ],
    },
  },
  {
    questId: 'b-mat-002',
    type: 'book',
    name: 'How Big Is a Blue Whale?',
    yearLevels: [3],
    curriculum: ['AC9S3I03'],
    description: 'Measure out a blue whale in the playground and compare it with buses, classrooms and you.',
    book: {
      pages: [
        {
          text: 'The blue whale is the biggest animal that has ever lived. It is even bigger than the biggest dinosaur. Blue whales swim in the seas around Australia.',
          picture: {
            alt: 'A huge blue whale swims in the sea.',
            parts: [
              { part: 'sea' },
              { part: 'fish', x: 200, y: 170, size: 300, tint: '#4a6fa5', label: 'Blue whale' },
              { part: 'bird', x: 320, y: 50, size: 30 },
            ],
          },
        },
        {
          text: 'A big blue whale can be about 30 metres long. How long is that? We can find out. Let us measure it in the playground!',
          picture: {
            alt: 'Children stand in a big playground on a sunny day.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 340, y: 40, size: 50 },
              { part: 'child', x: 120, y: 170, size: 50 },
              { part: 'child', x: 200, y: 170, size: 50 },
              { part: 'child', x: 280, y: 170, size: 50 },
            ],
          },
        },
        {
          text: 'We use a long measuring tape marked in metres. One child holds the start at zero. Another walks the tape out to 30 metres. We put a cone at each end.',
          picture: {
            alt: 'Two children hold a long tape between two cones.',
            parts: [
              { part: 'ground' },
              { part: 'child', x: 60, y: 170, size: 50, label: 'Start: 0 m' },
              { part: 'wire', x: 200, y: 200, size: 260, tint: '#f9c80e' },
              { part: 'child', x: 340, y: 170, size: 50, label: 'End: 30 m' },
            ],
          },
        },
        {
          text: 'Now we lie down head to toe along the tape. Each of us is about one metre and a bit tall. It takes more than 20 children to fill the whole whale!',
          picture: {
            alt: 'Children lie in a line, head to toe, along the tape.',
            parts: [
              { part: 'ground' },
              { part: 'child', x: 80, y: 200, size: 50, turn: 90 },
              { part: 'child', x: 150, y: 200, size: 50, turn: 90 },
              { part: 'child', x: 220, y: 200, size: 50, turn: 90 },
              { part: 'child', x: 290, y: 200, size: 50, turn: 90 },
            ],
          },
        },
        {
          text: 'A school bus is about 12 metres long. So a blue whale is as long as two buses and a half. Our classroom is about 9 metres long. The whale would not fit inside!',
          picture: {
            alt: 'Two and a half toy buses in a row beside a whale.',
            parts: [
              { part: 'ground' },
              { part: 'car', x: 80, y: 190, size: 100, tint: '#f9c80e', label: 'Bus' },
              { part: 'car', x: 190, y: 190, size: 100, tint: '#f9c80e', label: 'Bus' },
              { part: 'car', x: 280, y: 190, size: 50, tint: '#f9c80e' },
              { part: 'fish', x: 180, y: 90, size: 300, tint: '#4a6fa5' },
            ],
          },
        },
        {
          text: 'Scientists measure whales too. They cannot use a tape on a whale in the sea. They fly a drone above it and use the photo to work out how long it is.',
          picture: {
            alt: 'A small flying drone takes a photo of a whale from above.',
            parts: [
              { part: 'sea' },
              { part: 'fish', x: 200, y: 190, size: 260, tint: '#4a6fa5' },
              { part: 'rocket', x: 200, y: 60, size: 40, turn: 90, label: 'Drone' },
              { part: 'scientist', x: 340, y: 80, size: 40 },
            ],
          },
        },
        {
          text: 'Measuring helps us compare things. When we use the same unit, like metres, we can all understand how big something is. What else could you measure?',
          picture: {
            alt: 'A child holds a measuring tape next to a tree.',
            parts: [
              { part: 'ground' },
              { part: 'child', x: 130, y: 170, size: 60 },
              { part: 'gum-tree', x: 270, y: 130, size: 150 },
              { part: 'speech-bubble', x: 180, y: 70, size: 60 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'About how long can a big blue whale be?',
          correct: '30 metres',
          wrong: ['3 metres', '300 metres', '1 metre'],
          explanation: 'A big blue whale can be about 30 metres long, longer than two school buses.',
        },
        {
          prompt: 'Where do you start reading a measuring tape?',
          correct: 'At zero',
          wrong: ['At one', 'At ten', 'Anywhere you like'],
          explanation: 'One child holds the start of the tape at zero so the measurement is correct.',
        },
        {
          prompt: 'How do scientists measure a whale in the sea?',
          correct: 'They take a photo from a drone',
          wrong: ['They wrap a tape around it', 'They weigh it on scales', 'They guess by looking'],
          explanation: 'A drone flies above the whale, and the photo is used to work out its length.',
        },
      ],
    },
  },
  {
    questId: 'b-mat-003',
    type: 'book',
    name: 'A Year of Weather in Graphs',
    yearLevels: [5],
    curriculum: ['AC9S5I04'],
    description:
      'Twelve months of rain and temperature in Darwin and Melbourne: how column and line graphs show the seasons, and how to read them.',
    book: {
      pages: [
        {
          text: 'Every day, weather stations across Australia record the temperature, the rainfall and the wind. A year of numbers fills a very long table. Graphs help us see what the numbers mean.',
          picture: {
            alt: 'A weather station with a thermometer, a rain cloud and a wind turbine.',
            parts: [
              { part: 'ground' },
              { part: 'thermometer', x: 100, y: 160, size: 50, label: 'Temperature' },
              { part: 'rain-cloud', x: 220, y: 70, size: 100, label: 'Rainfall' },
              { part: 'wind-turbine', x: 320, y: 150, size: 80, label: 'Wind' },
            ],
          },
        },
        {
          text: 'Rainfall is often shown as a column graph. Each month gets a column, and the taller the column, the more rain fell. The months go along the bottom, and the millimetres of rain go up the side.',
          picture: {
            alt: 'Rain falls into a cup used to measure rainfall.',
            parts: [
              { part: 'sky' },
              { part: 'rain-cloud', x: 200, y: 60, size: 120 },
              { part: 'cup', x: 200, y: 200, size: 50, label: 'Rain gauge' },
            ],
          },
        },
        {
          text: 'In Darwin, the columns for December to March are very tall. That is the wet season, with heavy storms. From May to September the columns are tiny, because the dry season brings almost no rain.',
          picture: {
            alt: 'A storm cloud with lightning over a tropical town.',
            parts: [
              { part: 'ground' },
              { part: 'rain-cloud', x: 150, y: 60, size: 130, label: 'Wet season' },
              { part: 'lightning', x: 160, y: 120, size: 30 },
              { part: 'sun', x: 330, y: 60, size: 50, label: 'Dry season' },
            ],
          },
        },
        {
          text: 'Temperature changes smoothly from day to day, so we often use a line graph. In Melbourne the line starts high in January, dips down to its lowest in July, then climbs again. That pattern shows the seasons.',
          picture: {
            alt: 'A thermometer beside a sun and a snowflake, for summer and winter.',
            parts: [
              { part: 'sky' },
              { part: 'sun', x: 90, y: 70, size: 60, label: 'January' },
              { part: 'thermometer', x: 200, y: 140, size: 60 },
              { part: 'snowflake', x: 310, y: 90, size: 40, label: 'July' },
            ],
          },
        },
        {
          text: "Darwin's temperature line is almost flat. It stays warm all year because Darwin is close to the equator. Putting two lines on one graph makes the difference easy to see.",
          picture: {
            alt: 'Two thermometers, one for a hot town and one for a cooler town.',
            parts: [
              { part: 'sky' },
              { part: 'thermometer', x: 130, y: 140, size: 60, tint: '#e53935', label: 'Darwin' },
              { part: 'thermometer', x: 270, y: 150, size: 60, tint: '#1e88e5', label: 'Melbourne' },
            ],
          },
        },
        {
          text: 'A good graph has a title, labelled axes and a scale that goes up in equal steps. Without them, a reader cannot tell what the graph shows or compare one column with another.',
          picture: {
            alt: 'A person points to a chart on a classroom wall.',
            parts: [
              { part: 'room' },
              { part: 'scientist', x: 110, y: 150, size: 70 },
              { part: 'speech-bubble', x: 260, y: 100, size: 110, label: 'Title, axes, scale' },
            ],
          },
        },
        {
          text: 'Farmers use rainfall graphs to plan when to sow their crops. Firefighters watch for hot, dry and windy months. Reading graphs helps people make smart choices.',
          picture: {
            alt: 'A farmer plants seedlings in a field under a cloudy sky.',
            parts: [
              { part: 'ground' },
              { part: 'cloud', x: 100, y: 50, size: 80 },
              { part: 'child', x: 140, y: 170, size: 60, label: 'Farmer' },
              { part: 'seedling', x: 240, y: 200, size: 30 },
              { part: 'seedling', x: 300, y: 200, size: 30 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What kind of graph is often used for monthly rainfall?',
          correct: 'A column graph',
          wrong: ['A map', 'A timeline', 'A pie with no numbers'],
          explanation: 'Each month gets a column, and taller columns mean more rain.',
        },
        {
          prompt: "Why is Darwin's temperature line almost flat?",
          correct: 'Darwin stays warm all year',
          wrong: ['Nobody measured it', 'Darwin has snow every winter', 'The graph has no scale'],
          explanation: 'Darwin is close to the equator, so its temperature changes little through the year.',
        },
        {
          prompt: 'Which of these does a good graph need?',
          correct: 'Labelled axes and an even scale',
          wrong: ['Lots of bright colours', 'As many words as possible', 'No title at all'],
          explanation: 'A title, labelled axes and a scale in equal steps let a reader understand the graph.',
        },
      ],
    },
  },
];
