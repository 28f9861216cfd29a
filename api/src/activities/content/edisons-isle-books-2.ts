import type { ActivityContent } from './content-types.js';

/** Edison's Isle's books, the last three, each with its pages and check (the first three: edisons-isle-books.ts). */
export const EDISONS_ISLE_BOOKS_2: readonly ActivityContent[] = [
  {
    questId: 'b-inv-004',
    type: 'book',
    name: 'Plastic: Wonder and Worry',
    yearLevels: [4],
    curriculum: ['AC9S4U04'],
    description: 'Why plastic is so useful, and the problems it causes once it is thrown away.',
    book: {
      pages: [
        {
          text: 'Look around you. Your lunch box, your pen and your drink bottle may all be made of plastic. Plastic is a made material. People make most plastic from oil.',
          picture: {
            alt: 'A classroom bench with a plastic drink bottle, a ball and a bin.',
            parts: [
              { part: 'room' },
              { part: 'cup', x: 120, y: 185, size: 50, tint: '#4fc3f7', label: 'Drink bottle' },
              { part: 'ball', x: 210, y: 190, size: 45, tint: '#ff7043' },
              { part: 'bin', x: 300, y: 180, size: 60, tint: '#66bb6a', label: 'Plastic bin' },
            ],
          },
        },
        {
          text: 'Plastic has many useful properties. It is light, so it is easy to carry. It is waterproof, so it keeps food fresh and drinks in. It can be bendy or hard, and clear or coloured.',
          picture: {
            alt: 'A child carries a light plastic cup, with raindrops rolling off it.',
            parts: [
              { part: 'sky' },
              { part: 'child', x: 150, y: 160, size: 80 },
              { part: 'cup', x: 220, y: 150, size: 40, tint: '#4fc3f7', label: 'Light and waterproof' },
              { part: 'raindrop', x: 220, y: 90, size: 15 },
              { part: 'raindrop', x: 240, y: 70, size: 15 },
            ],
          },
        },
        {
          text: 'Plastic is strong and cheap to make. Hot plastic can be pressed into almost any shape. That is why we use it for toys, pipes, car parts and even parts in hospitals.',
          picture: {
            alt: 'A factory makes a toy car and a ball from plastic.',
            parts: [
              { part: 'ground' },
              { part: 'factory', x: 120, y: 140, size: 140 },
              { part: 'arrow', x: 220, y: 160, size: 50 },
              { part: 'car', x: 290, y: 170, size: 60, tint: '#e53935' },
              { part: 'ball', x: 350, y: 175, size: 35, tint: '#fdd835' },
            ],
          },
        },
        {
          text: 'But one property of plastic causes a big worry. It does not rot away like food or paper. A plastic bottle can last for hundreds of years. Much of the plastic we throw away ends up as rubbish.',
          picture: {
            alt: 'An overflowing bin with a plastic bottle on the ground next to it.',
            parts: [
              { part: 'ground' },
              { part: 'bin', x: 180, y: 160, size: 80 },
              { part: 'cup', x: 250, y: 190, size: 35, tint: '#4fc3f7', label: 'Lasts for years' },
            ],
          },
        },
        {
          text: 'Wind and rain can carry plastic into rivers and the sea. A sea turtle may think a floating plastic bag is a jellyfish and eat it. Sea birds can get tangled in plastic, too.',
          picture: {
            alt: 'A sea turtle swims towards a floating plastic bag in the sea.',
            parts: [
              { part: 'sea' },
              { part: 'turtle', x: 150, y: 190, size: 80 },
              { part: 'bubble', x: 260, y: 170, size: 45, tint: '#e0e0e0', label: 'Plastic bag' },
              { part: 'bird', x: 300, y: 60, size: 40 },
            ],
          },
        },
        {
          text: 'Over time, sunlight and waves break plastic into tiny bits. These bits are called microplastics. They are so small that fish and other sea animals swallow them.',
          picture: {
            alt: 'A fish swims among tiny bits of plastic in the water.',
            parts: [
              { part: 'sea' },
              { part: 'sun', x: 340, y: 40, size: 50 },
              { part: 'fish', x: 180, y: 190, size: 70, tint: '#ffb300' },
              { part: 'bubble', x: 250, y: 170, size: 12, label: 'Microplastics' },
              { part: 'bubble', x: 240, y: 200, size: 10 },
              { part: 'bubble', x: 270, y: 215, size: 10 },
            ],
          },
        },
        {
          text: 'We can all help. Use a lunch box and a drink bottle again and again. Put clean plastic in the recycling bin. Scientists are also inventing new plastics that break down safely.',
          picture: {
            alt: 'A child puts a plastic bottle into a recycling bin.',
            parts: [
              { part: 'ground' },
              { part: 'child', x: 150, y: 150, size: 80 },
              { part: 'bin', x: 250, y: 170, size: 70, tint: '#fdd835' },
              { part: 'recycle', x: 250, y: 90, size: 40, label: 'Recycle' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Which property makes plastic good for keeping food fresh?',
          correct: 'It is waterproof',
          wrong: ['It rots away quickly', 'It is heavy', 'It soaks up water'],
          explanation: 'Plastic is waterproof, so it keeps water and air out and keeps food fresh.',
        },
        {
          prompt: 'Why is thrown-away plastic a worry?',
          correct: 'It does not rot and can last for hundreds of years',
          wrong: ['It melts in the rain', 'It turns into food', 'It disappears in a day'],
          explanation: 'Plastic does not rot like food or paper, so it stays in the land and sea for a very long time.',
        },
        {
          prompt: 'What are microplastics?',
          correct: 'Tiny bits of broken-down plastic',
          wrong: ['A new kind of fish', 'Very small recycling bins', 'Plastic made from plants'],
          explanation:
            'Sunlight and waves break plastic into tiny bits called microplastics, which sea animals can swallow.',
        },
      ],
    },
  },
  {
    questId: 'b-inv-005',
    type: 'book',
    name: "Inventors' Notebooks",
    yearLevels: [3],
    curriculum: ['AC9S3H02'],
    description: 'Peek into the sketches and notes of inventors, and learn how to keep a notebook of your own.',
    book: {
      pages: [
        {
          text: 'Inventors have lots of ideas. Good ideas can slip out of your head. So many inventors keep a notebook. They draw and write in it every day.',
          picture: {
            alt: 'An inventor thinks of an idea, shown in a speech bubble.',
            parts: [
              { part: 'room' },
              { part: 'scientist', x: 150, y: 150, size: 90 },
              { part: 'speech-bubble', x: 260, y: 70, size: 90, label: 'An idea!' },
              { part: 'bulb', x: 260, y: 65, size: 30, tint: '#ffe066' },
            ],
          },
        },
        {
          text: 'Long ago, Leonardo da Vinci filled his notebooks with drawings. He watched birds fly. Then he drew his own flying machines with big wings like a bird.',
          picture: {
            alt: 'A bird flies in the sky next to a kite shaped like a flying machine.',
            parts: [
              { part: 'sky' },
              { part: 'bird', x: 120, y: 90, size: 60, label: 'He watched birds' },
              { part: 'kite', x: 280, y: 100, size: 80, label: 'Flying machine' },
              { part: 'cloud', x: 200, y: 40, size: 80 },
            ],
          },
        },
        {
          text: 'Thomas Edison and his team filled thousands of notebooks. They wrote down every test. When a test did not work, they wrote that down too. It helped them know what to try next.',
          picture: {
            alt: 'A scientist stands at a bench with a light globe and a test tube.',
            parts: [
              { part: 'room' },
              { part: 'scientist', x: 120, y: 150, size: 90, label: 'Edison' },
              { part: 'bulb', x: 230, y: 150, size: 50 },
              { part: 'test-tube', x: 300, y: 170, size: 30 },
            ],
          },
        },
        {
          text: 'You can keep an inventor notebook too. First, write the problem you want to solve. Maybe your pencils keep rolling off the desk. Write the date at the top of the page.',
          picture: {
            alt: 'A child thinks about a problem, with an arrow for a pencil rolling off the desk.',
            parts: [
              { part: 'room' },
              { part: 'child', x: 140, y: 150, size: 80 },
              { part: 'speech-bubble', x: 250, y: 70, size: 90, label: 'My problem' },
              { part: 'arrow', x: 270, y: 190, size: 40, turn: 30 },
            ],
          },
        },
        {
          text: 'Next, draw your idea. Add labels to show each part. A drawing helps you and others see how your idea will work.',
          picture: {
            alt: 'A drawing of an idea: a gear and a magnet, each with a label, and a hand drawing them.',
            parts: [
              { part: 'room' },
              { part: 'gear', x: 150, y: 120, size: 60, label: 'Part one' },
              { part: 'magnet', x: 260, y: 120, size: 60, label: 'Part two' },
              { part: 'hand', x: 200, y: 190, size: 40 },
            ],
          },
        },
        {
          text: 'Then build your idea and test it. Write down what happened. Did it work? If not, that is fine. Write what you will change and try again.',
          picture: {
            alt: 'A child tests a small model with a ramp and a ball.',
            parts: [
              { part: 'room' },
              { part: 'child', x: 100, y: 150, size: 80 },
              { part: 'ramp', x: 240, y: 180, size: 100 },
              { part: 'ball', x: 210, y: 150, size: 25, tint: '#ff7043' },
            ],
          },
        },
        {
          text: 'Your notebook shows how your idea grew. One day it might help you, or someone else, solve a big problem. Happy inventing!',
          picture: {
            alt: 'A happy child stands next to a glowing light globe and a star.',
            parts: [
              { part: 'sky' },
              { part: 'child', x: 160, y: 160, size: 90 },
              { part: 'bulb', x: 260, y: 110, size: 50, tint: '#ffe066' },
              { part: 'star', x: 320, y: 60, size: 40 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What did Leonardo da Vinci watch before he drew his flying machines?',
          correct: 'Birds',
          wrong: ['Fish', 'Cars', 'Rockets'],
          explanation: 'Leonardo watched birds fly, then drew flying machines with big wings like a bird.',
        },
        {
          prompt: 'What should you write first in your inventor notebook?',
          correct: 'The problem you want to solve',
          wrong: ['The end of the story', 'A shopping list', 'Your best score'],
          explanation: 'First, write the problem you want to solve, and the date at the top of the page.',
        },
        {
          prompt: 'What should you do when a test does not work?',
          correct: 'Write what you will change and try again',
          wrong: ['Throw the notebook away', 'Never try again', 'Pretend it worked'],
          explanation: 'A test that does not work is fine. Writing it down helps you know what to try next.',
        },
      ],
    },
  },
  {
    questId: 'b-inv-006',
    type: 'book',
    name: 'Flight: From Box Kites to Jets',
    yearLevels: [5],
    curriculum: ['AC9S5H01'],
    description: "Lawrence Hargrave's box kites, the Wright brothers and the teams who built on their ideas.",
    book: {
      pages: [
        {
          text: 'For thousands of years, people dreamed of flying like birds. In the 1800s, inventors around the world tried to build flying machines. Many of their ideas did not work, but each one taught them something.',
          picture: {
            alt: 'Birds fly high in a blue sky above a grassy hill.',
            parts: [
              { part: 'sky' },
              { part: 'hill', x: 200, y: 230, size: 400 },
              { part: 'bird', x: 120, y: 80, size: 50 },
              { part: 'bird', x: 200, y: 60, size: 40 },
              { part: 'cloud', x: 320, y: 60, size: 90 },
            ],
          },
        },
        {
          text: 'In Sydney, Lawrence Hargrave studied how things fly. In 1893 he built a box kite. It had two boxes of cloth joined by sticks. It was steady in the wind and could lift a lot.',
          picture: {
            alt: 'A box kite flies above a beach near Sydney.',
            parts: [
              { part: 'sea' },
              { part: 'kite', x: 200, y: 80, size: 90, label: 'Box kite' },
              { part: 'child', x: 110, y: 200, size: 50, tint: '#6b4f3a', label: 'Lawrence Hargrave' },
            ],
          },
        },
        {
          text: 'In 1894, at Stanwell Park beach, Hargrave tied four box kites together. They lifted him about five metres into the air! He did not keep his ideas secret. He shared them with inventors all over the world.',
          picture: {
            alt: 'Four box kites lift a man off the sand at a beach.',
            parts: [
              { part: 'sea' },
              { part: 'kite', x: 150, y: 50, size: 50 },
              { part: 'kite', x: 210, y: 40, size: 50 },
              { part: 'kite', x: 270, y: 55, size: 50 },
              { part: 'kite', x: 330, y: 45, size: 50 },
              { part: 'child', x: 230, y: 150, size: 50, tint: '#6b4f3a', label: 'Up he goes!' },
            ],
          },
        },
        {
          text: 'In America, Wilbur and Orville Wright read about other inventors. They used notes from the German glider pilot Otto Lilienthal. They tested wing shapes in a wind tunnel they built. Then they added an engine and propellers.',
          picture: {
            alt: 'Two brothers test a wing shape in the wind of their wind tunnel.',
            parts: [
              { part: 'room' },
              { part: 'scientist', x: 90, y: 150, size: 80, label: 'Wilbur' },
              { part: 'scientist', x: 170, y: 150, size: 80, tint: '#4a90c8', label: 'Orville' },
              { part: 'arrow', x: 260, y: 110, size: 60, label: 'Wind' },
              { part: 'kite', x: 340, y: 110, size: 60, turn: 90 },
            ],
          },
        },
        {
          text: "In 1903 the Wrights made the first powered flight that a pilot could control. It lasted just 12 seconds. Soon after, some early planes used the box shape of Hargrave's kites for their wings.",
          picture: {
            alt: 'An early plane shaped like a box kite flies just above the ground.',
            parts: [
              { part: 'ground' },
              { part: 'kite', x: 200, y: 100, size: 110, turn: 90, label: 'First flight' },
              { part: 'cloud', x: 80, y: 50, size: 70 },
              { part: 'cloud', x: 330, y: 40, size: 70 },
            ],
          },
        },
        {
          text: "Inventors kept building on each other's work. In the 1930s, Frank Whittle in England and Hans von Ohain in Germany each built a jet engine. Jets suck in air, burn fuel and push hot gas out the back very fast.",
          picture: {
            alt: 'A jet-like rocket flies fast with a flame out the back.',
            parts: [
              { part: 'sky' },
              { part: 'rocket', x: 200, y: 120, size: 100, turn: 90, label: 'Jet engine' },
              { part: 'arrow', x: 90, y: 120, size: 60, turn: 180, label: 'Hot gas out' },
            ],
          },
        },
        {
          text: 'Today, thousands of people work together to design one plane. They build on ideas from Hargrave, the Wrights and many others. Next time you see a plane, think of all the people whose ideas helped it fly.',
          picture: {
            alt: 'A team of people stands below a plane in the sky.',
            parts: [
              { part: 'ground' },
              { part: 'rocket', x: 260, y: 60, size: 70, turn: 60 },
              { part: 'scientist', x: 100, y: 170, size: 60 },
              { part: 'scientist', x: 160, y: 170, size: 60, tint: '#4a90c8' },
              { part: 'child', x: 220, y: 175, size: 50 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What did Lawrence Hargrave do with his ideas?',
          correct: 'He shared them with inventors around the world',
          wrong: ['He kept them secret', 'He threw them away', 'He sold them to one company'],
          explanation:
            'Hargrave shared his ideas freely, so other inventors, like the makers of early planes, could build on them.',
        },
        {
          prompt: 'How did the Wright brothers build on the work of others?',
          correct: "They used Otto Lilienthal's glider notes",
          wrong: [
            'They copied a jet engine',
            'They used a rocket from the Moon',
            'They never read about other inventors',
          ],
          explanation: 'The Wrights read about other inventors and used the notes of glider pilot Otto Lilienthal.',
        },
        {
          prompt: 'How long did the first powered, controlled flight last?',
          correct: 'About 12 seconds',
          wrong: ['About 12 hours', 'About 12 days', 'About 12 minutes'],
          explanation: 'In 1903 the Wrights flew for just 12 seconds, but it was a start that others built on.',
        },
      ],
    },
  },
];
