import type { ActivityContent } from './content-types.js';

/** Edison's Isle's animations, the last three, each with its scenes and check (the first three: edisons-isle-animations.ts). */
export const EDISONS_ISLE_ANIMATIONS_2: readonly ActivityContent[] = [
  {
    questId: 'a-inv-004',
    type: 'animation',
    name: 'The Printing Press Revolution',
    yearLevels: [5],
    curriculum: ['AC9S5H01'],
    description: 'How movable type let people share ideas and discoveries faster than ever before.',
    animation: {
      scenes: [
        {
          caption:
            'Long ago, every book was copied out by hand. One book could take months, so very few people owned any.',
          picture: {
            alt: 'A hand moves slowly across a page, copying a book by hand.',
            parts: [
              { part: 'room' },
              { part: 'hand', x: 170, y: 150, size: 60, motion: 'sway', label: 'Copying by hand' },
              { part: 'speech-bubble', x: 290, y: 90, size: 70, label: 'Months of work' },
            ],
          },
        },
        {
          caption:
            'Around the year 1040 in China, Bi Sheng made movable type: a small clay block for each written sign, which could be used again and again.',
          picture: {
            alt: 'Small blocks of type drop into place one by one.',
            parts: [
              { part: 'room' },
              { part: 'scientist', x: 90, y: 150, size: 80, label: 'Bi Sheng' },
              { part: 'rock', x: 200, y: 100, size: 30, motion: 'fall' },
              { part: 'rock', x: 240, y: 100, size: 30, motion: 'fall' },
              { part: 'rock', x: 280, y: 100, size: 30, motion: 'fall', label: 'Movable type' },
            ],
          },
        },
        {
          caption:
            'In Germany around 1440, Johannes Gutenberg built on earlier ideas. He used metal letters, oily ink and a screw press like the ones used to squeeze grapes.',
          picture: {
            alt: 'A press with a big screw turns and presses down on paper.',
            parts: [
              { part: 'room' },
              { part: 'scientist', x: 80, y: 150, size: 80, label: 'Gutenberg' },
              { part: 'gear', x: 220, y: 80, size: 60, motion: 'spin', label: 'Screw press' },
              { part: 'lever', x: 220, y: 170, size: 120, motion: 'pulse' },
            ],
          },
        },
        {
          caption: 'A press could print hundreds of pages a day. Soon there were printing shops all over Europe.',
          picture: {
            alt: 'Arrows fly out from a printing shop to many towns.',
            parts: [
              { part: 'ground' },
              { part: 'factory', x: 120, y: 140, size: 120, label: 'Print shop' },
              { part: 'arrow', x: 240, y: 100, size: 50, motion: 'drift-right' },
              { part: 'house', x: 330, y: 150, size: 70 },
            ],
          },
        },
        {
          caption:
            'Scientists could now share their discoveries in printed books. Others far away read them, tested the ideas and added new ones.',
          picture: {
            alt: 'Two scientists far apart share an idea shown in speech bubbles.',
            parts: [
              { part: 'ground' },
              { part: 'scientist', x: 80, y: 150, size: 80 },
              { part: 'speech-bubble', x: 200, y: 70, size: 70, motion: 'drift-right', label: 'New idea' },
              { part: 'scientist', x: 320, y: 150, size: 80, tint: '#4a90c8' },
            ],
          },
        },
        {
          caption:
            "Science grows when people share and build on each other's work. Printing helped that happen faster than ever before.",
          picture: {
            alt: 'A light globe glows above the Earth, for ideas spreading around the world.',
            parts: [
              { part: 'space' },
              { part: 'earth', x: 200, y: 160, size: 130, motion: 'spin' },
              { part: 'bulb', x: 200, y: 50, size: 50, tint: '#ffe066', motion: 'glow', label: 'Shared ideas' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Who made movable type first, around the year 1040?',
          correct: 'Bi Sheng in China',
          wrong: ['Johannes Gutenberg in Germany', 'Thomas Edison in America', 'Graeme Clark in Australia'],
          explanation: 'Bi Sheng made movable clay type in China about 400 years before Gutenberg built his press.',
        },
        {
          prompt: 'How did printing help science?',
          correct: 'Scientists could share discoveries so others could build on them',
          wrong: ['It made experiments unnecessary', 'It stopped people reading', 'It kept ideas secret'],
          explanation: 'Printed books carried discoveries far away, where others tested them and added new ideas.',
        },
      ],
    },
  },
  {
    questId: 'a-inv-005',
    type: 'animation',
    name: 'How a Camera Captures Light',
    yearLevels: [5],
    curriculum: ['AC9S5U03'],
    description: 'Follow light through a lens to the sensor that turns it into a photo.',
    animation: {
      scenes: [
        {
          caption:
            'The Sun is a source of light. Its light travels in straight lines and bounces off everything it hits.',
          picture: {
            alt: 'Sunlight shines down in straight lines onto a gum tree.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 60, y: 50, size: 60, motion: 'glow', label: 'Light source' },
              { part: 'arrow', x: 150, y: 90, size: 60, turn: 30, motion: 'drift-right' },
              { part: 'gum-tree', x: 290, y: 130, size: 120 },
            ],
          },
        },
        {
          caption: 'Some light reflects off a kookaburra and travels straight towards the camera.',
          picture: {
            alt: 'Light bounces off a bird on a branch towards a camera.',
            parts: [
              { part: 'sky' },
              { part: 'bird', x: 90, y: 110, size: 60, tint: '#8d6e63', label: 'Kookaburra' },
              { part: 'arrow', x: 190, y: 110, size: 60, motion: 'drift-right', label: 'Reflected light' },
              { part: 'telescope', x: 330, y: 140, size: 70, label: 'Camera' },
            ],
          },
        },
        {
          caption:
            'The light goes through the lens, a curved piece of glass. The lens bends the light. This bending is called refraction.',
          picture: {
            alt: 'Arrows bend as they pass through a curved lens.',
            parts: [
              { part: 'room' },
              { part: 'arrow', x: 100, y: 100, size: 60, turn: 15, motion: 'drift-right' },
              { part: 'bubble', x: 200, y: 125, size: 70, tint: '#b3e5fc', label: 'Lens' },
              { part: 'arrow', x: 290, y: 125, size: 60, turn: -15, label: 'Bent light' },
            ],
          },
        },
        {
          caption:
            'The bent light meets on the sensor at the back, making a sharp picture. The picture is upside down, like in your eye!',
          picture: {
            alt: 'A small upside-down bird appears on the sensor at the back of the camera.',
            parts: [
              { part: 'room' },
              { part: 'bubble', x: 120, y: 125, size: 60, tint: '#b3e5fc', label: 'Lens' },
              { part: 'solar-panel', x: 300, y: 125, size: 80, label: 'Sensor' },
              { part: 'bird', x: 300, y: 125, size: 30, turn: 180, motion: 'fade-in' },
            ],
          },
        },
        {
          caption:
            'The sensor has millions of tiny spots. Each one turns the light that hits it into an electric signal.',
          picture: {
            alt: 'A sensor glows as light hits it and a wire carries signals away.',
            parts: [
              { part: 'room' },
              { part: 'solar-panel', x: 150, y: 125, size: 110, motion: 'glow', label: 'Sensor' },
              { part: 'wire', x: 280, y: 125, size: 90 },
              { part: 'lightning', x: 280, y: 90, size: 25, motion: 'drift-right', label: 'Signals' },
            ],
          },
        },
        {
          caption: 'A small computer in the camera turns the signals into a photo, the right way up. Snap!',
          picture: {
            alt: 'A photo of the kookaburra fades in on the camera screen.',
            parts: [
              { part: 'sky' },
              { part: 'bird', x: 200, y: 120, size: 100, tint: '#8d6e63', motion: 'fade-in', label: 'Your photo' },
              { part: 'gum-tree', x: 330, y: 150, size: 90 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What does the lens do to the light?',
          correct: 'It bends the light (refraction)',
          wrong: ['It makes new light', 'It stops all the light', 'It turns light into sound'],
          explanation:
            'The curved glass lens bends, or refracts, the light so it meets on the sensor as a sharp picture.',
        },
        {
          prompt: 'How does light get from the kookaburra to the camera?',
          correct: 'Sunlight reflects off the bird and travels in a straight line',
          wrong: ['The bird makes its own light', 'The camera sends light to the bird', 'Light curls around the tree'],
          explanation:
            'The Sun is the light source. Its light bounces off the bird and travels straight to the camera.',
        },
        {
          prompt: 'What does the sensor do?',
          correct: 'Turns light into electric signals',
          wrong: ['Bends light like a lens', 'Makes the flash', 'Stores sunlight for later'],
          explanation: 'Each tiny spot on the sensor turns the light that hits it into an electric signal.',
        },
      ],
    },
  },
  {
    questId: 'a-inv-006',
    type: 'animation',
    name: 'Recycled Into Something New',
    yearLevels: [3],
    curriculum: ['AC9S3H02'],
    description: 'Bottles become fleece jackets and cans become bikes: inventions that reuse our waste.',
    animation: {
      scenes: [
        {
          caption:
            'We throw away lots of bottles and cans. People used science to find ways to turn this waste into new things.',
          picture: {
            alt: 'Bottles and cans drop into a yellow recycling bin.',
            parts: [
              { part: 'ground' },
              { part: 'bin', x: 200, y: 180, size: 90, tint: '#fdd835', label: 'Recycling' },
              { part: 'cup', x: 180, y: 60, size: 30, tint: '#4fc3f7', motion: 'fall' },
              { part: 'cup', x: 220, y: 40, size: 30, tint: '#b0bec5', motion: 'fall' },
            ],
          },
        },
        {
          caption: 'At the recycling plant, a machine sorts the waste. A big magnet pulls out steel cans.',
          picture: {
            alt: 'A magnet pulls steel cans up out of a pile.',
            parts: [
              { part: 'room' },
              { part: 'magnet', x: 200, y: 60, size: 70, label: 'Magnet' },
              { part: 'cup', x: 200, y: 160, size: 35, tint: '#b0bec5', motion: 'rise', label: 'Steel can' },
              { part: 'factory', x: 330, y: 160, size: 90 },
            ],
          },
        },
        {
          caption:
            'Plastic bottles are washed and chopped into tiny flakes. The flakes are melted and pulled into long thin threads.',
          picture: {
            alt: 'Flakes of plastic melt into a long thread.',
            parts: [
              { part: 'room' },
              { part: 'cup', x: 80, y: 150, size: 40, tint: '#4fc3f7', motion: 'shrink' },
              { part: 'arrow', x: 170, y: 150, size: 50 },
              { part: 'wire', x: 290, y: 150, size: 140, tint: '#4fc3f7', motion: 'grow', label: 'Thread' },
            ],
          },
        },
        {
          caption: 'The threads are made into soft, warm cloth. About 25 bottles can make one fleece jacket!',
          picture: {
            alt: 'A child appears wearing a warm blue jacket.',
            parts: [
              { part: 'ground' },
              { part: 'child', x: 200, y: 150, size: 90, tint: '#4fc3f7', motion: 'fade-in', label: 'Fleece jacket' },
              { part: 'cloud', x: 320, y: 60, size: 80 },
            ],
          },
        },
        {
          caption:
            'Aluminium cans are melted down in a furnace. The metal can be made into new cans, or even a bike frame.',
          picture: {
            alt: 'A can melts in a furnace and a bike wheel rolls out.',
            parts: [
              { part: 'ground' },
              { part: 'flame', x: 110, y: 170, size: 60, motion: 'glow', label: 'Furnace' },
              { part: 'wheel', x: 270, y: 180, size: 70, motion: 'drift-right', label: 'New bike' },
            ],
          },
        },
        {
          caption: 'Recycling means less rubbish and fewer new materials dug up. What could you make from waste?',
          picture: {
            alt: 'A recycling symbol spins above a smiling child.',
            parts: [
              { part: 'ground' },
              { part: 'recycle', x: 200, y: 70, size: 70, motion: 'spin' },
              { part: 'child', x: 200, y: 170, size: 70 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What can old plastic bottles be turned into?',
          correct: 'A fleece jacket',
          wrong: ['A glass window', 'A steel can', 'A gum tree'],
          explanation: 'Bottles are chopped, melted and pulled into threads that are made into warm fleece cloth.',
        },
        {
          prompt: 'How does the recycling plant pull out steel cans?',
          correct: 'With a big magnet',
          wrong: ['With a fan', 'With water', 'With a light'],
          explanation: 'Steel is pulled by a magnet, so a big magnet lifts the steel cans out of the pile.',
        },
      ],
    },
  },
];
