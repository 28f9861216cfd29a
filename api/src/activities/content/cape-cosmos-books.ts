import type { ActivityContent } from './content-types.js';

/** Cape Cosmos's books, the first three, each with its pages and check (the rest: cape-cosmos-books-2.ts). */
export const CAPE_COSMOS_BOOKS: readonly ActivityContent[] = [
  {
    questId: 'b-spa-001',
    type: 'book',
    name: 'Our Place in Space',
    yearLevels: [6],
    curriculum: ['AC9S6U02'],
    description: 'A tour from your backyard to the Milky Way, with Earth, Moon and Sun along the way.',
    book: {
      pages: [
        {
          text: 'Stand in your backyard on a clear night and look up. You are standing on a huge ball of rock called Earth. It feels still, but it is always moving through space, and you are moving with it.',
          picture: {
            alt: 'A child stands on the grass under a starry night sky.',
            parts: [
              { part: 'night-sky' },
              { part: 'hill', x: 200, y: 235, size: 400 },
              { part: 'child', x: 200, y: 170, size: 70, label: 'You are here' },
              { part: 'star', x: 90, y: 50, size: 20 },
              { part: 'star', x: 320, y: 70, size: 25 },
            ],
          },
        },
        {
          text: 'Earth spins on its axis, an imaginary line through the North and South Poles. One full spin takes about 24 hours. The side facing the Sun has day, and the side facing away has night.',
          picture: {
            alt: 'The Earth in space, lit on one side by the Sun.',
            parts: [
              { part: 'space' },
              { part: 'sun', x: 60, y: 125, size: 100, label: 'Sun' },
              { part: 'earth', x: 270, y: 125, size: 140, label: 'Day side faces the Sun' },
            ],
          },
        },
        {
          text: "The Moon is our closest neighbour, about 384 000 kilometres away. It travels around Earth about once a month. The Moon makes no light of its own. We see it because it reflects the Sun's light.",
          picture: {
            alt: 'The Moon travels around the Earth.',
            parts: [
              { part: 'space' },
              { part: 'earth', x: 170, y: 125, size: 110, label: 'Earth' },
              { part: 'moon', x: 320, y: 80, size: 45, label: 'Moon' },
              { part: 'arrow', x: 300, y: 170, size: 50, turn: 150 },
            ],
          },
        },
        {
          text: 'Earth also travels around the Sun in a path called an orbit. One trip takes about 365 days, which is one year. The Sun is about 150 million kilometres away, so its light takes about eight minutes to reach us.',
          picture: {
            alt: 'The Earth follows a path around the Sun, shown by arrows.',
            parts: [
              { part: 'space' },
              { part: 'sun', x: 200, y: 125, size: 90 },
              { part: 'earth', x: 340, y: 125, size: 40, label: 'One lap: one year' },
              { part: 'arrow', x: 200, y: 30, size: 60, turn: 180 },
              { part: 'arrow', x: 200, y: 220, size: 60 },
            ],
          },
        },
        {
          text: 'Earth is one of eight planets that orbit the Sun. Mercury, Venus, Earth and Mars are small and rocky. Jupiter, Saturn, Uranus and Neptune are giant planets, made mostly of gas and ice, far out in the cold.',
          picture: {
            alt: 'Planets of different sizes and colours in a row away from the Sun.',
            parts: [
              { part: 'space' },
              { part: 'sun', x: 30, y: 125, size: 80 },
              { part: 'planet', x: 100, y: 125, size: 15, tint: '#b0a090' },
              { part: 'earth', x: 140, y: 125, size: 22 },
              { part: 'planet', x: 180, y: 125, size: 18, tint: '#c1440e' },
              { part: 'planet', x: 250, y: 125, size: 70, tint: '#d8ca9d', label: 'Jupiter' },
              { part: 'ringed-planet', x: 340, y: 125, size: 70, label: 'Saturn' },
            ],
          },
        },
        {
          text: 'The Sun is a star, and it is just one of hundreds of billions of stars in our galaxy, the Milky Way. From a dark place in the outback, you can see the Milky Way as a bright, cloudy band across the sky.',
          picture: {
            alt: 'A band of many stars stretches across the night sky over the outback.',
            parts: [
              { part: 'night-sky' },
              { part: 'sand-dune', x: 200, y: 230, size: 400 },
              { part: 'cloud', x: 130, y: 90, size: 120, tint: '#c5cae9', label: 'The Milky Way' },
              { part: 'cloud', x: 270, y: 70, size: 120, tint: '#c5cae9' },
              { part: 'star', x: 340, y: 40, size: 20 },
            ],
          },
        },
        {
          text: 'So here is your space address: your backyard, Australia, Earth, the Solar System, the Milky Way. Next time you look up, remember that you are riding on a spinning planet as it races around a star.',
          picture: {
            alt: 'A child looks through a telescope at the stars.',
            parts: [
              { part: 'night-sky' },
              { part: 'telescope', x: 230, y: 170, size: 80 },
              { part: 'child', x: 150, y: 170, size: 70 },
              { part: 'moon-crescent', x: 320, y: 60, size: 40 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Why do we have day and night?',
          correct: 'Earth spins, so each place faces towards and then away from the Sun',
          wrong: [
            'The Sun switches off each night',
            'The Moon blocks the Sun every evening',
            'Earth moves away from the Sun each night',
          ],
          explanation:
            'Earth spins on its axis about once every 24 hours. The side facing the Sun has day, and the side facing away has night.',
        },
        {
          prompt: 'How long does Earth take to travel once around the Sun?',
          correct: 'About 365 days',
          wrong: ['About 24 hours', 'About one month', 'About eight minutes'],
          explanation: 'One orbit of the Sun takes about 365 days, which is one year.',
        },
        {
          prompt: 'Why can we see the Moon?',
          correct: "It reflects the Sun's light",
          wrong: ['It makes its own light', 'It is on fire', 'Earth shines a light on it'],
          explanation: 'The Moon makes no light of its own. We see it because sunlight bounces off it.',
        },
      ],
    },
  },
  {
    questId: 'b-spa-002',
    type: 'book',
    name: 'The Emu in the Sky',
    yearLevels: [6],
    curriculum: ['AC9S6U02'],
    description: 'How First Nations astronomers read the seasons from the Emu in the Milky Way.',
    book: {
      pages: [
        {
          text: 'First Nations peoples of Australia have watched the night sky for tens of thousands of years. They used the stars as a calendar, a map and a way to pass on knowledge. Many groups see an emu stretched out along the Milky Way.',
          picture: {
            alt: 'A campfire glows under a night sky full of stars.',
            parts: [
              { part: 'night-sky' },
              { part: 'hill', x: 200, y: 240, size: 400, tint: '#5d4037' },
              { part: 'flame', x: 200, y: 200, size: 40 },
              { part: 'star', x: 80, y: 50, size: 20 },
              { part: 'star', x: 300, y: 40, size: 20 },
            ],
          },
        },
        {
          text: 'Most star pictures join up bright stars. The Emu in the Sky is different. It is made from the dark patches of dust in the Milky Way. Its head is a dark cloud next to the Southern Cross.',
          picture: {
            alt: 'The shape of a bird made of dark patches along the bright Milky Way, near the Southern Cross.',
            parts: [
              { part: 'night-sky' },
              { part: 'cloud', x: 200, y: 110, size: 300, tint: '#c5cae9', label: 'The Milky Way' },
              { part: 'bird', x: 220, y: 120, size: 120, tint: '#1a1a2e', label: 'The Emu' },
              { part: 'star', x: 110, y: 60, size: 18, label: 'Southern Cross' },
            ],
          },
        },
        {
          text: 'The Emu does not stay in one place. As Earth spins, the Emu moves slowly across the sky during the night. As Earth travels around the Sun, the Emu is seen in a different position in each season.',
          picture: {
            alt: 'The Earth spins in space, with arrows showing the sky moving across.',
            parts: [
              { part: 'space' },
              { part: 'earth', x: 200, y: 125, size: 130, label: 'Earth spins' },
              { part: 'arrow', x: 200, y: 30, size: 80 },
              { part: 'bird', x: 330, y: 60, size: 60, tint: '#1a1a2e' },
            ],
          },
        },
        {
          text: "In autumn, after dark, the Emu's legs and body can be seen, and it looks as if it is running. For many groups, this is a sign that real emus are running and pairing up, getting ready to lay eggs.",
          picture: {
            alt: 'An emu shape runs across the evening sky above a grassy plain.',
            parts: [
              { part: 'night-sky' },
              { part: 'hill', x: 200, y: 240, size: 400 },
              { part: 'bird', x: 200, y: 80, size: 110, tint: '#1a1a2e', label: 'Running Emu', turn: -20 },
              { part: 'grass', x: 100, y: 210, size: 40 },
            ],
          },
        },
        {
          text: "By winter, the Emu's legs have gone from view. Now it looks like an emu sitting on its nest. For many groups, this is the time when emus sit on their eggs, and some eggs may be collected for food.",
          picture: {
            alt: 'An emu sits on a nest of large green eggs.',
            parts: [
              { part: 'ground' },
              { part: 'bird', x: 190, y: 150, size: 100, tint: '#5d4037', label: 'Sitting on the nest' },
              { part: 'egg', x: 270, y: 190, size: 30, tint: '#2e7d32' },
              { part: 'egg', x: 300, y: 195, size: 30, tint: '#2e7d32' },
            ],
          },
        },
        {
          text: 'Rules passed down through story say to take only some eggs and leave the rest to hatch. That way there will always be emus. The sky helped people care for Country and share food fairly.',
          picture: {
            alt: 'Emu chicks hatch from eggs beside a gum tree.',
            parts: [
              { part: 'ground' },
              { part: 'gum-tree', x: 90, y: 130, size: 110 },
              { part: 'egg', x: 220, y: 190, size: 30, tint: '#2e7d32' },
              { part: 'bird', x: 280, y: 180, size: 40, tint: '#8d6e63', label: 'Emu chick' },
            ],
          },
        },
        {
          text: 'Scientists today work with First Nations Elders to learn more about this knowledge. It shows careful, patient observation over a very long time. On a dark night, look near the Southern Cross and see if you can find the Emu.',
          picture: {
            alt: 'A child and an adult look up at the Milky Way together.',
            parts: [
              { part: 'night-sky' },
              { part: 'cloud', x: 220, y: 70, size: 260, tint: '#c5cae9' },
              { part: 'child', x: 140, y: 190, size: 55 },
              { part: 'child', x: 200, y: 180, size: 75, tint: '#6b4f3a', label: 'An Elder' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What is the Emu in the Sky made from?',
          correct: 'Dark patches of dust in the Milky Way',
          wrong: ['A line of bright planets', 'Clouds in our air', 'The shadow of the Moon'],
          explanation: 'Unlike most star pictures, the Emu is made from dark dust clouds along the bright Milky Way.',
        },
        {
          prompt: 'Why is the Emu in a different position in different seasons?',
          correct: 'Earth travels around the Sun, so we see the night sky from a different place',
          wrong: ['The emu flies to a new place', 'The Milky Way is blown by the wind', 'The Moon pushes the stars'],
          explanation:
            'As Earth orbits the Sun through the year, the night sky we see changes, so the Emu is seen in a new position each season.',
        },
        {
          prompt: 'What does the Emu sitting on her nest in winter tell many First Nations groups?',
          correct: 'Emus are sitting on their eggs',
          wrong: ['It will snow tomorrow', 'It is time to plant wheat', 'The Moon is full'],
          explanation:
            'When the Emu looks like it is sitting on a nest, it is the time when real emus sit on their eggs.',
        },
      ],
    },
  },
  {
    questId: 'b-spa-003',
    type: 'book',
    name: 'Living on the Space Station',
    yearLevels: [4],
    curriculum: ['AC9S4U03'],
    description: 'Floating food, sleeping bags on the wall and exercise every day: life in orbit.',
    book: {
      pages: [
        {
          text: 'High above Earth, a space station goes around and around our planet. It is about 400 kilometres up. Astronauts from many countries live and work on it.',
          picture: {
            alt: 'The space station flies high above the Earth.',
            parts: [
              { part: 'space' },
              { part: 'earth', x: 200, y: 230, size: 300 },
              { part: 'solar-panel', x: 200, y: 60, size: 80, label: 'Space station' },
            ],
          },
        },
        {
          text: 'The station moves very fast. It goes all the way around Earth in about 90 minutes. So the crew can see about 16 sunrises every day!',
          picture: {
            alt: 'The Sun peeks over the edge of the Earth as the station flies past.',
            parts: [
              { part: 'space' },
              { part: 'earth', x: 200, y: 240, size: 340 },
              { part: 'sun', x: 60, y: 100, size: 50, label: 'Sunrise' },
              { part: 'solar-panel', x: 280, y: 60, size: 60 },
              { part: 'arrow', x: 350, y: 60, size: 40 },
            ],
          },
        },
        {
          text: 'Gravity still pulls on the station and the crew. But the station moves so fast that it keeps falling around Earth, not down to it. The crew fall with it, so they float inside.',
          picture: {
            alt: 'An astronaut floats in the station, with an arrow showing gravity pulling towards Earth.',
            parts: [
              { part: 'space' },
              { part: 'earth', x: 200, y: 240, size: 300 },
              { part: 'scientist', x: 200, y: 80, size: 60, turn: 30, label: 'Floating' },
              { part: 'arrow', x: 300, y: 100, size: 40, turn: 90, label: 'Gravity' },
            ],
          },
        },
        {
          text: 'Eating in space is tricky. Crumbs float away and can get into machines. So astronauts eat flat bread, not sliced bread. Drinks come in pouches with a straw.',
          picture: {
            alt: 'Food and a drink pouch float in the air next to an astronaut.',
            parts: [
              { part: 'room' },
              { part: 'scientist', x: 120, y: 120, size: 80 },
              { part: 'fruit', x: 230, y: 80, size: 35, tint: '#ff7043', label: 'Floating food' },
              { part: 'cup', x: 290, y: 120, size: 35, label: 'Drink pouch' },
            ],
          },
        },
        {
          text: 'At bedtime, astronauts zip into sleeping bags tied to the wall. There is no up or down, so they can sleep standing up! Straps stop them from drifting around.',
          picture: {
            alt: 'An astronaut sleeps upright in a sleeping bag against the wall.',
            parts: [
              { part: 'room' },
              { part: 'scientist', x: 200, y: 110, size: 90, tint: '#5c6bc0', label: 'Sleeping bag' },
              { part: 'moon-crescent', x: 320, y: 50, size: 30 },
            ],
          },
        },
        {
          text: 'In space, muscles and bones do not have to work hard against gravity. They can get weak. So the crew exercise for about two hours every day. Straps hold them down on the running machine.',
          picture: {
            alt: 'An astronaut runs on a machine, held down by straps.',
            parts: [
              { part: 'room' },
              { part: 'child', x: 200, y: 140, size: 90, label: 'Daily exercise' },
              { part: 'wheel', x: 160, y: 205, size: 40 },
              { part: 'wheel', x: 240, y: 205, size: 40 },
            ],
          },
        },
        {
          text: 'Sticky strips hold pens, cups and tools to the walls, so they do not float away. Life in space is a big team effort. Maybe one day you could live there too!',
          picture: {
            alt: 'A child looks up at a rocket flying into the sky.',
            parts: [
              { part: 'sky' },
              { part: 'rocket', x: 280, y: 80, size: 70 },
              { part: 'child', x: 130, y: 170, size: 80, label: 'A future astronaut' },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Why do astronauts float on the space station?',
          correct: 'The station and crew are all falling around Earth together',
          wrong: ['There is no gravity in space', 'The station is full of balloons', 'Magnets push them up'],
          explanation:
            'Gravity still pulls on them. The station moves so fast that it keeps falling around Earth, and the crew fall with it, so they float.',
        },
        {
          prompt: 'Why do astronauts exercise every day?',
          correct: 'To keep their muscles and bones strong',
          wrong: ['To keep the station moving', 'To stay warm at night', 'To make more gravity'],
          explanation:
            'Without working against gravity, muscles and bones get weak, so the crew exercise for about two hours a day.',
        },
        {
          prompt: 'Why do astronauts eat flat bread instead of sliced bread?',
          correct: 'Crumbs would float away and get into machines',
          wrong: ['Sliced bread is too heavy to lift', 'Flat bread floats better', 'Bread cannot be made in space'],
          explanation: 'Crumbs float in the station and can get into machines, so flat bread is safer.',
        },
      ],
    },
  },
];
