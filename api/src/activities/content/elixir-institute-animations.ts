import type { ActivityContent } from './content-types.js';

/** Elixir Institute's animations (the first three), each with its scenes in motion and check (the realm's other activities: elixir-institute.ts). */
export const ELIXIR_INSTITUTE_ANIMATIONS: readonly ActivityContent[] = [
  {
    questId: 'a-med-001',
    type: 'animation',
    name: 'How Germs Spread',
    yearLevels: [5],
    curriculum: ['AC9S5H02'],
    description: 'Follow a sneeze around a room and see which habits stop germs in their tracks.',
    animation: {
      scenes: [
        {
          caption:
            'Achoo! A sneeze sprays out thousands of tiny droplets. Some carry germs, and they can fly a metre or more.',
          picture: {
            alt: 'A child sneezes and droplets spray across the room.',
            parts: [
              { part: 'room' },
              { part: 'child', x: 90, y: 150, size: 80 },
              { part: 'raindrop', x: 170, y: 110, size: 15, motion: 'drift-right' },
              { part: 'raindrop', x: 190, y: 130, size: 12, motion: 'drift-right' },
              { part: 'cell', x: 210, y: 100, size: 20, tint: '#7cb342', label: 'Germs', motion: 'drift-right' },
            ],
          },
        },
        {
          caption: 'The droplets land on desks, door handles and hands. Some germs can live there for hours.',
          picture: {
            alt: 'Droplets fall onto a desk and a door handle.',
            parts: [
              { part: 'room' },
              { part: 'raindrop', x: 150, y: 80, size: 15, motion: 'fall' },
              { part: 'raindrop', x: 250, y: 90, size: 15, motion: 'fall' },
              { part: 'cell', x: 200, y: 200, size: 25, tint: '#7cb342', label: 'Germs on the desk' },
            ],
          },
        },
        {
          caption:
            'Another child touches the desk, then rubs their eyes. The germs hitch a ride on the hand and get into the body.',
          picture: {
            alt: 'A hand picks up germs from a desk and moves towards a face.',
            parts: [
              { part: 'room' },
              { part: 'child', x: 300, y: 150, size: 80 },
              { part: 'hand', x: 180, y: 190, size: 50, motion: 'rise' },
              { part: 'cell', x: 180, y: 200, size: 20, tint: '#7cb342', motion: 'rise' },
            ],
          },
        },
        {
          caption:
            'Habit one: sneeze into a tissue or your elbow, then put the tissue in the bin. The droplets are caught.',
          picture: {
            alt: 'A child sneezes into their elbow and drops a tissue into a bin.',
            parts: [
              { part: 'room' },
              { part: 'child', x: 120, y: 150, size: 80, label: 'Elbow sneeze' },
              { part: 'bin', x: 280, y: 190, size: 60 },
              { part: 'leaf', x: 280, y: 100, size: 25, tint: '#ffffff', label: 'Tissue', motion: 'fall' },
            ],
          },
        },
        {
          caption:
            'Habit two: wash your hands with soap and water for 20 seconds, and dry them well. The germs go down the drain.',
          picture: {
            alt: 'Soap bubbles wash germs off a pair of hands.',
            parts: [
              { part: 'room' },
              { part: 'hand', x: 200, y: 150, size: 110 },
              { part: 'bubble', x: 160, y: 100, size: 25, motion: 'rise' },
              { part: 'bubble', x: 240, y: 110, size: 20, motion: 'rise' },
              { part: 'raindrop', x: 200, y: 210, size: 15, motion: 'fall' },
            ],
          },
        },
        {
          caption:
            'Habit three: stay home when you are sick. Scientists showed these simple habits stop many germs from spreading.',
          picture: {
            alt: 'A child rests at home, and germs fade away.',
            parts: [
              { part: 'ground' },
              { part: 'house', x: 200, y: 150, size: 140, label: 'Rest at home' },
              { part: 'cell', x: 320, y: 80, size: 25, tint: '#7cb342', motion: 'fade-out' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'How do germs from a desk often get into your body?',
          correct: 'On your hands, when you touch your eyes, nose or mouth',
          wrong: ['Through your shoes', 'Through your hair', 'By jumping across the room on their own'],
          explanation: 'Germs hitch a ride on hands, then get in when you touch your face.',
        },
        {
          prompt: 'Which habit catches the droplets from a sneeze?',
          correct: 'Sneezing into a tissue or your elbow',
          wrong: ['Sneezing into your hands and shaking hands', 'Sneezing at the desk', 'Holding your breath after'],
          explanation: 'A tissue or your elbow catches the droplets, so fewer germs land on things others touch.',
        },
        {
          prompt: 'How long should you wash your hands with soap and water?',
          correct: '20 seconds',
          wrong: ['2 seconds', '5 minutes', 'An hour'],
          explanation: 'Scrubbing with soap for 20 seconds lifts germs off so they go down the drain.',
        },
      ],
    },
  },
  {
    questId: 'a-med-002',
    type: 'animation',
    name: 'How X-Rays See Inside You',
    yearLevels: [6],
    curriculum: ['AC9S6H01'],
    description: "Wilhelm Röntgen's surprise discovery, and how doctors use X-rays to check bones today.",
    animation: {
      scenes: [
        {
          caption:
            'In 1895, Wilhelm Röntgen was testing a glass tube in a dark room in Germany. Other scientists had built and studied such tubes before him.',
          picture: {
            alt: 'Röntgen in a dark lab with a glowing glass tube.',
            parts: [
              { part: 'night-sky' },
              { part: 'scientist', x: 110, y: 150, size: 80, label: 'Wilhelm Röntgen' },
              { part: 'bulb', x: 240, y: 140, size: 60, tint: '#ffeb3b', label: 'Glass tube', motion: 'glow' },
            ],
          },
        },
        {
          caption:
            'He covered the tube in black card, yet a screen across the room began to glow. Some unseen rays were passing through the card!',
          picture: {
            alt: 'A screen across the room glows even though the tube is covered.',
            parts: [
              { part: 'night-sky' },
              { part: 'bulb', x: 90, y: 140, size: 50, tint: '#333333' },
              { part: 'arrow', x: 200, y: 140, size: 90, motion: 'drift-right' },
              { part: 'star', x: 330, y: 140, size: 50, label: 'Glowing screen', motion: 'glow' },
            ],
          },
        },
        {
          caption:
            'He called them X-rays, because X stands for something unknown. He took a picture of his wife’s hand, and her bones showed clearly.',
          picture: {
            alt: 'An X-ray picture of a hand, with the bones showing white.',
            parts: [
              { part: 'space' },
              { part: 'hand', x: 200, y: 130, size: 140, tint: '#9e9e9e', motion: 'fade-in' },
              { part: 'bone', x: 200, y: 130, size: 60, label: 'Bones', motion: 'fade-in' },
            ],
          },
        },
        {
          caption:
            'X-rays pass easily through skin and muscle, but bones stop more of them. So bones look white on an X-ray picture.',
          picture: {
            alt: 'Rays pass through an arm but are stopped by the bone.',
            parts: [
              { part: 'space' },
              { part: 'arrow', x: 90, y: 100, size: 70, motion: 'drift-right' },
              { part: 'arrow', x: 90, y: 160, size: 70, motion: 'drift-right' },
              { part: 'bone', x: 250, y: 130, size: 100, label: 'Bone stops X-rays' },
            ],
          },
        },
        {
          caption:
            'Röntgen shared his discovery, and within months doctors around the world, even in Australia, were using X-rays to find broken bones.',
          picture: {
            alt: 'News of X-rays spreads around the Earth.',
            parts: [
              { part: 'space' },
              { part: 'earth', x: 200, y: 130, size: 150, motion: 'spin' },
              { part: 'star', x: 330, y: 50, size: 30, motion: 'glow' },
            ],
          },
        },
        {
          caption:
            'Today, doctors use X-rays to check bones and teeth. X-rays are used carefully and briefly, because too many can harm the body.',
          picture: {
            alt: 'A doctor looks at an X-ray of a broken bone.',
            parts: [
              { part: 'room' },
              { part: 'scientist', x: 110, y: 150, size: 80, label: 'Doctor' },
              { part: 'bone', x: 270, y: 120, size: 90, turn: 20, label: 'Broken bone', motion: 'pulse' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Why did Röntgen call his discovery X-rays?',
          correct: 'X stands for something unknown',
          wrong: ['They were shaped like an X', 'X was his first name', 'They were the tenth rays found'],
          explanation: 'Röntgen did not know what the rays were, so he named them with X, for unknown.',
        },
        {
          prompt: 'Why do bones look white on an X-ray picture?',
          correct: 'Bones stop more X-rays than skin and muscle do',
          wrong: ['Bones glow in the dark', 'Bones are painted white', 'X-rays only see white things'],
          explanation: 'X-rays pass through skin and muscle but bones stop more of them, so bones show up white.',
        },
        {
          prompt: 'How did X-rays come to be used so quickly around the world?',
          correct: 'Röntgen shared his discovery and other doctors used it',
          wrong: ['He kept it secret for 50 years', 'Every doctor found it alone', 'It was only used in Germany'],
          explanation:
            'Röntgen built on other scientists’ tubes and shared his discovery, so doctors everywhere could use it within months.',
        },
      ],
    },
  },
  {
    questId: 'a-med-003',
    type: 'animation',
    name: 'How a Vaccine Trains Your Body',
    yearLevels: [6],
    curriculum: ['AC9S6H02'],
    description: 'Meet the body’s defenders as they learn to recognise a germ without getting sick.',
    animation: {
      scenes: [
        {
          caption: 'A vaccine holds a harmless copy of a germ, such as a weakened germ or just a piece of its outside.',
          picture: {
            alt: 'A harmless copy of a germ drifts into an arm.',
            parts: [
              { part: 'room' },
              { part: 'hand', x: 230, y: 150, size: 120 },
              {
                part: 'cell',
                x: 110,
                y: 100,
                size: 35,
                tint: '#aed581',
                label: 'Harmless copy',
                motion: 'drift-right',
              },
            ],
          },
        },
        {
          caption:
            'White blood cells find the copy. They study its shape, like learning the face of someone on a wanted poster.',
          picture: {
            alt: 'A white blood cell meets the germ copy.',
            parts: [
              { part: 'sky' },
              { part: 'cell', x: 150, y: 130, size: 110, tint: '#f5f5f5', label: 'White blood cell', motion: 'pulse' },
              { part: 'cell', x: 290, y: 130, size: 35, tint: '#aed581' },
            ],
          },
        },
        {
          caption:
            'The body makes antibodies that fit that shape, and memory cells that remember it. You may feel a sore arm, but you do not get the disease.',
          picture: {
            alt: 'Arrows of antibodies stream out from a white blood cell.',
            parts: [
              { part: 'sky' },
              { part: 'cell', x: 110, y: 130, size: 90, tint: '#f5f5f5' },
              { part: 'arrow', x: 230, y: 100, size: 50, label: 'Antibodies', motion: 'drift-right' },
              { part: 'arrow', x: 230, y: 160, size: 50, motion: 'drift-right' },
            ],
          },
        },
        {
          caption:
            'Months or years later, the real germ gets in. The memory cells know it at once and sound the alarm.',
          picture: {
            alt: 'A real germ enters and a memory cell glows to raise the alarm.',
            parts: [
              { part: 'sky' },
              { part: 'cell', x: 290, y: 130, size: 45, tint: '#558b2f', label: 'Real germ', motion: 'drift-left' },
              { part: 'cell', x: 120, y: 130, size: 80, tint: '#fff59d', label: 'Memory cell', motion: 'glow' },
            ],
          },
        },
        {
          caption:
            'Antibodies pour out fast and stop the germ before it can make you sick. Your body was ready, thanks to its training.',
          picture: {
            alt: 'The germ shrinks away as antibodies surround it.',
            parts: [
              { part: 'sky' },
              { part: 'cell', x: 200, y: 130, size: 50, tint: '#558b2f', motion: 'shrink' },
              { part: 'arrow', x: 120, y: 130, size: 50, motion: 'pulse' },
              { part: 'arrow', x: 280, y: 130, size: 50, turn: 180, motion: 'pulse' },
            ],
          },
        },
        {
          caption:
            'When most people are vaccinated, a germ struggles to spread. This also protects babies and sick people who cannot have the vaccine.',
          picture: {
            alt: 'Many people stand together, and a germ fades away.',
            parts: [
              { part: 'ground' },
              { part: 'child', x: 80, y: 160, size: 60 },
              { part: 'child', x: 160, y: 160, size: 60 },
              { part: 'child', x: 240, y: 160, size: 60 },
              { part: 'cell', x: 330, y: 80, size: 30, tint: '#558b2f', motion: 'fade-out' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What is inside a vaccine?',
          correct: 'A harmless copy of a germ, such as a weakened germ or a piece of one',
          wrong: ['A full-strength germ that makes you sick', 'Sugar and water only', 'A tiny robot'],
          explanation:
            'A vaccine holds a harmless copy of a germ so the body can learn its shape without getting the disease.',
        },
        {
          prompt: 'What do memory cells do when the real germ arrives?',
          correct: 'They know it at once and sound the alarm',
          wrong: ['They fall asleep', 'They help the germ grow', 'They leave the body'],
          explanation: 'Memory cells remember the germ, so antibodies pour out fast and stop it.',
        },
        {
          prompt: 'How does vaccinating most people protect babies who cannot have the vaccine?',
          correct: 'The germ struggles to spread from person to person',
          wrong: ['Babies catch the vaccine from the air', 'The germ only likes adults', 'Babies never get sick'],
          explanation:
            'When most people are protected, the germ cannot easily spread, so it is less likely to reach those who cannot be vaccinated.',
        },
      ],
    },
  },
];
