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
        explanation:
          'Friction is a force that acts when two surfaces rub against each other. As the ball rolls, the grass rubs on it and slows it down until it stops.',
      },
      {
        prompt: 'Why do shoes have grips on their soles?',
        correct: 'To increase friction so we do not slip',
        wrong: ['To reduce friction', 'To make them heavier', 'To keep our feet cool'],
        explanation:
          'Grips are bumps and grooves that catch on the ground, which increases friction. More friction means more grip, so our feet are less likely to slide on wet or smooth floors.',
      },
      {
        prompt: 'A magnet pulls a paper clip without touching it. What kind of force is this?',
        correct: 'A non-contact force',
        wrong: ['A contact force', 'Friction', 'Air resistance'],
        explanation:
          "A magnet's force can reach across a gap, so it acts without touching: that makes it a non-contact force. Gravity is another one, pulling a dropped ball down without touching it.",
      },
      {
        prompt: 'On which surface would a toy car roll the furthest?',
        correct: 'Smooth tiles',
        wrong: ['Thick carpet', 'Sand', 'Gravel'],
        explanation:
          'Smooth tiles cause the least friction, so less force slows the car and it keeps rolling further. Carpet, sand and gravel are rough or soft, so they rub against the wheels and stop the car sooner.',
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
        explanation:
          'Magnets attract iron and steel, so they pick up an iron nail. An aluminium can is metal too, but aluminium is not magnetic, and nor are plastic and wood.',
      },
      {
        prompt: 'What happens when you push the north poles of two magnets together?',
        correct: 'They push each other away (repel)',
        wrong: ['They pull together', 'Nothing happens', 'They both become south poles'],
        explanation:
          'Like poles repel, so north pushes away north and south pushes away south, while a north and a south pull together. Pushing magnets together does not change their poles.',
      },
      {
        prompt: 'What does a compass needle line up with?',
        correct: "Earth's magnetic field",
        wrong: ['The Sun', 'The wind', 'The nearest tree'],
        explanation:
          "Earth acts like a giant magnet, and a compass needle is a small magnet that turns to line up with Earth's magnetic field. One end points north, which helps people find their way.",
      },
      {
        prompt: "Can a magnet's force pass through a sheet of paper?",
        correct: 'Yes: it can still pull a paper clip through the paper',
        wrong: ['No: paper blocks all magnetic force', 'Only if the paper is wet', 'Only at night'],
        explanation:
          'Magnetic force can pass through thin materials that are not magnetic, like paper, cardboard and plastic. That is why a fridge magnet can hold a sheet of paper against the fridge door.',
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
        explanation:
          'In a solid, the particles are packed closely in fixed places and can only vibrate, so a solid keeps its own shape. Liquid particles are also close together, but they can move past one another.',
      },
      {
        prompt: 'Why does a liquid take the shape of its container?',
        correct: 'Its particles can slide past each other',
        wrong: ['Its particles are fixed in place', 'It has no particles', "Its particles are bigger than a solid's"],
        explanation:
          'Liquid particles stay close together but are not held in fixed places, so they slide past each other and flow. This lets a liquid spread to fill the bottom of any container, while its volume stays the same.',
      },
      {
        prompt: 'Why can a gas be squashed into a smaller space?',
        correct: 'There are large gaps between its particles',
        wrong: ['Its particles shrink', 'Its particles stop moving', 'It has no particles'],
        explanation:
          'Gas particles are spread far apart with lots of empty space between them, so squeezing a gas pushes them closer together. The particles themselves do not shrink.',
      },
      {
        prompt: 'What happens to the particles of a solid when it is heated?',
        correct: 'They vibrate faster',
        wrong: ['They stop moving', 'They get smaller', 'They turn into different particles'],
        explanation:
          'Heating gives the particles more energy, so they vibrate faster and push a little further apart, which is why solids expand slightly. The particles stay the same size and the same kind.',
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
        explanation:
          'The Sun is a heat source because it gives off heat, warming the land, the sea and us every day. An ice cube and cold water are not heat sources: they take in heat from around them and warm up.',
      },
      {
        prompt: 'You leave a metal spoon in hot soup. What happens to its handle?',
        correct: 'It gets warmer as heat moves along the spoon',
        wrong: ['It gets colder', 'It stays the same', 'It melts'],
        explanation:
          'Heat moves from hotter things to colder things. Metal lets heat through easily, so heat travels from the hot soup up the spoon and warms the handle.',
      },
      {
        prompt: 'A cup of hot chocolate is left on the table. What happens?',
        correct: 'It cools as heat moves into the air around it',
        wrong: ['It gets hotter', 'It freezes', 'It stays hot forever'],
        explanation:
          'Heat moves from hotter things to cooler things. The hot chocolate is warmer than the air in the room, so it gives heat to the air and cools down until it is the same temperature as the room.',
      },
      {
        prompt: 'Why does a woollen jumper keep us warm in winter?',
        correct: 'Wool traps air, which slows heat leaving our bodies',
        wrong: ['Wool makes its own heat', 'Wool lets the cold in', 'Wool is magnetic'],
        explanation:
          'Wool does not make heat: our bodies do. The tiny pockets of air trapped in the wool slow that heat from escaping, which keeps us warm on cold winter days.',
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
        explanation:
          'Heat energy makes solid ice change into liquid water, and this change is called melting. It is still water, only in a different state.',
      },
      {
        prompt: 'At what temperature does pure water freeze?',
        correct: '0 °C',
        wrong: ['10 °C', '50 °C', '100 °C'],
        explanation:
          'Pure water freezes into ice at 0 °C, while 100 °C is the temperature where it boils. Salty water, like seawater, has to get colder than 0 °C before it freezes.',
      },
      {
        prompt: 'What is it called when a liquid turns into a solid?',
        correct: 'Freezing',
        wrong: ['Melting', 'Boiling', 'Evaporating'],
        explanation:
          'Freezing is when a liquid loses enough heat to turn into a solid, like water turning to ice in the freezer. Melting is the opposite change, from solid to liquid.',
      },
      {
        prompt: 'Chocolate melts in your hand. What gives it the heat?',
        correct: 'Your warm hand',
        wrong: ['The wrapper', 'A cold fridge', 'The dark'],
        explanation:
          'Your hand is warm, about 37 °C, which is warmer than the temperature chocolate melts at. Heat moves from your hand into the cooler chocolate, so the solid chocolate turns soft and runny.',
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
        explanation:
          'Light travels away from its source in straight lines, like a torch beam in the dark or sunbeams through a window. It changes direction only when something reflects or refracts it; it does not go around corners by itself.',
      },
      {
        prompt: 'Why does a shadow form?',
        correct: 'An object blocks the light from reaching the surface behind it',
        wrong: ['The object gives off darkness', 'Light bends around the object', 'The ground turns dark by itself'],
        explanation:
          'Light travels in straight lines and does not bend around an opaque object, so the area behind it gets less light. That darker area is the shadow, and objects do not give off darkness.',
      },
      {
        prompt: 'When is your shadow shortest on a sunny day?',
        correct: 'Around midday, when the Sun is highest',
        wrong: ['Early in the morning', 'Late in the afternoon', 'At sunset'],
        explanation:
          'Around midday the Sun is highest in the sky, so its light comes from nearly overhead and your shadow is short. In the morning, late afternoon and at sunset the Sun is low, so shadows stretch out long.',
      },
      {
        prompt: 'Why does a straw look bent in a glass of water?',
        correct: 'Light bends (refracts) as it passes from water into air',
        wrong: ['The water bends the straw', 'The glass is magnetic', 'Light bounces off the bottom of the glass'],
        explanation:
          'Light changes direction as it passes from water into air, and this bending is called refraction. Light from the part of the straw under water reaches your eyes at a different angle, so the straw looks bent even though it is straight.',
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
        explanation:
          'Dissolving is a reversible change: the salt is still there, spread through the water, and can be recovered. Burning, rusting and baking all produce new substances, so those changes are irreversible.',
      },
      {
        prompt: 'How can you get the salt back from salty water?',
        correct: 'Let the water evaporate',
        wrong: ['Freeze it', 'Stir it faster', 'Add more water'],
        explanation:
          'When the water evaporates it turns into water vapour and leaves, but the salt does not evaporate, so salt crystals are left behind. Sea salt is made this way from seawater in shallow ponds.',
      },
      {
        prompt: 'Why is rusting an irreversible change?',
        correct: 'Iron reacts with water and oxygen to make a new substance',
        wrong: ['Rust is just wet iron', 'Rust turns back into iron when it dries', 'Only the colour changes'],
        explanation:
          'In rusting, iron reacts with water and oxygen from the air to form a new substance, iron oxide, which we call rust. Rust is flaky and weak, and drying it does not turn it back into iron.',
      },
      {
        prompt: 'Which of these is a sign that a new substance has formed?',
        correct: 'Bubbles of gas when vinegar meets bicarb soda',
        wrong: ['Ice melting', 'Sugar dissolving', 'Water boiling'],
        explanation:
          'Vinegar and bicarb soda react to make carbon dioxide gas, a new substance, so the bubbles are a sign of a chemical change. Boiling water also bubbles, but those bubbles are water vapour: still water, in a different state.',
      },
    ],
  },
];
