import type { ActivityContent } from './content-types.js';

/** Edison's Isle's animations, the first three, each with its scenes and check (the rest: edisons-isle-animations-2.ts). */
export const EDISONS_ISLE_ANIMATIONS: readonly ActivityContent[] = [
  {
    questId: 'a-inv-001',
    type: 'animation',
    name: 'How a Light Globe Works',
    yearLevels: [6],
    curriculum: ['AC9S6U03'],
    description: 'Follow the current from the switch to the globe and see how it becomes light.',
    animation: {
      scenes: [
        {
          caption:
            'A torch circuit has a battery, wires, a switch and a light globe. The battery stores chemical energy, ready to use.',
          picture: {
            alt: 'A battery, a switch, wires and an unlit light globe in a simple circuit.',
            parts: [
              { part: 'room' },
              { part: 'battery', x: 80, y: 150, size: 60, label: 'Battery', motion: 'pulse' },
              { part: 'wire', x: 160, y: 150, size: 80 },
              { part: 'switch', x: 240, y: 150, size: 50, label: 'Switch: off' },
              { part: 'bulb', x: 330, y: 120, size: 60, label: 'Globe' },
            ],
          },
        },
        {
          caption:
            'Flick the switch on and the circuit is closed. Now there is an unbroken loop, so an electric current can flow all the way round.',
          picture: {
            alt: 'The switch turns on and arrows show current starting to flow round the loop.',
            parts: [
              { part: 'room' },
              { part: 'battery', x: 80, y: 150, size: 60 },
              { part: 'switch', x: 240, y: 150, size: 50, label: 'Switch: on', motion: 'pulse' },
              { part: 'arrow', x: 160, y: 150, size: 50, motion: 'drift-right', label: 'Current' },
              { part: 'bulb', x: 330, y: 120, size: 60 },
            ],
          },
        },
        {
          caption:
            'The wires are made of copper, a good conductor. Their plastic coating is an insulator, so the current stays inside the wire.',
          picture: {
            alt: 'A long wire with an arrow moving along it, labelled copper inside and plastic outside.',
            parts: [
              { part: 'room' },
              { part: 'wire', x: 200, y: 120, size: 300, label: 'Copper conductor', tint: '#d4843c' },
              { part: 'arrow', x: 140, y: 120, size: 40, motion: 'drift-right' },
              { part: 'wire', x: 200, y: 180, size: 300, label: 'Plastic insulator', tint: '#eeeeee' },
            ],
          },
        },
        {
          caption:
            'Inside an old-style globe is a very thin coil of wire called a filament. It resists the current, so electrical energy turns into heat.',
          picture: {
            alt: 'A light globe with a thermometer rising beside it as the filament heats up.',
            parts: [
              { part: 'room' },
              { part: 'bulb', x: 180, y: 120, size: 100, label: 'Filament' },
              { part: 'thermometer', x: 290, y: 120, size: 40, motion: 'pulse', label: 'Getting hot' },
              { part: 'flame', x: 180, y: 120, size: 20, motion: 'fade-in' },
            ],
          },
        },
        {
          caption:
            'The filament gets so hot that it glows. Electrical energy has been transformed into light energy, and a lot of heat too.',
          picture: {
            alt: 'The light globe glows brightly yellow.',
            parts: [
              { part: 'room' },
              { part: 'bulb', x: 200, y: 120, size: 110, tint: '#ffe066', motion: 'glow', label: 'Light and heat' },
              { part: 'battery', x: 80, y: 190, size: 50 },
              { part: 'switch', x: 320, y: 190, size: 40 },
            ],
          },
        },
        {
          caption:
            'Switch it off and the loop is broken. The current stops and the globe goes dark. An LED globe gives light with far less heat.',
          picture: {
            alt: 'The switch turns off and the globe fades to dark.',
            parts: [
              { part: 'room' },
              { part: 'switch', x: 120, y: 160, size: 60, label: 'Switch: off' },
              { part: 'bulb', x: 260, y: 120, size: 90, tint: '#ffe066', motion: 'fade-out' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Why does the globe light up when the switch is turned on?',
          correct: 'The circuit is closed, so current can flow all the way round',
          wrong: ['The switch makes its own light', 'The wire stores light', 'The battery gets colder'],
          explanation:
            'Turning the switch on closes the loop. Current flows round the circuit and through the filament.',
        },
        {
          prompt: 'What energy change happens in the filament?',
          correct: 'Electrical energy turns into light and heat',
          wrong: ['Light turns into electrical energy', 'Heat turns into sound', 'Sound turns into light'],
          explanation: 'The filament resists the current and gets so hot it glows, giving out light and lots of heat.',
        },
        {
          prompt: 'Why is the copper wire covered in plastic?',
          correct: 'Plastic is an insulator that keeps the current in the wire',
          wrong: [
            'Plastic makes the current faster',
            'Plastic is a good conductor',
            'Plastic makes the globe brighter',
          ],
          explanation: 'Copper is a conductor. The plastic insulator around it keeps the current inside the wire.',
        },
      ],
    },
  },
  {
    questId: 'a-inv-002',
    type: 'animation',
    name: 'Inside a Bicycle',
    yearLevels: [4],
    curriculum: ['AC9S4U03'],
    description: 'Gears, chain, brakes and friction: the simple machines that make a bike go and stop.',
    animation: {
      scenes: [
        {
          caption:
            'When you ride a bike, your feet push down on the pedals. That push is a force, and it makes the front gear turn.',
          picture: {
            alt: 'A child pushes the pedals and the front gear spins.',
            parts: [
              { part: 'ground' },
              { part: 'child', x: 110, y: 140, size: 70 },
              { part: 'gear', x: 200, y: 170, size: 60, motion: 'spin', label: 'Front gear' },
              { part: 'arrow', x: 200, y: 110, size: 40, turn: 90, label: 'Push' },
            ],
          },
        },
        {
          caption:
            'The chain links the front gear to a gear on the back wheel. As the chain moves, it pulls the back gear round.',
          picture: {
            alt: 'Two gears joined by a chain, both spinning.',
            parts: [
              { part: 'ground' },
              { part: 'gear', x: 130, y: 150, size: 70, motion: 'spin' },
              { part: 'wire', x: 210, y: 150, size: 120, label: 'Chain', tint: '#555555' },
              { part: 'gear', x: 290, y: 150, size: 40, motion: 'spin', label: 'Back gear' },
            ],
          },
        },
        {
          caption:
            'The back gear is small. Each turn of the pedals spins the back wheel round more than once, so you go fast.',
          picture: {
            alt: 'A big gear and a small gear spin while the back wheel turns quickly.',
            parts: [
              { part: 'ground' },
              { part: 'gear', x: 100, y: 150, size: 70, motion: 'spin', label: 'Big gear' },
              { part: 'gear', x: 200, y: 150, size: 35, motion: 'spin', label: 'Small gear' },
              { part: 'wheel', x: 300, y: 160, size: 100, motion: 'spin' },
            ],
          },
        },
        {
          caption:
            'Friction between the tyres and the road gives the wheels grip. Without it, the wheels would spin and slip, like on ice.',
          picture: {
            alt: 'A wheel rolls along the road, gripping the ground.',
            parts: [
              { part: 'ground' },
              { part: 'wheel', x: 140, y: 180, size: 90, motion: 'drift-right', label: 'Grip' },
              { part: 'ice', x: 330, y: 200, size: 60, label: 'Slippery ice' },
            ],
          },
        },
        {
          caption: 'Going downhill, gravity pulls you and the bike down the slope. You speed up without pedalling.',
          picture: {
            alt: 'A ball rolls down a ramp, like a bike going downhill.',
            parts: [
              { part: 'sky' },
              { part: 'ramp', x: 200, y: 190, size: 300 },
              { part: 'wheel', x: 120, y: 130, size: 50, motion: 'drift-right' },
              { part: 'arrow', x: 300, y: 100, size: 50, turn: 90, label: 'Gravity' },
            ],
          },
        },
        {
          caption:
            'To stop, squeeze the brakes. Rubber pads rub on the wheel, and friction slows the wheel down until it stops.',
          picture: {
            alt: 'A hand squeezes the brake and the wheel slows and stops.',
            parts: [
              { part: 'ground' },
              { part: 'hand', x: 110, y: 100, size: 50, motion: 'pulse', label: 'Squeeze' },
              { part: 'wheel', x: 250, y: 160, size: 110, motion: 'spin', label: 'Friction slows it' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What force gives the tyres grip on the road?',
          correct: 'Friction',
          wrong: ['Magnetism', 'Gravity', 'Electricity'],
          explanation: 'Friction between the tyres and the road stops the wheels from slipping.',
        },
        {
          prompt: 'What do the brakes use to slow the bike?',
          correct: 'Friction from rubber pads rubbing on the wheel',
          wrong: ['A magnet that pulls the bike back', 'Air from the tyres', 'A bigger back gear'],
          explanation: 'When you squeeze the brakes, rubber pads rub on the wheel. That friction slows it down.',
        },
        {
          prompt: 'What joins the front gear to the back gear?',
          correct: 'The chain',
          wrong: ['The brakes', 'The seat', 'The handlebars'],
          explanation: 'The chain links the two gears. As it moves, it pulls the back gear round.',
        },
      ],
    },
  },
  {
    questId: 'a-inv-003',
    type: 'animation',
    name: 'From Sand to Glass',
    yearLevels: [4],
    curriculum: ['AC9S4U04'],
    description: 'Sand, soda and lime melt together in a furnace and come out as a window pane.',
    animation: {
      scenes: [
        {
          caption:
            'Glass starts as three things: clean sand, soda ash and limestone. They are mixed together in a big pile.',
          picture: {
            alt: 'A pile of sand with a rock and a beaker of white powder beside it.',
            parts: [
              { part: 'ground' },
              { part: 'sand-dune', x: 130, y: 180, size: 150, label: 'Sand', motion: 'fade-in' },
              { part: 'beaker', x: 250, y: 180, size: 50, tint: '#ffffff', label: 'Soda ash' },
              { part: 'rock', x: 330, y: 185, size: 60, label: 'Limestone' },
            ],
          },
        },
        {
          caption:
            'The mix goes into a furnace that is hotter than 1500 degrees. The heat melts it into a glowing, runny liquid.',
          picture: {
            alt: 'A factory furnace with a big flame glowing inside.',
            parts: [
              { part: 'ground' },
              { part: 'factory', x: 150, y: 140, size: 160, label: 'Furnace' },
              { part: 'flame', x: 280, y: 170, size: 70, motion: 'glow' },
              { part: 'thermometer', x: 350, y: 120, size: 40, label: 'Over 1500 °C' },
            ],
          },
        },
        {
          caption:
            'For a window, the hot glass is poured onto a bath of melted tin. It floats and spreads out flat and smooth.',
          picture: {
            alt: 'Hot liquid glass spreads out flat across a tray.',
            parts: [
              { part: 'room' },
              { part: 'beaker', x: 100, y: 100, size: 60, tint: '#ff9800', turn: 45 },
              { part: 'puddle', x: 230, y: 180, size: 160, tint: '#ff9800', motion: 'grow', label: 'Flat and smooth' },
            ],
          },
        },
        {
          caption: 'The glass cools down slowly. As it cools it turns from a liquid into a hard, clear solid.',
          picture: {
            alt: 'Steam rises as the sheet of glass cools down.',
            parts: [
              { part: 'room' },
              { part: 'puddle', x: 200, y: 180, size: 200, tint: '#b3e5fc', label: 'Cooling glass' },
              { part: 'steam', x: 200, y: 120, size: 60, motion: 'rise' },
            ],
          },
        },
        {
          caption:
            'Then it is cut into window panes. Glass is clear, so light shines through. It is hard, but it can break if hit.',
          picture: {
            alt: 'A house with windows as the sun shines through them.',
            parts: [
              { part: 'ground' },
              { part: 'house', x: 180, y: 150, size: 150, label: 'Glass windows' },
              { part: 'sun', x: 340, y: 50, size: 60, motion: 'glow' },
            ],
          },
        },
        {
          caption:
            'Old glass jars can be melted down and made into new glass. Recycled glass melts more easily and saves energy.',
          picture: {
            alt: 'A recycling symbol spins above a bin of glass jars.',
            parts: [
              { part: 'ground' },
              { part: 'bin', x: 150, y: 170, size: 80, tint: '#fdd835' },
              { part: 'recycle', x: 260, y: 110, size: 70, motion: 'spin' },
              { part: 'cup', x: 340, y: 190, size: 40, tint: '#b3e5fc' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What is the main material used to make glass?',
          correct: 'Sand',
          wrong: ['Wood', 'Plastic', 'Wool'],
          explanation: 'Glass is made from sand, mixed with soda ash and limestone, then melted.',
        },
        {
          prompt: 'Why is glass good for windows?',
          correct: 'It is clear, so light shines through',
          wrong: ['It is soft and bendy', 'It blocks all light', 'It soaks up rain'],
          explanation: 'Glass is clear, so light can pass through it and we can see out.',
        },
        {
          prompt: 'How does the glass become flat for a window?',
          correct: 'It floats on a bath of melted tin',
          wrong: ['It is squashed by a car', 'It is rolled in sand', 'It is left in the rain'],
          explanation: 'Hot glass is poured onto melted tin, where it floats and spreads out flat and smooth.',
        },
      ],
    },
  },
];
