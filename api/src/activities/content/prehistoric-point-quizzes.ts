import type { ActivityContent } from './content-types.js';

/** Prehistoric Point's quizzes, each with its questions and answers (the realm's other activities: prehistoric-point.ts). */
export const PREHISTORIC_POINT_QUIZZES: readonly ActivityContent[] = [
  {
    questId: 'q-din-001',
    type: 'quiz',
    name: 'How Fossils Form',
    yearLevels: [5],
    curriculum: ['AC9S5U02'],
    description: 'Buried in mud, pressed into rock: how a living thing can last millions of years as a fossil.',
    questions: [
      {
        prompt: 'What is a fossil?',
        correct: 'The preserved remains or traces of a living thing from long ago',
        wrong: ['Any old rock', 'A dinosaur that is still alive', 'A shell bought at a shop'],
      },
      {
        prompt: 'Where do most fossils form?',
        correct: 'In layers of mud or sand that slowly turn to rock',
        wrong: ['Inside hot lava', 'High in the clouds', 'On tree branches'],
      },
      {
        prompt: 'Which parts of an animal are most likely to become fossils?',
        correct: 'Hard parts such as bones, teeth and shells',
        wrong: ['Its soft skin', 'Its eyes', 'Its blood'],
      },
      {
        prompt: 'Is a dinosaur footprint in rock a fossil?',
        correct: 'Yes: it is a trace fossil',
        wrong: ['No: only bones can be fossils', 'Only if a bone is inside it', 'No: footprints never last'],
      },
    ],
  },
  {
    questId: 'q-din-002',
    type: 'quiz',
    name: 'Dinosaur Detectives',
    yearLevels: [3, 4],
    curriculum: ['AC9S3H01', 'AC9S4H01'],
    description: 'Teeth, droppings and footprints: how scientists use evidence to work out how dinosaurs lived.',
    questions: [
      {
        prompt: 'How do scientists know what dinosaurs ate?',
        correct: 'From the shape of their teeth and from fossil droppings',
        wrong: ['From old photographs', 'From paintings made at the time', 'From dinosaur bones that still smell'],
      },
      {
        prompt: 'Sharp, curved, saw-edged teeth suggest that a dinosaur was...',
        correct: 'A meat eater',
        wrong: ['A plant eater', 'A fish', 'A seed eater'],
      },
      {
        prompt: 'What is a scientist who studies fossils called?',
        correct: 'A palaeontologist',
        wrong: ['An astronaut', 'A dentist', 'A meteorologist'],
      },
      {
        prompt: 'A new fossil does not fit an old idea. What do scientists do?',
        correct: 'Change the explanation to fit the new evidence',
        wrong: ['Throw the fossil away', 'Ignore it', 'Hide it in a cupboard'],
      },
    ],
  },
  {
    questId: 'q-din-003',
    type: 'quiz',
    name: 'Dinosaurs of Australia',
    yearLevels: [5],
    curriculum: ['AC9S5U01'],
    description: 'Muttaburrasaurus, Leaellynasaura and the giants of Winton: Australia’s own dinosaurs.',
    questions: [
      {
        prompt: 'Muttaburrasaurus was named after a town in which state?',
        correct: 'Queensland',
        wrong: ['Tasmania', 'South Australia', 'Western Australia'],
      },
      {
        prompt:
          'Leaellynasaura lived near the South Pole. Which feature may have helped it through long, dark winters?',
        correct: 'Large eyes',
        wrong: ['Gills', 'A shell', 'Wings'],
      },
      {
        prompt: 'Which Queensland town is famous for dinosaur fossils such as Australovenator?',
        correct: 'Winton',
        wrong: ['Hobart', 'Cairns', 'Geelong'],
      },
      {
        prompt: 'Diamantinasaurus was a sauropod. What were sauropods like?',
        correct: 'Huge plant eaters with long necks and tails',
        wrong: [
          'Small meat eaters that ran on two legs',
          'Flying reptiles with leathery wings',
          'Sea reptiles with flippers',
        ],
      },
    ],
  },
  {
    questId: 'q-din-004',
    type: 'quiz',
    name: 'Layers of Rock, Layers of Time',
    yearLevels: [5],
    curriculum: ['AC9S5U02'],
    description: 'Read a cliff like a book: the deeper the layer, the further back in time.',
    questions: [
      {
        prompt: 'In undisturbed layers of rock, where are the oldest layers?',
        correct: 'At the bottom',
        wrong: ['At the top', 'In the middle', 'They are all the same age'],
      },
      {
        prompt: 'How do layers of sedimentary rock form?',
        correct: 'Sand and mud settle in layers and are pressed into rock over a long time',
        wrong: ['Lava cools in a single day', 'Rocks fall from space', 'Trees turn into stone overnight'],
      },
      {
        prompt: 'A fossil found in a deeper layer is probably...',
        correct: 'Older than the fossils in the layers above it',
        wrong: ['Younger than the fossils above it', 'The same age as the top layer', 'Less than a year old'],
      },
      {
        prompt: 'Which kind of rock is most likely to hold fossils?',
        correct: 'Sandstone or shale',
        wrong: ['Granite', 'Basalt', 'Obsidian'],
      },
    ],
  },
  {
    questId: 'q-din-005',
    type: 'quiz',
    name: 'Mary Anning, Fossil Hunter',
    yearLevels: [6],
    curriculum: ['AC9S6H01'],
    description: 'The young collector from Lyme Regis whose finds changed what scientists knew.',
    questions: [
      {
        prompt: 'Where did Mary Anning find her fossils in the early 1800s?',
        correct: 'On the cliffs and beaches of Lyme Regis in England',
        wrong: ['In the Australian outback', 'In the Amazon rainforest', 'On a volcano in Iceland'],
      },
      {
        prompt: 'Mary Anning found one of the first complete skeletons of which sea reptile?',
        correct: 'A plesiosaur',
        wrong: ['A Tyrannosaurus', 'A woolly mammoth', 'A Stegosaurus'],
      },
      {
        prompt: 'Why was she not given full credit for her work in her lifetime?',
        correct: 'As a woman, she could not join the scientific societies of the day',
        wrong: ['She never found any fossils', 'She asked to stay unknown', 'Her fossils were all fakes'],
      },
      {
        prompt: 'How did her discoveries help science?',
        correct: 'They were evidence that some kinds of animals had died out long ago',
        wrong: [
          'They proved that dinosaurs still live in England',
          'They showed that fossils are made of plastic',
          'They had no effect at all',
        ],
      },
    ],
  },
  {
    questId: 'q-din-006',
    type: 'quiz',
    name: 'Why Did the Dinosaurs Disappear?',
    yearLevels: [6],
    curriculum: ['AC9S6U01'],
    description: 'An asteroid, a darkened sky and a changed world: the end of the age of dinosaurs.',
    questions: [
      {
        prompt: 'About how long ago did most dinosaurs die out?',
        correct: 'About 66 million years ago',
        wrong: ['About 6,000 years ago', 'About 66 years ago', 'About 66 billion years ago'],
      },
      {
        prompt: 'What do most scientists think caused their extinction?',
        correct: 'A huge asteroid impact that changed the climate',
        wrong: ['One unusually cold winter', 'People hunting them', 'A shortage of sand'],
      },
      {
        prompt: 'Which animals alive today are descended from dinosaurs?',
        correct: 'Birds',
        wrong: ['Frogs', 'Sharks', 'Spiders'],
      },
      {
        prompt: 'Why did plant-eating dinosaurs struggle after the impact?',
        correct: 'Dust blocked the sunlight, so many plants died',
        wrong: ['Plants grew too fast', 'The oceans dried up in a day', 'The Sun moved closer to Earth'],
      },
    ],
  },
  {
    questId: 'q-din-007',
    type: 'quiz',
    name: 'Rocks, Minerals and Fossils',
    yearLevels: [3],
    curriculum: ['AC9S3U02'],
    description: 'Scratch, sort and compare: rocks, the minerals in them and the fossils some of them hold.',
    questions: [
      {
        prompt: 'How are rocks and minerals related?',
        correct: 'Most rocks are made of one or more minerals',
        wrong: [
          'Minerals are made of rocks',
          'They are exactly the same thing',
          'Rocks are alive and minerals are not',
        ],
      },
      {
        prompt: 'How can you test how hard a mineral is?',
        correct: 'See what it can scratch, and what can scratch it',
        wrong: ['Smell it', 'Listen to it', 'Count its colours'],
      },
      {
        prompt: 'Which of these is made from rock?',
        correct: 'A concrete path',
        wrong: ['A woollen jumper', 'A leather shoe', 'A wooden spoon'],
      },
      {
        prompt: 'Why are rocks important Earth resources?',
        correct: 'We build with them and get metals and other materials from them',
        wrong: ['They make the oxygen we breathe', 'People eat them', 'They make the rain'],
      },
    ],
  },
];
