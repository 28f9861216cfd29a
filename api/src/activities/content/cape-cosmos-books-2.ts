import type { ActivityContent } from './content-types.js';

/** Cape Cosmos's books, the last three, each with its pages and check (the first three: cape-cosmos-books.ts). */
export const CAPE_COSMOS_BOOKS_2: readonly ActivityContent[] = [
  {
    questId: 'b-spa-004',
    type: 'book',
    name: 'A Trip to the Moon and Back',
    yearLevels: [5],
    curriculum: ['AC9S5H01'],
    description: 'The people, rockets and radio dishes that made the Apollo Moon landings possible.',
    book: {
      pages: [
        {
          text: 'In July 1969, three astronauts flew to the Moon on Apollo 11. Neil Armstrong and Buzz Aldrin walked on the Moon. Michael Collins flew around the Moon, waiting to take them home.',
          picture: {
            alt: 'Two astronauts stand on the grey Moon with the Earth in the black sky.',
            parts: [
              { part: 'space' },
              { part: 'moon', x: 200, y: 245, size: 400 },
              { part: 'scientist', x: 150, y: 150, size: 50, tint: '#eeeeee', label: 'Armstrong' },
              { part: 'scientist', x: 240, y: 150, size: 50, tint: '#eeeeee', label: 'Aldrin' },
              { part: 'earth', x: 330, y: 50, size: 50 },
            ],
          },
        },
        {
          text: 'Only three people flew on Apollo 11, but about 400 000 people helped to get them there. Engineers, builders, doctors, cooks and the people who sewed the space suits all had a job to do.',
          picture: {
            alt: 'A big team of people stands together in front of a rocket.',
            parts: [
              { part: 'ground' },
              { part: 'rocket', x: 320, y: 100, size: 90 },
              { part: 'scientist', x: 80, y: 170, size: 55 },
              { part: 'scientist', x: 140, y: 170, size: 55, tint: '#4a90c8' },
              { part: 'scientist', x: 200, y: 170, size: 55, tint: '#7cb342' },
              { part: 'child', x: 250, y: 175, size: 45, label: 'A huge team' },
            ],
          },
        },
        {
          text: 'The Saturn V rocket was as tall as a 36-storey building. It burned huge amounts of fuel to push the spacecraft away from Earth. The trip to the Moon took about three days.',
          picture: {
            alt: 'A tall rocket blasts off with a big flame.',
            parts: [
              { part: 'sky' },
              { part: 'rocket', x: 200, y: 110, size: 120, label: 'Saturn V' },
              { part: 'cloud', x: 110, y: 210, size: 90, tint: '#dddddd' },
              { part: 'cloud', x: 290, y: 210, size: 90, tint: '#dddddd' },
            ],
          },
        },
        {
          text: 'Maths experts like Katherine Johnson worked out the path to the Moon and back. Margaret Hamilton led the team that wrote the computer code that helped the astronauts land.',
          picture: {
            alt: 'Two women work at a desk with a speech bubble full of numbers.',
            parts: [
              { part: 'room' },
              { part: 'scientist', x: 110, y: 150, size: 80, tint: '#8d6e63', label: 'Katherine Johnson' },
              { part: 'scientist', x: 290, y: 150, size: 80, tint: '#4a90c8', label: 'Margaret Hamilton' },
              { part: 'speech-bubble', x: 200, y: 60, size: 80, label: '1 + 2 = 3' },
            ],
          },
        },
        {
          text: 'Australia helped too! Radio dishes at Honeysuckle Creek near Canberra and at Parkes in New South Wales picked up signals from the Moon. That is how 600 million people saw the first steps on TV.',
          picture: {
            alt: 'A big radio dish on a farm points up at the Moon.',
            parts: [
              { part: 'ground' },
              { part: 'telescope', x: 170, y: 150, size: 120, label: 'Parkes dish' },
              { part: 'moon', x: 330, y: 50, size: 50 },
              { part: 'arrow', x: 260, y: 90, size: 60, turn: 150 },
            ],
          },
        },
        {
          text: 'After a day on the Moon, the crew flew home. Their capsule splashed down in the Pacific Ocean, slowed by big parachutes. Apollo 11 showed what people can do when they work together.',
          picture: {
            alt: 'A space capsule floats on the sea after splashing down.',
            parts: [
              { part: 'sea' },
              { part: 'rocket', x: 200, y: 150, size: 60, turn: 180, label: 'Splashdown!' },
              { part: 'cloud', x: 200, y: 50, size: 90, tint: '#ff8a65' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'About how many people helped Apollo 11 reach the Moon?',
          correct: 'About 400 000',
          wrong: ['Just three', 'About 40', 'About 4000'],
          explanation: 'Only three flew, but about 400 000 people worked on the Apollo missions to make it happen.',
        },
        {
          prompt: 'How did Australia help Apollo 11?',
          correct: 'Radio dishes picked up signals and TV pictures from the Moon',
          wrong: [
            'Australia built the Saturn V rocket',
            'The crew took off from Australia',
            'Australia made the space suits',
          ],
          explanation:
            'Dishes at Honeysuckle Creek and Parkes picked up signals from the Moon, so the world could watch the first steps.',
        },
        {
          prompt: 'What did Margaret Hamilton do?',
          correct: 'Led the team that wrote the computer code to help the landing',
          wrong: ['Flew to the Moon', 'Built the radio dish at Parkes', 'Drove the Moon buggy'],
          explanation: "Margaret Hamilton's team wrote the computer code that helped the astronauts land on the Moon.",
        },
      ],
    },
  },
  {
    questId: 'b-spa-005',
    type: 'book',
    name: 'The Sun: Our Nearest Star',
    yearLevels: [5],
    curriculum: ['AC9S5U03'],
    description: 'How the Sun gives us light and warmth, and why we must never look straight at it.',
    book: {
      pages: [
        {
          text: 'The Sun is a star, just like the stars you see twinkling at night. It looks much bigger and brighter than the others because it is so much closer to Earth. The other stars are trillions of kilometres further away.',
          picture: {
            alt: 'A big bright Sun in the day sky, and small stars in the night sky beside it.',
            parts: [
              { part: 'sky' },
              { part: 'sun', x: 120, y: 110, size: 130, label: 'Our nearest star' },
              { part: 'star', x: 300, y: 80, size: 20 },
              { part: 'star', x: 340, y: 140, size: 15 },
            ],
          },
        },
        {
          text: 'The Sun is a giant ball of extremely hot, glowing gas. Because it makes its own light, we call it a light source. A torch and a campfire are light sources too. The Moon is not a light source, because it only reflects the light of the Sun.',
          picture: {
            alt: 'The Sun and a campfire, which make light, next to the Moon, which reflects it.',
            parts: [
              { part: 'space' },
              { part: 'sun', x: 90, y: 110, size: 110, label: 'Makes light' },
              { part: 'flame', x: 200, y: 180, size: 40, label: 'Makes light' },
              { part: 'moon', x: 320, y: 110, size: 70, label: 'Reflects light' },
            ],
          },
        },
        {
          text: 'Sunlight travels in straight lines through space, and it takes about eight minutes to reach Earth. When an object blocks the light, a shadow forms on the other side of it.',
          picture: {
            alt: 'Sunlight shines on a gum tree, which makes a shadow on the ground.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 50, y: 45, size: 60 },
              { part: 'arrow', x: 130, y: 85, size: 70, turn: 30, label: 'Straight line' },
              { part: 'gum-tree', x: 230, y: 140, size: 110 },
              { part: 'puddle', x: 320, y: 205, size: 120, tint: '#3e5a2e', label: 'Shadow' },
            ],
          },
        },
        {
          text: 'The Sun also gives us warmth. Plants use sunlight to make their food, and animals eat the plants. Without the Sun, Earth would be dark and frozen, and nothing could live here.',
          picture: {
            alt: 'The Sun shines on a growing seedling, a kangaroo and a flower.',
            parts: [
              { part: 'ground' },
              { part: 'sun', x: 340, y: 45, size: 70 },
              { part: 'seedling', x: 90, y: 180, size: 50 },
              { part: 'flower', x: 160, y: 175, size: 50 },
              { part: 'kangaroo', x: 260, y: 160, size: 80 },
            ],
          },
        },
        {
          text: 'Never look straight at the Sun, not even with sunglasses. Its light is so strong that it can hurt your eyes forever. Never look at it through a telescope or binoculars either.',
          picture: {
            alt: 'A child turns away from the Sun and covers their eyes with a hand.',
            parts: [
              { part: 'sky' },
              { part: 'sun', x: 320, y: 60, size: 70 },
              { part: 'child', x: 150, y: 160, size: 90 },
              { part: 'hand', x: 160, y: 100, size: 30, label: 'Never look at it!' },
            ],
          },
        },
        {
          text: 'Scientists study the Sun safely using special filters. You can make a simple pinhole viewer instead. Sunlight travels through a tiny hole in a card and makes a small picture of the Sun on paper.',
          picture: {
            alt: 'Sunlight passes through a pinhole and makes a small bright circle on paper.',
            parts: [
              { part: 'sky' },
              { part: 'sun', x: 60, y: 60, size: 60 },
              { part: 'arrow', x: 170, y: 120, size: 80, turn: 20, label: 'Through the pinhole' },
              { part: 'bubble', x: 300, y: 170, size: 40, tint: '#ffe066', label: 'Picture of the Sun' },
            ],
          },
        },
        {
          text: 'The Sun is strong in Australia, so protect your skin too. Slip on a shirt, slop on sunscreen, slap on a hat, seek shade and slide on sunglasses. Then enjoy the warm, sunny day!',
          picture: {
            alt: 'A child plays in the shade of a gum tree on a sunny beach.',
            parts: [
              { part: 'sea' },
              { part: 'sun', x: 340, y: 45, size: 60 },
              { part: 'gum-tree', x: 130, y: 140, size: 130, label: 'Seek shade' },
              { part: 'child', x: 200, y: 190, size: 60 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Why is the Sun called a light source?',
          correct: 'It makes its own light',
          wrong: ['It reflects light from the Moon', 'It is made of glass', 'It is a planet'],
          explanation: 'The Sun is a ball of very hot gas that makes its own light. The Moon only reflects that light.',
        },
        {
          prompt: 'How does a shadow form?',
          correct: 'Something blocks light that travels in straight lines',
          wrong: ['Light bends around the object', 'The object makes dark light', 'The Sun turns off for a moment'],
          explanation: 'Light travels in straight lines, so an object that blocks it leaves a dark shadow behind it.',
        },
        {
          prompt: 'What is a safe way to see the Sun?',
          correct: 'Make a pinhole viewer',
          wrong: ['Look through binoculars', 'Wear sunglasses and stare', 'Use a telescope with no filter'],
          explanation: 'A pinhole viewer makes a small picture of the Sun on paper, so you never look at it directly.',
        },
      ],
    },
  },
  {
    questId: 'b-spa-006',
    type: 'book',
    name: 'Telescopes: Eyes on the Universe',
    yearLevels: [5],
    curriculum: ['AC9S5U03', 'AC9S5H01'],
    description: "From Galileo's lenses to giant radio dishes and telescopes in space.",
    book: {
      pages: [
        {
          text: 'About 400 years ago, lens makers in the Netherlands put two curved glass lenses in a tube. Far-away things looked closer! The lenses bend light as it passes through. This bending is called refraction.',
          picture: {
            alt: 'An early telescope, a tube with lenses, points at a far-away rock in the sea.',
            parts: [
              { part: 'sea' },
              { part: 'telescope', x: 100, y: 130, size: 90, label: 'Lenses in a tube' },
              { part: 'arrow', x: 220, y: 100, size: 70, turn: 180 },
              { part: 'rock', x: 330, y: 150, size: 40 },
            ],
          },
        },
        {
          text: 'In 1609, Galileo Galilei heard about this new tool. He built his own and pointed it at the sky. He saw craters on the Moon and four moons going around Jupiter.',
          picture: {
            alt: 'Galileo looks through his telescope at the Moon and Jupiter.',
            parts: [
              { part: 'night-sky' },
              { part: 'telescope', x: 110, y: 170, size: 90 },
              { part: 'scientist', x: 50, y: 170, size: 60, label: 'Galileo' },
              { part: 'moon', x: 250, y: 60, size: 60 },
              { part: 'planet', x: 340, y: 110, size: 40, tint: '#d8ca9d', label: 'Jupiter' },
            ],
          },
        },
        {
          text: 'Later, Isaac Newton built on this idea. He used a curved mirror instead of a lens. The mirror reflects light and brings it to a point. Most big telescopes today use mirrors.',
          picture: {
            alt: 'Light reflects off a curved mirror in a telescope.',
            parts: [
              { part: 'room' },
              { part: 'scientist', x: 80, y: 150, size: 70, label: 'Isaac Newton' },
              { part: 'telescope', x: 220, y: 140, size: 100 },
              { part: 'arrow', x: 330, y: 100, size: 50, turn: 180, label: 'Reflected' },
            ],
          },
        },
        {
          text: 'Stars give off other kinds of waves that our eyes cannot see, like radio waves. A radio telescope uses a giant dish to catch them. The dish at Parkes in New South Wales is 64 metres wide.',
          picture: {
            alt: 'A giant radio dish stands in a paddock under the sky.',
            parts: [
              { part: 'ground' },
              { part: 'telescope', x: 200, y: 130, size: 150, label: 'Parkes dish' },
              { part: 'star', x: 340, y: 40, size: 25 },
              { part: 'kangaroo', x: 70, y: 190, size: 50 },
            ],
          },
        },
        {
          text: 'Air and clouds can blur what telescopes see. So teams put telescopes into space. The Hubble Space Telescope was launched in 1990. It has sent back amazing pictures of far-off stars.',
          picture: {
            alt: 'A telescope floats in space above the Earth.',
            parts: [
              { part: 'space' },
              { part: 'earth', x: 200, y: 240, size: 300 },
              { part: 'telescope', x: 200, y: 70, size: 80, label: 'Hubble' },
              { part: 'star', x: 60, y: 40, size: 20 },
            ],
          },
        },
        {
          text: 'The James Webb Space Telescope was launched in 2021. Its huge mirror is coated in gold. Thousands of people from many countries worked on it together.',
          picture: {
            alt: 'A big gold mirror telescope floats in space, far from Earth.',
            parts: [
              { part: 'space' },
              { part: 'solar-panel', x: 200, y: 90, size: 120, tint: '#ffd54f', label: 'Gold mirror' },
              { part: 'earth', x: 340, y: 200, size: 60 },
            ],
          },
        },
        {
          text: 'Now Australia and South Africa are building a huge group of radio telescopes called the Square Kilometre Array. Each new telescope builds on the ones before it. What will it discover?',
          picture: {
            alt: 'A row of radio telescopes stands in the outback.',
            parts: [
              { part: 'ground' },
              { part: 'telescope', x: 90, y: 160, size: 70 },
              { part: 'telescope', x: 200, y: 160, size: 70, label: 'Working together' },
              { part: 'telescope', x: 310, y: 160, size: 70 },
              { part: 'sun', x: 350, y: 40, size: 50 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What did Galileo see with his telescope?',
          correct: 'Craters on the Moon and four moons of Jupiter',
          wrong: ['Footprints on the Moon', 'Rings around Earth', 'A space station'],
          explanation:
            'In 1609 Galileo pointed his telescope at the sky and saw Moon craters and four moons going around Jupiter.',
        },
        {
          prompt: 'What did Isaac Newton use in his telescope instead of a lens?',
          correct: 'A curved mirror',
          wrong: ['A radio dish', 'A magnet', 'A candle'],
          explanation:
            'Newton used a curved mirror that reflects light to a point. Most big telescopes today use mirrors.',
        },
        {
          prompt: 'Why are some telescopes put into space?',
          correct: 'Air and clouds can blur what they see',
          wrong: ['Stars are closer in space', 'It is warmer in space', 'Telescopes are too heavy for Earth'],
          explanation: 'Above the air and clouds, a space telescope gets a clear, sharp view of far-off stars.',
        },
      ],
    },
  },
];
