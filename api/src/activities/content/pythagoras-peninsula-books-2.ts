import type { ActivityContent } from './content-types.js';

/** Pythagoras Peninsula's books, continued: each with its pages and check (the realm's other activities: pythagoras-peninsula.ts). */
export const PYTHAGORAS_PENINSULA_BOOKS_2: readonly ActivityContent[] = [
  {
    questId: 'b-mat-004',
    type: 'book',
    name: 'Why Bees Build Hexagons',
    yearLevels: [4],
    curriculum: ['AC9S4I04'],
    description: 'Honeycomb, basalt columns and bubbles: shapes in nature that save space and material.',
    book: {
      pages: [
        {
          text: 'Honeybees make wax inside their bodies. They use it to build honeycomb. Each little room in the comb is called a cell. Each cell has six sides. A shape with six sides is a hexagon.',
          picture: {
            alt: 'Honeybees fly around a hive in a garden.',
            parts: [
              { part: 'ground' },
              { part: 'bee', x: 130, y: 100, size: 40 },
              { part: 'bee', x: 260, y: 80, size: 40 },
              { part: 'flower', x: 200, y: 180, size: 70 },
            ],
          },
        },
        {
          text: 'Making wax takes lots of honey and hard work. So bees need a shape that uses the least wax. The shape must also hold lots of honey and leave no gaps.',
          picture: {
            alt: 'A bee drinks from a flower to make honey.',
            parts: [
              { part: 'sky' },
              { part: 'flower', x: 200, y: 160, size: 120 },
              { part: 'bee', x: 220, y: 90, size: 50 },
            ],
          },
        },
        {
          text: 'Only three regular shapes fit together with no gaps: triangles, squares and hexagons. Circles leave gaps between them. Gaps waste space and wax.',
          picture: {
            alt: 'Round bubbles packed together leave small gaps between them.',
            parts: [
              { part: 'sky' },
              { part: 'bubble', x: 150, y: 120, size: 70 },
              { part: 'bubble', x: 220, y: 120, size: 70 },
              { part: 'bubble', x: 185, y: 180, size: 70 },
            ],
          },
        },
        {
          text: 'Let us compare. Draw a triangle, a square and a hexagon that each hold the same space. Measure the sides and add them up. The hexagon has the shortest edge all round, so it needs the least wax!',
          picture: {
            alt: 'A child with a ruler compares shapes on a table.',
            parts: [
              { part: 'room' },
              { part: 'child', x: 90, y: 160, size: 60 },
              { part: 'speech-bubble', x: 250, y: 100, size: 120, label: 'Hexagon uses least' },
            ],
          },
        },
        {
          text: 'Blow a layer of soap bubbles on a plate. Where they push together, the walls meet three at a time. Many of the bubbles squash into shapes close to hexagons.',
          picture: {
            alt: 'Many soap bubbles crowd together on a plate.',
            parts: [
              { part: 'room' },
              { part: 'bubble', x: 160, y: 170, size: 50 },
              { part: 'bubble', x: 210, y: 170, size: 50 },
              { part: 'bubble', x: 260, y: 170, size: 50 },
              { part: 'bubble', x: 185, y: 130, size: 50 },
              { part: 'bubble', x: 235, y: 130, size: 50 },
            ],
          },
        },
        {
          text: 'Rocks can make these shapes too. At Organ Pipes National Park in Victoria, hot lava cooled and cracked. It split into tall columns. Many have five or six sides.',
          picture: {
            alt: 'Tall grey rock columns stand beside a creek.',
            parts: [
              { part: 'ground' },
              { part: 'rock', x: 140, y: 140, size: 70, tint: '#616161' },
              { part: 'rock', x: 210, y: 130, size: 70, tint: '#757575' },
              { part: 'rock', x: 280, y: 140, size: 70, tint: '#616161' },
              { part: 'river', x: 200, y: 220, size: 380 },
            ],
          },
        },
        {
          text: 'Some Australian native bees do something different. They build their baby cells in a spiral, like a staircase. Scientists are still learning why. Nature is full of patterns to spot!',
          picture: {
            alt: 'A small native bee beside a spiral of cells.',
            parts: [
              { part: 'sky' },
              { part: 'gum-tree', x: 110, y: 130, size: 160 },
              { part: 'bee', x: 230, y: 100, size: 40, tint: '#212121', label: 'Native bee' },
              { part: 'fossil', x: 300, y: 170, size: 70, tint: '#d7a86e', label: 'Spiral comb' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'How many sides does a honeycomb cell have?',
          correct: 'Six',
          wrong: ['Four', 'Five', 'Eight'],
          explanation: 'Each cell of a honeycomb is a hexagon, a shape with six sides.',
        },
        {
          prompt: 'Why are hexagons a good shape for bees?',
          correct: 'They fit with no gaps and use the least wax',
          wrong: ['They are the easiest shape to draw', 'They are round like bubbles', 'They keep out the rain'],
          explanation: 'Hexagons leave no gaps and have the shortest edge for the space they hold, so they save wax.',
        },
        {
          prompt: 'Which of these shapes leaves gaps when packed together?',
          correct: 'Circles',
          wrong: ['Squares', 'Triangles', 'Hexagons'],
          explanation: 'Circles touch only at a few points, so they leave gaps between them.',
        },
      ],
    },
  },
  {
    questId: 'b-mat-005',
    type: 'book',
    name: 'Counting Penguins From Space',
    yearLevels: [6],
    curriculum: ['AC9S6I03'],
    description: 'How scientists use satellite photos and careful counts to keep track of penguin colonies.',
    book: {
      pages: [
        {
          text: 'Emperor penguins breed on the sea ice around Antarctica in the middle of winter. It is dark, freezing and very far away. So how can scientists find out how many penguins there are?',
          picture: {
            alt: 'Penguin-like birds stand on sea ice under a dark starry sky.',
            parts: [
              { part: 'night-sky' },
              { part: 'ice', x: 200, y: 210, size: 380 },
              { part: 'bird', x: 150, y: 160, size: 50, tint: '#263238', label: 'Emperor penguin' },
              { part: 'bird', x: 230, y: 165, size: 45, tint: '#263238' },
            ],
          },
        },
        {
          text: 'Satellites circle the Earth high above us. Some carry cameras so sharp that each small dot in a photo shows about half a metre of ground. From space, a penguin is just a tiny dark speck.',
          picture: {
            alt: 'A satellite orbits high above the icy south of the Earth.',
            parts: [
              { part: 'space' },
              { part: 'earth', x: 200, y: 200, size: 220 },
              { part: 'solar-panel', x: 300, y: 60, size: 50, label: 'Satellite' },
            ],
          },
        },
        {
          text: 'The first clue is easy to spot. Penguin droppings stain the white ice a reddish brown. A large brown patch in a satellite photo shows where a colony is living.',
          picture: {
            alt: 'A brown patch on white ice, seen from above.',
            parts: [
              { part: 'sky' },
              { part: 'ice', x: 200, y: 170, size: 360 },
              { part: 'puddle', x: 200, y: 170, size: 120, tint: '#8d5b3a', label: 'Brown stain' },
            ],
          },
        },
        {
          text: 'Next, scientists measure the size of the colony in the photo. They count the dark dots, or use a computer program to sort the pixels into penguin, shadow and ice. Then they work out a total.',
          picture: {
            alt: 'A scientist at a computer counts dots on a picture of ice.',
            parts: [
              { part: 'room' },
              { part: 'scientist', x: 100, y: 150, size: 70 },
              { part: 'ice', x: 260, y: 140, size: 140 },
              { part: 'bird', x: 250, y: 130, size: 20, tint: '#263238' },
              { part: 'bird', x: 280, y: 145, size: 20, tint: '#263238' },
            ],
          },
        },
        {
          text: 'A count from space is only useful if it is accurate. Teams visit some colonies in person and count the penguins on the ground. Then they compare those counts with the satellite counts to check and improve their method.',
          picture: {
            alt: 'A scientist on the ice counts penguins with a clicker.',
            parts: [
              { part: 'sky' },
              { part: 'ice', x: 200, y: 210, size: 400 },
              { part: 'scientist', x: 100, y: 160, size: 60 },
              { part: 'bird', x: 230, y: 170, size: 40, tint: '#263238' },
              { part: 'bird', x: 290, y: 175, size: 40, tint: '#263238' },
            ],
          },
        },
        {
          text: 'Using this method, scientists found colonies that no one knew about. They estimated that about 600,000 emperor penguins live around Antarctica. Repeating the count each year shows whether numbers are rising or falling.',
          picture: {
            alt: 'Many penguins crowd together on the sea ice.',
            parts: [
              { part: 'sky' },
              { part: 'ice', x: 200, y: 210, size: 400 },
              { part: 'bird', x: 120, y: 170, size: 40, tint: '#263238' },
              { part: 'bird', x: 180, y: 175, size: 40, tint: '#263238' },
              { part: 'bird', x: 240, y: 170, size: 40, tint: '#263238' },
              { part: 'bird', x: 300, y: 175, size: 40, tint: '#263238' },
            ],
          },
        },
        {
          text: 'Emperor penguins need sea ice that stays firm until their chicks grow up. As the climate warms, some ice melts too early. Careful counts from space help scientists see which colonies are in trouble.',
          picture: {
            alt: 'Ice melts into the sea under a bright sun.',
            parts: [
              { part: 'sea' },
              { part: 'sun', x: 330, y: 50, size: 60 },
              { part: 'ice', x: 150, y: 160, size: 140 },
              { part: 'bird', x: 150, y: 120, size: 40, tint: '#263238' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'How do scientists first spot a penguin colony in a satellite photo?',
          correct: 'By the brown stain that droppings leave on the ice',
          wrong: [
            'By the sound of the penguins',
            'By the heat of the chicks',
            'By the shadows of their nests in trees',
          ],
          explanation: 'Penguin droppings stain the white ice reddish brown, which shows up clearly from space.',
        },
        {
          prompt: 'Why do teams still count some colonies on the ground?',
          correct: 'To check how accurate the satellite counts are',
          wrong: ['Because satellites do not work in winter', 'To feed the penguins', 'To take penguins home'],
          explanation: 'Comparing ground counts with satellite counts lets scientists check and improve their method.',
        },
        {
          prompt: 'What does repeating the count every year show?',
          correct: 'Whether penguin numbers are rising or falling',
          wrong: ['How fast penguins can swim', 'What penguins like to eat', 'How cold the satellite gets'],
          explanation: 'Counts made the same way each year can be compared to show changes over time.',
        },
      ],
    },
  },
  {
    questId: 'b-mat-006',
    type: 'book',
    name: 'The Science of Averages',
    yearLevels: [6],
    curriculum: ['AC9S6I04'],
    description: 'Why one measurement is not enough, and how averages help us compare results.',
    book: {
      pages: [
        {
          text: 'Mia and Ravi made paper helicopters. They wanted to discover which design would fall more slowly through the air. Mia dropped hers from a balcony just once and timed it with a stopwatch: 2.1 seconds.',
          picture: {
            alt: 'Two children drop paper helicopters from a balcony.',
            parts: [
              { part: 'sky' },
              { part: 'house', x: 110, y: 150, size: 150 },
              { part: 'child', x: 110, y: 90, size: 40 },
              { part: 'kite', x: 220, y: 140, size: 40, label: 'Paper helicopter' },
            ],
          },
        },
        {
          text: 'Ravi dropped the same helicopter again, and this time it took 2.5 seconds. The next drop took 2.3 seconds. The results were different every time, even though they tried to repeat exactly the same thing.',
          picture: {
            alt: 'A child holds a stopwatch while a paper helicopter falls.',
            parts: [
              { part: 'ground' },
              { part: 'child', x: 120, y: 170, size: 60 },
              { part: 'kite', x: 250, y: 100, size: 40 },
              { part: 'speech-bubble', x: 200, y: 50, size: 70, label: '2.5 s' },
            ],
          },
        },
        {
          text: 'Small things change in every trial. A puff of wind, a slow thumb on the stopwatch or a slightly different starting position can all make a difference. That is why a single measurement on its own is not reliable.',
          picture: {
            alt: 'A wind turbine turns as a breeze blows a falling helicopter.',
            parts: [
              { part: 'sky' },
              { part: 'wind-turbine', x: 100, y: 150, size: 100 },
              { part: 'arrow', x: 220, y: 100, size: 60, label: 'Puff of wind' },
              { part: 'kite', x: 300, y: 140, size: 40 },
            ],
          },
        },
        {
          text: 'Scientists repeat a test several times and then find the average. The most common average is the mean. To find it, add up all the results and divide by how many there are.',
          picture: {
            alt: 'A scientist writes numbers on a board in a classroom.',
            parts: [
              { part: 'room' },
              { part: 'scientist', x: 110, y: 150, size: 70 },
              { part: 'speech-bubble', x: 260, y: 100, size: 120, label: 'Add, then divide' },
            ],
          },
        },
        {
          text: 'Mia did five drops: 2.1, 2.5, 2.3, 2.2 and 2.4 seconds. They add up to 11.5. Then 11.5 divided by 5 gives a mean of 2.3 seconds. That one number sums up all five trials.',
          picture: {
            alt: 'Five paper helicopters fall side by side.',
            parts: [
              { part: 'sky' },
              { part: 'kite', x: 70, y: 90, size: 30 },
              { part: 'kite', x: 135, y: 120, size: 30 },
              { part: 'kite', x: 200, y: 100, size: 30 },
              { part: 'kite', x: 265, y: 110, size: 30 },
              { part: 'kite', x: 330, y: 95, size: 30, label: 'Mean 2.3 s' },
            ],
          },
        },
        {
          text: 'Sometimes one result is very different from the rest, like 4.9 seconds when the helicopter got stuck on a plant. This is called an outlier. Scientists check what went wrong before they decide whether to leave it out.',
          picture: {
            alt: 'A paper helicopter caught in a bush.',
            parts: [
              { part: 'ground' },
              { part: 'tree', x: 200, y: 150, size: 120 },
              { part: 'kite', x: 210, y: 120, size: 30, label: 'Outlier!' },
            ],
          },
        },
        {
          text: 'Now the children could compare fairly. Ravi’s wider design had a mean of 2.9 seconds, and Mia’s had 2.3 seconds. A column graph of the two means showed clearly that wider blades fall more slowly.',
          picture: {
            alt: 'Two children smile beside a graph on the classroom wall.',
            parts: [
              { part: 'room' },
              { part: 'child', x: 90, y: 160, size: 60 },
              { part: 'child', x: 160, y: 160, size: 60 },
              { part: 'speech-bubble', x: 290, y: 100, size: 110, label: '2.9 s and 2.3 s' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'How do you find the mean of a set of results?',
          correct: 'Add them all up and divide by how many there are',
          wrong: ['Pick the biggest result', 'Pick the first result', 'Take away the smallest from the biggest'],
          explanation: 'The mean is the total of the results divided by the number of results.',
        },
        {
          prompt: 'Why is one measurement not enough?',
          correct: 'Small changes make each result a little different',
          wrong: ['Stopwatches only work once', 'The first result is always wrong', 'Scientists like big numbers'],
          explanation:
            'Wind, timing and small differences change each trial, so repeating and averaging gives a more reliable result.',
        },
        {
          prompt: 'What is an outlier?',
          correct: 'A result very different from the rest',
          wrong: ['The mean of all the results', 'The first result you get', 'A kind of graph'],
          explanation:
            'An outlier stands far away from the other results. Scientists check what caused it before deciding what to do.',
        },
      ],
    },
  },
];
