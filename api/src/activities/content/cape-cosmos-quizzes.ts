import type { ActivityContent } from './content-types.js';

/** Cape Cosmos's quizzes, each with its questions and answers (the realm's other activities: cape-cosmos.ts). */
export const CAPE_COSMOS_QUIZZES: readonly ActivityContent[] = [
  {
    questId: 'q-spa-001',
    type: 'quiz',
    name: 'Why the Moon Has Phases',
    yearLevels: [5, 6],
    curriculum: ['AC9S5U03', 'AC9S6U02'],
    description: 'Full, half, crescent and new: why the Moon seems to change shape through the month.',
    questions: [
      {
        prompt: 'Why does the Moon shine?',
        correct: 'It reflects light from the Sun',
        wrong: ['It makes its own light', 'It is on fire', "It reflects the lights of Earth's cities"],
      },
      {
        prompt: "What causes the Moon's phases?",
        correct: 'As it orbits Earth, we see different amounts of its sunlit half',
        wrong: ["Earth's shadow covers part of it", 'Clouds hide part of it', 'The Moon changes its shape'],
      },
      {
        prompt: 'About how long is it from one full moon to the next?',
        correct: 'About 29 and a half days',
        wrong: ['One day', 'One week', 'One year'],
      },
      {
        prompt: 'What is the phase called when we cannot see the lit side of the Moon at all?',
        correct: 'New moon',
        wrong: ['Full moon', 'Half moon', 'Blue moon'],
      },
    ],
  },
  {
    questId: 'q-spa-002',
    type: 'quiz',
    name: 'Day, Night and the Seasons',
    yearLevels: [6],
    curriculum: ['AC9S6U02'],
    description: "Earth's spin gives us day and night; its tilt and orbit give us the seasons.",
    questions: [
      {
        prompt: 'What causes day and night?',
        correct: 'Earth spinning on its axis',
        wrong: ['The Sun moving around Earth', 'The Moon blocking the Sun', 'Clouds covering the Sun'],
      },
      {
        prompt: 'How long does Earth take to travel once around the Sun?',
        correct: 'About 365 days',
        wrong: ['24 hours', '30 days', '100 years'],
      },
      {
        prompt: 'Why do we have seasons?',
        correct: "Earth's axis is tilted as it travels around the Sun",
        wrong: [
          'Earth gets much closer to the Sun in summer',
          'The Sun gets hotter and colder',
          'The Moon blocks the Sun in winter',
        ],
      },
      {
        prompt: 'In Australia, when are the days longest?',
        correct: 'Around December, in summer',
        wrong: ['Around June, in winter', 'Every month is the same', 'Only in March'],
      },
    ],
  },
  {
    questId: 'q-spa-003',
    type: 'quiz',
    name: 'Planets of the Solar System',
    yearLevels: [6],
    curriculum: ['AC9S6U02'],
    description: 'From scorching Mercury to windy Neptune: the eight planets and what keeps them in orbit.',
    questions: [
      {
        prompt: 'Which planet is closest to the Sun?',
        correct: 'Mercury',
        wrong: ['Venus', 'Earth', 'Mars'],
      },
      {
        prompt: 'Which is the largest planet?',
        correct: 'Jupiter',
        wrong: ['Saturn', 'Neptune', 'Earth'],
      },
      {
        prompt: 'Why is Mars called the red planet?',
        correct: 'Its dust and rocks are rich in iron oxide, which is rust-red',
        wrong: ['It is covered in red plants', 'It is made of hot lava', 'It is the hottest planet'],
      },
      {
        prompt: 'Which planet has the biggest, brightest rings?',
        correct: 'Saturn',
        wrong: ['Mars', 'Mercury', 'Venus'],
      },
      {
        prompt: 'What keeps the planets travelling around the Sun?',
        correct: "The Sun's gravity",
        wrong: ['Wind in space', 'Magnets on each planet', 'Rocket engines'],
      },
    ],
  },
  {
    questId: 'q-spa-004',
    type: 'quiz',
    name: 'Gravity on Earth and the Moon',
    yearLevels: [4],
    curriculum: ['AC9S4U03'],
    description: 'Why balls fall, why astronauts bounce on the Moon and why they float in orbit.',
    questions: [
      {
        prompt: 'What is gravity?',
        correct: 'A pull between objects, like Earth pulling things towards it',
        wrong: ['A push from the wind', 'A kind of magnet', 'Air pressing upwards'],
      },
      {
        prompt: 'Why can astronauts on the Moon jump so high?',
        correct: "The Moon's gravity is much weaker than Earth's",
        wrong: ['The Moon is made of rubber', 'Their boots have springs', 'The Moon has no ground'],
      },
      {
        prompt: 'Why does a ball thrown upwards always come back down?',
        correct: "Earth's gravity pulls it back",
        wrong: ['The air pushes it down', 'It gets tired', 'The Sun pushes it down'],
      },
      {
        prompt: 'Why do astronauts float inside the space station?',
        correct: 'They and the station are falling around Earth together',
        wrong: ['They weigh nothing at all', 'The station is full of helium', 'Magnets hold them up'],
      },
    ],
  },
  {
    questId: 'q-spa-005',
    type: 'quiz',
    name: 'Stars and Constellations',
    yearLevels: [6],
    curriculum: ['AC9S6U02'],
    description: 'Our Sun is a star: learn why stars seem to move and how to find the Southern Cross.',
    questions: [
      {
        prompt: 'What is the Sun?',
        correct: 'A star',
        wrong: ['A planet', 'A moon', 'A comet'],
      },
      {
        prompt: 'Why do the stars seem to move across the night sky?',
        correct: 'Earth is spinning',
        wrong: ['The stars race around Earth', 'The Moon pushes them', 'The clouds carry them'],
      },
      {
        prompt: 'Which constellation is on the Australian flag?',
        correct: 'The Southern Cross',
        wrong: ['The Big Dipper', "Orion's Belt", 'Leo'],
      },
      {
        prompt: 'Why can we not see stars during the day?',
        correct: 'Sunlight spread through the air is far brighter than the stars',
        wrong: [
          'The stars switch off in the day',
          'The stars hide behind the Moon',
          'The stars move away each morning',
        ],
      },
    ],
  },
  {
    questId: 'q-spa-006',
    type: 'quiz',
    name: 'Missions to the Moon',
    yearLevels: [5],
    curriculum: ['AC9S5H01'],
    description: 'The Apollo landings and the teams, on Earth and in orbit, who made them happen.',
    questions: [
      {
        prompt: 'In which year did people first walk on the Moon?',
        correct: '1969',
        wrong: ['1901', '1945', '2001'],
      },
      {
        prompt: 'Which Australian radio telescope helped send TV pictures of the first Moon walk around the world?',
        correct: 'The Parkes radio telescope',
        wrong: ['The Hubble Space Telescope', 'The Sydney Harbour Bridge', 'The Mount Stromlo telescope'],
      },
      {
        prompt: 'Why did the Apollo missions need many thousands of people?',
        correct: 'Every part of a mission needed experts working together',
        wrong: [
          'So that each of them could go to the Moon',
          'Because rockets are easy to build',
          'Because only one person understood rockets',
        ],
      },
      {
        prompt: 'Why are the astronauts’ footprints still on the Moon?',
        correct: 'There is no wind or rain to wipe them away',
        wrong: ['Astronauts paint them again each year', 'The Moon is made of cement', 'Moon dust is sticky like glue'],
      },
    ],
  },
  {
    questId: 'q-spa-007',
    type: 'quiz',
    name: 'Comets, Asteroids and Meteors',
    yearLevels: [6],
    curriculum: ['AC9S6U02'],
    description: 'Icy comets, rocky asteroids and shooting stars: the small travellers of the solar system.',
    questions: [
      {
        prompt: 'What is a meteor, or shooting star?',
        correct: 'A bit of space rock glowing as it burns up in our air',
        wrong: ['A star falling to Earth', 'A planet moving very fast', 'A firework in space'],
      },
      {
        prompt: 'What are comets mostly made of?',
        correct: 'Ice, dust and rock',
        wrong: ['Burning gas, like the Sun', 'Solid gold', 'Liquid water only'],
      },
      {
        prompt: 'Why does a comet grow a tail as it nears the Sun?',
        correct: "The Sun's heat turns its ice to gas, which streams away with dust",
        wrong: ['Wind from Earth blows it', 'It catches fire like a match', 'It drags a planet behind it'],
      },
      {
        prompt: 'Where are most of the asteroids in our solar system?',
        correct: 'In a belt between Mars and Jupiter',
        wrong: ['Between Earth and the Moon', 'Inside the Sun', 'Inside Saturn’s rings'],
      },
    ],
  },
];
