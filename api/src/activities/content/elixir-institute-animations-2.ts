import type { ActivityContent } from './content-types.js';

/** Elixir Institute's animations (the last three), each with its scenes in motion and check (the first three: elixir-institute-animations.ts). */
export const ELIXIR_INSTITUTE_ANIMATIONS_2: readonly ActivityContent[] = [
  {
    questId: 'a-med-004',
    type: 'animation',
    name: 'Soap Versus Germs',
    yearLevels: [5],
    curriculum: ['AC9S5H02'],
    description: 'Zoom in on soap as it pulls grease and germs off your hands and down the drain.',
    animation: {
      scenes: [
        {
          caption:
            'Your hands look clean, but zoom in and there are germs stuck in a thin layer of oily grease on your skin.',
          picture: {
            alt: 'A magnified hand shows germs stuck in grease.',
            parts: [
              { part: 'room' },
              { part: 'hand', x: 140, y: 140, size: 120 },
              { part: 'microscope', x: 300, y: 170, size: 60, motion: 'pulse' },
              { part: 'cell', x: 180, y: 110, size: 25, tint: '#7cb342', label: 'Germs in grease' },
            ],
          },
        },
        {
          caption: 'Water alone runs straight off the grease, just as water runs off an oily pan. Most germs stay put.',
          picture: {
            alt: 'Water drops fall and slide off the greasy hand.',
            parts: [
              { part: 'room' },
              { part: 'hand', x: 200, y: 150, size: 120 },
              { part: 'raindrop', x: 170, y: 60, size: 20, motion: 'fall' },
              { part: 'raindrop', x: 230, y: 70, size: 20, motion: 'fall' },
              { part: 'cell', x: 210, y: 140, size: 25, tint: '#7cb342' },
            ],
          },
        },
        {
          caption:
            'Soap is made of tiny parts with two ends. One end clings to water. The other end clings to oil and grease.',
          picture: {
            alt: 'A soap part with a water-loving end and a grease-loving end.',
            parts: [
              { part: 'sky' },
              { part: 'bubble', x: 150, y: 130, size: 50, label: 'Loves water', motion: 'pulse' },
              { part: 'wire', x: 230, y: 130, size: 100, label: 'Loves grease' },
            ],
          },
        },
        {
          caption:
            'As you scrub, the grease-loving ends dig into the grease and break it up. Some germs are even torn apart.',
          picture: {
            alt: 'Soap bubbles surround grease and germs as hands scrub.',
            parts: [
              { part: 'room' },
              { part: 'hand', x: 200, y: 150, size: 120, motion: 'sway' },
              { part: 'bubble', x: 150, y: 100, size: 30, motion: 'pulse' },
              { part: 'bubble', x: 250, y: 110, size: 30, motion: 'pulse' },
            ],
          },
        },
        {
          caption:
            'The soap wraps the grease and germs in tiny balls. Scrub for 20 seconds, including between fingers and under nails.',
          picture: {
            alt: 'Germs trapped inside little soap balls.',
            parts: [
              { part: 'sky' },
              { part: 'bubble', x: 150, y: 120, size: 70, motion: 'spin' },
              { part: 'cell', x: 150, y: 120, size: 25, tint: '#7cb342', label: 'Trapped germ' },
              { part: 'bubble', x: 270, y: 140, size: 60, motion: 'spin' },
            ],
          },
        },
        {
          caption:
            'Now rinse! Water carries the soap balls, with the germs inside, off your hands and down the drain. Then dry well.',
          picture: {
            alt: 'Water rinses soap bubbles down a drain.',
            parts: [
              { part: 'room' },
              { part: 'hand', x: 200, y: 110, size: 100 },
              { part: 'raindrop', x: 190, y: 60, size: 20, motion: 'fall' },
              { part: 'bubble', x: 200, y: 190, size: 30, label: 'Down the drain', motion: 'fall' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Why does water alone not wash most germs away?',
          correct: 'Water runs off the oily grease the germs are stuck in',
          wrong: ['Water is too cold for germs', 'Germs can swim upstream', 'Water makes germs bigger'],
          explanation: 'Germs sit in a thin layer of grease, and water runs straight off grease.',
        },
        {
          prompt: 'What do the two ends of a soap part cling to?',
          correct: 'One to water and one to grease',
          wrong: ['Both to water', 'Both to germs', 'One to skin and one to nails'],
          explanation: 'One end clings to water and the other to grease, so soap can pull grease into the water.',
        },
        {
          prompt: 'How long should you scrub with soap?',
          correct: '20 seconds',
          wrong: ['1 second', '5 seconds', '10 minutes'],
          explanation: 'Scrubbing for 20 seconds gives the soap time to wrap up grease and germs so they rinse away.',
        },
      ],
    },
  },
  {
    questId: 'a-med-005',
    type: 'animation',
    name: 'How Your Body Keeps Cool',
    yearLevels: [3],
    curriculum: ['AC9S3U03'],
    description: 'Sweating and going red: how your body moves heat out when you get hot.',
    animation: {
      scenes: [
        {
          caption: 'Your body likes to stay at about 37 degrees. It stays near that on cold days and hot days.',
          picture: {
            alt: 'A child stands next to a thermometer showing 37 degrees.',
            parts: [
              { part: 'ground' },
              { part: 'child', x: 140, y: 160, size: 80 },
              { part: 'thermometer', x: 260, y: 140, size: 50, label: '37 degrees', motion: 'pulse' },
            ],
          },
        },
        {
          caption: 'When you run, your muscles work hard and make heat. The hot summer sun heats you up too.',
          picture: {
            alt: 'A child runs under a hot sun.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 330, y: 50, size: 70, motion: 'glow' },
              { part: 'child', x: 150, y: 160, size: 80, label: 'Running', motion: 'bounce' },
            ],
          },
        },
        {
          caption:
            'Your body gets rid of heat. First you go red. More warm blood flows near your skin, and heat moves out into the air.',
          picture: {
            alt: 'A child’s cheeks glow red as heat moves out into the air.',
            parts: [
              { part: 'ground' },
              { part: 'child', x: 180, y: 160, size: 80, tint: '#ef9a9a', motion: 'glow' },
              { part: 'steam', x: 180, y: 80, size: 40, label: 'Heat out', motion: 'rise' },
            ],
          },
        },
        {
          caption:
            'Next you sweat. Drops of water come out onto your skin. As the sweat dries, it takes heat away with it.',
          picture: {
            alt: 'Sweat drops on a child dry up and carry heat away.',
            parts: [
              { part: 'ground' },
              { part: 'child', x: 180, y: 160, size: 80 },
              { part: 'raindrop', x: 150, y: 120, size: 15, label: 'Sweat', motion: 'fade-out' },
              { part: 'steam', x: 210, y: 80, size: 40, motion: 'rise' },
            ],
          },
        },
        {
          caption:
            'You can help your body. Drink water to make more sweat. Rest in the shade of a gum tree. Wear a hat.',
          picture: {
            alt: 'A child drinks water in the shade of a gum tree.',
            parts: [
              { part: 'ground' },
              { part: 'gum-tree', x: 150, y: 110, size: 170, motion: 'sway' },
              { part: 'child', x: 200, y: 170, size: 70 },
              { part: 'cup', x: 250, y: 180, size: 30, label: 'Water' },
            ],
          },
        },
        {
          caption: 'Soon your body cools down to 37 degrees again. Heat moved from your hot body into the cooler air.',
          picture: {
            alt: 'The thermometer drops back to normal and the child smiles.',
            parts: [
              { part: 'ground' },
              { part: 'child', x: 140, y: 160, size: 80 },
              { part: 'thermometer', x: 260, y: 140, size: 50, label: 'Back to 37', motion: 'shrink' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What happens to sweat that helps you cool down?',
          correct: 'It dries and takes heat away with it',
          wrong: ['It makes you hotter', 'It turns into ice', 'It stays on your skin for days'],
          explanation: 'As sweat dries from your skin, it carries heat away, so you cool down.',
        },
        {
          prompt: 'Why do you go red when you are hot?',
          correct: 'More warm blood flows near your skin to let heat out',
          wrong: ['The sun paints you red', 'You are cold', 'Your bones get hot'],
          explanation: 'Warm blood moves near your skin, and heat moves out into the cooler air.',
        },
      ],
    },
  },
  {
    questId: 'a-med-006',
    type: 'animation',
    name: 'From Plant to Medicine',
    yearLevels: [4],
    curriculum: ['AC9S4H02'],
    description: 'How willow bark led to aspirin, and how scientists test medicines that come from plants.',
    animation: {
      scenes: [
        {
          caption: 'For thousands of years, people chewed willow bark or drank willow tea to ease pain and fever.',
          picture: {
            alt: 'A willow tree swaying by a river.',
            parts: [
              { part: 'ground' },
              { part: 'tree', x: 170, y: 110, size: 170, label: 'Willow tree', motion: 'sway' },
              { part: 'river', x: 200, y: 220, size: 300 },
              { part: 'cup', x: 320, y: 180, size: 40, label: 'Willow tea' },
            ],
          },
        },
        {
          caption:
            'About 200 years ago, scientists asked why it worked. They found a chemical in the bark that eased pain.',
          picture: {
            alt: 'A scientist studies bark with a microscope.',
            parts: [
              { part: 'room' },
              { part: 'scientist', x: 110, y: 150, size: 80 },
              { part: 'microscope', x: 240, y: 170, size: 70, motion: 'pulse' },
              { part: 'leaf', x: 330, y: 180, size: 40, tint: '#8d6e63', label: 'Bark' },
            ],
          },
        },
        {
          caption: 'But the pure chemical upset people’s stomachs. Chemists changed it a little to make it gentler.',
          picture: {
            alt: 'Bubbles rise from a beaker as chemists change the medicine.',
            parts: [
              { part: 'room' },
              { part: 'beaker', x: 160, y: 170, size: 80, tint: '#90caf9' },
              { part: 'bubble', x: 160, y: 110, size: 20, motion: 'rise' },
              { part: 'test-tube', x: 280, y: 170, size: 40 },
            ],
          },
        },
        {
          caption: 'In 1899 the new medicine went on sale. It was called aspirin, and people still take it today.',
          picture: {
            alt: 'A bottle of aspirin tablets appears.',
            parts: [
              { part: 'room' },
              { part: 'test-tube', x: 200, y: 160, size: 60, label: 'Aspirin', motion: 'fade-in' },
              { part: 'star', x: 300, y: 80, size: 40, motion: 'glow' },
            ],
          },
        },
        {
          caption:
            'Every new medicine is tested carefully. First in the lab, then with a few volunteers, then with many more.',
          picture: {
            alt: 'A scientist tests a medicine with a group of volunteers.',
            parts: [
              { part: 'room' },
              { part: 'scientist', x: 90, y: 150, size: 70 },
              { part: 'child', x: 200, y: 160, size: 60, motion: 'fade-in' },
              { part: 'child', x: 280, y: 160, size: 60, motion: 'fade-in' },
              { part: 'child', x: 350, y: 160, size: 60, motion: 'fade-in' },
            ],
          },
        },
        {
          caption:
            'In Australia, experts check the test results before a medicine can be sold. Plants can help, but only tested medicines are safe to take.',
          picture: {
            alt: 'A green tick-like star shines over a tested medicine.',
            parts: [
              { part: 'room' },
              { part: 'test-tube', x: 170, y: 160, size: 60, label: 'Tested medicine' },
              { part: 'star', x: 290, y: 90, size: 60, tint: '#66bb6a', label: 'Approved', motion: 'glow' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Which plant led to aspirin?',
          correct: 'The willow tree',
          wrong: ['The gum tree', 'The cactus', 'The sunflower'],
          explanation: 'People used willow bark for pain, and scientists found the chemical in it that led to aspirin.',
        },
        {
          prompt: 'Why did chemists change the chemical from willow bark?',
          correct: 'It upset people’s stomachs',
          wrong: ['It tasted too sweet', 'It was blue', 'It made people sleepy'],
          explanation: 'The pure chemical upset stomachs, so chemists changed it a little to make it gentler.',
        },
        {
          prompt: 'What must happen before a new medicine is sold in Australia?',
          correct: 'It is tested carefully and experts check the results',
          wrong: ['Nothing, anyone can sell it', 'It must be painted green', 'A plant must grow it'],
          explanation: 'Medicines are tested in labs and with volunteers, and experts check the results before sale.',
        },
      ],
    },
  },
];
