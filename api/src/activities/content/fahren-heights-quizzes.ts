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
        explanation:
          'The Sun warms the water, so some of it evaporates into invisible water vapour. When the vapour touches the cooler lid, it condenses into tiny droplets, the same way clouds form in the sky.',
      },
      {
        prompt: 'What is evaporation?',
        correct: 'Liquid water turning into water vapour',
        wrong: ['Water vapour turning into droplets', 'Water falling as rain', 'Water freezing into ice'],
        explanation:
          'When water is warmed, some of it turns into a gas called water vapour that mixes into the air, which is why puddles dry up on a sunny day. Water vapour turning back into droplets is the opposite change, condensation.',
      },
      {
        prompt: 'What is condensation?',
        correct: 'Water vapour cooling and turning back into liquid droplets',
        wrong: ['Ice melting', 'Water soaking into soil', 'Rain running into rivers'],
        explanation:
          'When water vapour cools, it changes back into tiny drops of liquid. You can see condensation on the outside of a cold drink or on a bathroom mirror after a hot shower.',
      },
      {
        prompt: 'What keeps water moving through the water cycle?',
        correct: "The Sun's heat and gravity",
        wrong: ["The Moon's light", 'Fish swimming', 'Only the wind'],
        explanation:
          "The Sun's heat evaporates water and lifts it into the sky, and gravity pulls it back down as rain and makes it flow downhill to the sea. Wind moves clouds around, but it cannot keep the cycle going alone.",
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
        explanation:
          'Clouds form when water vapour cools high in the sky and condenses into tiny drops of water or ice crystals. Water vapour itself is invisible, so we only see a cloud once those drops form.',
      },
      {
        prompt: 'What is precipitation?',
        correct: 'Water falling from clouds as rain, hail, sleet or snow',
        wrong: ['Water rising from the sea', 'Fog lying near the ground', 'Water stored underground'],
        explanation:
          'Precipitation is any water that falls from clouds to the ground, such as rain, hail, sleet or snow. Fog is a cloud close to the ground, but its drops float instead of falling.',
      },
      {
        prompt: 'Why does rain fall from a cloud?',
        correct: 'Droplets join together until they are too heavy to stay up',
        wrong: ['The cloud gets tired', 'The Sun melts the cloud', 'Birds shake the droplets loose'],
        explanation:
          'Cloud droplets are so tiny that moving air holds them up. When they bump and join into bigger, heavier drops, gravity pulls them down as rain.',
      },
      {
        prompt: 'Where does most of the water that evaporates into the air come from?',
        correct: 'The oceans',
        wrong: ['Puddles', 'Swimming pools', 'Cups of tea'],
        explanation:
          "Oceans cover about 70% of Earth's surface, so most evaporation happens from the sea. The salt stays behind when seawater evaporates, which is why rain is fresh water.",
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
        explanation:
          'A rain gauge is a container marked with a scale in millimetres. Rain falls in, and the depth of the water shows how much rain has fallen in that spot.',
      },
      {
        prompt: 'What does an anemometer measure?',
        correct: 'Wind speed',
        wrong: ['Rainfall', 'Air temperature', 'Hours of sunshine'],
        explanation:
          'An anemometer has cups that catch the wind and spin. The faster the wind blows, the faster the cups spin, so it can measure wind speed in kilometres per hour.',
      },
      {
        prompt: 'Which instrument shows the direction the wind is coming from?',
        correct: 'A wind vane',
        wrong: ['A thermometer', 'A rain gauge', 'A ruler'],
        explanation:
          'A wind vane swings so its arrow points into the wind, showing the direction the wind is coming from. A wind blowing from the south is called a southerly.',
      },
      {
        prompt: 'To compare rainfall fairly from day to day, what should you do?',
        correct: 'Read the gauge at the same time every day',
        wrong: ['Read it whenever you remember', 'Move it to a new spot each day', 'Empty it once a month'],
        explanation:
          'Reading at the same time each day means every reading covers the same 24 hours, so the days can be compared fairly. Australian weather stations usually read their rain gauges at 9 am.',
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
        explanation:
          'A thermometer measures how hot or cold the air is, in degrees Celsius. A ruler measures length, scales measure how heavy things are, and a compass shows direction.',
      },
      {
        prompt: 'Why does a dark car get hotter in the sun than a white car?',
        correct: "Dark colours absorb more of the Sun's energy",
        wrong: ['Dark colours make their own heat', 'White paint is magnetic', 'White cars are always in the shade'],
        explanation:
          'Dark colours soak up more sunlight and turn it into heat, while white reflects more of it away. That is why a white shirt feels cooler on a hot summer day.',
      },
      {
        prompt: 'Why is it usually cooler at night than during the day?',
        correct: 'The Sun is no longer heating the ground and air',
        wrong: ['The Moon cools the air', 'The stars blow cold air', 'It always rains at night'],
        explanation:
          'During the day the Sun warms the ground, and the ground warms the air. At night there is no sunshine, so the ground and air slowly lose their heat and cool down.',
      },
      {
        prompt: 'Why should a weather thermometer be kept in the shade?',
        correct: 'So it measures the air, not the heat of direct sunshine',
        wrong: ['So it does not get wet', 'So birds cannot see it', 'Because light breaks thermometers'],
        explanation:
          "In direct sunshine the thermometer itself soaks up the Sun's energy and shows a higher number than the real air temperature. In the shade it measures the air around it.",
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
        explanation:
          'They are the same kind of huge spinning storm that forms over warm tropical oceans; only the name changes with the region. Tornadoes are different: much smaller, shorter-lived and usually formed over land.',
      },
      {
        prompt: 'Why do forecasters issue cyclone warnings?',
        correct: 'So people can prepare and move to safety in time',
        wrong: ['To make the storm smaller', 'To tell the cyclone where to go', 'Because cyclones are harmless'],
        explanation:
          'Bureau of Meteorology scientists track cyclones with satellites and radar and predict their path. Warnings give people time to secure their homes, pack supplies and evacuate if needed.',
      },
      {
        prompt: 'What causes thunder?',
        correct: 'Air heated by lightning expands very suddenly',
        wrong: ['Clouds bumping together', 'Rain hitting the ground', 'Wind whistling through trees'],
        explanation:
          'A lightning bolt heats the air around it to about 30,000 °C in a split second. The air expands so fast that it makes a shock wave, which we hear as thunder.',
      },
      {
        prompt: 'You see lightning and count 6 seconds until the thunder. What does that tell you?',
        correct: 'The storm is about 2 kilometres away',
        wrong: ['The storm is right overhead', 'It will rain for 6 hours', 'The lightning was 6 metres long'],
        explanation:
          'Light reaches you almost instantly, but sound travels only about 1 kilometre every 3 seconds. So 6 seconds between the flash and the thunder means the lightning was about 2 kilometres away.',
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
        explanation:
          'Australia is in the Southern Hemisphere, which is tilted towards the Sun from December to February. It is the opposite in the Northern Hemisphere, where June to August is summer.',
      },
      {
        prompt: 'Northern Australia has a wet and a dry season. When is the wet season?',
        correct: 'About November to April',
        wrong: ['About May to August', 'Only in July', 'All year round'],
        explanation:
          'In the tropical north, warm, moist winds bring heavy rain and storms from about November to April. The rest of the year is the dry season, with clear skies and little rain.',
      },
      {
        prompt: 'Why is it warmer in summer?',
        correct: 'The Sun is higher in the sky and the days are longer',
        wrong: ['Earth is much closer to the Sun', 'The Sun burns hotter in summer', 'The Moon is further away'],
        explanation:
          "In summer, Earth's tilted axis leans our half of the planet towards the Sun, so the Sun climbs higher, its light is more concentrated and the days are longer. Earth's distance from the Sun changes very little, so that is not the cause.",
      },
      {
        prompt: 'How do First Nations seasonal calendars mark the seasons?',
        correct: 'By changes observed in plants, animals and weather through the year',
        wrong: ['By thermometer readings only', 'By the days of the week', 'By the colour of Mars'],
        explanation:
          'First Nations peoples have observed Country for tens of thousands of years. Their calendars mark seasons by signs such as plants flowering, animals breeding and changes in wind and rain, and many have six or more seasons.',
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
        explanation:
          'Air is made of gas particles, mostly nitrogen and oxygen. It has mass and takes up space, which is why a blown-up balloon holds its shape and a bike tyre can be pumped up hard.',
      },
      {
        prompt: 'What is wind?',
        correct: 'Air moving from one place to another',
        wrong: ['Clouds rubbing together', 'Trees fanning the air', 'Water vapour freezing'],
        explanation:
          'Wind is air moving, usually from where air pressure is higher to where it is lower. The Sun heats land and sea unevenly, and these differences make air flow, as in a sea breeze.',
      },
      {
        prompt: 'Why does a balloon get bigger when it is warmed?',
        correct: 'The gas particles inside move faster and push outwards harder',
        wrong: ['The rubber melts', 'The particles grow bigger', 'Air leaks in through the rubber'],
        explanation:
          'Heating gives the gas particles more energy, so they move faster and hit the inside of the rubber harder and more often, stretching it. The particles themselves stay the same size.',
      },
      {
        prompt: 'Which gas in the air do we need to breathe in to stay alive?',
        correct: 'Oxygen',
        wrong: ['Helium', 'Neon', 'Carbon monoxide'],
        explanation:
          'Your body uses oxygen, which makes up about 21% of the air, to release energy from food. Carbon monoxide is a poisonous gas, and helium and neon cannot keep us alive.',
      },
    ],
  },
];
