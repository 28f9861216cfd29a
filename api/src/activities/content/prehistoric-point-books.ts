import type { ActivityContent } from './content-types.js';

/** Prehistoric Point's books, each with its pages and check (the realm's other activities: prehistoric-point.ts). */
export const PREHISTORIC_POINT_BOOKS: readonly ActivityContent[] = [
  {
    questId: 'b-din-001',
    type: 'book',
    name: 'The Girl Who Found Sea Dragons',
    yearLevels: [6],
    curriculum: ['AC9S6H01'],
    description: 'The true story of Mary Anning and the ichthyosaurs of Lyme Regis.',
    book: {
      pages: [
        {
          text: 'Mary Anning was born in 1799 in Lyme Regis, a small town on the south coast of England. Her family was poor. Her father collected strange stones from the crumbling cliffs and sold them to visitors as curiosities.',
          picture: {
            alt: 'A girl stands on a beach below tall grey cliffs by the sea.',
            parts: [
              { part: 'sea' },
              { part: 'mountain', x: 300, y: 110, size: 200, tint: '#9e9e8e', label: 'Crumbling cliffs' },
              { part: 'child', x: 120, y: 185, size: 50, label: 'Mary Anning' },
              { part: 'fossil', x: 180, y: 215, size: 30 },
            ],
          },
        },
        {
          text: 'Around 1811, Mary and her brother Joseph found a long skull in the cliff. Mary kept digging for months. At last she uncovered the whole skeleton of a sea creature with a long snout and huge eyes. It was later named an ichthyosaur, which means "fish lizard".',
          picture: {
            alt: 'A long fossil skeleton with a pointed snout lies in a grey rock.',
            parts: [
              { part: 'soil-layers' },
              { part: 'bone', x: 140, y: 170, size: 90, label: 'Skull' },
              { part: 'bone', x: 240, y: 175, size: 110, turn: 10 },
              { part: 'hand', x: 320, y: 120, size: 50 },
            ],
          },
        },
        {
          text: 'Mary became an expert fossil hunter. She found the first complete plesiosaur, a sea reptile with a tiny head and a very long neck. She also found one of the first flying reptiles in England. Each find was carefully dug out, cleaned and drawn.',
          picture: {
            alt: 'A long-necked reptile swims in the sea under a cloudy sky.',
            parts: [
              { part: 'sea' },
              { part: 'dinosaur', x: 200, y: 170, size: 140, tint: '#5b7f95', label: 'Plesiosaur' },
              { part: 'fish', x: 320, y: 200, size: 30 },
              { part: 'cloud', x: 90, y: 40, size: 70 },
            ],
          },
        },
        {
          text: 'Science grows when people share their work. Mary sold her fossils to collectors and scientists. Men such as William Buckland and Henry De la Beche visited her often. They walked the beach with her, asked her questions and learned from her careful notes.',
          picture: {
            alt: 'Two people talk on a beach beside a fossil lying on a rock.',
            parts: [
              { part: 'sea' },
              { part: 'child', x: 140, y: 180, size: 50, label: 'Mary' },
              { part: 'scientist', x: 240, y: 175, size: 60, label: 'Visiting scientist' },
              { part: 'speech-bubble', x: 190, y: 90, size: 60 },
              { part: 'fossil', x: 320, y: 215, size: 40 },
            ],
          },
        },
        {
          text: 'Mary noticed small, stony lumps inside the ribs of ichthyosaurs. Some held tiny fish bones and scales. Buckland built on her clue. Together their work showed the lumps were fossil droppings, which told people what these animals ate.',
          picture: {
            alt: 'A microscope beside fossil fish bones and a small stony lump.',
            parts: [
              { part: 'room' },
              { part: 'microscope', x: 120, y: 160, size: 80 },
              { part: 'rock', x: 230, y: 190, size: 60, label: 'Fossil dropping' },
              { part: 'fish', x: 320, y: 185, size: 50, tint: '#bcaaa4', label: 'Fish bones' },
            ],
          },
        },
        {
          text: 'At first, some famous scientists doubted her plesiosaur. They thought it might be a fake. Experts studied the bones closely and agreed it was real. Her finds helped scientists accept that some kinds of animals had died out long ago.',
          picture: {
            alt: 'A scientist looks closely at a long-necked skeleton, wondering if it is real.',
            parts: [
              { part: 'room' },
              { part: 'scientist', x: 110, y: 160, size: 70 },
              { part: 'bone', x: 260, y: 180, size: 140, label: 'Plesiosaur bones' },
              { part: 'speech-bubble', x: 160, y: 70, size: 60 },
            ],
          },
        },
        {
          text: 'In her time, women could not join the Geological Society in London, so her name was often left out. Today we know how much others built on her discoveries. Mary Anning shows that good science comes from many people working together.',
          picture: {
            alt: 'A girl stands proudly beside a fossil and a shining star.',
            parts: [
              { part: 'ground' },
              { part: 'child', x: 160, y: 170, size: 60, label: 'Mary Anning' },
              { part: 'fossil', x: 250, y: 190, size: 60 },
              { part: 'star', x: 300, y: 60, size: 40 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'How did William Buckland build on Mary Anning’s work?',
          correct: 'He used her clue about stony lumps to show they were fossil droppings',
          wrong: [
            'He found the first ichthyosaur before she did',
            'He told her to stop collecting fossils',
            'He proved her plesiosaur was a fake',
          ],
          explanation:
            'Mary noticed the stony lumps with fish bones inside. Buckland built on her clue, and their work showed they were fossil droppings.',
        },
        {
          prompt: 'Why was Mary Anning’s name often left out in her time?',
          correct: 'Women could not join the Geological Society in London',
          wrong: ['She never found any fossils herself', 'She lived in Australia', 'She kept her fossils secret'],
          explanation:
            'Women were not allowed to join the Geological Society, so her discoveries were often credited to others.',
        },
        {
          prompt: 'What did experts decide after they studied her plesiosaur closely?',
          correct: 'It was real',
          wrong: ['It was a fake', 'It was a fish', 'It was still alive'],
          explanation:
            'Some scientists first doubted it, but after studying the bones they agreed it was a real animal.',
        },
      ],
    },
  },
  {
    questId: 'b-din-002',
    type: 'book',
    name: 'Dinosaurs Down Under',
    yearLevels: [5],
    curriculum: ['AC9S5U01'],
    description: "Australia's dinosaurs, from big-eyed polar plant eaters to the hunters of Winton.",
    book: {
      pages: [
        {
          text: 'More than 100 million years ago, Australia was joined to Antarctica. It sat much closer to the South Pole than it does today. Winters were cold, and for weeks the Sun did not rise at all.',
          picture: {
            alt: 'A dark night sky with a crescent Moon over snowy hills and trees.',
            parts: [
              { part: 'night-sky' },
              { part: 'moon-crescent', x: 320, y: 50, size: 40 },
              { part: 'hill', x: 130, y: 210, size: 240, tint: '#dfe7ea' },
              { part: 'tree', x: 280, y: 180, size: 70 },
              { part: 'snowflake', x: 100, y: 80, size: 20 },
            ],
          },
        },
        {
          text: 'At Dinosaur Cove in Victoria, scientists found the bones of Leaellynasaura. It was a small plant eater, only about a metre long from nose to tail. Its skull had very big eye sockets. Big eyes may have helped it see in the long, dark polar winter.',
          picture: {
            alt: 'A small dinosaur with big eyes stands among ferns under a night sky.',
            parts: [
              { part: 'night-sky' },
              { part: 't-rex', x: 190, y: 180, size: 80, tint: '#8d9b6a', label: 'Leaellynasaura' },
              { part: 'grass', x: 90, y: 210, size: 60 },
              { part: 'moon', x: 330, y: 50, size: 40 },
            ],
          },
        },
        {
          text: 'Leaellynasaura also had a very long tail, about three times as long as its body. Some scientists think it wrapped its tail around itself to keep warm. Others think the tail helped it balance as it ran.',
          picture: {
            alt: 'A small dinosaur with a very long tail curled around its body.',
            parts: [
              { part: 'ground' },
              { part: 't-rex', x: 200, y: 170, size: 90, tint: '#8d9b6a' },
              { part: 'arrow', x: 110, y: 180, size: 60, turn: 180, label: 'Long tail' },
              { part: 'gum-tree', x: 330, y: 140, size: 90 },
            ],
          },
        },
        {
          text: 'Near Winton in Queensland, people found Australovenator, a fast meat eater. It had long legs for running and three big, curved claws on each hand. Its claws and sharp teeth were tools for catching prey.',
          picture: {
            alt: 'A two-legged hunting dinosaur runs across dry ground.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 340, y: 40, size: 50 },
              { part: 't-rex', x: 180, y: 165, size: 120, tint: '#a1683a', label: 'Australovenator' },
              { part: 'footprint', x: 300, y: 220, size: 25 },
            ],
          },
        },
        {
          text: 'Winton was also home to Diamantinasaurus, a giant plant eater with a long neck. A long neck let it reach leaves high in the trees. Its thick legs, like pillars, held up its huge, heavy body.',
          picture: {
            alt: 'A giant long-necked dinosaur eats leaves from a tall tree.',
            parts: [
              { part: 'ground' },
              { part: 'dinosaur', x: 180, y: 150, size: 200, label: 'Diamantinasaurus' },
              { part: 'tree', x: 330, y: 120, size: 110 },
              { part: 'bird', x: 80, y: 50, size: 25 },
            ],
          },
        },
        {
          text: 'Minmi was a plant eater from Queensland covered in bony plates, like armour. The plates made it hard for hunters to bite. Muttaburrasaurus had a big bump on its snout. It may have used the bump to make loud calls to others.',
          picture: {
            alt: 'A low, armoured dinosaur and a large plant eater stand near a river.',
            parts: [
              { part: 'ground' },
              { part: 'river', x: 200, y: 215, size: 400 },
              { part: 'turtle', x: 120, y: 170, size: 80, tint: '#7a6b52', label: 'Minmi' },
              { part: 't-rex', x: 280, y: 150, size: 110, tint: '#6d8b5a', label: 'Muttaburrasaurus' },
            ],
          },
        },
        {
          text: 'Each body part helped these dinosaurs survive where they lived. Big eyes, long tails, sharp claws, long necks and armour all suited a way of life. Fossils let us read these clues millions of years later.',
          picture: {
            alt: 'A fossil bone and a footprint in rock beside a scientist.',
            parts: [
              { part: 'soil-layers' },
              { part: 'bone', x: 150, y: 190, size: 80 },
              { part: 'footprint', x: 250, y: 200, size: 40 },
              { part: 'scientist', x: 330, y: 90, size: 60 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Why might Leaellynasaura have had very big eyes?',
          correct: 'To see during the long, dark polar winter',
          wrong: ['To find water in the desert', 'To scare away hunters', 'To see under the sea'],
          explanation:
            'Australia was near the South Pole, and winters were dark for weeks. Big eyes may have helped it see in the dim light.',
        },
        {
          prompt: 'How did the bony plates of Minmi help it survive?',
          correct: 'They made it hard for hunters to bite',
          wrong: ['They helped it fly', 'They kept it cool in summer', 'They helped it reach high leaves'],
          explanation: 'Minmi was covered in bony plates like armour, which protected it from hunters.',
        },
        {
          prompt: 'Which feature helped Diamantinasaurus reach its food?',
          correct: 'A long neck',
          wrong: ['Big eyes', 'Curved claws', 'A bump on its snout'],
          explanation: 'Its long neck let it reach leaves high in the trees.',
        },
      ],
    },
  },
  {
    questId: 'b-din-003',
    type: 'book',
    name: 'The Dinosaur Stampede',
    yearLevels: [3],
    curriculum: ['AC9S3H01'],
    description: 'How scientists read thousands of footprints at Lark Quarry in Queensland, and still debate them.',
    book: {
      pages: [
        {
          text: 'Lark Quarry is a rocky place near Winton in Queensland. Long ago, it was soft mud by a lake. Dinosaurs walked in the mud and left their footprints.',
          picture: {
            alt: 'Dinosaur footprints in mud beside a blue lake.',
            parts: [
              { part: 'ground' },
              { part: 'puddle', x: 300, y: 200, size: 140, label: 'Lake' },
              { part: 'footprint', x: 100, y: 200, size: 30 },
              { part: 'footprint', x: 150, y: 215, size: 30 },
              { part: 'footprint', x: 200, y: 200, size: 30 },
            ],
          },
        },
        {
          text: 'The mud dried and was covered up. Over time it turned to stone. Today you can see more than 3000 footprints in the rock. That is a lot of data!',
          picture: {
            alt: 'Many footprints in a flat, brown rock.',
            parts: [
              { part: 'ground' },
              { part: 'footprint', x: 80, y: 190, size: 25 },
              { part: 'footprint', x: 140, y: 210, size: 25 },
              { part: 'footprint', x: 200, y: 190, size: 25 },
              { part: 'footprint', x: 260, y: 210, size: 25 },
              { part: 'footprint', x: 320, y: 190, size: 60, label: 'Big footprint' },
            ],
          },
        },
        {
          text: 'Scientists measured each footprint. They checked how big it was and which way it pointed. They measured how far apart the steps were. Long gaps between steps can mean an animal was running.',
          picture: {
            alt: 'A scientist measures the gap between two footprints.',
            parts: [
              { part: 'ground' },
              { part: 'scientist', x: 90, y: 150, size: 60 },
              { part: 'footprint', x: 180, y: 205, size: 30 },
              { part: 'arrow', x: 250, y: 205, size: 80, label: 'Step length' },
              { part: 'footprint', x: 320, y: 205, size: 30 },
            ],
          },
        },
        {
          text: 'Most of the prints were small. A few were very big. The first scientists had an idea. They said a big meat eater came to the lake. The small dinosaurs ran away fast. They called it a stampede!',
          picture: {
            alt: 'A big meat-eating dinosaur and small dinosaurs running away.',
            parts: [
              { part: 'ground' },
              { part: 't-rex', x: 100, y: 160, size: 120 },
              { part: 't-rex', x: 260, y: 190, size: 40 },
              { part: 't-rex', x: 320, y: 200, size: 40 },
              { part: 'arrow', x: 300, y: 140, size: 60, label: 'Run!' },
            ],
          },
        },
        {
          text: 'Later, other scientists looked at the same prints again. They made 3D models of them. Some said the big prints came from a plant eater, not a meat eater.',
          picture: {
            alt: 'A scientist at a screen looks at a model of a big footprint.',
            parts: [
              { part: 'room' },
              { part: 'scientist', x: 110, y: 160, size: 70 },
              { part: 'footprint', x: 260, y: 140, size: 80, label: 'Big print' },
              { part: 'leaf', x: 330, y: 90, size: 30 },
            ],
          },
        },
        {
          text: 'Some of the small prints are only toe marks. Maybe small dinosaurs were swimming in shallow water. Their toes just touched the mud. That is a new idea from the same data.',
          picture: {
            alt: 'Small dinosaurs swim in shallow water with toes touching the mud.',
            parts: [
              { part: 'sea' },
              { part: 't-rex', x: 150, y: 170, size: 50 },
              { part: 't-rex', x: 240, y: 175, size: 50 },
              { part: 'footprint', x: 200, y: 230, size: 20, label: 'Toe marks' },
            ],
          },
        },
        {
          text: 'Scientists still talk about what happened. They look at the data and share their ideas. When they find new clues, they may change their minds. That is how science works!',
          picture: {
            alt: 'Two scientists talk beside rock with footprints.',
            parts: [
              { part: 'ground' },
              { part: 'scientist', x: 120, y: 150, size: 60 },
              { part: 'scientist', x: 280, y: 150, size: 60 },
              { part: 'speech-bubble', x: 200, y: 70, size: 60 },
              { part: 'footprint', x: 200, y: 210, size: 30 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What can long gaps between footprints tell us?',
          correct: 'The animal may have been running',
          wrong: ['The animal was asleep', 'The animal was very old', 'The animal was eating'],
          explanation: 'When an animal runs, its steps are farther apart, so long gaps can mean running.',
        },
        {
          prompt: 'What was the first idea about the footprints at Lark Quarry?',
          correct: 'Small dinosaurs ran away from a big meat eater',
          wrong: ['The dinosaurs were dancing', 'A flood washed the dinosaurs away', 'The dinosaurs were laying eggs'],
          explanation: 'The first scientists thought a big meat eater scared the small dinosaurs, and they stampeded.',
        },
        {
          prompt: 'Why might scientists change their minds about the footprints?',
          correct: 'They find new clues in the data',
          wrong: ['They get bored', 'The footprints move', 'They forget the old idea'],
          explanation: 'Scientists look at the data again and again. New clues can lead to a new explanation.',
        },
      ],
    },
  },
];
