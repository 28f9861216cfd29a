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
        explanation:
          'The Moon is a ball of rock that makes no light of its own. Sunlight bounces off its surface and travels to our eyes, the same way a wall lit by a torch looks bright.',
      },
      {
        prompt: "What causes the Moon's phases?",
        correct: 'As it orbits Earth, we see different amounts of its sunlit half',
        wrong: ["Earth's shadow covers part of it", 'Clouds hide part of it', 'The Moon changes its shape'],
        explanation:
          "One half of the Moon is always lit by the Sun, and as the Moon orbits Earth we see more or less of that lit half. Earth's shadow only falls on the Moon during a lunar eclipse.",
      },
      {
        prompt: 'About how long is it from one full moon to the next?',
        correct: 'About 29 and a half days',
        wrong: ['One day', 'One week', 'One year'],
        explanation:
          "The Moon takes about 29 and a half days to go from full, through new moon, and back to full. That is close to a month, and the word 'month' comes from 'moon'.",
      },
      {
        prompt: 'What is the phase called when we cannot see the lit side of the Moon at all?',
        correct: 'New moon',
        wrong: ['Full moon', 'Half moon', 'Blue moon'],
        explanation:
          "At new moon, the Moon is roughly between Earth and the Sun, so its lit half faces away from us. It is up in the daytime then, lost in the Sun's glare.",
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
        explanation:
          'Earth rotates on its axis about once every 24 hours, so the half facing the Sun has day while the half facing away has night. The Sun only seems to cross the sky because we are turning.',
      },
      {
        prompt: 'How long does Earth take to travel once around the Sun?',
        correct: 'About 365 days',
        wrong: ['24 hours', '30 days', '100 years'],
        explanation:
          'One revolution of Earth around the Sun takes about 365 and a quarter days: one year. The extra quarter days add up, so every fourth year or so gets a leap day, 29 February.',
      },
      {
        prompt: 'Why do we have seasons?',
        correct: "Earth's axis is tilted as it travels around the Sun",
        wrong: [
          'Earth gets much closer to the Sun in summer',
          'The Sun gets hotter and colder',
          'The Moon blocks the Sun in winter',
        ],
        explanation:
          "Earth's tilted axis means our half of Earth leans towards the Sun for part of the year, getting more direct sunlight and longer days. Distance is not the cause: Earth is closest to the Sun in January, during the northern winter.",
      },
      {
        prompt: 'In Australia, when are the days longest?',
        correct: 'Around December, in summer',
        wrong: ['Around June, in winter', 'Every month is the same', 'Only in March'],
        explanation:
          'In December the southern half of Earth is tilted towards the Sun, so Australia has summer and its longest days, around the solstice on 21 or 22 December. In June it tilts away, giving short winter days.',
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
        explanation:
          'Mercury orbits closest to the Sun, going around it in only 88 days, followed by Venus, Earth and Mars. Venus is the hottest planet, though, because its thick atmosphere traps heat.',
      },
      {
        prompt: 'Which is the largest planet?',
        correct: 'Jupiter',
        wrong: ['Saturn', 'Neptune', 'Earth'],
        explanation:
          'Jupiter is a giant planet made mostly of gas, so wide that about 11 Earths would fit across it. Saturn is the second largest, and Earth is tiny next to both of them.',
      },
      {
        prompt: 'Why is Mars called the red planet?',
        correct: 'Its dust and rocks are rich in iron oxide, which is rust-red',
        wrong: ['It is covered in red plants', 'It is made of hot lava', 'It is the hottest planet'],
        explanation:
          "Mars's dust and rocks contain iron oxide, the same substance as rust on an old bike. Mars is in fact a cold planet, because it is further from the Sun than Earth is.",
      },
      {
        prompt: 'Which planet has the biggest, brightest rings?',
        correct: 'Saturn',
        wrong: ['Mars', 'Mercury', 'Venus'],
        explanation:
          "Saturn's rings are made of countless pieces of ice and rock circling the planet. Jupiter, Uranus and Neptune have faint rings too, but Saturn's are by far the biggest and brightest.",
      },
      {
        prompt: 'What keeps the planets travelling around the Sun?',
        correct: "The Sun's gravity",
        wrong: ['Wind in space', 'Magnets on each planet', 'Rocket engines'],
        explanation:
          "The Sun's gravity pulls on every planet, but each planet is also moving sideways so fast that it keeps curving around the Sun instead of falling in. Space has no air to slow the planets, so no wind or engine is needed to push them.",
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
        explanation:
          'Gravity is a pull between objects, and Earth is so huge that its pull keeps us on the ground and makes dropped things fall. It is not magnetism, because gravity pulls on wood and plastic too.',
      },
      {
        prompt: 'Why can astronauts on the Moon jump so high?',
        correct: "The Moon's gravity is much weaker than Earth's",
        wrong: ['The Moon is made of rubber', 'Their boots have springs', 'The Moon has no ground'],
        explanation:
          'The Moon is much smaller than Earth, so its gravity pulls only about one sixth as strongly. The same jump lifts an astronaut much higher, and they float down more slowly.',
      },
      {
        prompt: 'Why does a ball thrown upwards always come back down?',
        correct: "Earth's gravity pulls it back",
        wrong: ['The air pushes it down', 'It gets tired', 'The Sun pushes it down'],
        explanation:
          'Gravity pulls on the ball the whole time: it slows the ball as it rises, stops it at the top, then pulls it back down. On the Moon, where there is no air, a thrown ball still falls back.',
      },
      {
        prompt: 'Why do astronauts float inside the space station?',
        correct: 'They and the station are falling around Earth together',
        wrong: ['They weigh nothing at all', 'The station is full of helium', 'Magnets hold them up'],
        explanation:
          'The station and the astronauts are falling towards Earth while zooming sideways so fast that they keep missing it. Everything falls together, so they float, even though gravity up there is still strong.',
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
        explanation:
          'The Sun is a star: a huge ball of hot gas that makes its own light and heat. It looks bigger and brighter than other stars because it is much closer to us, while planets and moons only reflect light.',
      },
      {
        prompt: 'Why do the stars seem to move across the night sky?',
        correct: 'Earth is spinning',
        wrong: ['The stars race around Earth', 'The Moon pushes them', 'The clouds carry them'],
        explanation:
          'Earth rotates from west to east, so the whole sky seems to turn the other way, with stars rising in the east and setting in the west. The stars are so far away that their patterns hardly change.',
      },
      {
        prompt: 'Which constellation is on the Australian flag?',
        correct: 'The Southern Cross',
        wrong: ['The Big Dipper', "Orion's Belt", 'Leo'],
        explanation:
          'The Southern Cross, or Crux, is a bright group of stars seen best from the southern hemisphere, and people have long used it to find south. The Big Dipper is a northern pattern, hard to see from most of Australia.',
      },
      {
        prompt: 'Why can we not see stars during the day?',
        correct: 'Sunlight spread through the air is far brighter than the stars',
        wrong: [
          'The stars switch off in the day',
          'The stars hide behind the Moon',
          'The stars move away each morning',
        ],
        explanation:
          'The stars are still there in the daytime, but sunlight scattered by the air makes the whole sky bright blue and drowns out their faint light. During a total solar eclipse, when the sky darkens, some stars can be seen by day.',
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
        explanation:
          'On 21 July 1969, Australian time, Neil Armstrong and Buzz Aldrin of Apollo 11 walked on the Moon. The landing came after years of work and many earlier rocket flights that each tested a step.',
      },
      {
        prompt: 'Which Australian radio telescope helped send TV pictures of the first Moon walk around the world?',
        correct: 'The Parkes radio telescope',
        wrong: ['The Hubble Space Telescope', 'The Sydney Harbour Bridge', 'The Mount Stromlo telescope'],
        explanation:
          'The Parkes radio telescope in New South Wales has a 64-metre dish that caught the faint TV signal from the Moon, working with stations such as Honeysuckle Creek near Canberra. Hubble was not launched until 1990.',
      },
      {
        prompt: 'Why did the Apollo missions need many thousands of people?',
        correct: 'Every part of a mission needed experts working together',
        wrong: [
          'So that each of them could go to the Moon',
          'Because rockets are easy to build',
          'Because only one person understood rockets',
        ],
        explanation:
          'About 400,000 people worked on Apollo, building rockets, tracking flights and planning every step. Only 12 people ever walked on the Moon: everyone else made it possible from Earth, each an expert in one part.',
      },
      {
        prompt: 'Why are the astronauts’ footprints still on the Moon?',
        correct: 'There is no wind or rain to wipe them away',
        wrong: ['Astronauts paint them again each year', 'The Moon is made of cement', 'Moon dust is sticky like glue'],
        explanation:
          'The Moon has almost no air, so there is no wind or rain to wear the footprints away. They may last for millions of years, worn down only slowly by tiny space rocks hitting the surface.',
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
        explanation:
          "A meteor is the streak of light made when a small piece of space rock or dust rushes into Earth's atmosphere and heats up until it glows. Real stars are huge, very far away, and never fall to Earth.",
      },
      {
        prompt: 'What are comets mostly made of?',
        correct: 'Ice, dust and rock',
        wrong: ['Burning gas, like the Sun', 'Solid gold', 'Liquid water only'],
        explanation:
          'Comets are like dirty snowballs: frozen water and other ices mixed with dust and rock. Far from the Sun they stay frozen and dark; they make no light of their own, unlike the Sun.',
      },
      {
        prompt: 'Why does a comet grow a tail as it nears the Sun?',
        correct: "The Sun's heat turns its ice to gas, which streams away with dust",
        wrong: ['Wind from Earth blows it', 'It catches fire like a match', 'It drags a planet behind it'],
        explanation:
          "Near the Sun, a comet's ice turns into gas, and sunlight and the solar wind push this gas and dust into a tail pointing away from the Sun. Nothing catches fire, because space has no air.",
      },
      {
        prompt: 'Where are most of the asteroids in our solar system?',
        correct: 'In a belt between Mars and Jupiter',
        wrong: ['Between Earth and the Moon', 'Inside the Sun', 'Inside Saturn’s rings'],
        explanation:
          "Most known asteroids orbit in the main asteroid belt between Mars and Jupiter. They are rocky pieces left over from when the planets formed; Jupiter's strong gravity kept them from joining into a planet.",
      },
    ],
  },
];
