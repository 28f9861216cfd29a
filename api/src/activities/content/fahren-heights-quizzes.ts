import type { ActivityContent } from './content-types.js';

/** Fahren Heights's quizzes, each with its questions and answers (the realm's other activities: fahren-heights.ts). */
export const FAHREN_HEIGHTS_QUIZZES: readonly ActivityContent[] = [
  {
    questId: 'q-wea-001',
    type: 'quiz',
    name: 'The Water Cycle in a Jar',
    yearLevels: [4],
    curriculum: ['AC9S4U02'],
    description: 'A sealed jar on a sunny sill shows evaporation, condensation and rain in miniature.',
    questions: [
      {
        prompt: 'A sealed jar of water sits in the sun. What forms on the inside of the lid?',
        correct: 'Droplets of water from condensing water vapour',
        wrong: ['Ice crystals made by sunlight', 'Salt crystals', 'Dust'],
      },
      {
        prompt: 'What is evaporation?',
        correct: 'Liquid water turning into water vapour',
        wrong: ['Water vapour turning into droplets', 'Water falling as rain', 'Water freezing into ice'],
      },
      {
        prompt: 'What is condensation?',
        correct: 'Water vapour cooling and turning back into liquid droplets',
        wrong: ['Ice melting', 'Water soaking into soil', 'Rain running into rivers'],
      },
      {
        prompt: 'What keeps water moving through the water cycle?',
        correct: "The Sun's heat and gravity",
        wrong: ["The Moon's light", 'Fish swimming', 'Only the wind'],
      },
    ],
  },
  {
    questId: 'q-wea-002',
    type: 'quiz',
    name: 'Clouds and Rain',
    yearLevels: [4],
    curriculum: ['AC9S4U02'],
    description: 'What clouds are made of and why, sooner or later, their water falls back down.',
    questions: [
      {
        prompt: 'What are clouds made of?',
        correct: 'Tiny drops of water or ice crystals',
        wrong: ['Smoke', 'Cotton fibres', 'Invisible water vapour only'],
      },
      {
        prompt: 'What is precipitation?',
        correct: 'Water falling from clouds as rain, hail, sleet or snow',
        wrong: ['Water rising from the sea', 'Fog lying near the ground', 'Water stored underground'],
      },
      {
        prompt: 'Why does rain fall from a cloud?',
        correct: 'Droplets join together until they are too heavy to stay up',
        wrong: ['The cloud gets tired', 'The Sun melts the cloud', 'Birds shake the droplets loose'],
      },
      {
        prompt: 'Where does most of the water that evaporates into the air come from?',
        correct: 'The oceans',
        wrong: ['Puddles', 'Swimming pools', 'Cups of tea'],
      },
    ],
  },
  {
    questId: 'q-wea-003',
    type: 'quiz',
    name: 'Measuring the Weather',
    yearLevels: [4],
    curriculum: ['AC9S4I03', 'AC9S4U02'],
    description: 'Rain gauges, anemometers and wind vanes: the instruments of a school weather station.',
    questions: [
      {
        prompt: 'What does a rain gauge measure?',
        correct: 'How much rain has fallen',
        wrong: ['How fast the wind blows', 'How hot it is', 'Which way the wind blows'],
      },
      {
        prompt: 'What does an anemometer measure?',
        correct: 'Wind speed',
        wrong: ['Rainfall', 'Air temperature', 'Hours of sunshine'],
      },
      {
        prompt: 'Which instrument shows the direction the wind is coming from?',
        correct: 'A wind vane',
        wrong: ['A thermometer', 'A rain gauge', 'A ruler'],
      },
      {
        prompt: 'To compare rainfall fairly from day to day, what should you do?',
        correct: 'Read the gauge at the same time every day',
        wrong: ['Read it whenever you remember', 'Move it to a new spot each day', 'Empty it once a month'],
      },
    ],
  },
  {
    questId: 'q-wea-004',
    type: 'quiz',
    name: 'Hot Days and Cold Nights',
    yearLevels: [3],
    curriculum: ['AC9S3U03', 'AC9S3I03'],
    description: 'Measure air temperature and find out what heats the day and cools the night.',
    questions: [
      {
        prompt: 'Which instrument measures air temperature?',
        correct: 'A thermometer',
        wrong: ['A ruler', 'A set of scales', 'A compass'],
      },
      {
        prompt: 'Why does a dark car get hotter in the sun than a white car?',
        correct: "Dark colours absorb more of the Sun's energy",
        wrong: ['Dark colours make their own heat', 'White paint is magnetic', 'White cars are always in the shade'],
      },
      {
        prompt: 'Why is it usually cooler at night than during the day?',
        correct: 'The Sun is no longer heating the ground and air',
        wrong: ['The Moon cools the air', 'The stars blow cold air', 'It always rains at night'],
      },
      {
        prompt: 'Why should a weather thermometer be kept in the shade?',
        correct: 'So it measures the air, not the heat of direct sunshine',
        wrong: ['So it does not get wet', 'So birds cannot see it', 'Because light breaks thermometers'],
      },
    ],
  },
  {
    questId: 'q-wea-005',
    type: 'quiz',
    name: 'Wild Weather: Storms and Cyclones',
    yearLevels: [6],
    curriculum: ['AC9S6H02'],
    description: 'Thunder, lightning and cyclones, and how forecasts and warnings keep communities safe.',
    questions: [
      {
        prompt: 'What are tropical cyclones called in some other parts of the world?',
        correct: 'Hurricanes or typhoons',
        wrong: ['Tornadoes', 'Blizzards', 'Droughts'],
      },
      {
        prompt: 'Why do forecasters issue cyclone warnings?',
        correct: 'So people can prepare and move to safety in time',
        wrong: ['To make the storm smaller', 'To tell the cyclone where to go', 'Because cyclones are harmless'],
      },
      {
        prompt: 'What causes thunder?',
        correct: 'Air heated by lightning expands very suddenly',
        wrong: ['Clouds bumping together', 'Rain hitting the ground', 'Wind whistling through trees'],
      },
      {
        prompt: 'You see lightning and count 6 seconds until the thunder. What does that tell you?',
        correct: 'The storm is about 2 kilometres away',
        wrong: ['The storm is right overhead', 'It will rain for 6 hours', 'The lightning was 6 metres long'],
      },
    ],
  },
  {
    questId: 'q-wea-006',
    type: 'quiz',
    name: 'Seasons Around Australia',
    yearLevels: [6],
    curriculum: ['AC9S6U02'],
    description: 'Summer in December, a wet season in the north and First Nations seasonal calendars.',
    questions: [
      {
        prompt: 'Which months are summer in southern Australia?',
        correct: 'December, January and February',
        wrong: ['June, July and August', 'March, April and May', 'September, October and November'],
      },
      {
        prompt: 'Northern Australia has a wet and a dry season. When is the wet season?',
        correct: 'About November to April',
        wrong: ['About May to August', 'Only in July', 'All year round'],
      },
      {
        prompt: 'Why is it warmer in summer?',
        correct: 'The Sun is higher in the sky and the days are longer',
        wrong: ['Earth is much closer to the Sun', 'The Sun burns hotter in summer', 'The Moon is further away'],
      },
      {
        prompt: 'How do First Nations seasonal calendars mark the seasons?',
        correct: 'By changes observed in plants, animals and weather through the year',
        wrong: ['By thermometer readings only', 'By the days of the week', 'By the colour of Mars'],
      },
    ],
  },
  {
    questId: 'q-wea-007',
    type: 'quiz',
    name: 'What Is Air?',
    yearLevels: [5],
    curriculum: ['AC9S5U04'],
    description: 'Air is a gas that takes up space and pushes back: explain wind and warm balloons with particles.',
    questions: [
      {
        prompt: 'Is air matter?',
        correct: 'Yes: it is a mixture of gases that takes up space',
        wrong: ['No: it is empty space', 'Only when it is windy', 'Only when it is cold'],
      },
      {
        prompt: 'What is wind?',
        correct: 'Air moving from one place to another',
        wrong: ['Clouds rubbing together', 'Trees fanning the air', 'Water vapour freezing'],
      },
      {
        prompt: 'Why does a balloon get bigger when it is warmed?',
        correct: 'The gas particles inside move faster and push outwards harder',
        wrong: ['The rubber melts', 'The particles grow bigger', 'Air leaks in through the rubber'],
      },
      {
        prompt: 'Which gas in the air do we need to breathe in to stay alive?',
        correct: 'Oxygen',
        wrong: ['Helium', 'Neon', 'Carbon monoxide'],
      },
    ],
  },
];
