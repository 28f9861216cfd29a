import type { ActivityContent } from './content-types.js';

/** E=MC Square's quizzes, each with its questions and answers (the realm's other activities: e-mc-square.ts). */
export const E_MC_SQUARE_QUIZZES: readonly ActivityContent[] = [
  {
    questId: 'q-phy-001',
    type: 'quiz',
    name: 'Forces: Push, Pull and Friction',
    yearLevels: [4],
    curriculum: ['AC9S4U03'],
    description: 'What slows a rolling ball, why shoes have grip and which forces act without touching.',
    questions: [
      {
        prompt: 'Which force slows a ball rolling across grass?',
        correct: 'Friction',
        wrong: ['Magnetism', 'Electricity', 'Buoyancy'],
      },
      {
        prompt: 'Why do shoes have grips on their soles?',
        correct: 'To increase friction so we do not slip',
        wrong: ['To reduce friction', 'To make them heavier', 'To keep our feet cool'],
      },
      {
        prompt: 'A magnet pulls a paper clip without touching it. What kind of force is this?',
        correct: 'A non-contact force',
        wrong: ['A contact force', 'Friction', 'Air resistance'],
      },
      {
        prompt: 'On which surface would a toy car roll the furthest?',
        correct: 'Smooth tiles',
        wrong: ['Thick carpet', 'Sand', 'Gravel'],
      },
    ],
  },
  {
    questId: 'q-phy-002',
    type: 'quiz',
    name: 'Magnet Mysteries',
    yearLevels: [4],
    curriculum: ['AC9S4U03'],
    description: 'Attract, repel and point north: test what magnets can and cannot do.',
    questions: [
      {
        prompt: 'Which of these will a magnet pick up?',
        correct: 'An iron nail',
        wrong: ['A plastic spoon', 'An aluminium can', 'A wooden peg'],
      },
      {
        prompt: 'What happens when you push the north poles of two magnets together?',
        correct: 'They push each other away (repel)',
        wrong: ['They pull together', 'Nothing happens', 'They both become south poles'],
      },
      {
        prompt: 'What does a compass needle line up with?',
        correct: "Earth's magnetic field",
        wrong: ['The Sun', 'The wind', 'The nearest tree'],
      },
      {
        prompt: "Can a magnet's force pass through a sheet of paper?",
        correct: 'Yes: it can still pull a paper clip through the paper',
        wrong: ['No: paper blocks all magnetic force', 'Only if the paper is wet', 'Only at night'],
      },
    ],
  },
  {
    questId: 'q-phy-003',
    type: 'quiz',
    name: 'Solids, Liquids and Gases',
    yearLevels: [5],
    curriculum: ['AC9S5U04'],
    description: 'Explain how solids, liquids and gases behave by picturing their tiny moving particles.',
    questions: [
      {
        prompt: 'In which state are the particles packed tightly in fixed places?',
        correct: 'Solid',
        wrong: ['Liquid', 'Gas', 'All three'],
      },
      {
        prompt: 'Why does a liquid take the shape of its container?',
        correct: 'Its particles can slide past each other',
        wrong: ['Its particles are fixed in place', 'It has no particles', "Its particles are bigger than a solid's"],
      },
      {
        prompt: 'Why can a gas be squashed into a smaller space?',
        correct: 'There are large gaps between its particles',
        wrong: ['Its particles shrink', 'Its particles stop moving', 'It has no particles'],
      },
      {
        prompt: 'What happens to the particles of a solid when it is heated?',
        correct: 'They vibrate faster',
        wrong: ['They stop moving', 'They get smaller', 'They turn into different particles'],
      },
    ],
  },
  {
    questId: 'q-phy-004',
    type: 'quiz',
    name: 'Heat on the Move',
    yearLevels: [3],
    curriculum: ['AC9S3U03'],
    description: 'Suns, spoons and hot chocolate: where heat comes from and where it goes.',
    questions: [
      {
        prompt: 'Which of these is a source of heat?',
        correct: 'The Sun',
        wrong: ['An ice cube', 'A shadow', 'A glass of cold water'],
      },
      {
        prompt: 'You leave a metal spoon in hot soup. What happens to its handle?',
        correct: 'It gets warmer as heat moves along the spoon',
        wrong: ['It gets colder', 'It stays the same', 'It melts'],
      },
      {
        prompt: 'A cup of hot chocolate is left on the table. What happens?',
        correct: 'It cools as heat moves into the air around it',
        wrong: ['It gets hotter', 'It freezes', 'It stays hot forever'],
      },
      {
        prompt: 'Why does a woollen jumper keep us warm in winter?',
        correct: 'Wool traps air, which slows heat leaving our bodies',
        wrong: ['Wool makes its own heat', 'Wool lets the cold in', 'Wool is magnetic'],
      },
    ],
  },
  {
    questId: 'q-phy-005',
    type: 'quiz',
    name: 'Melting, Freezing and Boiling',
    yearLevels: [3],
    curriculum: ['AC9S3U04'],
    description: 'Add heat or take it away, and watch solids and liquids change state.',
    questions: [
      {
        prompt: 'What happens to ice when it is heated?',
        correct: 'It melts into liquid water',
        wrong: ['It turns into sand', 'It gets harder', 'It turns into salt'],
      },
      {
        prompt: 'At what temperature does pure water freeze?',
        correct: '0 °C',
        wrong: ['10 °C', '50 °C', '100 °C'],
      },
      {
        prompt: 'What is it called when a liquid turns into a solid?',
        correct: 'Freezing',
        wrong: ['Melting', 'Boiling', 'Evaporating'],
      },
      {
        prompt: 'Chocolate melts in your hand. What gives it the heat?',
        correct: 'Your warm hand',
        wrong: ['The wrapper', 'A cold fridge', 'The dark'],
      },
    ],
  },
  {
    questId: 'q-phy-006',
    type: 'quiz',
    name: 'Light and Shadows',
    yearLevels: [5],
    curriculum: ['AC9S5U03'],
    description: 'Light travels in straight lines: use it to explain shadows and bent-looking straws.',
    questions: [
      {
        prompt: 'How does light travel?',
        correct: 'In straight lines',
        wrong: ['In circles', 'Around corners by itself', 'Only downwards'],
      },
      {
        prompt: 'Why does a shadow form?',
        correct: 'An object blocks the light from reaching the surface behind it',
        wrong: ['The object gives off darkness', 'Light bends around the object', 'The ground turns dark by itself'],
      },
      {
        prompt: 'When is your shadow shortest on a sunny day?',
        correct: 'Around midday, when the Sun is highest',
        wrong: ['Early in the morning', 'Late in the afternoon', 'At sunset'],
      },
      {
        prompt: 'Why does a straw look bent in a glass of water?',
        correct: 'Light bends (refracts) as it passes from water into air',
        wrong: ['The water bends the straw', 'The glass is magnetic', 'Light bounces off the bottom of the glass'],
      },
    ],
  },
  {
    questId: 'q-phy-007',
    type: 'quiz',
    name: 'Reversible or Irreversible?',
    yearLevels: [6],
    curriculum: ['AC9S6U04'],
    description: 'Dissolving, melting, burning and rusting: which changes can be undone, and which make something new.',
    questions: [
      {
        prompt: 'Which of these changes is reversible?',
        correct: 'Dissolving salt in water',
        wrong: ['Burning paper', 'Rusting a nail', 'Baking bread'],
      },
      {
        prompt: 'How can you get the salt back from salty water?',
        correct: 'Let the water evaporate',
        wrong: ['Freeze it', 'Stir it faster', 'Add more water'],
      },
      {
        prompt: 'Why is rusting an irreversible change?',
        correct: 'Iron reacts with water and oxygen to make a new substance',
        wrong: ['Rust is just wet iron', 'Rust turns back into iron when it dries', 'Only the colour changes'],
      },
      {
        prompt: 'Which of these is a sign that a new substance has formed?',
        correct: 'Bubbles of gas when vinegar meets bicarb soda',
        wrong: ['Ice melting', 'Sugar dissolving', 'Water boiling'],
      },
    ],
  },
];
