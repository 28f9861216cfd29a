import type { ActivityContent } from './content-types.js';

/** DNAtion's books (the last three), each with its pages, pictures and check (the first three: dnation-books.ts). */
export const DNATION_BOOKS_2: readonly ActivityContent[] = [
  {
    questId: 'b-lif-004',
    type: 'book',
    name: 'Rosalind Franklin and Photo 51',
    yearLevels: [6],
    curriculum: ['AC9S6H01'],
    description: 'The scientist whose X-ray photograph helped reveal the double helix of DNA.',
    book: {
      pages: [
        {
          text: 'Inside almost every cell of your body is a long set of instructions called DNA, which tells your body how to grow and work. In 1950, nobody knew what shape DNA had. It was far too small to see, even with a microscope.',
          picture: {
            alt: 'A cell with its nucleus, and a microscope beside it.',
            parts: [
              { part: 'room' },
              { part: 'cell', x: 150, y: 110, size: 130, label: 'Cell' },
              { part: 'microscope', x: 310, y: 170, size: 80 },
            ],
          },
        },
        {
          text: 'Rosalind Franklin was a chemist in London. She was an expert at taking X-ray photos of tiny things. When she shone X-rays through a thin thread of DNA, the rays spread out as they passed through it and made a pattern of spots on photographic film.',
          picture: {
            alt: 'Rosalind Franklin in her lab with a test tube of DNA.',
            parts: [
              { part: 'room' },
              { part: 'scientist', x: 120, y: 150, size: 90, label: 'Rosalind Franklin' },
              { part: 'test-tube', x: 260, y: 170, size: 40, label: 'DNA' },
              { part: 'arrow', x: 320, y: 170, size: 50 },
            ],
          },
        },
        {
          text: 'In 1952, Franklin and her student, Raymond Gosling, made a very clear photo. They called it Photo 51. It showed a bold X shape. To Franklin, the X was a clue. It meant DNA was shaped like a spiral, called a helix.',
          picture: {
            alt: 'A dark photo with a pattern shaped like an X.',
            parts: [
              { part: 'space' },
              { part: 'arrow', x: 200, y: 125, size: 160, turn: 45, tint: '#dddddd' },
              { part: 'arrow', x: 200, y: 125, size: 160, turn: -45, tint: '#dddddd', label: 'Photo 51' },
            ],
          },
        },
        {
          text: 'Another scientist in her lab, Maurice Wilkins, showed Photo 51 to James Watson. He did not ask Franklin first. Watson and his partner, Francis Crick, were building a model of DNA. The photo, and her notes, gave them the facts they needed.',
          picture: {
            alt: 'Two scientists build a model while a third holds up a photo.',
            parts: [
              { part: 'room' },
              { part: 'scientist', x: 80, y: 150, size: 70, label: 'Wilkins' },
              { part: 'scientist', x: 220, y: 150, size: 70, label: 'Watson' },
              { part: 'scientist', x: 330, y: 150, size: 70, label: 'Crick' },
              { part: 'speech-bubble', x: 150, y: 60, size: 70 },
            ],
          },
        },
        {
          text: 'In 1953, Watson and Crick showed their model to the world. DNA is a double helix: two long strands that twist round each other, like a twisted ladder. Franklin and Wilkins wrote papers that came out at the same time, with the proof.',
          picture: {
            alt: 'A twisting ladder shape made of two strands, labelled double helix.',
            parts: [
              { part: 'sky' },
              { part: 'wire', x: 200, y: 90, size: 220, turn: 20, tint: '#1e88e5', label: 'Double helix' },
              { part: 'wire', x: 200, y: 160, size: 220, turn: -20, tint: '#e53935' },
            ],
          },
        },
        {
          text: 'Franklin went on to study viruses. Sadly, she died of cancer in 1958, aged just 37. Four years later, Watson, Crick and Wilkins won a Nobel Prize for the discovery. The prize is never given to a person after they die.',
          picture: {
            alt: 'A gold star for a prize, and a scientist looking at a virus in a microscope.',
            parts: [
              { part: 'room' },
              { part: 'microscope', x: 110, y: 160, size: 80 },
              { part: 'star', x: 280, y: 90, size: 70, label: 'Nobel Prize 1962' },
            ],
          },
        },
        {
          text: 'Today, people know that Photo 51 was a key part of the story. The double helix was found by a team, even if they did not always work well together. Science moves ahead when people share, test and build on each other’s work.',
          picture: {
            alt: 'Four scientists side by side as a team.',
            parts: [
              { part: 'ground' },
              { part: 'scientist', x: 70, y: 160, size: 60, label: 'Franklin' },
              { part: 'scientist', x: 160, y: 160, size: 60, label: 'Gosling' },
              { part: 'scientist', x: 250, y: 160, size: 60, label: 'Wilkins' },
              { part: 'scientist', x: 340, y: 160, size: 60, label: 'Watson and Crick' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What did the X shape in Photo 51 tell Rosalind Franklin?',
          correct: 'DNA is shaped like a spiral, a helix',
          wrong: ['DNA is a flat square', 'DNA is a round ball', 'DNA is only found in plants'],
          explanation:
            'The bold X pattern was a clue that DNA is a helix. Watson and Crick used it to build their model.',
        },
        {
          prompt: 'How did Photo 51 reach Watson and Crick?',
          correct: 'Maurice Wilkins showed it to Watson without asking Franklin',
          wrong: ['Franklin posted it to them', 'They took it themselves', 'They found it in a library book'],
          explanation:
            'Wilkins showed Watson the photo without asking Franklin first, and it gave them facts they needed.',
        },
        {
          prompt: 'What does this story show about how science moves ahead?',
          correct: 'Discoveries are often built on the work of many people',
          wrong: [
            'One person always works alone',
            'Photos are never useful in science',
            'Prizes are given to everyone',
          ],
          explanation:
            'The double helix was found by a team whose work built on each other’s photos, notes and models.',
        },
      ],
    },
  },
  {
    questId: 'b-lif-005',
    type: 'book',
    name: 'What Makes Something Alive?',
    yearLevels: [3],
    curriculum: ['AC9S3U01'],
    description: 'Move, breathe, sense, grow, reproduce, get rid of waste and feed: the signs of life.',
    book: {
      pages: [
        {
          text: 'A kookaburra is alive. A rock is not. But how can we tell? Scientists look for seven signs of life. Every living thing shows all seven.',
          picture: {
            alt: 'A kookaburra sits on a branch above a grey rock.',
            parts: [
              { part: 'ground' },
              { part: 'gum-tree', x: 120, y: 110, size: 150 },
              { part: 'bird', x: 170, y: 90, size: 45, tint: '#8b6b4b', label: 'Kookaburra' },
              { part: 'rock', x: 300, y: 200, size: 80, label: 'Rock' },
            ],
          },
        },
        {
          text: 'Living things move. A kangaroo hops. A plant moves too, but slowly. Its leaves turn to face the sun. Living things also breathe. They take in air to get energy from their food.',
          picture: {
            alt: 'A kangaroo hops past a flower turning towards the sun.',
            parts: [
              { part: 'ground' },
              { part: 'kangaroo', x: 110, y: 170, size: 80, label: 'Moves' },
              { part: 'flower', x: 270, y: 170, size: 70, turn: -15 },
              { part: 'sun', x: 340, y: 50, size: 60 },
            ],
          },
        },
        {
          text: 'Living things sense the world around them. You see, hear, smell, taste and feel. A worm can feel light and dry air, so it wriggles back into the dark soil.',
          picture: {
            alt: 'A worm in the soil wriggles away from the light.',
            parts: [
              { part: 'soil-layers' },
              { part: 'worm', x: 200, y: 120, size: 80, label: 'Senses' },
              { part: 'sun', x: 350, y: 25, size: 40 },
            ],
          },
        },
        {
          text: 'Living things grow. A joey grows big in its mum’s pouch. Living things also make young. Birds lay eggs. Plants make seeds.',
          picture: {
            alt: 'A bird’s egg in a nest beside a seed and a seedling.',
            parts: [
              { part: 'ground' },
              { part: 'egg', x: 110, y: 180, size: 40, label: 'Makes young' },
              { part: 'seed', x: 250, y: 200, size: 20 },
              { part: 'seedling', x: 310, y: 170, size: 60, label: 'Grows' },
            ],
          },
        },
        {
          text: 'Living things get rid of waste. When you breathe out, you get rid of a gas you do not need. And living things need food. A koala eats gum leaves. A plant makes its own food in its leaves.',
          picture: {
            alt: 'A koala in a gum tree eating leaves.',
            parts: [
              { part: 'ground' },
              { part: 'gum-tree', x: 200, y: 110, size: 170 },
              { part: 'koala', x: 220, y: 110, size: 55, label: 'Feeds' },
              { part: 'leaf', x: 300, y: 70, size: 30 },
            ],
          },
        },
        {
          text: 'A fire moves, grows and needs air. Is it alive? No! It cannot sense things or make young of its own. A thing must show all seven signs to be alive.',
          picture: {
            alt: 'A campfire with a question mark bubble beside it.',
            parts: [
              { part: 'night-sky' },
              { part: 'flame', x: 170, y: 170, size: 80, label: 'Not alive' },
              { part: 'speech-bubble', x: 290, y: 80, size: 80 },
            ],
          },
        },
        {
          text: 'Some things were once alive, like a dry leaf or a wooden chair. Some things were never alive, like a rock or water. Next time you go outside, look for the signs of life!',
          picture: {
            alt: 'A dry leaf, a wooden chair and a rock on the grass.',
            parts: [
              { part: 'ground' },
              { part: 'leaf', x: 90, y: 190, size: 40, tint: '#a0522d', label: 'Once alive' },
              { part: 'rock', x: 220, y: 190, size: 60, label: 'Never alive' },
              { part: 'child', x: 330, y: 160, size: 60 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'How many signs of life must a living thing show?',
          correct: 'All seven',
          wrong: ['Just one', 'Two', 'None'],
          explanation:
            'Every living thing shows all seven signs: it moves, breathes, senses, grows, makes young, gets rid of waste and feeds.',
        },
        {
          prompt: 'Why is a fire not alive?',
          correct: 'It cannot sense things or make young of its own',
          wrong: ['It does not move', 'It never grows', 'It does not need air'],
          explanation: 'A fire moves, grows and needs air, but it cannot sense or make young, so it is not alive.',
        },
        {
          prompt: 'How does a plant get its food?',
          correct: 'It makes its own food in its leaves',
          wrong: ['It eats worms', 'It hunts for insects every day', 'It does not need food'],
          explanation: 'Plants need food like all living things, and they make their own in their leaves.',
        },
      ],
    },
  },
  {
    questId: 'b-lif-006',
    type: 'book',
    name: 'Wallace and the Line in the Sea',
    yearLevels: [5],
    curriculum: ['AC9S5H01'],
    description: "Alfred Russel Wallace maps where Asia's animals end and Australia's begin.",
    book: {
      pages: [
        {
          text: 'Alfred Russel Wallace loved to collect beetles and birds. In 1854 he sailed from England to the islands between Asia and Australia. He stayed for eight years. He collected more than 125,000 animals for museums!',
          picture: {
            alt: 'Wallace with a net on a tropical island, with a beetle and a butterfly.',
            parts: [
              { part: 'sea' },
              { part: 'hill', x: 200, y: 160, size: 260 },
              { part: 'scientist', x: 150, y: 130, size: 70, label: 'Alfred Wallace' },
              { part: 'butterfly', x: 260, y: 90, size: 40 },
              { part: 'ant', x: 240, y: 150, size: 20 },
            ],
          },
        },
        {
          text: 'In 1856 he visited two islands, Bali and Lombok. They are less than 40 kilometres apart. You can see one from the other. Wallace thought their animals would be the same. He was in for a surprise.',
          picture: {
            alt: 'Two islands, Bali and Lombok, with a narrow strip of sea between them.',
            parts: [
              { part: 'sea' },
              { part: 'hill', x: 110, y: 160, size: 150, label: 'Bali' },
              { part: 'hill', x: 300, y: 160, size: 150, label: 'Lombok' },
              { part: 'wave', x: 205, y: 190, size: 40 },
            ],
          },
        },
        {
          text: 'On Bali he found birds like those of Asia, such as woodpeckers and barbets. On Lombok he found cockatoos and honeyeaters, like those in Australia! Two islands side by side had very different animals.',
          picture: {
            alt: 'An Asian woodpecker on one island and a cockatoo on the other.',
            parts: [
              { part: 'sea' },
              { part: 'hill', x: 110, y: 170, size: 150 },
              { part: 'hill', x: 300, y: 170, size: 150 },
              { part: 'bird', x: 110, y: 110, size: 45, tint: '#c62828', label: 'Woodpecker' },
              { part: 'bird', x: 300, y: 110, size: 45, tint: '#f5f5f5', label: 'Cockatoo' },
            ],
          },
        },
        {
          text: 'Wallace kept looking, island by island. He drew a line on the map between Asia’s animals and Australia’s. West of it lived animals like tigers. East of it lived animals with pouches, like the cuscus. Today we call it the Wallace Line.',
          picture: {
            alt: 'A map-like scene with a line down the sea between a tiger side and a pouched animal side.',
            parts: [
              { part: 'sea' },
              { part: 'wire', x: 200, y: 150, size: 200, turn: 90, tint: '#d32f2f', label: 'Wallace Line' },
              { part: 'hill', x: 90, y: 170, size: 120, label: 'Asia side' },
              { part: 'kangaroo', x: 310, y: 150, size: 60, label: 'Australia side' },
            ],
          },
        },
        {
          text: 'Why is there a line? Between the islands the sea is very deep. Long ago, in the ice ages, the seas were lower. Bali was joined to Asia by land, but deep water always cut Lombok off. Animals could not walk across.',
          picture: {
            alt: 'Low seas joining Bali to Asia while deep water stays between the islands.',
            parts: [
              { part: 'sea' },
              { part: 'ice', x: 70, y: 60, size: 50, label: 'Ice age' },
              { part: 'hill', x: 120, y: 170, size: 200 },
              { part: 'arrow', x: 260, y: 200, size: 50, turn: 90, label: 'Deep water' },
            ],
          },
        },
        {
          text: 'While he was sick with fever in 1858, Wallace had a big idea. Living things that suit their home survive and have young. He wrote to Charles Darwin, who had the same idea. Their work was read out together in London.',
          picture: {
            alt: 'Wallace writes a letter, with an arrow showing it going to Darwin.',
            parts: [
              { part: 'room' },
              { part: 'scientist', x: 80, y: 150, size: 70, label: 'Wallace' },
              { part: 'arrow', x: 200, y: 100, size: 100, label: 'Letter' },
              { part: 'scientist', x: 320, y: 150, size: 70, label: 'Darwin' },
            ],
          },
        },
        {
          text: 'Scientists still study Wallace’s line today. They use his notes and add new tools, like DNA tests. Each new finding builds on his careful work. That is how science grows.',
          picture: {
            alt: 'A modern scientist with a microscope and a test tube.',
            parts: [
              { part: 'room' },
              { part: 'scientist', x: 120, y: 150, size: 80 },
              { part: 'microscope', x: 240, y: 170, size: 70 },
              { part: 'test-tube', x: 320, y: 170, size: 40, label: 'DNA test' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What surprised Wallace about Bali and Lombok?',
          correct: 'Their animals were very different even though the islands are close',
          wrong: ['Both islands had only kangaroos', 'Neither island had any birds', 'The islands were made of ice'],
          explanation: 'Bali had birds like Asia’s, while Lombok had cockatoos and honeyeaters like Australia’s.',
        },
        {
          prompt: 'Why could animals not walk from Bali to Lombok, even in the ice ages?',
          correct: 'Deep water always lay between them',
          wrong: ['The islands were too hot', 'A wall was built there', 'Wallace stopped them'],
          explanation: 'The seas were lower in the ice ages, but the water between the islands was too deep to dry up.',
        },
        {
          prompt: 'How did Wallace’s work help another scientist?',
          correct: 'He wrote to Darwin, who had the same idea, and their work was shared together',
          wrong: ['He sold Darwin a ship', 'He kept his ideas secret', 'He drew a map of England'],
          explanation:
            'Wallace’s letter about living things that suit their home reached Darwin, and their work was read out together in London.',
        },
      ],
    },
  },
];
