import type { ActivityContent } from './content-types.js';

/**
 * Habiterra's first three books, each with its pages and a check (the other
 * three: habiterra-books-2.ts; the realm's other activities: habiterra.ts).
 * The kit has no platypus: a brown lizard stands in for it, labelled.
 */
export const HABITERRA_BOOKS: readonly ActivityContent[] = [
  {
    questId: 'b-ani-001',
    type: 'book',
    name: "Platypus: Nature's Puzzle",
    yearLevels: [5],
    curriculum: ['AC9S5U01'],
    description: 'The duck-billed, egg-laying mammal and the features that help it hunt in creeks.',
    book: {
      pages: [
        {
          text: 'When scientists in Britain first saw a platypus skin in 1799, some thought it was a joke. It had a bill like a duck, a tail like a beaver and webbed feet like an otter. But the platypus is real, and it lives in the creeks and rivers of eastern Australia.',
          picture: {
            alt: 'A platypus swims in a creek beside a gum tree.',
            parts: [
              { part: 'ground' },
              { part: 'river', x: 200, y: 200, size: 380 },
              { part: 'lizard', x: 200, y: 200, size: 80, tint: '#6b4a2a', label: 'Platypus' },
              { part: 'gum-tree', x: 330, y: 110, size: 120 },
            ],
          },
        },
        {
          text: 'The platypus is a mammal. It has fur and feeds its babies milk. Yet it lays eggs, like a bird or a reptile. Mammals that lay eggs are called monotremes. Echidnas are the only other monotremes.',
          picture: {
            alt: 'Two small eggs lie in a burrow dug into a creek bank.',
            parts: [
              { part: 'soil-layers' },
              { part: 'egg', x: 180, y: 130, size: 30 },
              { part: 'egg', x: 220, y: 135, size: 30, label: 'Platypus eggs' },
            ],
          },
        },
        {
          text: 'A platypus hunts underwater with its eyes, ears and nostrils tightly shut. So how does it find food? Its soft, rubbery bill is covered in thousands of tiny sensors. They feel movement and even pick up the weak electric signals that every living thing gives off.',
          picture: {
            alt: 'A platypus swims along the creek bed searching for food.',
            parts: [
              { part: 'sea' },
              { part: 'lizard', x: 180, y: 190, size: 90, tint: '#6b4a2a', label: 'Sensitive bill' },
              { part: 'worm', x: 290, y: 215, size: 40, tint: '#c08060' },
            ],
          },
        },
        {
          text: 'It sweeps its bill from side to side along the creek bed. It scoops up insect larvae, shrimps and worms. It stores them in cheek pouches, then swims to the surface to chew them with hard pads, because adults have no teeth.',
          picture: {
            alt: 'Small creatures on the creek bed with an arrow showing a sweeping bill.',
            parts: [
              { part: 'sea' },
              { part: 'caterpillar', x: 130, y: 215, size: 40, label: 'Insect larvae' },
              { part: 'worm', x: 270, y: 215, size: 40 },
              { part: 'arrow', x: 200, y: 170, size: 80, label: 'Sweep' },
            ],
          },
        },
        {
          text: 'Its front feet are webbed and push it through the water like paddles. On land, the webbing folds back so the claws can dig. Its back feet help it steer, and its flat tail stores fat for hard times.',
          picture: {
            alt: 'A platypus foot and tail with labels for paddling and steering.',
            parts: [
              { part: 'ground' },
              { part: 'lizard', x: 200, y: 170, size: 140, tint: '#6b4a2a', label: 'Fat-storing tail' },
              { part: 'hand', x: 90, y: 190, size: 40, label: 'Webbed feet' },
            ],
          },
        },
        {
          text: 'Thick, waterproof fur traps a layer of air, which keeps the platypus warm in icy water. It is mostly active at dawn, at dusk and at night, and rests in a burrow in the creek bank during the day.',
          picture: {
            alt: 'A burrow in the creek bank under a night sky with a Moon.',
            parts: [
              { part: 'night-sky' },
              { part: 'moon', x: 330, y: 50, size: 50 },
              { part: 'hill', x: 160, y: 200, size: 260 },
              { part: 'lizard', x: 160, y: 210, size: 50, tint: '#6b4a2a', label: 'Resting in burrow' },
            ],
          },
        },
        {
          text: 'Male platypuses have a sharp spur on each back leg that can deliver venom. Few mammals in the world are venomous. Scientists think males use it mostly against each other in the breeding season.',
          picture: {
            alt: 'A scientist studies a platypus, with its venom spur labelled.',
            parts: [
              { part: 'room' },
              { part: 'scientist', x: 110, y: 130, size: 80 },
              { part: 'lizard', x: 270, y: 180, size: 90, tint: '#6b4a2a', label: 'Venom spur' },
            ],
          },
        },
        {
          text: 'Each strange feature helps the platypus survive in its habitat. Its bill finds food in murky water, its feet swim and dig, and its fur keeps it warm. Clean creeks with earthy banks keep the platypus safe.',
          picture: {
            alt: 'A clear creek winds between grassy banks and gum trees.',
            parts: [
              { part: 'ground' },
              { part: 'river', x: 200, y: 200, size: 360 },
              { part: 'gum-tree', x: 80, y: 110, size: 120 },
              { part: 'gum-tree', x: 320, y: 110, size: 120 },
              { part: 'lizard', x: 210, y: 205, size: 60, tint: '#6b4a2a' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'How does a platypus find food with its eyes shut?',
          correct: 'Sensors in its bill feel movement and electric signals',
          wrong: [
            'It listens with its ears open',
            'It smells food through its tail',
            'It waits for food to float into its mouth',
          ],
          explanation:
            'Its bill has thousands of tiny sensors that detect movement and the weak electric signals of prey.',
        },
        {
          prompt: 'What makes the platypus a monotreme?',
          correct: 'It is a mammal that lays eggs',
          wrong: ['It has a bill like a duck', 'It lives in creeks', 'It has webbed feet'],
          explanation: 'Monotremes are mammals that lay eggs. The platypus and the echidnas are the only ones.',
        },
        {
          prompt: 'What does the platypus tail do?',
          correct: 'Stores fat for hard times',
          wrong: ['Makes venom', 'Finds food in the mud', 'Feeds the babies milk'],
          explanation: 'The flat tail is a fat store, so the platypus has energy saved for when food is hard to find.',
        },
      ],
    },
  },
  {
    questId: 'b-ani-002',
    type: 'book',
    name: 'Neighbours on the Great Barrier Reef',
    yearLevels: [5],
    curriculum: ['AC9S5U01'],
    description: 'Clownfish, turtles, parrotfish and sharks: how reef animals are shaped for reef life.',
    book: {
      pages: [
        {
          text: 'The Great Barrier Reef stretches for more than 2000 kilometres along the coast of Queensland. Thousands of kinds of animals live there. Each one has structural features, parts of its body, and behaviours that help it survive.',
          picture: {
            alt: 'Colourful fish swim over a coral reef in clear sea water.',
            parts: [
              { part: 'sea' },
              { part: 'flower', x: 100, y: 210, size: 60, tint: '#e0607a', label: 'Coral' },
              { part: 'fish', x: 200, y: 170, size: 50, tint: '#f0a030' },
              { part: 'fish', x: 300, y: 190, size: 40, tint: '#30a0e0' },
            ],
          },
        },
        {
          text: 'A clownfish lives among the stinging arms of a sea anemone. A layer of slimy mucus on its skin protects it from the stings. Hunters that chase it get stung, so the anemone gives the clownfish a safe home.',
          picture: {
            alt: 'An orange clownfish hides among the waving arms of an anemone.',
            parts: [
              { part: 'sea' },
              { part: 'flower', x: 200, y: 205, size: 90, tint: '#c080d0', label: 'Sea anemone' },
              { part: 'fish', x: 210, y: 170, size: 40, tint: '#f07020', label: 'Clownfish' },
            ],
          },
        },
        {
          text: 'Green sea turtles have smooth, streamlined shells and long flippers for swimming far across the ocean. They graze on seagrass. Females come ashore at night and dig nests in the sand to lay their eggs.',
          picture: {
            alt: 'A sea turtle swims above seagrass while eggs lie in the sand.',
            parts: [
              { part: 'sea' },
              { part: 'turtle', x: 170, y: 170, size: 90, label: 'Flippers' },
              { part: 'grass', x: 320, y: 215, size: 50, label: 'Seagrass' },
            ],
          },
        },
        {
          text: 'A parrotfish has teeth joined together into a hard beak. It scrapes algae off dead coral and rock. Some parrotfish sleep inside a bubble of mucus that hides their smell from hunters at night.',
          picture: {
            alt: 'A green parrotfish scrapes algae off a rock.',
            parts: [
              { part: 'sea' },
              { part: 'rock', x: 260, y: 210, size: 90 },
              { part: 'fish', x: 170, y: 190, size: 70, tint: '#30c090', label: 'Beak-like teeth' },
              { part: 'bubble', x: 100, y: 140, size: 30 },
            ],
          },
        },
        {
          text: 'A reef shark has a sleek body and a strong tail for bursts of speed. It can sense the tiny electric signals of fish hiding in the coral. Its eyes work well in dim light, so it often hunts at dusk.',
          picture: {
            alt: 'A grey reef shark glides past coral at dusk.',
            parts: [
              { part: 'sea' },
              { part: 'fish', x: 200, y: 170, size: 130, tint: '#8a9aa8', label: 'Reef shark' },
              { part: 'flower', x: 320, y: 215, size: 50, tint: '#e0607a' },
            ],
          },
        },
        {
          text: 'Camouflage helps many reef animals. Stonefish look just like rocks. Octopuses change colour in a blink to match what is around them. Being hard to see helps them catch food and escape from danger.',
          picture: {
            alt: 'A fish that looks like a rock lies still on the sea floor.',
            parts: [
              { part: 'sea' },
              { part: 'rock', x: 140, y: 210, size: 70 },
              { part: 'fish', x: 260, y: 210, size: 70, tint: '#8a8070', label: 'Stonefish' },
            ],
          },
        },
        {
          text: 'Reef animals depend on each other. Cleaner fish pick pests off bigger fish, and both benefit. When you see a reef animal, ask yourself which features and behaviours help it live in this busy place.',
          picture: {
            alt: 'A small cleaner fish swims beside a larger fish.',
            parts: [
              { part: 'sea' },
              { part: 'fish', x: 190, y: 180, size: 110, tint: '#e0c040' },
              { part: 'fish', x: 280, y: 160, size: 30, tint: '#3050e0', label: 'Cleaner fish' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What protects a clownfish from the anemone stings?',
          correct: 'A layer of slimy mucus on its skin',
          wrong: ['Its sharp teeth', 'A hard shell', 'Its bright orange colour'],
          explanation: 'The mucus on its skin stops the anemone stinging it, so it can hide among the arms.',
        },
        {
          prompt: 'What does a parrotfish use its beak-like teeth for?',
          correct: 'Scraping algae off coral and rock',
          wrong: ['Digging nests in the sand', 'Catching sharks', 'Making bubbles of air'],
          explanation: 'Its teeth are joined into a hard beak that scrapes algae off dead coral and rock.',
        },
        {
          prompt: 'Which is a behaviour, not a body part?',
          correct: 'A turtle coming ashore at night to lay eggs',
          wrong: ["A turtle's long flippers", "A shark's strong tail", "A parrotfish's beak"],
          explanation: 'A behaviour is something an animal does. Flippers, tails and beaks are structural features.',
        },
      ],
    },
  },
  {
    questId: 'b-ani-003',
    type: 'book',
    name: 'How Joeys Grow',
    yearLevels: [3],
    curriculum: ['AC9S3U01'],
    description: 'From a jellybean-sized newborn in the pouch to a young kangaroo hopping on its own.',
    book: {
      pages: [
        {
          text: 'A kangaroo is a marsupial. That means the mother has a pouch. Her baby is called a joey. Let us follow a joey as it grows up.',
          picture: {
            alt: 'A mother kangaroo stands on the grass under a gum tree.',
            parts: [
              { part: 'ground' },
              { part: 'gum-tree', x: 300, y: 110, size: 150 },
              { part: 'kangaroo', x: 150, y: 150, size: 110, label: 'Mother' },
            ],
          },
        },
        {
          text: 'A newborn joey is tiny. It is about the size of a jellybean. It has no fur and its eyes are shut. It cannot see or hear yet.',
          picture: {
            alt: 'A tiny pink newborn joey beside a jellybean-sized seed.',
            parts: [
              { part: 'sky' },
              { part: 'worm', x: 170, y: 130, size: 40, tint: '#f0a0a0', label: 'Newborn joey' },
              { part: 'seed', x: 250, y: 130, size: 20, tint: '#e04060', label: 'Jellybean' },
            ],
          },
        },
        {
          text: "The joey crawls up through its mum's fur and into her pouch. It holds on to a teat and drinks milk. The pouch keeps it warm and safe.",
          picture: {
            alt: 'A mother kangaroo with an arrow pointing to her pouch.',
            parts: [
              { part: 'ground' },
              { part: 'kangaroo', x: 180, y: 150, size: 120 },
              { part: 'arrow', x: 290, y: 150, size: 50, turn: 180, label: 'Pouch' },
            ],
          },
        },
        {
          text: 'The joey stays in the pouch for months. It grows fur. Its eyes open. After about six months it pokes its head out to look around.',
          picture: {
            alt: "A small joey peeks out of its mother's pouch.",
            parts: [
              { part: 'ground' },
              { part: 'kangaroo', x: 180, y: 150, size: 130 },
              { part: 'kangaroo', x: 200, y: 150, size: 30, label: 'Joey peeks out' },
            ],
          },
        },
        {
          text: 'Soon the joey hops out for short trips. It nibbles grass. If it gets scared, it dives head first back into the pouch!',
          picture: {
            alt: 'A young joey nibbles grass beside its mother.',
            parts: [
              { part: 'ground' },
              { part: 'kangaroo', x: 130, y: 150, size: 120 },
              { part: 'kangaroo', x: 270, y: 175, size: 55, label: 'Joey' },
              { part: 'grass', x: 310, y: 200, size: 40 },
            ],
          },
        },
        {
          text: 'At about one year old, the joey is too big for the pouch. It stays near its mum and still drinks her milk for a while. It learns where to find food and water.',
          picture: {
            alt: 'A young kangaroo stands close to its mother near a waterhole.',
            parts: [
              { part: 'ground' },
              { part: 'kangaroo', x: 120, y: 150, size: 120 },
              { part: 'kangaroo', x: 230, y: 165, size: 80 },
              { part: 'puddle', x: 330, y: 210, size: 80, label: 'Waterhole' },
            ],
          },
        },
        {
          text: 'In a few years the young kangaroo is grown up. A female can have her own joey. Then the life cycle starts again. Tiny joey, pouch, young roo, adult!',
          picture: {
            alt: 'A grown kangaroo hops across the grass.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 340, y: 50, size: 60 },
              { part: 'kangaroo', x: 180, y: 150, size: 130, label: 'Adult' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'How big is a newborn joey?',
          correct: 'About the size of a jellybean',
          wrong: ['About the size of a cat', 'As big as its mum', 'About the size of a football'],
          explanation: 'A newborn joey is tiny, about the size of a jellybean, with no fur.',
        },
        {
          prompt: 'What does the joey drink in the pouch?',
          correct: 'Milk',
          wrong: ['Water', 'Nectar', 'Rain'],
          explanation: "The joey holds on to a teat in the pouch and drinks its mum's milk.",
        },
        {
          prompt: 'What does a young joey do if it gets scared?',
          correct: 'Dives back into the pouch',
          wrong: ['Climbs a tree', 'Swims away', 'Hides in a burrow'],
          explanation: 'The pouch is its safe place, so a scared joey dives head first back in.',
        },
      ],
    },
  },
];
