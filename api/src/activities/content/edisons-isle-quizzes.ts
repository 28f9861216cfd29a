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
        explanation:
          "Alexander Graham Bell patented the telephone in 1876, a machine that turned the sound of a voice into electrical signals sent along a wire. Thomas Edison later improved its microphone, building on Bell's work.",
      },
      {
        prompt: 'What did the Wright brothers achieve in 1903?',
        correct: 'The first powered, controlled aeroplane flight',
        wrong: ['The first car', 'The first light bulb', 'The first rocket to the Moon'],
        explanation:
          'In 1903, Orville and Wilbur Wright flew the first powered aeroplane that a pilot could control. The first flight lasted about 12 seconds, and it built on years of glider tests by the brothers and by others.',
      },
      {
        prompt: "Edison's team tested thousands of materials for a light bulb. What does this show?",
        correct: 'Inventions often need many tests and improvements',
        wrong: [
          'Inventors get it right the first time',
          'One person always works alone',
          'Testing is not part of science',
        ],
        explanation:
          "Edison's team tested thousands of materials to find a glowing thread that would last, and each failed test taught them something. Science and inventing usually work this way: test, learn and improve.",
      },
      {
        prompt: 'Which Australian scientist developed the black box flight recorder?',
        correct: 'David Warren',
        wrong: ['Howard Florey', 'Fiona Wood', 'Lawrence Hargrave'],
        explanation:
          "David Warren worked at a government research laboratory in Melbourne in the 1950s. His flight recorder saves pilots' voices and flight data, so investigators can learn why an accident happened and make flying safer.",
      },
      {
        prompt: 'Why do inventors often build on the work of others?',
        correct: 'Each discovery gives the next inventor ideas and knowledge to start from',
        wrong: [
          'Because new ideas are never needed',
          'Because older inventions never worked',
          'Because inventing is a race with no rules',
        ],
        explanation:
          'Science grows step by step: each discovery gives others knowledge to start from, so they do not have to begin again. Edison improved on earlier light bulbs, and scientists often work in teams and share ideas.',
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
        explanation:
          'Metal lets heat pass through it quickly, so heat from the stove reaches the food fast. The metals used for pans melt only at temperatures far hotter than a stove, so the pan keeps its shape.',
      },
      {
        prompt: 'Which property makes glass good for windows?',
        correct: 'It is transparent',
        wrong: ['It is flexible', 'It is magnetic', 'It soaks up water'],
        explanation:
          'Transparent materials let light pass straight through, so we can see clearly through glass and sunlight can come into the room. Glass is hard and stiff, not flexible, and it does not soak up water.',
      },
      {
        prompt: 'Why are raincoats often made of plastic?',
        correct: 'Plastic is waterproof',
        wrong: ['Plastic soaks up water', 'Plastic is magnetic', 'Plastic conducts electricity'],
        explanation:
          'Waterproof materials do not let water soak through, so a plastic raincoat keeps rain off our clothes and skin. A material that soaks up water, like cotton, would leave us wet.',
      },
      {
        prompt: 'Which of these is a natural material?',
        correct: 'Wool',
        wrong: ['Nylon', 'Plastic', 'Polyester'],
        explanation:
          'Natural materials come from plants, animals or the ground, and wool is the fleece of sheep. Nylon, plastic and polyester are made in factories, mostly from oil.',
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
        explanation:
          'A lever is a bar that rocks on a pivot point. A seesaw is a long plank balanced on a pivot in the middle, so when one end is pushed down, the other end goes up.',
      },
      {
        prompt: 'How does a ramp help you move a heavy load up onto a truck?',
        correct: 'You push with less force, over a longer distance',
        wrong: ['It makes the load lighter', 'It switches off gravity', 'It makes the load float'],
        explanation:
          'A ramp lets you raise the load a little at a time, so you push with less force but over a longer distance. The load weighs the same as before, and gravity still pulls on it.',
      },
      {
        prompt: 'Which simple machine raises a flag up a flagpole?',
        correct: 'A pulley',
        wrong: ['A wedge', 'A lever', 'A screw'],
        explanation:
          'A pulley is a wheel with a rope around it. Pulling down on the rope at the bottom of the flagpole makes the flag go up, because the pulley at the top changes the direction of the pull.',
      },
      {
        prompt: 'Why do bicycle axles need grease?',
        correct: 'To reduce friction so the wheels turn easily',
        wrong: ['To increase friction', 'To make the bike heavier', 'To stop the wheels turning'],
        explanation:
          'Grease is slippery, so it reduces the friction between the moving parts around the axle. With less rubbing, the wheels turn easily and the parts wear out more slowly.',
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
        explanation:
          'Electric current can only flow around a complete circuit: from one end of the battery, through the wires and globe, and back to the other end. A gap anywhere stops the current, and the globe stays dark.',
      },
      {
        prompt: 'Which material is a good conductor of electricity?',
        correct: 'Copper',
        wrong: ['Rubber', 'Plastic', 'Wood'],
        explanation:
          'Copper is a metal, and electric current flows easily through metals, so most electrical wires are made of copper. Rubber, plastic and wood are insulators, which means current does not flow through them easily.',
      },
      {
        prompt: 'What does a switch do in a circuit?',
        correct: 'It opens or closes the loop, turning the current off or on',
        wrong: ['It makes the battery bigger', 'It stores electricity', 'It changes the colour of the light'],
        explanation:
          'A switch opens or closes a gap in the circuit, and current can only flow when the loop is complete. The switch controls the current, but it does not store any electricity itself.',
      },
      {
        prompt: 'Why are electrical wires covered in plastic?',
        correct: 'Plastic is an insulator that keeps the electricity in the wire',
        wrong: [
          'Plastic makes electricity flow faster',
          'Plastic makes the wire magnetic',
          'Plastic keeps the wire warm',
        ],
        explanation:
          'Plastic is an insulator, so current cannot flow through it. The plastic coating keeps the current flowing along the copper wire and stops it passing into anyone who touches the wire, which prevents electric shocks.',
      },
      {
        prompt: "In a torch, the battery's stored energy becomes mainly which forms of energy?",
        correct: 'Light and heat',
        wrong: ['Sound and movement', 'Only sound', 'Only movement'],
        explanation:
          'The battery stores chemical energy, which the circuit transfers as electricity to the globe. There it is transformed into light and heat, which is why a torch globe can feel warm after use.',
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
        explanation:
          'Tiny living things like bacteria and mould make food go off, and they grow more slowly in the cold. A fridge keeps food cool, so milk, meat and fruit stay fresh and safe to eat for longer.',
      },
      {
        prompt: 'Why does a bicycle helmet have soft foam inside its hard shell?',
        correct: 'The foam squashes to soften a blow to the head',
        wrong: ['The foam makes the helmet heavier', 'The foam keeps the rider cold', 'The foam lets the rain in'],
        explanation:
          'In a crash, the hard shell spreads out the force of the hit, and the soft foam squashes to slow the head down more gently. That softens the blow and helps protect the brain.',
      },
      {
        prompt: 'What is usually the first step of inventing something?',
        correct: 'Finding a problem or a need',
        wrong: ['Selling the invention', 'Making a poster', 'Choosing a name'],
        explanation:
          'Inventors start with a problem or a need, like keeping food fresh or heads safe, and then think of ideas to test and improve. Naming, posters and selling come much later.',
      },
      {
        prompt: 'Why do engineers test a model before making many copies?',
        correct: 'To find and fix problems early',
        wrong: ['To make it cost more', 'So that nobody can use it', 'Because testing is never useful'],
        explanation:
          'A model, or prototype, is a test version that shows what does not work yet. Fixing problems before making many copies saves time, money and materials.',
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
        explanation:
          'Light travels in straight lines, so it cannot bend over a wall by itself. In a periscope, the top mirror reflects light down the tube, and the bottom mirror reflects it into your eyes.',
      },
      {
        prompt: 'What does a magnifying glass do to light?',
        correct: 'It bends (refracts) the light so things look bigger',
        wrong: [
          'It stops the light completely',
          'It turns the light into sound',
          'It makes the light travel in circles',
        ],
        explanation:
          'A magnifying glass is a curved lens that bends (refracts) light as it passes through, and this bending makes objects look larger than they are. Most of the light goes on through the glass instead of being stopped.',
      },
      {
        prompt: 'Why do cars have mirrors on their sides?',
        correct: 'To reflect light from behind so the driver can see what is there',
        wrong: ['To make the car lighter', 'To keep the sun off the driver', 'To reflect the engine noise'],
        explanation:
          "Light from cars behind reflects off the side mirror and into the driver's eyes. This reflection lets the driver see what is behind and beside the car without turning around.",
      },
      {
        prompt: 'Which surface makes the best mirror?',
        correct: 'Smooth, shiny metal or silvered glass',
        wrong: ['Rough wood', 'Black cloth', 'Frosted plastic'],
        explanation:
          'A mirror needs a very smooth, shiny surface so light bounces off it evenly and makes a clear image. Rough wood and frosted plastic scatter the light, and black cloth absorbs most of it.',
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
        explanation:
          'Graeme Clark and his team in Melbourne developed the bionic ear, first implanted in 1978. It turns sounds into electrical signals for the hearing nerve, helping many deaf people to hear.',
      },
      {
        prompt: "What does Fiona Wood's spray-on skin help to treat?",
        correct: 'Burns',
        wrong: ['Broken bones', 'Toothache', 'Colds'],
        explanation:
          'Fiona Wood and Marie Stoner in Perth developed spray-on skin. Healthy skin cells from the patient are sprayed onto a burn, which helps it heal faster and with less scarring.',
      },
      {
        prompt: 'CSIRO scientists helped invent Wi-Fi. What does it do?',
        correct: 'Sends data between devices without wires',
        wrong: ['Cooks food with radio waves', 'Measures earthquakes', 'Keeps food cold'],
        explanation:
          'Wi-Fi sends information as radio waves, so phones, tablets and computers can connect without wires. CSIRO scientists found a way to stop radio signals that echo off walls from getting jumbled indoors.',
      },
      {
        prompt: 'What is the Hills Hoist, invented in Adelaide?',
        correct: 'A rotary clothes line',
        wrong: ['A lawn mower', 'A kitchen blender', 'A folding ladder'],
        explanation:
          'The Hills Hoist is a rotary clothes line: its arms spin in the breeze and it can be wound up or down. Lance Hill built his first one in his Adelaide backyard in 1945, and soon they stood in backyards across Australia.',
      },
    ],
  },
];
