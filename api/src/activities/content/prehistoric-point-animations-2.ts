import type { ActivityContent } from './content-types.js';

/** Prehistoric Point's animations, continued: each with its scenes and check (the realm's other activities: prehistoric-point.ts). */
export const PREHISTORIC_POINT_ANIMATIONS_2: readonly ActivityContent[] = [
  {
    questId: 'a-din-004',
    type: 'animation',
    name: 'Digging Up a Dinosaur',
    yearLevels: [4],
    curriculum: ['AC9S4H01'],
    description: 'Follow a palaeontology team from the first bone in the ground to a museum display.',
    animation: {
      scenes: [
        {
          caption: 'A farmer near Winton spots a strange rock poking out of the ground. It looks like a piece of bone!',
          picture: {
            alt: 'A bone pokes out of the dry ground near a farmer.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 340, y: 40, size: 50 },
              { part: 'child', x: 130, y: 170, size: 60, label: 'Farmer' },
              { part: 'bone', x: 250, y: 205, size: 60, motion: 'glow' },
            ],
          },
        },
        {
          caption:
            'Palaeontologists, scientists who study fossils, come to look. They mark out a grid and photograph every bone where it lies. This is their data.',
          picture: {
            alt: 'A scientist takes notes beside bones in the ground.',
            parts: [
              { part: 'ground' },
              { part: 'scientist', x: 110, y: 160, size: 70 },
              { part: 'bone', x: 230, y: 205, size: 70 },
              { part: 'speech-bubble', x: 170, y: 70, size: 60, motion: 'pulse' },
            ],
          },
        },
        {
          caption:
            'They dig slowly with small picks and soft brushes. Fossil bone can be fragile, so they take care not to break it.',
          picture: {
            alt: 'A hand brushes dust away from a fossil bone.',
            parts: [
              { part: 'soil-layers' },
              { part: 'hand', x: 200, y: 150, size: 60, motion: 'sway' },
              { part: 'bone', x: 200, y: 210, size: 100 },
            ],
          },
        },
        {
          caption:
            'Each bone is wrapped in a jacket of plaster, like a broken arm in a cast. Then it is carried safely to the museum.',
          picture: {
            alt: 'A wrapped bone rides in a truck towards a building.',
            parts: [
              { part: 'ground' },
              { part: 'car', x: 120, y: 200, size: 90, motion: 'drift-right' },
              { part: 'house', x: 330, y: 170, size: 90, label: 'Museum' },
            ],
          },
        },
        {
          caption:
            'In the lab, scientists measure the bones and compare them with other fossils. From this evidence they work out what animal it was.',
          picture: {
            alt: 'A scientist looks at a bone under a microscope.',
            parts: [
              { part: 'room' },
              { part: 'microscope', x: 130, y: 160, size: 80 },
              { part: 'bone', x: 250, y: 190, size: 90, motion: 'pulse' },
              { part: 'scientist', x: 340, y: 150, size: 60 },
            ],
          },
        },
        {
          caption:
            'At last the skeleton goes on show. Visitors can see the bones, and the explanation the team built from the clues.',
          picture: {
            alt: 'Children look up at a dinosaur skeleton in a museum.',
            parts: [
              { part: 'room' },
              { part: 'dinosaur', x: 220, y: 130, size: 200, tint: '#e0d6c0', motion: 'fade-in' },
              { part: 'child', x: 80, y: 190, size: 50 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Why do palaeontologists photograph each bone where it lies?',
          correct: 'To record data about where each bone was found',
          wrong: ['To sell the pictures', 'To scare other diggers away', 'Because the bones will vanish'],
          explanation:
            'Recording where each bone lies is data that helps them explain how the animal died and was buried.',
        },
        {
          prompt: 'What is a plaster jacket for?',
          correct: 'Keeping a fossil bone safe while it is moved',
          wrong: ['Keeping the scientist warm', 'Making the bone heavier', 'Painting the bone white'],
          explanation: 'Like a cast on a broken arm, the plaster jacket protects the fragile bone on its trip.',
        },
        {
          prompt: 'How do scientists work out what animal the bones came from?',
          correct: 'They measure the bones and compare them with other fossils',
          wrong: ['They guess from the colour of the rock', 'They ask the farmer', 'They count the brushes they used'],
          explanation: 'Measurements and comparisons are the evidence they use to build their explanation.',
        },
      ],
    },
  },
  {
    questId: 'a-din-005',
    type: 'animation',
    name: 'The Rock Layer Cake',
    yearLevels: [5],
    curriculum: ['AC9S5U02'],
    description: 'Watch sand and mud settle, layer on layer, trapping shells and bones as they go.',
    animation: {
      scenes: [
        {
          caption:
            'Rivers wear away rocks and carry the tiny pieces downstream. This moving of rock bits is called transportation.',
          picture: {
            alt: 'A river flows from the mountains carrying sand towards the sea.',
            parts: [
              { part: 'ground' },
              { part: 'mountain', x: 80, y: 120, size: 140 },
              { part: 'river', x: 230, y: 190, size: 330 },
              { part: 'rock', x: 150, y: 190, size: 15, motion: 'drift-right' },
            ],
          },
        },
        {
          caption:
            'Where the river meets a calm lake or sea, the water slows. The sand and mud sink and settle on the bottom. This is deposition.',
          picture: {
            alt: 'Sand and mud sink through calm water to the bottom.',
            parts: [
              { part: 'sea' },
              { part: 'raindrop', x: 150, y: 150, size: 14, tint: '#a1887f', motion: 'fall' },
              { part: 'raindrop', x: 250, y: 160, size: 14, tint: '#a1887f', motion: 'fall' },
              { part: 'sand-dune', x: 200, y: 240, size: 400, label: 'New layer' },
            ],
          },
        },
        {
          caption:
            'Shells and bones on the bottom get trapped as each new layer settles over them, like fruit in a layered cake.',
          picture: {
            alt: 'A shell and a bone are covered by settling layers.',
            parts: [
              { part: 'soil-layers' },
              { part: 'fossil', x: 150, y: 200, size: 40, motion: 'fade-out' },
              { part: 'bone', x: 260, y: 170, size: 60, motion: 'fade-out' },
            ],
          },
        },
        {
          caption:
            'Layers keep piling up for millions of years. The oldest layers are at the bottom and the youngest are on top.',
          picture: {
            alt: 'Rock layers stack up with labels for oldest and youngest.',
            parts: [
              { part: 'soil-layers' },
              { part: 'arrow', x: 330, y: 80, size: 50, turn: 90, motion: 'fall', label: 'Youngest on top' },
              { part: 'arrow', x: 330, y: 220, size: 50, turn: 90, label: 'Oldest at bottom' },
            ],
          },
        },
        {
          caption:
            'The weight of the layers squeezes the lower ones. Over time the loose sand and mud are pressed and cemented into solid rock.',
          picture: {
            alt: 'A big arrow presses down on rock layers.',
            parts: [
              { part: 'soil-layers' },
              { part: 'arrow', x: 200, y: 60, size: 80, turn: 90, motion: 'pulse', label: 'Pressure' },
              { part: 'rock', x: 200, y: 200, size: 80 },
            ],
          },
        },
        {
          caption:
            'Much later a river cuts down through the rock. The layers show in the cliff, with their fossils, like slices of a cake.',
          picture: {
            alt: 'A river flows through a cliff that shows coloured rock layers.',
            parts: [
              { part: 'soil-layers' },
              { part: 'river', x: 200, y: 230, size: 400, motion: 'drift-right' },
              { part: 'fossil', x: 120, y: 150, size: 30 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Where are the oldest rock layers usually found?',
          correct: 'At the bottom',
          wrong: ['At the top', 'In the middle', 'Floating on the river'],
          explanation: 'Each new layer settles on top of older ones, so the oldest are at the bottom.',
        },
        {
          prompt: 'What happens when a river meets calm water?',
          correct: 'It slows and drops its sand and mud',
          wrong: ['It speeds up and carves a cliff', 'It turns into rock at once', 'It carries the sand back uphill'],
          explanation: 'Slow water cannot carry as much sediment, so the sand and mud settle. This is deposition.',
        },
      ],
    },
  },
  {
    questId: 'a-din-006',
    type: 'animation',
    name: 'Ammonites and Ancient Seas',
    yearLevels: [3],
    curriculum: ['AC9S3U02'],
    description: 'Coiled shells in rock tell of ancient seas where there is dry land today.',
    animation: {
      scenes: [
        {
          caption:
            'Long ago, a big sea covered the middle of Australia. Ammonites swam in it. They had soft bodies inside coiled shells.',
          picture: {
            alt: 'Coiled shell animals swim in the sea.',
            parts: [
              { part: 'sea' },
              { part: 'fossil', x: 120, y: 170, size: 50, tint: '#d7a86e', label: 'Ammonite', motion: 'drift-right' },
              { part: 'fossil', x: 260, y: 190, size: 40, tint: '#d7a86e', motion: 'drift-right' },
              { part: 'bubble', x: 200, y: 150, size: 14, motion: 'rise' },
            ],
          },
        },
        {
          caption: 'When an ammonite died, its shell sank into the soft mud at the bottom of the sea.',
          picture: {
            alt: 'A coiled shell sinks down to the muddy sea floor.',
            parts: [
              { part: 'sea' },
              { part: 'fossil', x: 200, y: 160, size: 50, tint: '#d7a86e', motion: 'fall' },
              { part: 'sand-dune', x: 200, y: 240, size: 400, tint: '#8d7b68' },
            ],
          },
        },
        {
          caption: 'More mud covered the shell. Slowly the mud turned into rock, and the shell became a fossil.',
          picture: {
            alt: 'A shell fossil sits inside layers of rock.',
            parts: [
              { part: 'soil-layers' },
              { part: 'fossil', x: 200, y: 200, size: 50, motion: 'fade-in', label: 'Fossil' },
            ],
          },
        },
        {
          caption:
            'The sea dried up long ago. Now there is dry, grassy land near Richmond in Queensland. But the rocks still hold the shells.',
          picture: {
            alt: 'Dry land under a hot sun, with a kangaroo hopping past.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 330, y: 50, size: 60, motion: 'glow' },
              { part: 'kangaroo', x: 150, y: 170, size: 70, motion: 'bounce' },
              { part: 'rock', x: 270, y: 205, size: 60 },
            ],
          },
        },
        {
          caption:
            'This rock is grey and soft. It splits into thin, flat layers. Look closely and you may see a coiled fossil inside!',
          picture: {
            alt: 'A child looks at a grey rock with a coiled fossil in it.',
            parts: [
              { part: 'ground' },
              { part: 'child', x: 120, y: 170, size: 60 },
              { part: 'rock', x: 250, y: 190, size: 100 },
              { part: 'fossil', x: 250, y: 190, size: 40, motion: 'pulse' },
            ],
          },
        },
        {
          caption: 'A sea shell in rock on dry land is a clue. It tells us that a sea was there long, long ago.',
          picture: {
            alt: 'A fossil shell with a picture of waves above it.',
            parts: [
              { part: 'ground' },
              { part: 'fossil', x: 150, y: 190, size: 60 },
              { part: 'wave', x: 280, y: 110, size: 80, motion: 'fade-in', label: 'Once a sea' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What were ammonites?',
          correct: 'Sea animals with coiled shells',
          wrong: ['Dinosaurs with long necks', 'Plants with big leaves', 'Birds that could not fly'],
          explanation: 'Ammonites were sea animals with soft bodies inside coiled shells.',
        },
        {
          prompt: 'What does an ammonite fossil on dry land tell us?',
          correct: 'A sea was there long ago',
          wrong: ['It rained a lot last year', 'A volcano was there', 'Someone dropped a shell'],
          explanation: 'Ammonites lived in the sea, so their fossils show a sea once covered that land.',
        },
      ],
    },
  },
];
