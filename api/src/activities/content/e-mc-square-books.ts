import type { ActivityContent } from './content-types.js';

/** E=MC Square's first books, each with its pages and check (the rest: e-mc-square-books-2.ts; the realm: e-mc-square.ts). */
export const E_MC_SQUARE_BOOKS: readonly ActivityContent[] = [
  {
    questId: 'b-phy-001',
    type: 'book',
    name: 'The Big Book of Forces',
    yearLevels: [4],
    curriculum: ['AC9S4U03'],
    description: 'Gravity, friction and magnetism at the playground, the beach and the skate park.',
    book: {
      pages: [
        {
          text: 'A force is a push or a pull. You cannot see a force, but you can see what it does. A force can start something moving, stop it, or change the way it goes.',
          picture: {
            alt: 'A child on the grass pushes a red ball, with an arrow showing the push.',
            parts: [
              { part: 'ground' },
              { part: 'child', x: 140, y: 170, size: 70 },
              { part: 'arrow', x: 210, y: 185, size: 60, label: 'Push' },
              { part: 'ball', x: 270, y: 195, size: 35, tint: '#d33a2c' },
            ],
          },
        },
        {
          text: 'At the playground, you push a swing to make it go. Your friend pulls a cart along the path. Each time, one thing pushes or pulls on another. That is a force at work.',
          picture: {
            alt: 'Two children at a playground, one pushing and one pulling, with arrows for the forces.',
            parts: [
              { part: 'ground' },
              { part: 'child', x: 110, y: 170, size: 70 },
              { part: 'arrow', x: 170, y: 170, size: 50, label: 'Push' },
              { part: 'child', x: 290, y: 170, size: 70 },
              { part: 'arrow', x: 340, y: 170, size: 50, turn: 180, label: 'Pull' },
            ],
          },
        },
        {
          text: 'Gravity is a pull that never stops. The Earth pulls everything down towards it. When a gumnut drops from a gum tree, gravity pulls it to the ground. Gravity works without even touching.',
          picture: {
            alt: 'A gumnut falls from a gum tree, with an arrow pointing down labelled gravity.',
            parts: [
              { part: 'ground' },
              { part: 'gum-tree', x: 150, y: 120, size: 170 },
              { part: 'seed', x: 250, y: 110, size: 20, tint: '#7a5a2e', label: 'Gumnut' },
              { part: 'arrow', x: 250, y: 160, size: 50, turn: 90, label: 'Gravity' },
            ],
          },
        },
        {
          text: 'Friction is a force that slows things down. It happens when two surfaces rub together. Rough surfaces make lots of friction. Smooth surfaces make only a little.',
          picture: {
            alt: 'A toy car on a rough ramp and a toy car on a smooth ramp.',
            parts: [
              { part: 'room' },
              { part: 'ramp', x: 110, y: 170, size: 140, tint: '#b08850', label: 'Rough' },
              { part: 'car', x: 95, y: 140, size: 40 },
              { part: 'ramp', x: 290, y: 170, size: 140, tint: '#cfd8dc', label: 'Smooth' },
              { part: 'car', x: 275, y: 140, size: 40 },
            ],
          },
        },
        {
          text: 'At the skate park, smooth concrete lets a skateboard roll a long way. On rough grass, friction stops it fast. Friction also helps your shoes grip, so you can stop and turn.',
          picture: {
            alt: 'A child at the skate park next to a smooth concrete ramp, with a patch of grass.',
            parts: [
              { part: 'ground' },
              { part: 'ramp', x: 130, y: 175, size: 160, tint: '#b0b0b0' },
              { part: 'child', x: 230, y: 165, size: 70 },
              { part: 'wheel', x: 230, y: 210, size: 25 },
              { part: 'grass', x: 330, y: 205, size: 60 },
            ],
          },
        },
        {
          text: 'At the beach, try to drag a boogie board over soft, dry sand. It is hard work, because the sand makes lots of friction. Out on the water, the board glides along much more easily.',
          picture: {
            alt: 'A beach with a sand dune, the sea and a child pulling a board.',
            parts: [
              { part: 'sea' },
              { part: 'sand-dune', x: 120, y: 210, size: 260 },
              { part: 'child', x: 130, y: 160, size: 60 },
              { part: 'arrow', x: 80, y: 180, size: 40, turn: 180, label: 'Pull' },
              { part: 'sun', x: 340, y: 45, size: 50 },
            ],
          },
        },
        {
          text: 'A magnet can pull things made of iron or steel without touching them. Two magnets can pull together or push apart. Like gravity, a magnet can act across a gap.',
          picture: {
            alt: 'A horseshoe magnet pulls a steel ball across a small gap.',
            parts: [
              { part: 'room' },
              { part: 'magnet', x: 150, y: 150, size: 90 },
              { part: 'arrow', x: 215, y: 150, size: 40, turn: 180, label: 'Pull' },
              { part: 'ball', x: 270, y: 150, size: 30, tint: '#9e9e9e', label: 'Steel' },
            ],
          },
        },
        {
          text: 'Forces are all around you, every day. Next time you kick a footy or ride your bike, think about the pushes and pulls at work. You are on your way to being a force expert!',
          picture: {
            alt: 'A child kicks a footy across the grass on a sunny day.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 60, y: 50, size: 50 },
              { part: 'child', x: 170, y: 165, size: 70 },
              { part: 'ball', x: 260, y: 120, size: 30, tint: '#8d4a24', label: 'Footy' },
              { part: 'arrow', x: 220, y: 140, size: 45, turn: -30 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What is a force?',
          correct: 'A push or a pull',
          wrong: ['A kind of metal', 'A kind of light', 'The speed of a car'],
          explanation: 'A force is a push or a pull. It can start things moving, stop them or change the way they go.',
        },
        {
          prompt: 'What slows a skateboard down quickly on rough grass?',
          correct: 'Friction',
          wrong: ['Magnetism', 'Sunlight', 'Wind'],
          explanation: 'Friction happens when surfaces rub together, and rough grass makes lots of it.',
        },
        {
          prompt: 'Which force pulls a gumnut down from a gum tree?',
          correct: 'Gravity',
          wrong: ['Friction', 'Magnetism', 'A push from the wind'],
          explanation: 'Gravity is the pull of the Earth. It pulls everything down towards the ground.',
        },
      ],
    },
  },
  {
    questId: 'b-phy-002',
    type: 'book',
    name: 'Where Does the Puddle Go?',
    yearLevels: [3],
    curriculum: ['AC9S3U04'],
    description: 'A puddle shrinks in the sun: a story about heat, evaporation and water you cannot see.',
    book: {
      pages: [
        {
          text: 'It rained in the night. In the morning, Mia found a big puddle by the back gate. She jumped in it with her gumboots. Splash!',
          picture: {
            alt: 'A child in gumboots jumps in a puddle under a grey cloud.',
            parts: [
              { part: 'ground' },
              { part: 'cloud', x: 300, y: 50, size: 110, tint: '#b0bec5' },
              { part: 'puddle', x: 180, y: 215, size: 140 },
              { part: 'child', x: 180, y: 160, size: 70, label: 'Mia' },
            ],
          },
        },
        {
          text: 'Then the sun came out and it got warm. Mia drew a chalk line around the edge of the puddle. She wanted to see if the puddle would change.',
          picture: {
            alt: 'The sun shines on a puddle with a chalk line drawn around it.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 70, y: 50, size: 60 },
              { part: 'puddle', x: 200, y: 210, size: 150, label: 'Chalk line' },
              { part: 'child', x: 320, y: 165, size: 65 },
            ],
          },
        },
        {
          text: 'At lunch time, Mia looked again. The puddle was smaller! It did not reach the chalk line now. Where had the water gone?',
          picture: {
            alt: 'A smaller puddle in the sun, with a child wondering where the water went.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 200, y: 40, size: 60 },
              { part: 'puddle', x: 200, y: 210, size: 90 },
              { part: 'child', x: 320, y: 165, size: 65 },
              { part: 'speech-bubble', x: 350, y: 90, size: 60, label: 'Where?' },
            ],
          },
        },
        {
          text: "The sun's heat warmed the water. When water gets warm, some of it turns into a gas called water vapour. This is called evaporation. The water vapour goes up into the air.",
          picture: {
            alt: 'Wisps of water vapour rise from a warm puddle in the sun.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 70, y: 50, size: 60 },
              { part: 'puddle', x: 200, y: 210, size: 90 },
              { part: 'steam', x: 200, y: 150, size: 60, label: 'Evaporation' },
            ],
          },
        },
        {
          text: 'You cannot see water vapour. It is in the air all around you. The water did not vanish. It just changed from a liquid into a gas.',
          picture: {
            alt: 'Arrows show invisible water vapour rising from a puddle into the clear sky.',
            parts: [
              { part: 'sky' },
              { part: 'sun', x: 330, y: 60, size: 60 },
              { part: 'arrow', x: 120, y: 150, size: 60, turn: -90, label: 'Water vapour' },
              { part: 'arrow', x: 220, y: 170, size: 50, turn: -90 },
              { part: 'puddle', x: 170, y: 225, size: 80 },
            ],
          },
        },
        {
          text: 'By the end of the day, the puddle was all gone. Hot, sunny days dry puddles fast. On a cold, cloudy day, a puddle can stay for a long time.',
          picture: {
            alt: 'A dry path where the puddle was, with only the chalk line left.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 320, y: 60, size: 60, tint: '#ffb74d' },
              { part: 'child', x: 120, y: 165, size: 65 },
              { part: 'rock', x: 230, y: 210, size: 40, label: 'Dry now' },
            ],
          },
        },
        {
          text: "Mia's mum hangs the wet washing on the line. The sun and the wind dry the clothes. The water goes into the air. That is evaporation too!",
          picture: {
            alt: 'Wet washing dries in the sun and wind, with water vapour rising.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 70, y: 50, size: 60 },
              { part: 'house', x: 320, y: 150, size: 110 },
              { part: 'wire', x: 170, y: 110, size: 160, label: 'Washing line' },
              { part: 'steam', x: 170, y: 80, size: 50 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What is it called when liquid water turns into water vapour?',
          correct: 'Evaporation',
          wrong: ['Melting', 'Freezing', 'Raining'],
          explanation: 'Evaporation is when a liquid turns into a gas. Warm water evaporates into water vapour.',
        },
        {
          prompt: 'Why did the puddle get smaller on the sunny day?',
          correct: "The sun's heat warmed the water, so it evaporated",
          wrong: ['Mia drank it', 'The chalk soaked it up', 'The water turned into ice'],
          explanation: 'Heat from the sun warmed the water. Some of it turned into water vapour and went into the air.',
        },
        {
          prompt: 'Where did the water from the puddle go?',
          correct: 'Into the air as water vapour',
          wrong: ['Into the sun', 'It vanished for ever', 'Into the chalk line'],
          explanation:
            'The water changed into a gas we cannot see, called water vapour. It is in the air all around us.',
        },
      ],
    },
  },
  {
    questId: 'b-phy-003',
    type: 'book',
    name: 'Tiny Particles, Big Ideas',
    yearLevels: [5],
    curriculum: ['AC9S5U04'],
    description: 'Everything is made of particles too small to see: how they explain the world around you.',
    book: {
      pages: [
        {
          text: 'Everything around you is made of particles. Particles are tiny bits of matter, far too small to see. Your desk, the air and a glass of water are all made of them.',
          picture: {
            alt: 'A scientist looks through a microscope at a desk, with a glass of water beside it.',
            parts: [
              { part: 'room' },
              { part: 'scientist', x: 110, y: 150, size: 90 },
              { part: 'microscope', x: 220, y: 180, size: 60 },
              { part: 'cup', x: 310, y: 195, size: 40 },
            ],
          },
        },
        {
          text: 'Particles are always moving. How they move, and how close together they are, explains why something is a solid, a liquid or a gas. Scientists draw models to show this.',
          picture: {
            alt: 'Three beakers with a solid, a liquid and a gas, labelled.',
            parts: [
              { part: 'room' },
              { part: 'ice-cube', x: 90, y: 180, size: 60, label: 'Solid' },
              { part: 'beaker', x: 200, y: 175, size: 70, tint: '#4fc3f7', label: 'Liquid' },
              { part: 'steam', x: 310, y: 160, size: 70, label: 'Gas' },
            ],
          },
        },
        {
          text: 'In a solid, like a block of ice, the particles are packed tightly together. They hold on to each other and only jiggle on the spot. That is why a solid keeps its shape.',
          picture: {
            alt: 'An ice cube with a row of tightly packed particles drawn beside it.',
            parts: [
              { part: 'room' },
              { part: 'ice-cube', x: 110, y: 150, size: 90, label: 'Solid' },
              { part: 'ball', x: 240, y: 140, size: 25, tint: '#4fc3f7' },
              { part: 'ball', x: 265, y: 140, size: 25, tint: '#4fc3f7' },
              { part: 'ball', x: 240, y: 165, size: 25, tint: '#4fc3f7' },
              { part: 'ball', x: 265, y: 165, size: 25, tint: '#4fc3f7' },
            ],
          },
        },
        {
          text: 'In a liquid, like water, the particles are still close together. But they can slide past each other. That is why a liquid flows and takes the shape of its container.',
          picture: {
            alt: 'Water being poured from a cup into a beaker, taking its shape.',
            parts: [
              { part: 'room' },
              { part: 'cup', x: 150, y: 120, size: 50, turn: 60 },
              { part: 'beaker', x: 220, y: 180, size: 80, tint: '#4fc3f7', label: 'Liquid' },
              { part: 'raindrop', x: 180, y: 145, size: 15 },
            ],
          },
        },
        {
          text: 'In a gas, like the air, the particles are far apart. They zoom about quickly in all directions. A gas spreads out to fill any space it is in.',
          picture: {
            alt: 'Particles of a gas spread far apart, with arrows showing them zooming about.',
            parts: [
              { part: 'room' },
              { part: 'ball', x: 80, y: 70, size: 20, tint: '#90a4ae' },
              { part: 'arrow', x: 120, y: 70, size: 30 },
              { part: 'ball', x: 250, y: 110, size: 20, tint: '#90a4ae', label: 'Gas particle' },
              { part: 'arrow', x: 250, y: 150, size: 30, turn: 90 },
              { part: 'ball', x: 150, y: 170, size: 20, tint: '#90a4ae' },
            ],
          },
        },
        {
          text: 'You can squash the air inside a bike pump, because there is lots of empty space between gas particles. You cannot squash water much, because its particles are already close.',
          picture: {
            alt: 'A child squeezing air with a pump next to a beaker of water.',
            parts: [
              { part: 'ground' },
              { part: 'child', x: 120, y: 165, size: 70 },
              { part: 'arrow', x: 190, y: 170, size: 40, label: 'Squash' },
              { part: 'test-tube', x: 240, y: 170, size: 40, label: 'Air' },
              { part: 'beaker', x: 330, y: 185, size: 50, tint: '#4fc3f7', label: 'Water' },
            ],
          },
        },
        {
          text: 'At a sausage sizzle, you can smell the food from across the park. Gas particles from the cooking spread out through the air. Soon some of them reach your nose.',
          picture: {
            alt: 'Smells rise from a sausage sizzle and drift across the park to a child.',
            parts: [
              { part: 'ground' },
              { part: 'pot', x: 90, y: 180, size: 60, label: 'Sausage sizzle' },
              { part: 'steam', x: 90, y: 130, size: 50 },
              { part: 'arrow', x: 200, y: 130, size: 80 },
              { part: 'child', x: 320, y: 165, size: 70 },
            ],
          },
        },
        {
          text: 'Heating gives particles more energy, so they move faster. That is how a solid melts into a liquid, and a liquid boils into a gas. Tiny particles really do explain big ideas!',
          picture: {
            alt: 'A flame heats a pot of water until steam rises from it.',
            parts: [
              { part: 'room' },
              { part: 'flame', x: 200, y: 210, size: 50 },
              { part: 'pot', x: 200, y: 170, size: 90 },
              { part: 'steam', x: 200, y: 100, size: 70, label: 'Faster particles' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'How are the particles in a solid arranged?',
          correct: 'Packed tightly, jiggling on the spot',
          wrong: ['Far apart and zooming about', 'Sliding past each other', 'There are no particles in a solid'],
          explanation:
            'In a solid the particles hold on to each other tightly. They only jiggle on the spot, so the solid keeps its shape.',
        },
        {
          prompt: 'Why can you squash the air in a bike pump?',
          correct: 'There is lots of empty space between gas particles',
          wrong: ['Air particles are very soft', 'Air has no particles', 'The pump makes the air cold'],
          explanation: 'Gas particles are far apart, so they can be pushed closer together.',
        },
        {
          prompt: 'How does the smell of a sausage sizzle reach you across the park?',
          correct: 'Gas particles spread out through the air',
          wrong: ['Light carries it', 'It travels along the ground', 'The sausages send out sound'],
          explanation:
            'Particles of a gas move about and spread out. Some of them reach your nose, and you smell the food.',
        },
      ],
    },
  },
];
