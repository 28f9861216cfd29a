import type { ActivityContent } from './content-types.js';

/** E=MC Square's other books, each with its pages and check (the first: e-mc-square-books.ts; the realm: e-mc-square.ts). */
export const E_MC_SQUARE_BOOKS_2: readonly ActivityContent[] = [
  {
    questId: 'b-phy-004',
    type: 'book',
    name: 'Light Tricks',
    yearLevels: [5],
    curriculum: ['AC9S5U03'],
    description: 'Mirrors, rainbows and broken-looking pencils: how light reflects and refracts.',
    book: {
      pages: [
        {
          text: 'Light comes from sources such as the sun, a torch or a campfire. It travels out from its source in straight lines. We see things when light from them enters our eyes.',
          picture: {
            alt: 'The sun sends straight arrows of light towards a child.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 70, y: 60, size: 70 },
              { part: 'arrow', x: 170, y: 100, size: 90, turn: 25, label: 'Light' },
              { part: 'child', x: 290, y: 165, size: 70 },
            ],
          },
        },
        {
          text: 'When light hits something it cannot pass through, a shadow forms behind it. Light travels in straight lines, so it cannot bend around the object. That is why a gum tree gives cool shade.',
          picture: {
            alt: 'A gum tree blocks the sunlight and casts a dark shadow on the grass where a child sits.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 60, y: 50, size: 60 },
              { part: 'gum-tree', x: 180, y: 130, size: 160 },
              { part: 'puddle', x: 280, y: 215, size: 130, tint: '#33691e', label: 'Shadow' },
              { part: 'child', x: 290, y: 180, size: 50 },
            ],
          },
        },
        {
          text: 'When light hits a smooth, shiny surface like a mirror, it bounces off. This is called reflection. A mirror reflects light so neatly that you can see a picture of yourself in it.',
          picture: {
            alt: 'An arrow of light hits a shiny surface and bounces off at an angle.',
            parts: [
              { part: 'room' },
              { part: 'arrow', x: 140, y: 120, size: 90, turn: 40, label: 'Light in' },
              { part: 'ice', x: 200, y: 180, size: 120, tint: '#cfd8dc', label: 'Mirror' },
              { part: 'arrow', x: 260, y: 120, size: 90, turn: -40, label: 'Light out' },
            ],
          },
        },
        {
          text: 'A still lake can act like a mirror too. On a calm morning, you might see a kookaburra on a branch and its reflection in the water below. When the wind makes ripples, the reflection breaks up.',
          picture: {
            alt: 'A kookaburra on a gum tree beside a calm lake, with its reflection in the water.',
            parts: [
              { part: 'sea' },
              { part: 'gum-tree', x: 110, y: 90, size: 140 },
              { part: 'bird', x: 170, y: 70, size: 40, tint: '#8d6e63', label: 'Kookaburra' },
              { part: 'bird', x: 170, y: 190, size: 40, tint: '#8d6e63', turn: 180, label: 'Reflection' },
            ],
          },
        },
        {
          text: 'Light also bends when it passes from one material into another, such as from water into air. This bending is called refraction. It happens because light changes speed as it crosses over.',
          picture: {
            alt: 'An arrow of light goes into water and bends as it crosses the surface.',
            parts: [
              { part: 'sea' },
              { part: 'arrow', x: 160, y: 100, size: 90, turn: 45, label: 'Light' },
              { part: 'arrow', x: 220, y: 175, size: 80, turn: 70, label: 'Bent' },
            ],
          },
        },
        {
          text: 'Put a pencil in a glass of water and look from the side. The pencil looks broken where it enters the water! The pencil has not changed. Its light bent on the way to your eyes.',
          picture: {
            alt: 'A pencil stands in a glass of water and looks broken at the water line.',
            parts: [
              { part: 'room' },
              { part: 'cup', x: 200, y: 170, size: 100 },
              { part: 'wire', x: 190, y: 115, size: 70, tint: '#fbc02d', turn: -70, label: 'Pencil' },
              { part: 'wire', x: 205, y: 180, size: 60, tint: '#fbc02d', turn: -55 },
            ],
          },
        },
        {
          text: 'Rainbows come from light bending too. Sunlight bends as it goes into raindrops, bounces off the back and bends again as it leaves. It spreads into red, orange, yellow, green, blue, indigo and violet.',
          picture: {
            alt: 'A rainbow in the sky after rain, with the sun behind a child.',
            parts: [
              { part: 'ground' },
              { part: 'rain-cloud', x: 300, y: 50, size: 100 },
              { part: 'rainbow', x: 260, y: 120, size: 220 },
              { part: 'sun', x: 50, y: 50, size: 50 },
              { part: 'child', x: 120, y: 170, size: 60 },
            ],
          },
        },
        {
          text: 'To find a rainbow, stand with the sun behind you after a shower of rain. Light can cast shadows, bounce off mirrors and bend in water. Light is full of tricks!',
          picture: {
            alt: 'A child with their back to the sun looks at a rainbow.',
            parts: [
              { part: 'sky' },
              { part: 'sun', x: 50, y: 60, size: 50 },
              { part: 'child', x: 150, y: 180, size: 80 },
              { part: 'rainbow', x: 300, y: 130, size: 180 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What is it called when light bounces off a mirror?',
          correct: 'Reflection',
          wrong: ['Refraction', 'Evaporation', 'A shadow'],
          explanation:
            'Reflection is light bouncing off a surface. Smooth, shiny surfaces like mirrors reflect light neatly.',
        },
        {
          prompt: 'Why does a pencil in a glass of water look broken?',
          correct: 'Light bends as it passes from the water into the air',
          wrong: ['The water bends the pencil', 'The glass is cracked', 'Light cannot pass through water'],
          explanation: 'Light changes speed and bends when it crosses from water into air. This is called refraction.',
        },
        {
          prompt: 'Why does a gum tree cast a shadow?',
          correct: 'Light travels in straight lines and cannot pass through the tree',
          wrong: ['The tree makes dark light', 'The tree reflects all the light down', 'Gum leaves are cold'],
          explanation:
            'Light travels in straight lines, so it cannot bend around the tree. A shadow forms where the light is blocked.',
        },
      ],
    },
  },
  {
    questId: 'b-phy-005',
    type: 'book',
    name: 'Sparks: The Story of Electricity',
    yearLevels: [6],
    curriculum: ['AC9S6U03'],
    description: 'From static shocks to power stations: how electricity reaches the switch on your wall.',
    book: {
      pages: [
        {
          text: 'Have you ever felt a tiny shock when you touched a door handle after walking on carpet? That is static electricity. Rubbing can move tiny charged bits, called electrons, from one thing to another.',
          picture: {
            alt: 'A child on carpet reaches for a door handle and a tiny spark jumps.',
            parts: [
              { part: 'room' },
              { part: 'child', x: 150, y: 160, size: 80 },
              { part: 'hand', x: 220, y: 140, size: 35 },
              { part: 'lightning', x: 250, y: 140, size: 25, label: 'Static spark' },
            ],
          },
        },
        {
          text: 'Lightning is a giant static spark. But static jumps all at once, so it cannot run a fridge. For that we need an electric current: charge that flows steadily around a circuit.',
          picture: {
            alt: 'A lightning bolt flashes from a storm cloud over a house.',
            parts: [
              { part: 'ground' },
              { part: 'rain-cloud', x: 200, y: 50, size: 150 },
              { part: 'lightning', x: 200, y: 120, size: 60 },
              { part: 'house', x: 320, y: 170, size: 90 },
            ],
          },
        },
        {
          text: 'A circuit is a complete loop. It needs a source of energy, like a battery. It needs wires to carry the current, and a part that uses the energy, like a light globe. Break the loop anywhere and the current stops.',
          picture: {
            alt: 'A battery, wires and a glowing light globe joined in a loop.',
            parts: [
              { part: 'room' },
              { part: 'battery', x: 120, y: 170, size: 60, label: 'Battery' },
              { part: 'wire', x: 200, y: 120, size: 140 },
              { part: 'wire', x: 200, y: 200, size: 140 },
              { part: 'bulb', x: 280, y: 160, size: 50, tint: '#ffeb3b', label: 'Light globe' },
            ],
          },
        },
        {
          text: 'Wires are made of copper, a metal that lets electricity flow easily. Materials like this are called conductors. Each wire has a plastic coat, because plastic is an insulator: it stops the current escaping and keeps us safe.',
          picture: {
            alt: 'A copper wire with a plastic coat, labelled conductor and insulator.',
            parts: [
              { part: 'room' },
              { part: 'wire', x: 200, y: 110, size: 260, tint: '#c77c3a', label: 'Copper: conductor' },
              { part: 'wire', x: 200, y: 170, size: 260, tint: '#1e88e5', label: 'Plastic: insulator' },
            ],
          },
        },
        {
          text: 'The power in your home may come from a power station, a solar farm or a wind farm. There, another form of energy is changed, or transformed, into electrical energy. A wind turbine changes the energy of moving air into electricity.',
          picture: {
            alt: 'A power station, wind turbines and solar panels in the countryside.',
            parts: [
              { part: 'ground' },
              { part: 'factory', x: 80, y: 160, size: 100, label: 'Power station' },
              { part: 'wind-turbine', x: 210, y: 130, size: 80 },
              { part: 'wind-turbine', x: 260, y: 140, size: 60 },
              { part: 'solar-panel', x: 340, y: 190, size: 70 },
            ],
          },
        },
        {
          text: 'Electricity travels along thick cables on tall towers, often for hundreds of kilometres across the bush. Then it flows through wires in the walls of your home, to each power point and light switch.',
          picture: {
            alt: 'Long cables carry electricity from a power station to a house.',
            parts: [
              { part: 'ground' },
              { part: 'factory', x: 60, y: 160, size: 80 },
              { part: 'wire', x: 200, y: 100, size: 230, label: 'Power lines' },
              { part: 'gum-tree', x: 200, y: 160, size: 70 },
              { part: 'house', x: 340, y: 165, size: 90 },
            ],
          },
        },
        {
          text: 'When you flick the switch on your wall, you close a gap in the circuit. Current flows, and the light globe transforms electrical energy into light and heat. Flick it off, and the gap opens again.',
          picture: {
            alt: 'A switch turned on beside a glowing light globe in a room.',
            parts: [
              { part: 'room' },
              { part: 'switch', x: 130, y: 140, size: 50, label: 'On' },
              { part: 'wire', x: 200, y: 100, size: 120 },
              { part: 'bulb', x: 280, y: 80, size: 50, tint: '#ffeb3b', label: 'Light and heat' },
            ],
          },
        },
        {
          text: 'Electricity from the wall is much stronger than a battery and can be very dangerous. Never poke things into power points, and keep electrical things away from water. Respect electricity, and it will serve you well.',
          picture: {
            alt: 'A warning: a cup of water kept well away from a switch and a power point.',
            parts: [
              { part: 'room' },
              { part: 'switch', x: 110, y: 150, size: 50, label: 'Power point' },
              { part: 'lightning', x: 180, y: 150, size: 30, tint: '#f44336' },
              { part: 'cup', x: 320, y: 190, size: 40, label: 'Keep away' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What happens when you flick a light switch on?',
          correct: 'It closes a gap, so the circuit is complete and current flows',
          wrong: ['It makes new electricity', 'It opens a gap in the circuit', 'It stores light in the globe'],
          explanation: 'A switch closes or opens a gap in the loop. Current can only flow when the loop is complete.',
        },
        {
          prompt: 'Why do wires have a plastic coat?',
          correct: 'Plastic is an insulator, so it stops the current escaping',
          wrong: ['Plastic is a good conductor', 'It makes the current flow faster', 'It makes the wire heavier'],
          explanation:
            'Insulators like plastic do not let electricity flow through them, which keeps the current in the copper and keeps us safe.',
        },
        {
          prompt: 'What does a light globe transform electrical energy into?',
          correct: 'Light and heat',
          wrong: ['Sound and movement', 'Wind', 'Static electricity'],
          explanation: 'A light globe changes electrical energy into light, and some of it into heat as well.',
        },
      ],
    },
  },
  {
    questId: 'b-phy-006',
    type: 'book',
    name: 'Hot Stuff: Heat in Our Homes',
    yearLevels: [3],
    curriculum: ['AC9S3U03'],
    description: 'Stoves, heaters, insulation and fridges: how we make, move and keep heat at home.',
    book: {
      pages: [
        {
          text: 'Heat is a kind of energy. It makes things warmer. In our homes, we use heat every day. We use it to cook, to keep warm and to heat our water.',
          picture: {
            alt: 'A kitchen with a pot on a flame and steam rising.',
            parts: [
              { part: 'room' },
              { part: 'flame', x: 200, y: 200, size: 50 },
              { part: 'pot', x: 200, y: 165, size: 90 },
              { part: 'steam', x: 200, y: 100, size: 60 },
            ],
          },
        },
        {
          text: 'A stove is a source of heat. Dad puts a pot of soup on the stove. Heat moves from the hot stove into the pot. Then it moves into the soup, and the soup gets hot.',
          picture: {
            alt: 'A pot of soup heats up on a stove, with arrows showing heat moving up.',
            parts: [
              { part: 'room' },
              { part: 'flame', x: 200, y: 205, size: 50, label: 'Stove' },
              { part: 'pot', x: 200, y: 160, size: 90, label: 'Soup' },
              { part: 'arrow', x: 130, y: 170, size: 40, turn: -90, label: 'Heat' },
            ],
          },
        },
        {
          text: 'On a cold winter night, a heater warms the room. Heat moves from the hot heater into the cool air. Soon the whole room feels warm and cosy.',
          picture: {
            alt: 'A heater glows in a room on a winter night while a child keeps warm.',
            parts: [
              { part: 'room' },
              { part: 'flame', x: 110, y: 190, size: 60, label: 'Heater' },
              { part: 'arrow', x: 180, y: 180, size: 50, label: 'Heat' },
              { part: 'child', x: 270, y: 165, size: 80 },
            ],
          },
        },
        {
          text: 'Heat always moves from hot things to cooler things. A cup of hot cocoa cools down as its heat moves into the air. An ice block melts in your hand, because heat moves from your hand into it.',
          picture: {
            alt: 'A hot cup of cocoa gives off heat, and an ice block melts in a hand.',
            parts: [
              { part: 'room' },
              { part: 'cup', x: 120, y: 180, size: 60, tint: '#6d4c41', label: 'Hot cocoa' },
              { part: 'steam', x: 120, y: 120, size: 40 },
              { part: 'hand', x: 280, y: 190, size: 60 },
              { part: 'ice-cube', x: 280, y: 160, size: 35, label: 'Ice block' },
            ],
          },
        },
        {
          text: 'We use a thermometer to measure how hot or cold something is. This is called its temperature. When something warms up, its temperature goes up.',
          picture: {
            alt: 'A thermometer beside a warm cup, showing the temperature.',
            parts: [
              { part: 'room' },
              { part: 'thermometer', x: 150, y: 140, size: 60, label: 'Temperature' },
              { part: 'cup', x: 250, y: 185, size: 50 },
              { part: 'steam', x: 250, y: 135, size: 35 },
            ],
          },
        },
        {
          text: 'In summer, we want to keep heat out of the house. In winter, we want to keep it in. Insulation in the roof and walls slows heat down. It is like a warm blanket for the house.',
          picture: {
            alt: 'A house in the sun, with insulation in its roof keeping the heat out.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 60, y: 50, size: 60 },
              { part: 'house', x: 230, y: 150, size: 150, label: 'Insulation' },
              { part: 'arrow', x: 140, y: 90, size: 50, turn: 30 },
            ],
          },
        },
        {
          text: 'A fridge keeps food cold. It moves heat from inside the fridge out into the kitchen. That is why the air near the back of a fridge can feel a little warm!',
          picture: {
            alt: 'A cold box of food with an arrow showing heat moving out into the kitchen.',
            parts: [
              { part: 'room' },
              { part: 'ice', x: 160, y: 150, size: 110, tint: '#e3f2fd', label: 'Fridge' },
              { part: 'fruit', x: 160, y: 160, size: 30, tint: '#e53935' },
              { part: 'arrow', x: 260, y: 130, size: 60, label: 'Heat out' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Which way does heat move?',
          correct: 'From hot things to cooler things',
          wrong: ['From cold things to hot things', 'Only upwards', 'It never moves'],
          explanation: 'Heat always moves from a hotter thing to a cooler thing, like from a stove into a pot of soup.',
        },
        {
          prompt: 'What do we use to measure temperature?',
          correct: 'A thermometer',
          wrong: ['A ruler', 'A clock', 'A scale'],
          explanation: 'A thermometer tells us how hot or cold something is. That is its temperature.',
        },
        {
          prompt: 'What does insulation in the roof do?',
          correct: 'It slows down heat moving in or out',
          wrong: ['It makes heat', 'It makes the house cold', 'It lets more sunlight in'],
          explanation: 'Insulation slows heat down, like a blanket. It keeps heat out in summer and in during winter.',
        },
      ],
    },
  },
];
