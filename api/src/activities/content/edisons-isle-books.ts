import type { ActivityContent } from './content-types.js';

/** Edison's Isle's books, the first three, each with its pages and check (the rest: edisons-isle-books-2.ts). */
export const EDISONS_ISLE_BOOKS: readonly ActivityContent[] = [
  {
    questId: 'b-inv-001',
    type: 'book',
    name: 'How the Bionic Ear Was Invented',
    yearLevels: [5],
    curriculum: ['AC9S5H01'],
    description: "Graeme Clark's long journey with engineers, surgeons and patients to help deaf people hear.",
    book: {
      pages: [
        {
          text: 'Graeme Clark grew up in a country town in New South Wales. His dad was deaf, and Graeme saw how hard it was for him to talk with people in his shop. Graeme wanted to find a way to help deaf people hear.',
          picture: {
            alt: 'A boy stands next to his father in front of a small country shop.',
            parts: [
              { part: 'ground' },
              { part: 'house', x: 280, y: 140, size: 140, label: 'The shop' },
              { part: 'child', x: 110, y: 165, size: 50, label: 'Graeme' },
              { part: 'child', x: 170, y: 150, size: 75, tint: '#6b4f3a', label: 'His dad' },
            ],
          },
        },
        {
          text: 'Inside your ear is a tiny curled tube called the cochlea. It is shaped like a snail shell. Small hairs inside it turn sound into signals that travel to your brain. In many deaf people, these hairs do not work.',
          picture: {
            alt: 'A snail-shaped shell stands for the cochlea, with an arrow to a speech bubble for a signal to the brain.',
            parts: [
              { part: 'room' },
              { part: 'fossil', x: 140, y: 120, size: 110, label: 'Like the cochlea' },
              { part: 'arrow', x: 240, y: 120, size: 70, label: 'Signal' },
              { part: 'speech-bubble', x: 320, y: 100, size: 80, label: 'To the brain' },
            ],
          },
        },
        {
          text: 'In 1967 Graeme had a big idea. What if tiny wires could carry electric signals into the cochlea, and skip the broken hairs? Many experts said it could not be done. Graeme kept going anyway.',
          picture: {
            alt: 'A scientist thinks about a wire and a battery next to a shell that stands for the ear.',
            parts: [
              { part: 'room' },
              { part: 'scientist', x: 110, y: 150, size: 90, label: 'Graeme Clark' },
              { part: 'wire', x: 230, y: 130, size: 80 },
              { part: 'battery', x: 230, y: 180, size: 50 },
              { part: 'fossil', x: 320, y: 130, size: 70, label: 'Cochlea' },
            ],
          },
        },
        {
          text: 'Graeme could not do it alone. Engineers built a tiny electronic part to go under the skin. Surgeons worked out how to put it in safely. Experts in speech and hearing helped test how it sounded.',
          picture: {
            alt: 'Three team members stand together around a small electronic part.',
            parts: [
              { part: 'room' },
              { part: 'scientist', x: 90, y: 150, size: 80, label: 'Engineer' },
              { part: 'scientist', x: 200, y: 150, size: 80, tint: '#4a90c8', label: 'Surgeon' },
              { part: 'scientist', x: 310, y: 150, size: 80, tint: '#7cb342', label: 'Hearing expert' },
              { part: 'gear', x: 200, y: 60, size: 40 },
            ],
          },
        },
        {
          text: 'One day at the beach, Graeme picked up a shell. He slid a blade of grass into its curl. The grass bent softly around the turns. That gave him the idea for a soft, bendy wire that could fit inside the cochlea.',
          picture: {
            alt: 'A spiral shell and a tuft of grass lie on the sand by the sea.',
            parts: [
              { part: 'sea' },
              { part: 'sand-dune', x: 200, y: 215, size: 400 },
              { part: 'fossil', x: 170, y: 190, size: 80, label: 'Shell' },
              { part: 'grass', x: 250, y: 195, size: 50, label: 'Blade of grass' },
              { part: 'sun', x: 340, y: 50, size: 60 },
            ],
          },
        },
        {
          text: 'In 1978 Rod Saunders, who had lost his hearing, was the first person to get the new ear. The team was nervous. Then Rod heard sounds and even knew a tune! Rod and other patients told the team what worked, so they could make it better.',
          picture: {
            alt: 'A man listens with a smile while a scientist watches, and a speech bubble shows a sound.',
            parts: [
              { part: 'room' },
              { part: 'child', x: 140, y: 150, size: 80, tint: '#6b4f3a', label: 'Rod Saunders' },
              { part: 'speech-bubble', x: 220, y: 70, size: 70, label: 'A tune!' },
              { part: 'scientist', x: 290, y: 150, size: 80, label: 'The team' },
            ],
          },
        },
        {
          text: 'A company in Sydney now makes these implants. Hundreds of thousands of people around the world use them. Some babies born deaf can now learn to talk. It all came from many people working together and never giving up.',
          picture: {
            alt: 'The Earth with stars around it, for the many people around the world who use the bionic ear.',
            parts: [
              { part: 'space' },
              { part: 'earth', x: 200, y: 125, size: 150, label: 'Used around the world' },
              { part: 'star', x: 80, y: 60, size: 30 },
              { part: 'star', x: 330, y: 70, size: 30 },
              { part: 'star', x: 320, y: 200, size: 25 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What gave Graeme Clark the idea for a bendy wire that fits inside the cochlea?',
          correct: 'A blade of grass slid into a shell',
          wrong: ['A snake in the garden', 'A bent fork', 'A spring in a clock'],
          explanation:
            'At the beach, Graeme slid a blade of grass into a curled shell and saw it bend around the turns. The cochlea is curled like that shell.',
        },
        {
          prompt: 'Who helped Graeme make the bionic ear?',
          correct: 'Engineers, surgeons, hearing experts and patients',
          wrong: ['Nobody, he did it all alone', 'Only his dad', 'Only other doctors'],
          explanation:
            'Engineers built the parts, surgeons found a safe way to put them in, and experts and patients like Rod Saunders helped test it.',
        },
        {
          prompt: 'What does the cochlea do?',
          correct: 'Turns sound into signals that go to the brain',
          wrong: ['Pumps blood around the body', 'Helps us smell food', 'Keeps the ear warm'],
          explanation:
            'Tiny hairs in the cochlea turn sound into signals that travel to the brain. The bionic ear sends signals when those hairs do not work.',
        },
      ],
    },
  },
  {
    questId: 'b-inv-002',
    type: 'book',
    name: 'The Story of the Light Bulb',
    yearLevels: [6],
    curriculum: ['AC9S6H01', 'AC9S6U03'],
    description: 'How many inventors, not just one, worked out how to make electric light that lasts.',
    book: {
      pages: [
        {
          text: 'Two hundred years ago, people lit their homes with candles and oil lamps. These flames were smoky, smelly and could start fires. Inventors wondered if electricity could make a safer, brighter light.',
          picture: {
            alt: 'A candle flame glows in a dark room at night.',
            parts: [
              { part: 'night-sky' },
              { part: 'house', x: 200, y: 160, size: 160 },
              { part: 'flame', x: 200, y: 165, size: 30, label: 'Candle light' },
              { part: 'moon-crescent', x: 330, y: 50, size: 40 },
            ],
          },
        },
        {
          text: 'In the early 1800s, the English scientist Humphry Davy made electricity jump across a gap between two carbon rods. It made a dazzling arc of light. But the arc light was far too bright for a home, and the rods burned away fast.',
          picture: {
            alt: 'A scientist stands beside a battery and a very bright spark of light.',
            parts: [
              { part: 'room' },
              { part: 'scientist', x: 100, y: 150, size: 90, label: 'Humphry Davy' },
              { part: 'battery', x: 220, y: 180, size: 60 },
              { part: 'lightning', x: 300, y: 110, size: 60, label: 'Arc of light' },
            ],
          },
        },
        {
          text: 'Other inventors tried a new idea. They passed an electric current through a thin thread called a filament. The filament resists the current, so it heats up until it glows. The problem was that the hot filament soon burned out.',
          picture: {
            alt: 'A battery, wires and a glowing light globe make a simple circuit.',
            parts: [
              { part: 'room' },
              { part: 'battery', x: 110, y: 170, size: 60, label: 'Battery' },
              { part: 'wire', x: 190, y: 170, size: 90 },
              { part: 'bulb', x: 280, y: 130, size: 70, tint: '#ffe066', label: 'Glowing filament' },
            ],
          },
        },
        {
          text: 'Air makes a hot filament burn up. So inventors pumped the air out of a glass globe. In England, Joseph Swan made a globe with a carbon filament. In America, Thomas Edison and his team worked on the same problem at the same time.',
          picture: {
            alt: 'Two inventors stand on either side of a light globe, each working on it.',
            parts: [
              { part: 'room' },
              { part: 'scientist', x: 90, y: 150, size: 85, label: 'Joseph Swan' },
              { part: 'bulb', x: 200, y: 110, size: 70 },
              { part: 'scientist', x: 310, y: 150, size: 85, tint: '#4a90c8', label: 'Thomas Edison' },
            ],
          },
        },
        {
          text: "Edison's team tested thousands of materials for the filament, from cotton thread to bamboo. In 1879 their carbon filament glowed for many hours. Later, Lewis Latimer found a better way to make carbon filaments, so globes lasted even longer.",
          picture: {
            alt: 'A workbench with a test tube, a beaker and a row of light globes being tested.',
            parts: [
              { part: 'room' },
              { part: 'test-tube', x: 80, y: 170, size: 30 },
              { part: 'beaker', x: 130, y: 175, size: 50, tint: '#a0d468' },
              { part: 'bulb', x: 220, y: 160, size: 45 },
              { part: 'bulb', x: 280, y: 160, size: 45, tint: '#ffe066', label: 'This one lasts!' },
              { part: 'bulb', x: 340, y: 160, size: 45 },
            ],
          },
        },
        {
          text: 'In the early 1900s, inventors found that a metal called tungsten made an even better filament. It could get very hot without melting. But these globes wasted most of their energy. They turned much more electrical energy into heat than into light.',
          picture: {
            alt: 'A glowing light globe with a thermometer beside it showing that it is hot.',
            parts: [
              { part: 'room' },
              { part: 'bulb', x: 170, y: 120, size: 90, tint: '#ffe066', label: 'Tungsten filament' },
              { part: 'thermometer', x: 280, y: 120, size: 40, label: 'Mostly heat' },
            ],
          },
        },
        {
          text: 'Today, most of our globes are LEDs. They turn much more of their energy into light, so they use less electricity and last for years. The light bulb was not invented by one person. Each inventor built on what others had learned.',
          picture: {
            alt: 'A modern house at night with a bright light globe, beside a solar panel.',
            parts: [
              { part: 'night-sky' },
              { part: 'house', x: 170, y: 160, size: 150 },
              { part: 'bulb', x: 170, y: 150, size: 35, tint: '#ffe066', label: 'LED globe' },
              { part: 'solar-panel', x: 320, y: 190, size: 70 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Why did inventors pump the air out of the glass globe?',
          correct: 'Air makes a hot filament burn up',
          wrong: ['Air makes the glass break', 'Air blocks the light', 'Air makes the globe too heavy'],
          explanation:
            'A glowing filament is very hot, and in air it soon burns up. Taking the air out helped the filament last much longer.',
        },
        {
          prompt: 'What happens to the filament when an electric current flows through it?',
          correct: 'It heats up until it glows',
          wrong: ['It freezes solid', 'It turns into water', 'It stops the current forever'],
          explanation:
            'The thin filament resists the current, so electrical energy turns into heat and light and the filament glows.',
        },
        {
          prompt: 'Who invented the light bulb, according to this book?',
          correct: 'Many inventors, each building on the work of others',
          wrong: ['Thomas Edison, all by himself', 'Humphry Davy, all by himself', 'Nobody knows'],
          explanation:
            'Davy, Swan, Edison and his team, Latimer and many others each added something. Together they made electric light that lasts.',
        },
      ],
    },
  },
  {
    questId: 'b-inv-003',
    type: 'book',
    name: 'Wheels Through Time',
    yearLevels: [4],
    curriculum: ['AC9S4H02'],
    description: "From the potter's wheel to the wheelchair: how the wheel was reinvented for new needs.",
    book: {
      pages: [
        {
          text: 'The wheel is one of the oldest inventions. But it was not first used to roll along a road. About 5500 years ago, people used a flat spinning wheel to make pots out of clay.',
          picture: {
            alt: 'A clay pot sits on a flat spinning wheel.',
            parts: [
              { part: 'room' },
              { part: 'wheel', x: 200, y: 190, size: 120, turn: 0, label: "Potter's wheel" },
              { part: 'pot', x: 200, y: 140, size: 70, tint: '#b5651d' },
              { part: 'hand', x: 280, y: 130, size: 40 },
            ],
          },
        },
        {
          text: 'Later, people had a problem. Heavy loads were hard to drag over the ground. They put wheels on a cart, so the load could roll. Rolling is much easier than dragging, because there is less friction.',
          picture: {
            alt: 'A cart with two solid wheels carries a heavy rock along the ground.',
            parts: [
              { part: 'ground' },
              { part: 'rock', x: 200, y: 150, size: 90, label: 'Heavy load' },
              { part: 'wheel', x: 160, y: 195, size: 50 },
              { part: 'wheel', x: 240, y: 195, size: 50 },
            ],
          },
        },
        {
          text: 'The first cart wheels were solid wood and very heavy. People worked out how to make wheels with spokes. Spoked wheels were lighter, so carts could go faster.',
          picture: {
            alt: 'A heavy solid wheel beside a lighter wheel with spokes.',
            parts: [
              { part: 'ground' },
              { part: 'wheel', x: 130, y: 150, size: 100, tint: '#8b5a2b', label: 'Solid wood' },
              { part: 'wheel', x: 280, y: 150, size: 100, label: 'With spokes' },
            ],
          },
        },
        {
          text: 'Wooden wheels gave a bumpy ride. In 1888, John Dunlop wanted a smoother ride for his son on his tricycle. He wrapped the wheels in rubber tubes filled with air. The air tyres soaked up the bumps.',
          picture: {
            alt: 'A child with a wheel that has an air-filled rubber tyre.',
            parts: [
              { part: 'ground' },
              { part: 'child', x: 130, y: 150, size: 70, label: "Dunlop's son" },
              { part: 'wheel', x: 250, y: 170, size: 80, tint: '#333333', label: 'Air tyre' },
              { part: 'bubble', x: 300, y: 110, size: 30 },
            ],
          },
        },
        {
          text: 'Wheels help people who cannot walk, too. A wheelchair has big wheels that the rider can push with their hands. Small wheels at the front turn easily, so the chair can change direction.',
          picture: {
            alt: 'A large wheel and a small wheel, the parts of a wheelchair, with a hand pushing the big wheel.',
            parts: [
              { part: 'ground' },
              { part: 'wheel', x: 160, y: 160, size: 110, label: 'Big wheel to push' },
              { part: 'wheel', x: 280, y: 190, size: 40, label: 'Small front wheel' },
              { part: 'hand', x: 160, y: 90, size: 40 },
            ],
          },
        },
        {
          text: 'Today, sport wheelchairs are light and fast. Their wheels lean in at the top, so they do not tip over on a sharp turn. Australian athletes like Kurt Fearnley have raced in them and won.',
          picture: {
            alt: 'Two slanted wheels of a racing wheelchair on a track.',
            parts: [
              { part: 'ground' },
              { part: 'wheel', x: 160, y: 160, size: 100, turn: -10 },
              { part: 'wheel', x: 250, y: 160, size: 100, turn: 10, label: 'Wheels lean in' },
              { part: 'arrow', x: 340, y: 160, size: 50, label: 'Fast!' },
            ],
          },
        },
        {
          text: 'Each time, people had a new need. They used what they knew about pushing, rolling and friction to solve it. What new wheel could you invent? Maybe one that climbs stairs!',
          picture: {
            alt: 'A child thinks of a new idea, with a speech bubble beside a wheel and a gear.',
            parts: [
              { part: 'room' },
              { part: 'child', x: 120, y: 150, size: 80 },
              { part: 'speech-bubble', x: 220, y: 70, size: 80, label: 'A new idea?' },
              { part: 'wheel', x: 300, y: 170, size: 60 },
              { part: 'gear', x: 230, y: 170, size: 40 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What was the first wheel used for?',
          correct: 'Making pots out of clay',
          wrong: ['Racing chariots', 'Bike riding', 'Pulling cars'],
          explanation: 'About 5500 years ago, people used a flat spinning wheel to shape clay pots.',
        },
        {
          prompt: 'Why did John Dunlop put air-filled rubber tyres on the wheels?',
          correct: 'To make the ride smoother',
          wrong: ['To make the wheels heavier', 'To make the wheels squeak', 'To stop the wheels turning'],
          explanation: 'The air in the tyres soaked up the bumps, so his son had a smoother ride.',
        },
        {
          prompt: 'Why were wheels with spokes better than solid wooden wheels?',
          correct: 'They were lighter, so carts went faster',
          wrong: ['They were heavier', 'They never broke', 'They were made of rubber'],
          explanation: 'Spokes took away a lot of wood, so the wheels were lighter and carts could go faster.',
        },
      ],
    },
  },
];
