import type { ActivityContent } from './content-types.js';

/** Elixir Institute's quizzes, each with its questions and answers (the realm's other activities: elixir-institute.ts). */
export const ELIXIR_INSTITUTE_QUIZZES: readonly ActivityContent[] = [
  {
    questId: 'q-med-001',
    type: 'quiz',
    name: 'Germs and Handwashing',
    yearLevels: [5],
    curriculum: ['AC9S5H02'],
    description: 'Why soap, water and twenty seconds of scrubbing help keep a whole class healthy.',
    questions: [
      {
        prompt: 'Why does washing your hands with soap help stop illness?',
        correct: 'Soap and water lift germs off your skin and wash them away',
        wrong: ['Soap feeds the germs', 'Soap makes your hands warmer', 'It only makes hands smell nice'],
      },
      {
        prompt: 'About how long should you scrub your hands with soap?',
        correct: 'About 20 seconds',
        wrong: ['About 1 second', 'About 10 minutes', 'There is no need to scrub'],
      },
      {
        prompt: 'Why do we cough or sneeze into our elbow?',
        correct: 'To stop droplets carrying germs from reaching other people',
        wrong: ['To warm up our elbow', 'To make the sneeze louder', 'To make the sneeze stop sooner'],
      },
      {
        prompt: 'Which tiny things cause many illnesses?',
        correct: 'Some bacteria and viruses',
        wrong: ['Earthworms', 'Butterflies', 'Tadpoles'],
      },
    ],
  },
  {
    questId: 'q-med-002',
    type: 'quiz',
    name: 'Your Heart and Your Pulse',
    yearLevels: [5],
    curriculum: ['AC9S5I03'],
    description: 'What your heart does, and how to measure your pulse before and after exercise.',
    questions: [
      {
        prompt: 'What does your heart do?',
        correct: 'Pumps blood around your body',
        wrong: ['Digests your food', 'Does your thinking', 'Cleans the air you breathe'],
      },
      {
        prompt: 'What carries oxygen from your lungs to the rest of your body?',
        correct: 'Your blood',
        wrong: ['Your bones', 'Your hair', 'Your skin'],
      },
      {
        prompt: 'What happens to your pulse when you run?',
        correct: 'It speeds up',
        wrong: ['It stops', 'It slows down', 'It stays exactly the same'],
      },
      {
        prompt: 'To compare your pulse before and after exercise fairly, what should you do?',
        correct: 'Count the beats for the same length of time each time',
        wrong: ['Count for 10 seconds once and a minute the next', 'Guess the number', 'Count only while talking'],
      },
    ],
  },
  {
    questId: 'q-med-003',
    type: 'quiz',
    name: 'The Discovery of Penicillin',
    yearLevels: [6],
    curriculum: ['AC9S6H01'],
    description: 'A mouldy dish, a team in Oxford and an Australian-born scientist: the first antibiotic.',
    questions: [
      {
        prompt: 'Who noticed in 1928 that a mould was killing the bacteria in his dish?',
        correct: 'Alexander Fleming',
        wrong: ['Louis Pasteur', 'Charles Darwin', 'Edward Jenner'],
      },
      {
        prompt: 'Which Australian-born scientist led the team that turned penicillin into a medicine?',
        correct: 'Howard Florey',
        wrong: ['David Warren', 'Graeme Clark', 'Fiona Wood'],
      },
      {
        prompt: 'What kind of medicine is penicillin?',
        correct: 'An antibiotic, which fights bacteria',
        wrong: ['A vaccine against viruses', 'A vitamin', 'A sunscreen'],
      },
      {
        prompt: 'Why did it take a team years to make penicillin into a medicine?',
        correct: 'They had to learn to grow, purify and test it safely in large amounts',
        wrong: ['Nobody was interested in it', 'Mould cannot grow in a laboratory', 'It worked on the very first try'],
      },
    ],
  },
  {
    questId: 'q-med-004',
    type: 'quiz',
    name: 'How Vaccines Protect Us',
    yearLevels: [6],
    curriculum: ['AC9S6H02'],
    description: 'How a vaccine trains the body, and why communities protect each other by vaccinating.',
    questions: [
      {
        prompt: 'What does a vaccine do?',
        correct: 'Trains your immune system to recognise a germ before you meet it',
        wrong: ['Mends a broken bone', 'Makes you taller', 'Removes every germ from your skin'],
      },
      {
        prompt: 'Who made the first vaccine, against smallpox, in 1796?',
        correct: 'Edward Jenner',
        wrong: ['Alexander Fleming', 'Howard Florey', 'Marie Curie'],
      },
      {
        prompt: 'Why do communities aim for most people to be vaccinated?',
        correct: 'It stops a disease spreading and protects those who cannot be vaccinated',
        wrong: [
          'So that hospitals can close',
          'So that nobody needs to wash their hands',
          'Because vaccines make people run faster',
        ],
      },
      {
        prompt: 'Which disease has been wiped out around the world thanks to vaccination?',
        correct: 'Smallpox',
        wrong: ['The common cold', 'Hay fever', 'Chickenpox'],
      },
    ],
  },
  {
    questId: 'q-med-005',
    type: 'quiz',
    name: 'Taking a Temperature',
    yearLevels: [3],
    curriculum: ['AC9S3U03', 'AC9S3I03'],
    description: 'Thermometers, fevers and ice packs: measuring heat and watching it move.',
    questions: [
      {
        prompt: 'What does a thermometer measure?',
        correct: 'How hot or cold something is',
        wrong: ['How heavy it is', 'How long it is', 'How loud it is'],
      },
      {
        prompt: "About what is a healthy person's body temperature?",
        correct: '37 °C',
        wrong: ['10 °C', '60 °C', '100 °C'],
      },
      {
        prompt: 'You hold a cold ice pack on a bump. Which way does the heat move?',
        correct: 'From your warm skin into the cold pack',
        wrong: ['From the cold pack into your skin', 'Heat does not move at all', 'From the air into your bones'],
      },
      {
        prompt: 'Which unit do we use in Australia to measure temperature?',
        correct: 'Degrees Celsius (°C)',
        wrong: ['Kilograms', 'Metres', 'Litres'],
      },
    ],
  },
  {
    questId: 'q-med-006',
    type: 'quiz',
    name: 'Sun Smart Science',
    yearLevels: [5],
    curriculum: ['AC9S5H02'],
    description: 'UV rays, SPF and hats: how science helps Australians decide how to stay safe in the sun.',
    questions: [
      {
        prompt: 'What does the SPF number on sunscreen tell you?',
        correct: 'How well it protects skin from sunburn',
        wrong: ['How nice it smells', 'How long the bottle lasts', 'How cold it feels'],
      },
      {
        prompt: 'Which part of sunlight causes sunburn?',
        correct: 'Ultraviolet (UV) rays',
        wrong: ['Red light', 'Heat from the ground', 'Reflected moonlight'],
      },
      {
        prompt: 'In "slip, slop, slap", what does "slap" mean?',
        correct: 'Slap on a hat',
        wrong: ['Slap on sunscreen', 'Slap on a shirt', 'Slap on sunglasses'],
      },
      {
        prompt: 'When is the UV level usually highest in Australia?',
        correct: 'Around the middle of the day',
        wrong: ['At sunrise', 'At midnight', 'Just after sunset'],
      },
    ],
  },
  {
    questId: 'q-med-007',
    type: 'quiz',
    name: 'Kitchen Chemistry and Food Safety',
    yearLevels: [6],
    curriculum: ['AC9S6U04', 'AC9S6H02'],
    description: 'Cooking, cooling and changes you cannot undo: the science of keeping food safe.',
    questions: [
      {
        prompt: 'Cooking an egg is an irreversible change. What does that mean?',
        correct: 'It cannot be changed back into a raw egg',
        wrong: ['It can be uncooked by cooling it', 'It changes back overnight', 'Only its shape has changed'],
      },
      {
        prompt: 'Why do we keep milk in the fridge?',
        correct: 'Cold slows the growth of the bacteria that spoil it',
        wrong: ['Cold makes the milk sweeter', 'Cold kills every germ at once', 'Milk freezes solid in a fridge'],
      },
      {
        prompt: 'Why should chicken be cooked all the way through?',
        correct: 'Heat kills harmful bacteria inside the meat',
        wrong: ['To make it heavier', 'Only to change its colour', 'To keep it cold'],
      },
      {
        prompt: 'Which of these is a reversible change?',
        correct: 'Melting chocolate',
        wrong: ['Toasting bread', 'Frying an egg', 'Baking a cake'],
      },
    ],
  },
];
