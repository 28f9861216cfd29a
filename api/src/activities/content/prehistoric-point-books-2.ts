import type { ActivityContent } from './content-types.js';

/** Prehistoric Point's books, continued: each with its pages and check (the realm's other activities: prehistoric-point.ts). */
export const PREHISTORIC_POINT_BOOKS_2: readonly ActivityContent[] = [
  {
    questId: 'b-din-004',
    type: 'book',
    name: 'From Bones to Stone',
    yearLevels: [5],
    curriculum: ['AC9S5U02'],
    description: 'The slow journey from a living animal to a fossil locked in rock.',
    book: {
      pages: [
        {
          text: 'Most animals that die never become fossils. Their bodies are eaten or rot away. For a fossil to form, the body must be buried quickly, before it is gone.',
          picture: {
            alt: 'A fish lies on the bottom of a river near a bone.',
            parts: [
              { part: 'sea' },
              { part: 'fish', x: 180, y: 200, size: 70, turn: 180, tint: '#90a4ae' },
              { part: 'bone', x: 280, y: 215, size: 50 },
            ],
          },
        },
        {
          text: 'Rivers carry sand, mud and small bits of rock. This is called sediment. When the water slows down, the sediment drops to the bottom. Scientists call this deposition.',
          picture: {
            alt: 'A river carries sand and mud, which settle to the bottom.',
            parts: [
              { part: 'ground' },
              { part: 'river', x: 200, y: 190, size: 380, label: 'Sediment carried' },
              { part: 'arrow', x: 200, y: 150, size: 70, turn: 90, label: 'Deposition' },
              { part: 'sand-dune', x: 320, y: 225, size: 100 },
            ],
          },
        },
        {
          text: 'Layer after layer of mud covers the bones. The soft parts of the animal rot away. The hard parts, like bones, teeth and shells, are left behind in the mud.',
          picture: {
            alt: 'Bones lie buried under layers of mud and sand.',
            parts: [
              { part: 'soil-layers' },
              { part: 'bone', x: 200, y: 200, size: 100 },
              { part: 'fossil', x: 300, y: 180, size: 40 },
            ],
          },
        },
        {
          text: 'Over millions of years, more and more layers pile up on top. Their weight presses down hard. The lower layers are squashed and cemented together. Slowly the mud becomes solid rock.',
          picture: {
            alt: 'Thick layers of rock press down on a buried bone.',
            parts: [
              { part: 'soil-layers' },
              { part: 'arrow', x: 200, y: 60, size: 70, turn: 90, label: 'Weight of layers' },
              { part: 'bone', x: 200, y: 215, size: 80 },
            ],
          },
        },
        {
          text: 'Water trickles through the rock. It carries minerals, tiny bits of matter dissolved in it. The minerals fill the small holes in the bones and slowly harden. The bone turns to stone but keeps its shape.',
          picture: {
            alt: 'Water drops seep down through rock layers into a buried bone.',
            parts: [
              { part: 'soil-layers' },
              { part: 'raindrop', x: 160, y: 110, size: 20 },
              { part: 'raindrop', x: 220, y: 140, size: 20 },
              { part: 'bone', x: 200, y: 205, size: 90, tint: '#9e9e9e', label: 'Bone turning to stone' },
            ],
          },
        },
        {
          text: 'Much later, the land slowly rises. Rain, wind and rivers wear away the rock on top. This is weathering and erosion. Bit by bit, the fossil comes closer to the surface.',
          picture: {
            alt: 'Rain falls on a hill where a fossil bone pokes out of the rock.',
            parts: [
              { part: 'ground' },
              { part: 'rain-cloud', x: 200, y: 50, size: 100 },
              { part: 'hill', x: 200, y: 200, size: 300 },
              { part: 'bone', x: 230, y: 190, size: 50, label: 'Fossil appears' },
            ],
          },
        },
        {
          text: 'One day, someone spots a piece of fossil bone. Scientists dig it out with care. A journey that took millions of years ends in a museum, where we can all see it.',
          picture: {
            alt: 'A scientist holds up a fossil bone she has dug from the ground.',
            parts: [
              { part: 'ground' },
              { part: 'scientist', x: 160, y: 160, size: 70 },
              { part: 'bone', x: 250, y: 190, size: 70 },
              { part: 'sun', x: 340, y: 40, size: 50 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What must happen soon after an animal dies for a fossil to form?',
          correct: 'It must be buried quickly by sediment',
          wrong: ['It must be left in the sun', 'It must be eaten by other animals', 'It must float out to sea'],
          explanation: 'If the body is buried quickly, it is protected long enough for a fossil to form.',
        },
        {
          prompt: 'What is deposition?',
          correct: 'Sediment dropping to the bottom when water slows down',
          wrong: ['Rock breaking into pieces', 'Bones turning to stone', 'The land rising up'],
          explanation: 'When moving water slows down, it drops the sand and mud it carries. This is deposition.',
        },
        {
          prompt: 'What brings a fossil close to the surface again?',
          correct: 'Weathering and erosion wearing away the rock on top',
          wrong: ['The fossil floating up', 'More layers of mud', 'Minerals filling the bone'],
          explanation: 'Rain, wind and rivers wear away the rock above until the fossil is near the surface.',
        },
      ],
    },
  },
  {
    questId: 'b-din-005',
    type: 'book',
    name: "Megafauna: Australia's Giant Animals",
    yearLevels: [6],
    curriculum: ['AC9S6U01'],
    description: 'Diprotodon, giant kangaroos and the changes that led to their extinction.',
    book: {
      pages: [
        {
          text: 'Long after the dinosaurs, giant animals lived in Australia. Scientists call them megafauna, which means "big animals". Many of them were marsupials, mammals whose young grow in a pouch.',
          picture: {
            alt: 'A giant kangaroo and a small modern kangaroo stand side by side.',
            parts: [
              { part: 'ground' },
              { part: 'kangaroo', x: 150, y: 150, size: 150, tint: '#8d6e63', label: 'Giant kangaroo' },
              { part: 'kangaroo', x: 300, y: 185, size: 70, label: 'Kangaroo today' },
              { part: 'sun', x: 340, y: 40, size: 40 },
            ],
          },
        },
        {
          text: 'Diprotodon was the largest marsupial that ever lived. It was about as big as a hippopotamus and ate plants. Procoptodon was a short-faced kangaroo that stood about two metres tall and reached up to eat leaves.',
          picture: {
            alt: 'A huge, heavy plant-eating animal grazes beside a gum tree.',
            parts: [
              { part: 'ground' },
              { part: 'rock', x: 170, y: 175, size: 170, tint: '#6d5848', label: 'Diprotodon' },
              { part: 'gum-tree', x: 320, y: 130, size: 110 },
              { part: 'grass', x: 80, y: 215, size: 40 },
            ],
          },
        },
        {
          text: 'There were hunters too. Thylacoleo, the marsupial lion, had strong jaws and a huge thumb claw. Megalania was a giant lizard, perhaps as long as a car. Genyornis was a tall bird that could not fly.',
          picture: {
            alt: 'A giant lizard and a tall bird that cannot fly.',
            parts: [
              { part: 'ground' },
              { part: 'lizard', x: 150, y: 195, size: 180, label: 'Megalania' },
              { part: 'bird', x: 310, y: 150, size: 90, tint: '#795548', label: 'Genyornis' },
            ],
          },
        },
        {
          text: 'We know about these animals from fossils. In the Naracoorte Caves in South Australia, animals fell into holes and could not climb out. Their bones built up over hundreds of thousands of years.',
          picture: {
            alt: 'Fossil bones lie in layers inside a cave.',
            parts: [
              { part: 'soil-layers' },
              { part: 'bone', x: 120, y: 180, size: 70 },
              { part: 'bone', x: 230, y: 210, size: 60, turn: 30 },
              { part: 'scientist', x: 320, y: 80, size: 60 },
            ],
          },
        },
        {
          text: 'By about 40,000 years ago, most megafauna had become extinct. This means none were left alive. Scientists still debate why. The evidence points to changes in their habitat, the place where they lived.',
          picture: {
            alt: 'A dry plain with a lonely dead tree and a bone in the dust.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 330, y: 50, size: 60 },
              { part: 'tree', x: 120, y: 150, size: 90, tint: '#9e8a6a' },
              { part: 'bone', x: 250, y: 215, size: 50 },
            ],
          },
        },
        {
          text: 'The climate slowly became drier. Lakes shrank and plants changed, so there was less food and water. Big animals need lots of food. They also have few young, so their numbers recover slowly after hard times.',
          picture: {
            alt: 'A shrinking lake under a hot sun, with cracked dry land around it.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 320, y: 50, size: 70 },
              { part: 'puddle', x: 200, y: 205, size: 100, label: 'Shrinking lake' },
              { part: 'cactus', x: 80, y: 185, size: 40 },
            ],
          },
        },
        {
          text: 'People arrived in Australia around this time too. Hunting and changes to how often land burned may have added to the stress. Many scientists think several changes together pushed the megafauna to extinction.',
          picture: {
            alt: 'A grass fire burns on a plain while a giant kangaroo hops away.',
            parts: [
              { part: 'ground' },
              { part: 'flame', x: 120, y: 190, size: 60 },
              { part: 'flame', x: 170, y: 200, size: 40 },
              { part: 'kangaroo', x: 300, y: 170, size: 100, tint: '#8d6e63' },
            ],
          },
        },
        {
          text: 'Today, scientists study these fossils to learn how living things cope with change. Our climate is changing now too. Understanding the past helps us care for koalas, wombats and kangaroos in the future.',
          picture: {
            alt: 'A koala in a gum tree and a kangaroo on green grass.',
            parts: [
              { part: 'ground' },
              { part: 'gum-tree', x: 130, y: 130, size: 130 },
              { part: 'koala', x: 140, y: 110, size: 40 },
              { part: 'kangaroo', x: 290, y: 180, size: 80 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What does "extinct" mean?',
          correct: 'None of that kind of animal are left alive',
          wrong: ['The animal is very big', 'The animal lives in caves', 'The animal only eats plants'],
          explanation: 'When a kind of living thing is extinct, there are none of them left anywhere.',
        },
        {
          prompt: 'How did a drier climate affect the megafauna?',
          correct: 'There was less food and water for them',
          wrong: ['They grew even bigger', 'They had many more young', 'They moved into the sea'],
          explanation: 'As lakes shrank and plants changed, big animals that needed lots of food struggled to survive.',
        },
        {
          prompt: 'Why did megafauna numbers recover slowly after hard times?',
          correct: 'Big animals have few young',
          wrong: ['They slept all winter', 'They were very fast', 'They ate only meat'],
          explanation: 'Big animals have few young, so their numbers take a long time to grow again.',
        },
      ],
    },
  },
  {
    questId: 'b-din-006',
    type: 'book',
    name: 'Feathered Dinosaurs and the First Birds',
    yearLevels: [5],
    curriculum: ['AC9S5U01'],
    description: 'Fossils with feathers show how some dinosaurs were related to the birds of today.',
    book: {
      pages: [
        {
          text: 'In 1861, workers in Germany split open a slab of fine stone. Inside was a fossil of an animal about the size of a crow. It had feathers and wings like a bird. It was named Archaeopteryx.',
          picture: {
            alt: 'A fossil of a small feathered animal pressed in flat stone.',
            parts: [
              { part: 'soil-layers' },
              { part: 'bird', x: 200, y: 170, size: 100, tint: '#a1887f', label: 'Archaeopteryx' },
              { part: 'scientist', x: 330, y: 80, size: 50 },
            ],
          },
        },
        {
          text: 'But Archaeopteryx also had teeth, claws on its wings and a long, bony tail. Birds today have none of these. It was part bird and part dinosaur. It lived about 150 million years ago.',
          picture: {
            alt: 'A feathered animal with teeth, claws and a long tail.',
            parts: [
              { part: 'sky' },
              { part: 'bird', x: 200, y: 130, size: 120, tint: '#8d6e63' },
              { part: 'arrow', x: 90, y: 150, size: 50, label: 'Bony tail' },
              { part: 'arrow', x: 310, y: 100, size: 50, turn: 180, label: 'Teeth' },
            ],
          },
        },
        {
          text: 'In China, scientists later found many more dinosaurs with feathers. Sinosauropteryx was covered in short, fuzzy feathers. Microraptor had long feathers on its arms and its legs, like four wings.',
          picture: {
            alt: 'A small dinosaur with fuzzy feathers among the trees.',
            parts: [
              { part: 'ground' },
              { part: 't-rex', x: 180, y: 170, size: 80, tint: '#d08c4a', label: 'Fuzzy feathers' },
              { part: 'bird', x: 300, y: 80, size: 70, tint: '#37474f', label: 'Microraptor' },
              { part: 'tree', x: 340, y: 160, size: 80 },
            ],
          },
        },
        {
          text: 'Feathers did not start out for flying. Fuzzy feathers kept small dinosaurs warm. Bright feathers may have helped them show off to a mate. Later, long feathers on the arms helped some of them glide and then fly.',
          picture: {
            alt: 'A feather-like leaf, a warm sun and a bird gliding.',
            parts: [
              { part: 'sky' },
              { part: 'leaf', x: 100, y: 130, size: 60, label: 'Warmth' },
              { part: 'flower', x: 200, y: 170, size: 50, label: 'Showing off' },
              { part: 'bird', x: 310, y: 90, size: 60, label: 'Flying' },
            ],
          },
        },
        {
          text: 'Birds and meat-eating dinosaurs share other features too. Both have hollow bones, which are light but strong. Both have a wishbone in the chest. Both lay eggs with hard shells and often sit on their nests.',
          picture: {
            alt: 'A bone, an egg in a nest and a small bird.',
            parts: [
              { part: 'ground' },
              { part: 'bone', x: 110, y: 170, size: 70, label: 'Hollow bone' },
              { part: 'egg', x: 210, y: 190, size: 40 },
              { part: 'bird', x: 310, y: 170, size: 50 },
            ],
          },
        },
        {
          text: 'So scientists now say that birds are living dinosaurs. When you see an emu run across the outback, look at its strong legs and scaly, three-toed feet. They look a lot like the feet of a small dinosaur!',
          picture: {
            alt: 'An emu runs across the outback, leaving three-toed footprints.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 340, y: 40, size: 50 },
              { part: 'bird', x: 180, y: 150, size: 110, tint: '#6d5848', label: 'Emu' },
              { part: 'footprint', x: 290, y: 215, size: 30 },
            ],
          },
        },
        {
          text: 'Kookaburras, magpies and cockatoos are all part of this family tree. Their feathers, beaks and wings help them survive in gum trees, grasslands and cities. The dinosaurs never really left us.',
          picture: {
            alt: 'Birds perch in a gum tree under a blue sky.',
            parts: [
              { part: 'sky' },
              { part: 'gum-tree', x: 200, y: 150, size: 200 },
              { part: 'bird', x: 150, y: 100, size: 40, tint: '#8d6e63', label: 'Kookaburra' },
              { part: 'bird', x: 260, y: 110, size: 40, tint: '#fafafa', label: 'Cockatoo' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Which feature of Archaeopteryx is NOT found in birds today?',
          correct: 'Teeth',
          wrong: ['Feathers', 'Wings', 'A beak-like head'],
          explanation: 'Archaeopteryx had teeth, wing claws and a bony tail. Birds today have none of these.',
        },
        {
          prompt: 'What did fuzzy feathers first help small dinosaurs do?',
          correct: 'Keep warm',
          wrong: ['Swim fast', 'Dig burrows', 'Catch fish'],
          explanation: 'Feathers did not start out for flying. Fuzzy feathers kept small dinosaurs warm.',
        },
        {
          prompt: 'Which feature do birds and meat-eating dinosaurs share?',
          correct: 'Hollow bones',
          wrong: ['Fur', 'A pouch', 'Gills'],
          explanation: 'Both have hollow bones that are light but strong, and both have a wishbone.',
        },
      ],
    },
  },
];
