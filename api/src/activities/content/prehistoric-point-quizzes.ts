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
        explanation:
          'Fossils are the remains of once-living things, such as bones and shells, or traces they left, such as footprints, kept in rock for thousands to millions of years. A rock that never held life is not a fossil.',
      },
      {
        prompt: 'Where do most fossils form?',
        correct: 'In layers of mud or sand that slowly turn to rock',
        wrong: ['Inside hot lava', 'High in the clouds', 'On tree branches'],
        explanation:
          'A plant or animal buried quickly by mud or sand is kept away from scavengers and rotting, and over time more layers press the sediment into rock. Hot lava would burn the remains away instead.',
      },
      {
        prompt: 'Which parts of an animal are most likely to become fossils?',
        correct: 'Hard parts such as bones, teeth and shells',
        wrong: ['Its soft skin', 'Its eyes', 'Its blood'],
        explanation:
          'Hard parts like bones, teeth and shells rot slowly, so they last long enough to be buried and turned to stone. Soft parts like skin, eyes and blood usually rot or get eaten first.',
      },
      {
        prompt: 'Is a dinosaur footprint in rock a fossil?',
        correct: 'Yes: it is a trace fossil',
        wrong: ['No: only bones can be fossils', 'Only if a bone is inside it', 'No: footprints never last'],
        explanation:
          'Fossils include traces of living things as well as their bodies. A footprint pressed into soft mud that later hardened into rock is a trace fossil, and it can show how an animal walked or how heavy it was.',
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
        explanation:
          'No people were around to watch dinosaurs, so scientists use clues. Sharp teeth suggest meat eating, flat teeth suggest plant eating, and fossil droppings can even hold bits of bone or plants.',
      },
      {
        prompt: 'Sharp, curved, saw-edged teeth suggest that a dinosaur was...',
        correct: 'A meat eater',
        wrong: ['A plant eater', 'A fish', 'A seed eater'],
        explanation:
          'Curved, saw-edged teeth work like steak knives for gripping and slicing meat. Plant eaters usually had flatter or peg-shaped teeth for stripping and grinding leaves.',
      },
      {
        prompt: 'What is a scientist who studies fossils called?',
        correct: 'A palaeontologist',
        wrong: ['An astronaut', 'A dentist', 'A meteorologist'],
        explanation:
          'Palaeontologists study fossils to learn about life long ago. A meteorologist studies the weather, an astronaut travels into space and a dentist looks after teeth.',
      },
      {
        prompt: 'A new fossil does not fit an old idea. What do scientists do?',
        correct: 'Change the explanation to fit the new evidence',
        wrong: ['Throw the fossil away', 'Ignore it', 'Hide it in a cupboard'],
        explanation:
          'Scientific ideas are based on evidence, so when new evidence does not fit, scientists change their explanation to fit everything they know. This is how science gets better over time.',
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
        explanation:
          "Muttaburrasaurus was named after Muttaburra, a small town in central Queensland, where a grazier found its bones in 1963. Many of Australia's dinosaur fossils come from outback Queensland.",
      },
      {
        prompt:
          'Leaellynasaura lived near the South Pole. Which feature may have helped it through long, dark winters?',
        correct: 'Large eyes',
        wrong: ['Gills', 'A shell', 'Wings'],
        explanation:
          'Leaellynasaura lived in what is now Victoria, which was then near the South Pole and had weeks of winter darkness. Its large eyes may have helped it see and find food in dim light.',
      },
      {
        prompt: 'Which Queensland town is famous for dinosaur fossils such as Australovenator?',
        correct: 'Winton',
        wrong: ['Hobart', 'Cairns', 'Geelong'],
        explanation:
          "Winton in outback Queensland has some of Australia's richest dinosaur fossil sites. Australovenator, a fast meat eater, has the full name Australovenator wintonensis, after the town.",
      },
      {
        prompt: 'Diamantinasaurus was a sauropod. What were sauropods like?',
        correct: 'Huge plant eaters with long necks and tails',
        wrong: [
          'Small meat eaters that ran on two legs',
          'Flying reptiles with leathery wings',
          'Sea reptiles with flippers',
        ],
        explanation:
          'Sauropods such as Diamantinasaurus were giant plant eaters that walked on four legs, and their long necks let them reach lots of plants without moving far. Flying and sea reptiles lived then too, but they were not dinosaurs.',
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
        explanation:
          'Sediment settles in layers, each new one on top of the last. So unless the layers have been folded or tipped over, the bottom layer was laid down first and is the oldest.',
      },
      {
        prompt: 'How do layers of sedimentary rock form?',
        correct: 'Sand and mud settle in layers and are pressed into rock over a long time',
        wrong: ['Lava cools in a single day', 'Rocks fall from space', 'Trees turn into stone overnight'],
        explanation:
          'Rivers, wind and waves carry sand and mud and drop them in layers. Over a very long time, the weight of the layers above squeezes them and minerals cement the grains together into sedimentary rock.',
      },
      {
        prompt: 'A fossil found in a deeper layer is probably...',
        correct: 'Older than the fossils in the layers above it',
        wrong: ['Younger than the fossils above it', 'The same age as the top layer', 'Less than a year old'],
        explanation:
          'Lower layers were laid down first, so a fossil in a deeper layer is usually older than fossils in the layers above it. Scientists use this order to work out which living things came first.',
      },
      {
        prompt: 'Which kind of rock is most likely to hold fossils?',
        correct: 'Sandstone or shale',
        wrong: ['Granite', 'Basalt', 'Obsidian'],
        explanation:
          'Sandstone and shale form from sand and mud, which can bury living things gently. Granite, basalt and obsidian form from hot melted rock, which destroys remains, so they rarely hold fossils.',
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
        explanation:
          "Lyme Regis is on England's south coast, where crumbling cliffs hold fossils about 200 million years old. Storms and landslides kept exposing new fossils, and Anning searched for them from childhood.",
      },
      {
        prompt: 'Mary Anning found one of the first complete skeletons of which sea reptile?',
        correct: 'A plesiosaur',
        wrong: ['A Tyrannosaurus', 'A woolly mammoth', 'A Stegosaurus'],
        explanation:
          'In 1823 Mary Anning found a nearly complete plesiosaur, a long-necked sea reptile with four flippers. Tyrannosaurus and Stegosaurus were land dinosaurs, and mammoths were mammals that lived much later.',
      },
      {
        prompt: 'Why was she not given full credit for her work in her lifetime?',
        correct: 'As a woman, she could not join the scientific societies of the day',
        wrong: ['She never found any fossils', 'She asked to stay unknown', 'Her fossils were all fakes'],
        explanation:
          'In the 1800s the Geological Society of London did not let women join, so men often wrote about her finds without naming her. Today she is recognised as a scientist whose work others built on.',
      },
      {
        prompt: 'How did her discoveries help science?',
        correct: 'They were evidence that some kinds of animals had died out long ago',
        wrong: [
          'They proved that dinosaurs still live in England',
          'They showed that fossils are made of plastic',
          'They had no effect at all',
        ],
        explanation:
          'Her fossils showed animals unlike anything alive today. Scientists such as Georges Cuvier used finds like hers as evidence that some kinds of animals had become extinct, a big new idea at the time.',
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
        explanation:
          'All dinosaurs except the ancestors of birds died out about 66 million years ago. Humans appeared only about 300,000 years ago, so people never lived alongside them.',
      },
      {
        prompt: 'What do most scientists think caused their extinction?',
        correct: 'A huge asteroid impact that changed the climate',
        wrong: ['One unusually cold winter', 'People hunting them', 'A shortage of sand'],
        explanation:
          'Evidence such as the Chicxulub crater in Mexico shows that a huge asteroid hit Earth 66 million years ago. Dust and gases changed the climate for years, and many living things could not survive the new conditions.',
      },
      {
        prompt: 'Which animals alive today are descended from dinosaurs?',
        correct: 'Birds',
        wrong: ['Frogs', 'Sharks', 'Spiders'],
        explanation:
          'Birds such as emus and magpies evolved from small, feathered, meat-eating dinosaurs, so birds are living dinosaurs. Fossils show both share features like feathers, wishbones and hollow bones.',
      },
      {
        prompt: 'Why did plant-eating dinosaurs struggle after the impact?',
        correct: 'Dust blocked the sunlight, so many plants died',
        wrong: ['Plants grew too fast', 'The oceans dried up in a day', 'The Sun moved closer to Earth'],
        explanation:
          'Dust and soot in the air blocked sunlight for months or years. Without enough light, plants could not make their food by photosynthesis, so many died, and plant eaters lost their food supply.',
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
        explanation:
          'Minerals are the building blocks of rocks, so rocks are made of minerals, not the other way around. Granite, for example, is made of several minerals that you can see as specks of different colours.',
      },
      {
        prompt: 'How can you test how hard a mineral is?',
        correct: 'See what it can scratch, and what can scratch it',
        wrong: ['Smell it', 'Listen to it', 'Count its colours'],
        explanation:
          'A harder mineral scratches a softer one, so testing what scratches what tells you how hard a mineral is. Quartz can scratch glass, but talc is so soft that a fingernail can scratch it.',
      },
      {
        prompt: 'Which of these is made from rock?',
        correct: 'A concrete path',
        wrong: ['A woollen jumper', 'A leather shoe', 'A wooden spoon'],
        explanation:
          'Concrete is made from sand, gravel and cement, and cement is made from crushed and heated limestone rock. Wool, leather and wood all come from living things.',
      },
      {
        prompt: 'Why are rocks important Earth resources?',
        correct: 'We build with them and get metals and other materials from them',
        wrong: ['They make the oxygen we breathe', 'People eat them', 'They make the rain'],
        explanation:
          'We build houses, roads and walls with rocks, and we dig metals such as iron and gold out of rocks in places like Western Australia. Plants, not rocks, make the oxygen we breathe.',
      },
    ],
  },
];
