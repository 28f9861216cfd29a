import type { ActivityContent } from './content-types.js';

/** Elixir Institute's songs, each with its tune, lyrics and missing-word check (the realm's other activities: elixir-institute.ts). */
export const ELIXIR_INSTITUTE_SONGS: readonly ActivityContent[] = [
  {
    questId: 's-med-001',
    type: 'song',
    name: 'Twenty Seconds of Soap',
    yearLevels: [5],
    curriculum: ['AC9S5H02'],
    description: 'A handwashing song to sing while you scrub with soap for at least twenty seconds.',
    song: {
      tune: 'skip',
      tempo: 120,
      verses: [
        [
          'Turn the tap and wet your hands,',
          'Add some soap and rub, rub, rub,',
          'Palms and backs and in between,',
          'Scrub your thumbs and nails, scrub-a-dub!',
        ],
        [
          'Germs hide in the grease on skin,',
          'Water slides right off, you see,',
          'Soap can grab the grease and germs',
          'And wash them down the drain for me!',
        ],
        [
          'Rinse them clean and dry them well,',
          'Before you eat and after play,',
          'After the toilet, after a sneeze,',
          'Clean hands keep the germs away!',
        ],
      ],
      chorus: [
        'Twenty seconds, scrub with soap,',
        'Count to twenty, nice and slow,',
        'Bubbles up and germs must go,',
        'Twenty seconds, scrub with soap!',
      ],
      check: {
        line: 'Soap can grab the ___ and germs',
        correct: 'grease',
        wrong: ['sand', 'light', 'water'],
        explanation:
          'Germs hide in a thin layer of grease on your skin. Soap grabs the grease so water can rinse it and the germs away.',
      },
    },
  },
  {
    questId: 's-med-002',
    type: 'song',
    name: 'Slip, Slop, Slap, Seek, Slide',
    yearLevels: [5],
    curriculum: ['AC9S5H02'],
    description: 'Shirt, sunscreen, hat, shade and sunglasses: the five steps of sun safety in song.',
    song: {
      tune: 'march',
      tempo: 120,
      verses: [
        [
          'The sun sends out its UV rays,',
          'You cannot see them, cannot feel,',
          'They burn on cool and cloudy days,',
          'So sun protection is a big deal!',
        ],
        [
          'Slip on a shirt with sleeves so long,',
          'Slop on sunscreen, fifty plus,',
          'Slap on a hat that’s broad and strong,',
          'Sun-smart kids don’t make a fuss!',
        ],
        [
          'Seek some shade beneath a tree,',
          'Slide on glasses for your eyes,',
          'Five steps keep your skin burn-free,',
          'Sun-safe, sun-smart and sun-wise!',
        ],
        [
          'When UV is three or more,',
          'Check the app before you play,',
          'Our Aussie sun is strong for sure,',
          'So sing the five steps every day!',
        ],
      ],
      chorus: ['Slip, slop, slap, and seek and slide,', 'Five steps when you go outside!'],
      check: {
        line: 'The sun sends out its ___ rays,',
        correct: 'UV',
        wrong: ['cold', 'radio', 'sound'],
        explanation:
          'The sun’s UV (ultraviolet) rays can burn your skin even on cool, cloudy days, so we protect ourselves when UV is 3 or more.',
      },
    },
  },
  {
    questId: 's-med-003',
    type: 'song',
    name: 'Count the Beats',
    yearLevels: [5],
    curriculum: ['AC9S5I03'],
    description:
      'A song about finding your pulse, timing it with a stopwatch, and recording it resting and after a run.',
    song: {
      tune: 'chant',
      tempo: 90,
      verses: [
        [
          'Put two fingers on your wrist,',
          'Below your thumb, press light,',
          'Can you feel a little bump?',
          'That is your pulse, just right!',
        ],
        [
          'Start the timer, count each beat',
          'For fifteen seconds, no more,',
          'Then to find one minute’s count,',
          'Just multiply by four!',
        ],
        [
          'Write your resting number down,',
          'Then run around the yard,',
          'Count again when you come back,',
          'Your heart is working hard!',
        ],
        [
          'Count it twice to check it’s right,',
          'Then fill your table in,',
          'Resting beats and running beats,',
          'Compare them side by side and grin!',
        ],
      ],
      chorus: [
        'Thump, thump, count the heartbeats,',
        'Your heart pumps blood around,',
        'Faster when you run and play,',
        'Slower sitting on the ground!',
      ],
      check: {
        line: 'Just multiply by ___!',
        correct: 'four',
        wrong: ['two', 'ten', 'sixty'],
        explanation:
          'Fifteen seconds is a quarter of a minute, so four times your count gives your beats in one minute.',
      },
    },
  },
  {
    questId: 's-med-004',
    type: 'song',
    name: 'The Vaccine Song',
    yearLevels: [6],
    curriculum: ['AC9S6H02'],
    description: 'A song about how vaccines teach the body and protect the whole community.',
    song: {
      tune: 'shanty',
      tempo: 100,
      verses: [
        [
          'A vaccine holds a harmless part,',
          'A copy of a germ,',
          'Your body studies every shape,',
          'And its defenders learn.',
        ],
        [
          'White blood cells make antibodies',
          'That fit the germ just right,',
          'And memory cells keep the shape',
          'Remembered day and night.',
        ],
        [
          'If later the real germ comes in,',
          'Your body knows its face,',
          'The antibodies rush out fast',
          'And chase it from the place.',
        ],
        [
          'When most of us are vaccinated,',
          'The germ can’t spread around,',
          'We shield the babies and the sick',
          'Who can’t have it, safe and sound.',
        ],
      ],
      chorus: [
        'Roll up your sleeve, be brave and strong,',
        'It’s just a little sting,',
        'You help yourself and help your town,',
        'Protection is the thing!',
      ],
      check: {
        line: 'And ___ cells keep the shape',
        correct: 'memory',
        wrong: ['skin', 'bone', 'hair'],
        explanation:
          'Memory cells remember the germ’s shape, so if the real germ comes later, the body fights it off fast.',
      },
    },
  },
  {
    questId: 's-med-005',
    type: 'song',
    name: 'Eat a Rainbow',
    yearLevels: [3],
    curriculum: ['AC9S3H02'],
    description: 'Red, orange, yellow, green and purple: a song about fruit and vegetables of every colour.',
    song: {
      tune: 'skip',
      tempo: 112,
      verses: [
        [
          'Red for strawberries, ripe and sweet,',
          'Orange carrots, crunchy treat,',
          'Yellow corn and bananas, yum,',
          'Good for you and for your tum!',
        ],
        [
          'Green for broccoli, peas and beans,',
          'Kiwi fruit and leafy greens,',
          'Purple plums and eggplant too,',
          'Every colour’s good for you!',
        ],
        [
          'Vitamins to help you grow,',
          'Fibre helps your tummy go,',
          'Different colours, different good,',
          'Eat a rainbow, like we should!',
        ],
      ],
      chorus: [
        'Eat a rainbow every day,',
        'Red, orange, yellow, green, hooray!',
        'Purple too, now munch away,',
        'Eat a rainbow every day!',
      ],
      check: {
        line: '___ helps your tummy go,',
        correct: 'Fibre',
        wrong: ['Sugar', 'Salt', 'Butter'],
        explanation:
          'Fruit and vegetables are full of fibre, which helps your tummy digest food and keeps you regular.',
      },
    },
  },
  {
    questId: 's-med-006',
    type: 'song',
    name: 'Sleep Tight, Grow Right',
    yearLevels: [5],
    curriculum: ['AC9S5H02'],
    description: 'A wind-down song about why a good night’s sleep helps you grow and learn.',
    song: {
      tune: 'lullaby',
      tempo: 72,
      verses: [
        [
          'The sun has set, the day is done,',
          'The stars come out one by one,',
          'Your busy body needs to rest,',
          'For sleep is when you grow the best.',
        ],
        [
          'In deep sleep, muscles mend and grow,',
          'Your body fights off germs, you know,',
          'Your brain sorts all you learned today',
          'And files your memories away.',
        ],
        [
          'Turn off the screens, read a book instead,',
          'Then snuggle down into your bed,',
          'Nine to eleven hours each night',
          'Will help you grow and learn just right.',
        ],
      ],
      chorus: [
        'Sleep tight, sleep tight, and grow just right,',
        'Your body’s working through the night,',
        'Close your eyes and dream away,',
        'You’ll wake up ready for the day.',
      ],
      check: {
        line: 'Nine to eleven ___ each night',
        correct: 'hours',
        wrong: ['minutes', 'seconds', 'days'],
        explanation:
          'Health experts say children aged 5 to 13 need 9 to 11 hours of sleep each night to grow, learn and stay well.',
      },
    },
  },
];
