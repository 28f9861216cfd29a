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
        explanation:
          'Soap sticks to the oils on your skin where germs cling, so rinsing with water carries the germs down the drain. Soap can also break some germs apart, which is the opposite of feeding them.',
      },
      {
        prompt: 'About how long should you scrub your hands with soap?',
        correct: 'About 20 seconds',
        wrong: ['About 1 second', 'About 10 minutes', 'There is no need to scrub'],
        explanation:
          "Germs hide between fingers, under nails and in skin creases. Scrubbing for about 20 seconds, about the time it takes to hum 'Happy Birthday' twice, gives soap time to reach them and lift them off.",
      },
      {
        prompt: 'Why do we cough or sneeze into our elbow?',
        correct: 'To stop droplets carrying germs from reaching other people',
        wrong: ['To warm up our elbow', 'To make the sneeze louder', 'To make the sneeze stop sooner'],
        explanation:
          'Coughs and sneezes spray tiny droplets that can carry germs a metre or more. Your elbow catches them, and unlike your hands, it does not then touch door handles, pencils or other people.',
      },
      {
        prompt: 'Which tiny things cause many illnesses?',
        correct: 'Some bacteria and viruses',
        wrong: ['Earthworms', 'Butterflies', 'Tadpoles'],
        explanation:
          "Bacteria and viruses are far too small to see without a microscope, and some of them make us sick. Many bacteria are harmless or even helpful, which is why the answer says 'some'.",
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
        explanation:
          "Your heart is a muscle about the size of your fist, and each squeeze pushes blood through your blood vessels. Digesting food is the job of your stomach and intestines, and thinking is your brain's job.",
      },
      {
        prompt: 'What carries oxygen from your lungs to the rest of your body?',
        correct: 'Your blood',
        wrong: ['Your bones', 'Your hair', 'Your skin'],
        explanation:
          'In your lungs, oxygen from the air passes into your blood. Your heart then pumps that blood through your blood vessels to every part of your body, from your brain to your toes.',
      },
      {
        prompt: 'What happens to your pulse when you run?',
        correct: 'It speeds up',
        wrong: ['It stops', 'It slows down', 'It stays exactly the same'],
        explanation:
          'Running muscles need more oxygen and energy, so your heart beats faster to pump more blood to them. Your pulse is that blood being pushed through your arteries, so it speeds up too.',
      },
      {
        prompt: 'To compare your pulse before and after exercise fairly, what should you do?',
        correct: 'Count the beats for the same length of time each time',
        wrong: ['Count for 10 seconds once and a minute the next', 'Guess the number', 'Count only while talking'],
        explanation:
          'A fair test changes only one thing. If you count for 10 seconds once and 60 seconds the next time, the second number will be bigger even if your heart rate stayed the same.',
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
        explanation:
          'Alexander Fleming saw that bacteria near a patch of Penicillium mould in his dish had died, and he named the substance penicillin. Pasteur and Jenner also studied germs and disease, but earlier.',
      },
      {
        prompt: 'Which Australian-born scientist led the team that turned penicillin into a medicine?',
        correct: 'Howard Florey',
        wrong: ['David Warren', 'Graeme Clark', 'Fiona Wood'],
        explanation:
          'Howard Florey, born in Adelaide, led the Oxford team, including Ernst Chain, that purified penicillin and tested it on people. He shared the 1945 Nobel Prize with Fleming and Chain.',
      },
      {
        prompt: 'What kind of medicine is penicillin?',
        correct: 'An antibiotic, which fights bacteria',
        wrong: ['A vaccine against viruses', 'A vitamin', 'A sunscreen'],
        explanation:
          'Antibiotics kill bacteria or stop them multiplying. They do not work on viruses, which is why vaccines, not antibiotics, are used to protect against viral diseases like measles.',
      },
      {
        prompt: 'Why did it take a team years to make penicillin into a medicine?',
        correct: 'They had to learn to grow, purify and test it safely in large amounts',
        wrong: ['Nobody was interested in it', 'Mould cannot grow in a laboratory', 'It worked on the very first try'],
        explanation:
          'The mould makes only tiny amounts of penicillin, so the team had to find ways to grow lots of it, separate it out and test that it was safe. Science often moves forward like this, through many people and many trials.',
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
        explanation:
          'A vaccine contains a harmless form or part of a germ. Your immune system learns to recognise it and makes antibodies, so if the real germ arrives later, your body can fight it off quickly.',
      },
      {
        prompt: 'Who made the first vaccine, against smallpox, in 1796?',
        correct: 'Edward Jenner',
        wrong: ['Alexander Fleming', 'Howard Florey', 'Marie Curie'],
        explanation:
          "Edward Jenner noticed that milkmaids who had caught mild cowpox did not catch smallpox, so he used cowpox to protect people. The word vaccine comes from 'vacca', Latin for cow.",
      },
      {
        prompt: 'Why do communities aim for most people to be vaccinated?',
        correct: 'It stops a disease spreading and protects those who cannot be vaccinated',
        wrong: [
          'So that hospitals can close',
          'So that nobody needs to wash their hands',
          'Because vaccines make people run faster',
        ],
        explanation:
          'When most people are immune, a germ cannot find enough people to spread to. This is called herd immunity, and it protects babies and people who are too unwell to be vaccinated.',
      },
      {
        prompt: 'Which disease has been wiped out around the world thanks to vaccination?',
        correct: 'Smallpox',
        wrong: ['The common cold', 'Hay fever', 'Chickenpox'],
        explanation:
          'A worldwide vaccination program left smallpox with no one to infect, and in 1980 it was declared eradicated. Chickenpox has a vaccine too, but it still spreads in many parts of the world.',
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
        explanation:
          'A thermometer measures temperature, which tells us how hot or cold something is. Scales measure how heavy things are, and a ruler measures how long they are.',
      },
      {
        prompt: "About what is a healthy person's body temperature?",
        correct: '37 °C',
        wrong: ['10 °C', '60 °C', '100 °C'],
        explanation:
          'A healthy body stays close to 37 °C. A temperature of 38 °C or more is called a fever, and it can be a sign that the body is fighting germs.',
      },
      {
        prompt: 'You hold a cold ice pack on a bump. Which way does the heat move?',
        correct: 'From your warm skin into the cold pack',
        wrong: ['From the cold pack into your skin', 'Heat does not move at all', 'From the air into your bones'],
        explanation:
          'Heat always moves from a warmer thing to a cooler thing. Your skin is warmer than the ice pack, so heat leaves your skin, which is why the bump feels cold.',
      },
      {
        prompt: 'Which unit do we use in Australia to measure temperature?',
        correct: 'Degrees Celsius (°C)',
        wrong: ['Kilograms', 'Metres', 'Litres'],
        explanation:
          'Australia measures temperature in degrees Celsius, a scale on which water freezes at 0 °C and boils at 100 °C. Kilograms tell us how heavy, metres how long, and litres how much liquid.',
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
        explanation:
          'SPF stands for Sun Protection Factor. A higher number blocks more of the UV rays that burn skin, but no sunscreen blocks them all, so hats, shirts and shade still matter.',
      },
      {
        prompt: 'Which part of sunlight causes sunburn?',
        correct: 'Ultraviolet (UV) rays',
        wrong: ['Red light', 'Heat from the ground', 'Reflected moonlight'],
        explanation:
          'Ultraviolet rays are invisible light with more energy than the colours we can see. They damage skin cells and cause sunburn, even on cool or cloudy days.',
      },
      {
        prompt: 'In "slip, slop, slap", what does "slap" mean?',
        correct: 'Slap on a hat',
        wrong: ['Slap on sunscreen', 'Slap on a shirt', 'Slap on sunglasses'],
        explanation:
          'The Australian saying is slip on a shirt, slop on sunscreen, slap on a hat, with seek shade and slide on sunglasses added later. A broad-brimmed hat shades your face, ears and neck.',
      },
      {
        prompt: 'When is the UV level usually highest in Australia?',
        correct: 'Around the middle of the day',
        wrong: ['At sunrise', 'At midnight', 'Just after sunset'],
        explanation:
          'Around the middle of the day the Sun is highest in the sky, so its UV rays take the shortest path through the air and less is filtered out. UV is lower early and late in the day, and there is none at night.',
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
        explanation:
          'Heat changes the proteins in the egg white and yolk so they set into a new solid. Cooling does not undo this, so a cooked egg cannot go back to raw, unlike ice that melts and refreezes.',
      },
      {
        prompt: 'Why do we keep milk in the fridge?',
        correct: 'Cold slows the growth of the bacteria that spoil it',
        wrong: ['Cold makes the milk sweeter', 'Cold kills every germ at once', 'Milk freezes solid in a fridge'],
        explanation:
          'Bacteria grow and multiply faster when warm. A fridge at 5 °C or colder slows them down but does not kill them, which is why milk still spoils in the fridge after a while.',
      },
      {
        prompt: 'Why should chicken be cooked all the way through?',
        correct: 'Heat kills harmful bacteria inside the meat',
        wrong: ['To make it heavier', 'Only to change its colour', 'To keep it cold'],
        explanation:
          'Harmful bacteria such as Salmonella can live in raw chicken. Cooking it right through heats the centre enough to kill them; a brown outside does not mean the middle is hot enough.',
      },
      {
        prompt: 'Which of these is a reversible change?',
        correct: 'Melting chocolate',
        wrong: ['Toasting bread', 'Frying an egg', 'Baking a cake'],
        explanation:
          'Melted chocolate sets again when it cools, so the change can be undone. Toasting, frying and baking make new substances that cannot turn back into bread, raw egg or cake batter.',
      },
    ],
  },
];
