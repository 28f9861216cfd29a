import type { ActivityContent } from './content-types.js';

/**
 * Habiterra's other three books, each with its pages and a check (the first
 * three: habiterra-books.ts; the realm's other activities: habiterra.ts). The
 * kit has no owl, bat, possum, bilby or penguin: a bird, a koala and a
 * kangaroo stand in, tinted and labelled.
 */
export const HABITERRA_BOOKS_2: readonly ActivityContent[] = [
  {
    questId: 'b-ani-004',
    type: 'book',
    name: 'Night Shift: Animals After Dark',
    yearLevels: [5],
    curriculum: ['AC9S5U01'],
    description: 'Owls, bats, possums and bilbies: the big eyes, ears and noses of nocturnal animals.',
    book: {
      pages: [
        {
          text: 'As the sun sets and you get ready for bed, a whole different team of animals is waking up. Animals that are active at night are called nocturnal. Many Australian animals work the night shift.',
          picture: {
            alt: 'The Moon rises over gum trees in a starry night sky.',
            parts: [
              { part: 'night-sky' },
              { part: 'moon', x: 320, y: 60, size: 60 },
              { part: 'gum-tree', x: 140, y: 150, size: 170, tint: '#2a3a4a' },
            ],
          },
        },
        {
          text: 'Why come out at night? In the desert the night is cooler, so animals lose less water. The dark also hides them from hunters, and there is less competition for food.',
          picture: {
            alt: 'A thermometer shows a cool night over the desert sand.',
            parts: [
              { part: 'night-sky' },
              { part: 'sand-dune', x: 200, y: 210, size: 360 },
              { part: 'thermometer', x: 300, y: 130, size: 40, tint: '#3a8ae0', label: 'Cooler at night' },
            ],
          },
        },
        {
          text: 'Owls have huge eyes that gather the faintest light. They cannot move their eyes, so they turn their heads a long way instead. Soft, fringed feathers let them fly almost silently onto their prey.',
          picture: {
            alt: 'An owl sits on a branch in the moonlight.',
            parts: [
              { part: 'night-sky' },
              { part: 'moon', x: 80, y: 60, size: 50 },
              { part: 'tree', x: 240, y: 150, size: 180, tint: '#2a3a2a' },
              { part: 'bird', x: 240, y: 110, size: 60, tint: '#a07a50', label: 'Owl: big eyes' },
            ],
          },
        },
        {
          text: 'Many small bats hunt insects using echolocation. They send out high squeaks and listen for the echoes that bounce back. Their large ears tell them exactly where a moth is, even in total darkness.',
          picture: {
            alt: 'A bat flies towards a moth, with sound waves between them.',
            parts: [
              { part: 'night-sky' },
              { part: 'bird', x: 120, y: 120, size: 60, tint: '#3a3030', label: 'Bat' },
              { part: 'arrow', x: 210, y: 120, size: 60, label: 'Echo' },
              { part: 'butterfly', x: 300, y: 120, size: 30, tint: '#c0b090' },
            ],
          },
        },
        {
          text: 'Brushtail possums climb with sharp claws and a gripping tail. Their big eyes reflect light, which helps them see in the dark. They sniff out leaves, flowers and fruit, and sleep in tree hollows by day.',
          picture: {
            alt: 'A possum climbs a gum tree at night.',
            parts: [
              { part: 'night-sky' },
              { part: 'gum-tree', x: 200, y: 140, size: 200, tint: '#3a4a3a' },
              { part: 'koala', x: 220, y: 130, size: 50, tint: '#8a8a8a', label: 'Possum' },
            ],
          },
        },
        {
          text: 'The bilby lives in the desert. Its long ears hear insects moving underground and help it lose heat. Its long nose smells food in the sand, and strong claws dig it out. By day it shelters in a deep burrow.',
          picture: {
            alt: 'A bilby digs in the desert sand under the stars.',
            parts: [
              { part: 'night-sky' },
              { part: 'sand-dune', x: 200, y: 215, size: 360 },
              { part: 'kangaroo', x: 180, y: 180, size: 60, tint: '#a0a0b0', label: 'Bilby' },
              { part: 'ant', x: 260, y: 225, size: 20 },
            ],
          },
        },
        {
          text: 'Big eyes, big ears and keen noses are structural features. Coming out at night is a behaviour. Together they help nocturnal animals find food and stay safe in their habitats.',
          picture: {
            alt: 'Labels point to an eye, an ear and a nose on night animals.',
            parts: [
              { part: 'night-sky' },
              { part: 'bird', x: 100, y: 130, size: 60, tint: '#a07a50', label: 'Big eyes' },
              { part: 'kangaroo', x: 200, y: 150, size: 60, tint: '#a0a0b0', label: 'Big ears' },
              { part: 'koala', x: 310, y: 140, size: 60, tint: '#8a8a8a', label: 'Keen nose' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'How do many small bats find insects in the dark?',
          correct: 'They listen for echoes of their own squeaks',
          wrong: ['They follow the Moon', 'They smell them with their wings', 'They wait for insects to glow'],
          explanation: 'This is echolocation: bats send out squeaks and their big ears hear the echoes from insects.',
        },
        {
          prompt: 'How do the long ears of a bilby help it?',
          correct: 'They hear insects underground and help it lose heat',
          wrong: ['They help it fly', 'They store water', 'They scare away owls'],
          explanation: 'Bilby ears pick up insects moving in the sand and let body heat escape in the hot desert.',
        },
        {
          prompt: 'Why do some desert animals come out at night?',
          correct: 'The night is cooler, so they lose less water',
          wrong: ['The sand is hotter at night', 'They cannot see in the day', 'Food only grows at night'],
          explanation: 'Cooler nights help desert animals save water and stay hidden from hunters.',
        },
      ],
    },
  },
  {
    questId: 'b-ani-005',
    type: 'book',
    name: 'Penguins of the Southern Ocean',
    yearLevels: [6],
    curriculum: ['AC9S6U01'],
    description: 'How little penguins and emperor penguins cope with icy water, wind and changing seas.',
    book: {
      pages: [
        {
          text: 'Penguins are birds that cannot fly, but they are superb swimmers. Their wings have become stiff flippers. Two very different penguins live around the Southern Ocean: the little penguin of southern Australia and the enormous emperor penguin of Antarctica.',
          picture: {
            alt: 'A small penguin and a tall penguin stand beside the sea.',
            parts: [
              { part: 'sea' },
              { part: 'bird', x: 140, y: 160, size: 40, tint: '#2a4a6a', label: 'Little penguin' },
              { part: 'bird', x: 260, y: 140, size: 90, tint: '#202020', label: 'Emperor penguin' },
            ],
          },
        },
        {
          text: 'The little penguin is the smallest penguin in the world, only about 33 centimetres tall. It spends the day fishing in cool coastal waters. At dusk, groups of penguins waddle up the beach together to their burrows in the dunes.',
          picture: {
            alt: 'Little penguins waddle up a sandy beach at dusk.',
            parts: [
              { part: 'sea' },
              { part: 'sand-dune', x: 290, y: 190, size: 200 },
              { part: 'bird', x: 200, y: 190, size: 30, tint: '#2a4a6a' },
              { part: 'bird', x: 240, y: 185, size: 30, tint: '#2a4a6a' },
            ],
          },
        },
        {
          text: 'Emperor penguins face the harshest conditions on Earth. In the Antarctic winter, temperatures fall below minus 40 degrees and blizzards howl for days. Emperors even breed through this winter, on the frozen sea ice.',
          picture: {
            alt: 'Emperor penguins stand on sea ice while snow blows past.',
            parts: [
              { part: 'sky' },
              { part: 'ice', x: 200, y: 210, size: 380 },
              { part: 'bird', x: 170, y: 150, size: 60, tint: '#202020' },
              { part: 'snowflake', x: 300, y: 80, size: 24 },
              { part: 'thermometer', x: 60, y: 100, size: 40, tint: '#3a8ae0', label: 'Minus 40 degrees' },
            ],
          },
        },
        {
          text: 'Penguins have several features for keeping warm. Tightly packed, oily feathers keep out water and trap warm air. A thick layer of fat called blubber lies underneath. Blood vessels in their feet are arranged so that little heat is lost to the ice.',
          picture: {
            alt: 'A penguin with labels for its feathers and layer of fat.',
            parts: [
              { part: 'sky' },
              { part: 'ice', x: 200, y: 220, size: 300 },
              { part: 'bird', x: 200, y: 140, size: 110, tint: '#202020', label: 'Oily feathers' },
              { part: 'arrow', x: 320, y: 140, size: 50, turn: 180, label: 'Blubber' },
            ],
          },
        },
        {
          text: 'Behaviour matters too. Emperor penguins huddle together in thousands, taking turns on the cold outside edge. A male balances the single egg on his feet under a fold of warm skin for about two months, eating nothing at all.',
          picture: {
            alt: 'A huddle of emperor penguins, one with an egg resting on its feet.',
            parts: [
              { part: 'sky' },
              { part: 'ice', x: 200, y: 220, size: 380 },
              { part: 'bird', x: 150, y: 150, size: 60, tint: '#202020' },
              { part: 'bird', x: 200, y: 145, size: 60, tint: '#202020' },
              { part: 'bird', x: 250, y: 150, size: 60, tint: '#202020' },
              { part: 'egg', x: 200, y: 190, size: 20, label: 'Egg on feet' },
            ],
          },
        },
        {
          text: 'Changing physical conditions are affecting penguins. When the sea warms, the small fish and krill they eat can move away, so parents must swim further for food. If sea ice breaks up early, emperor chicks may fall into the water before their waterproof feathers have grown.',
          picture: {
            alt: 'Sea ice cracks apart in warmer water while fish swim away.',
            parts: [
              { part: 'sea' },
              { part: 'ice', x: 120, y: 150, size: 120, label: 'Melting sea ice' },
              { part: 'fish', x: 300, y: 200, size: 40, tint: '#a0b0c0' },
              { part: 'thermometer', x: 330, y: 90, size: 40, tint: '#e04030' },
            ],
          },
        },
        {
          text: 'Scientists count penguins, tag them and track them by satellite to learn how they cope. In Australia, people protect little penguin colonies by keeping dogs and foxes away and building nest boxes. Understanding their habitat helps us protect them.',
          picture: {
            alt: 'A scientist counts little penguins near a nest box on the dunes.',
            parts: [
              { part: 'sea' },
              { part: 'scientist', x: 110, y: 140, size: 70 },
              { part: 'house', x: 280, y: 180, size: 50, label: 'Nest box' },
              { part: 'bird', x: 220, y: 195, size: 30, tint: '#2a4a6a' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'How do emperor penguins survive the winter wind together?',
          correct: 'They huddle in large groups and take turns on the outside',
          wrong: ['They fly north to Australia', 'They dig burrows in the sand', 'They sleep inside icebergs'],
          explanation:
            'Huddling is a behaviour that shares warmth, and taking turns means no penguin stays on the cold edge for long.',
        },
        {
          prompt: 'What is blubber?',
          correct: 'A thick layer of fat under the skin that keeps in heat',
          wrong: ['A type of krill', 'The oily part of a feather', 'A nest made of ice'],
          explanation: 'Blubber is a layer of fat that insulates the penguin from the icy water and air.',
        },
        {
          prompt: 'How can a warming sea affect penguins?',
          correct: 'Their food may move away, so parents swim further',
          wrong: ['Their feathers turn white', 'They can suddenly fly', 'They stop needing food'],
          explanation:
            'When the water warms, fish and krill can move, making it harder for penguins to feed their chicks.',
        },
      ],
    },
  },
  {
    questId: 'b-ani-006',
    type: 'book',
    name: 'Who Eats the Gum Leaves?',
    yearLevels: [4],
    curriculum: ['AC9S4U01'],
    description: 'Koalas, possums, beetles and the birds that eat them: a food web in a eucalyptus tree.',
    book: {
      pages: [
        {
          text: 'A big gum tree is a busy habitat. Many animals live in it, on it or under it. And lots of them are hungry! Let us find out who eats what in the tree.',
          picture: {
            alt: 'A large gum tree with a koala, a bird and a beetle on it.',
            parts: [
              { part: 'ground' },
              { part: 'gum-tree', x: 200, y: 120, size: 220 },
              { part: 'koala', x: 170, y: 110, size: 40 },
              { part: 'bird', x: 260, y: 70, size: 30 },
            ],
          },
        },
        {
          text: 'The gum tree is a producer. Its leaves use sunlight, air and water to make food. That food is stored in the leaves, so the tree is the start of every food chain here.',
          picture: {
            alt: 'The sun shines on gum leaves, labelled producer.',
            parts: [
              { part: 'sky' },
              { part: 'sun', x: 340, y: 50, size: 60 },
              { part: 'leaf', x: 180, y: 140, size: 120, tint: '#8fa88a', label: 'Producer' },
            ],
          },
        },
        {
          text: 'Koalas eat gum leaves. The leaves are tough and a bit poisonous to most animals. But a koala has a long gut that breaks them down. A koala is a consumer.',
          picture: {
            alt: 'A koala sits in a gum tree eating leaves.',
            parts: [
              { part: 'sky' },
              { part: 'gum-tree', x: 200, y: 140, size: 240 },
              { part: 'koala', x: 200, y: 130, size: 70, label: 'Consumer' },
            ],
          },
        },
        {
          text: 'Possums eat gum leaves at night. Christmas beetles and caterpillars munch them too. Even some insects suck the sap. All these plant eaters are consumers.',
          picture: {
            alt: 'A caterpillar and a beetle chew on a gum leaf.',
            parts: [
              { part: 'sky' },
              { part: 'leaf', x: 200, y: 140, size: 160, tint: '#8fa88a' },
              { part: 'caterpillar', x: 160, y: 130, size: 50 },
              { part: 'ant', x: 250, y: 150, size: 30, tint: '#6a8a3a', label: 'Beetle' },
            ],
          },
        },
        {
          text: 'Now the hunters come. Magpies and kookaburras eat beetles and caterpillars. An owl might catch a possum at night. These animals are consumers too. They eat other consumers.',
          picture: {
            alt: 'A kookaburra on a branch eyes a caterpillar below.',
            parts: [
              { part: 'sky' },
              { part: 'gum-tree', x: 150, y: 140, size: 220 },
              { part: 'bird', x: 260, y: 90, size: 50, tint: '#a08060', label: 'Kookaburra' },
              { part: 'caterpillar', x: 280, y: 170, size: 40 },
            ],
          },
        },
        {
          text: 'A food chain shows one path of food. Gum leaf, then caterpillar, then kookaburra. The arrows mean "is eaten by". Put many chains together and you get a food web.',
          picture: {
            alt: 'Arrows link a gum leaf to a caterpillar to a kookaburra.',
            parts: [
              { part: 'sky' },
              { part: 'leaf', x: 70, y: 130, size: 50, tint: '#8fa88a', label: 'Gum leaf' },
              { part: 'arrow', x: 135, y: 130, size: 40 },
              { part: 'caterpillar', x: 200, y: 130, size: 50, label: 'Caterpillar' },
              { part: 'arrow', x: 265, y: 130, size: 40 },
              { part: 'bird', x: 330, y: 130, size: 50, tint: '#a08060', label: 'Kookaburra' },
            ],
          },
        },
        {
          text: 'Under the tree, old leaves and dead animals fall to the ground. Fungi, worms and bacteria are decomposers. They break them down and return nutrients to the soil. The tree uses them to grow new leaves.',
          picture: {
            alt: 'A fallen leaf on the soil with a worm breaking it down.',
            parts: [
              { part: 'soil-layers' },
              { part: 'leaf', x: 150, y: 30, size: 40, tint: '#b08a50' },
              { part: 'worm', x: 250, y: 90, size: 60, label: 'Decomposer' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Why is the gum tree called a producer?',
          correct: 'It makes its own food using sunlight',
          wrong: ['It eats koalas', 'It breaks down dead leaves', 'It hunts insects at night'],
          explanation: 'Producers make their own food. The gum tree uses sunlight, air and water to do this.',
        },
        {
          prompt: 'In the food chain gum leaf, caterpillar, kookaburra, what eats the caterpillar?',
          correct: 'The kookaburra',
          wrong: ['The gum leaf', 'The koala', 'The worm'],
          explanation: 'The arrow means "is eaten by", so the caterpillar is eaten by the kookaburra.',
        },
        {
          prompt: 'What do decomposers do under the tree?',
          correct: 'Break down dead things and return nutrients to the soil',
          wrong: ['Make food from sunlight', 'Catch possums', 'Drink sap from leaves'],
          explanation: 'Fungi, worms and bacteria break down dead leaves and animals, feeding the soil.',
        },
      ],
    },
  },
];
