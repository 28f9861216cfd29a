import type { ActivityContent } from './content-types.js';

/** Edison's Isle's quizzes, each with its questions and answers (the realm's other activities: edisons-isle.ts). */
export const EDISONS_ISLE_QUIZZES: readonly ActivityContent[] = [
  {
    questId: 'q-inv-001',
    type: 'quiz',
    name: 'Inventors Who Changed the World',
    yearLevels: [5, 6],
    curriculum: ['AC9S5H01', 'AC9S6H01'],
    description: 'Telephones, aeroplanes and flight recorders: the people behind great inventions.',
    questions: [
      {
        prompt: 'Who is usually credited with inventing the telephone, in 1876?',
        correct: 'Alexander Graham Bell',
        wrong: ['Thomas Edison', 'Marie Curie', 'Isaac Newton'],
      },
      {
        prompt: 'What did the Wright brothers achieve in 1903?',
        correct: 'The first powered, controlled aeroplane flight',
        wrong: ['The first car', 'The first light bulb', 'The first rocket to the Moon'],
      },
      {
        prompt: "Edison's team tested thousands of materials for a light bulb. What does this show?",
        correct: 'Inventions often need many tests and improvements',
        wrong: [
          'Inventors get it right the first time',
          'One person always works alone',
          'Testing is not part of science',
        ],
      },
      {
        prompt: 'Which Australian scientist developed the black box flight recorder?',
        correct: 'David Warren',
        wrong: ['Howard Florey', 'Fiona Wood', 'Lawrence Hargrave'],
      },
      {
        prompt: 'Why do inventors often build on the work of others?',
        correct: 'Each discovery gives the next inventor ideas and knowledge to start from',
        wrong: [
          'Because new ideas are never needed',
          'Because older inventions never worked',
          'Because inventing is a race with no rules',
        ],
      },
    ],
  },
  {
    questId: 'q-inv-002',
    type: 'quiz',
    name: 'Materials Matter',
    yearLevels: [4],
    curriculum: ['AC9S4U04'],
    description: 'Metal, glass, plastic and wool: why each material is chosen for its job.',
    questions: [
      {
        prompt: 'Why are saucepans usually made of metal?',
        correct: 'Metal conducts heat well and does not melt on the stove',
        wrong: ['Metal is see-through', 'Metal is soft and stretchy', 'Metal floats on water'],
      },
      {
        prompt: 'Which property makes glass good for windows?',
        correct: 'It is transparent',
        wrong: ['It is flexible', 'It is magnetic', 'It soaks up water'],
      },
      {
        prompt: 'Why are raincoats often made of plastic?',
        correct: 'Plastic is waterproof',
        wrong: ['Plastic soaks up water', 'Plastic is magnetic', 'Plastic conducts electricity'],
      },
      {
        prompt: 'Which of these is a natural material?',
        correct: 'Wool',
        wrong: ['Nylon', 'Plastic', 'Polyester'],
      },
    ],
  },
  {
    questId: 'q-inv-003',
    type: 'quiz',
    name: 'Simple Machines',
    yearLevels: [4],
    curriculum: ['AC9S4U03'],
    description: 'Levers, ramps, pulleys and wheels: machines that make a push or a pull go further.',
    questions: [
      {
        prompt: 'Which simple machine is a seesaw?',
        correct: 'A lever',
        wrong: ['A pulley', 'A screw', 'A wheel and axle'],
      },
      {
        prompt: 'How does a ramp help you move a heavy load up onto a truck?',
        correct: 'You push with less force, over a longer distance',
        wrong: ['It makes the load lighter', 'It switches off gravity', 'It makes the load float'],
      },
      {
        prompt: 'Which simple machine raises a flag up a flagpole?',
        correct: 'A pulley',
        wrong: ['A wedge', 'A lever', 'A screw'],
      },
      {
        prompt: 'Why do bicycle axles need grease?',
        correct: 'To reduce friction so the wheels turn easily',
        wrong: ['To increase friction', 'To make the bike heavier', 'To stop the wheels turning'],
      },
    ],
  },
  {
    questId: 'q-inv-004',
    type: 'quiz',
    name: 'Electric Circuits',
    yearLevels: [6],
    curriculum: ['AC9S6U03'],
    description: 'Batteries, wires, switches and globes: what a circuit needs to work.',
    questions: [
      {
        prompt: 'What does a circuit need for a globe to light up?',
        correct: 'A complete loop from the battery, through the globe and back',
        wrong: ['Only a battery', 'A broken wire', 'Two globes and no battery'],
      },
      {
        prompt: 'Which material is a good conductor of electricity?',
        correct: 'Copper',
        wrong: ['Rubber', 'Plastic', 'Wood'],
      },
      {
        prompt: 'What does a switch do in a circuit?',
        correct: 'It opens or closes the loop, turning the current off or on',
        wrong: ['It makes the battery bigger', 'It stores electricity', 'It changes the colour of the light'],
      },
      {
        prompt: 'Why are electrical wires covered in plastic?',
        correct: 'Plastic is an insulator that keeps the electricity in the wire',
        wrong: [
          'Plastic makes electricity flow faster',
          'Plastic makes the wire magnetic',
          'Plastic keeps the wire warm',
        ],
      },
      {
        prompt: "In a torch, the battery's stored energy becomes mainly which forms of energy?",
        correct: 'Light and heat',
        wrong: ['Sound and movement', 'Only sound', 'Only movement'],
      },
    ],
  },
  {
    questId: 'q-inv-005',
    type: 'quiz',
    name: 'Inventions That Solve Problems',
    yearLevels: [3, 4],
    curriculum: ['AC9S3H02', 'AC9S4H02'],
    description: 'Fridges, helmets and prototypes: how inventors start from a need and test their ideas.',
    questions: [
      {
        prompt: 'Which problem does a refrigerator solve?',
        correct: 'It keeps food cold so it stays fresh for longer',
        wrong: ['It cooks food faster', 'It washes the dishes', 'It makes food heavier'],
      },
      {
        prompt: 'Why does a bicycle helmet have soft foam inside its hard shell?',
        correct: 'The foam squashes to soften a blow to the head',
        wrong: ['The foam makes the helmet heavier', 'The foam keeps the rider cold', 'The foam lets the rain in'],
      },
      {
        prompt: 'What is usually the first step of inventing something?',
        correct: 'Finding a problem or a need',
        wrong: ['Selling the invention', 'Making a poster', 'Choosing a name'],
      },
      {
        prompt: 'Why do engineers test a model before making many copies?',
        correct: 'To find and fix problems early',
        wrong: ['To make it cost more', 'So that nobody can use it', 'Because testing is never useful'],
      },
    ],
  },
  {
    questId: 'q-inv-006',
    type: 'quiz',
    name: 'Mirrors, Lenses and Periscopes',
    yearLevels: [5],
    curriculum: ['AC9S5U03'],
    description: 'Inventions that bend and bounce light so we can see further, bigger and around corners.',
    questions: [
      {
        prompt: 'How does a periscope let you see over a wall?',
        correct: 'Two mirrors reflect the light down to your eyes',
        wrong: [
          'A lens makes the wall see-through',
          'A camera sends pictures by radio',
          'Light bends around the wall by itself',
        ],
      },
      {
        prompt: 'What does a magnifying glass do to light?',
        correct: 'It bends (refracts) the light so things look bigger',
        wrong: [
          'It stops the light completely',
          'It turns the light into sound',
          'It makes the light travel in circles',
        ],
      },
      {
        prompt: 'Why do cars have mirrors on their sides?',
        correct: 'To reflect light from behind so the driver can see what is there',
        wrong: ['To make the car lighter', 'To keep the sun off the driver', 'To reflect the engine noise'],
      },
      {
        prompt: 'Which surface makes the best mirror?',
        correct: 'Smooth, shiny metal or silvered glass',
        wrong: ['Rough wood', 'Black cloth', 'Frosted plastic'],
      },
    ],
  },
  {
    questId: 'q-inv-007',
    type: 'quiz',
    name: 'Australian Inventions',
    yearLevels: [4, 5],
    curriculum: ['AC9S4H02', 'AC9S5H01'],
    description: 'The bionic ear, spray-on skin, Wi-Fi and the Hills Hoist: ideas that started here.',
    questions: [
      {
        prompt: 'Which medical invention did Graeme Clark and his team develop in Australia?',
        correct: 'The cochlear implant, or bionic ear',
        wrong: ['The X-ray machine', 'The stethoscope', 'The thermometer'],
      },
      {
        prompt: "What does Fiona Wood's spray-on skin help to treat?",
        correct: 'Burns',
        wrong: ['Broken bones', 'Toothache', 'Colds'],
      },
      {
        prompt: 'CSIRO scientists helped invent Wi-Fi. What does it do?',
        correct: 'Sends data between devices without wires',
        wrong: ['Cooks food with radio waves', 'Measures earthquakes', 'Keeps food cold'],
      },
      {
        prompt: 'What is the Hills Hoist, invented in Adelaide?',
        correct: 'A rotary clothes line',
        wrong: ['A lawn mower', 'A kitchen blender', 'A folding ladder'],
      },
    ],
  },
];
