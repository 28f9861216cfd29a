import type { ActivityContent } from './content-types.js';

/** Elixir Institute's books (the last three), each with its pages, pictures and check (the first three: elixir-institute-books.ts). */
export const ELIXIR_INSTITUTE_BOOKS_2: readonly ActivityContent[] = [
  {
    questId: 'b-med-004',
    type: 'book',
    name: 'Dr Fiona Wood and Spray-On Skin',
    yearLevels: [5],
    curriculum: ['AC9S5H01'],
    description: 'A surgeon and a scientist team up to help burns heal faster.',
    book: {
      pages: [
        {
          text: 'Skin keeps germs out and water in. When a bad burn destroys a large patch of skin, the body cannot protect itself there. The wound can get infected, and it can take weeks or months to heal.',
          picture: {
            alt: 'A hand with a patch of burnt skin, beside a flame.',
            parts: [
              { part: 'room' },
              { part: 'flame', x: 100, y: 150, size: 60 },
              { part: 'hand', x: 250, y: 140, size: 120, label: 'Burnt skin' },
            ],
          },
        },
        {
          text: 'Doctors used to take thin sheets of healthy skin from another part of the body. They laid the sheets over the burn. But for a big burn, there was often not enough healthy skin to cover it.',
          picture: {
            alt: 'A doctor places a thin sheet of skin over a burn.',
            parts: [
              { part: 'room' },
              { part: 'scientist', x: 120, y: 150, size: 80, label: 'Doctor' },
              { part: 'leaf', x: 260, y: 160, size: 60, tint: '#f1c7a8', label: 'Skin sheet' },
            ],
          },
        },
        {
          text: 'Dr Fiona Wood is a burns surgeon in Perth. She worked with a scientist, Marie Stoner. They built on earlier work by scientists who had learned to grow skin cells in a lab. Their question was simple: could a small piece of skin cover a big burn?',
          picture: {
            alt: 'A surgeon and a scientist work together in a lab.',
            parts: [
              { part: 'room' },
              { part: 'scientist', x: 110, y: 150, size: 80, label: 'Dr Fiona Wood' },
              { part: 'scientist', x: 290, y: 150, size: 80, label: 'Marie Stoner' },
              { part: 'microscope', x: 200, y: 180, size: 60 },
            ],
          },
        },
        {
          text: 'Their answer was spray-on skin. They take a piece of healthy skin about the size of a stamp. They break it up into single cells mixed in a liquid. Then they spray the cells over the burn, like paint from a can.',
          picture: {
            alt: 'Cells in a liquid being sprayed over a burn.',
            parts: [
              { part: 'room' },
              { part: 'beaker', x: 110, y: 170, size: 60, tint: '#f8bbd0', label: 'Skin cells' },
              { part: 'arrow', x: 200, y: 150, size: 70 },
              { part: 'hand', x: 300, y: 150, size: 100 },
            ],
          },
        },
        {
          text: 'The cells settle on the wound and grow. New skin spreads across the burn much faster than before. There is often less scarring too. A patch the size of a stamp can help cover an area many times bigger.',
          picture: {
            alt: 'New skin cells grow and spread across the wound.',
            parts: [
              { part: 'sky' },
              { part: 'cell', x: 130, y: 130, size: 50, tint: '#f8bbd0' },
              { part: 'cell', x: 200, y: 130, size: 50, tint: '#f8bbd0', label: 'New skin' },
              { part: 'cell', x: 270, y: 130, size: 50, tint: '#f8bbd0' },
            ],
          },
        },
        {
          text: 'In 2002, bombs went off in Bali. Many hurt Australians were flown to Perth. Dr Wood and her team worked day and night to save them. In 2005 she was named Australian of the Year.',
          picture: {
            alt: 'A team of doctors and nurses at a hospital in Perth.',
            parts: [
              { part: 'ground' },
              { part: 'house', x: 320, y: 150, size: 100, label: 'Hospital' },
              { part: 'scientist', x: 90, y: 170, size: 60 },
              { part: 'scientist', x: 170, y: 170, size: 60 },
              { part: 'scientist', x: 240, y: 170, size: 60 },
            ],
          },
        },
        {
          text: 'Spray-on skin came from teamwork. A surgeon knew the problem, a scientist knew the cells, and both used what others had found before. Today it helps burn patients around the world.',
          picture: {
            alt: 'The Earth with arrows spreading out to show the idea travelling.',
            parts: [
              { part: 'space' },
              { part: 'earth', x: 200, y: 130, size: 140, label: 'Used worldwide' },
              { part: 'star', x: 330, y: 50, size: 40 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'Why was it hard to treat big burns with sheets of skin?',
          correct: 'There was often not enough healthy skin to cover the burn',
          wrong: ['Skin sheets were too heavy', 'Burns heal by themselves in a day', 'Doctors had no scissors'],
          explanation: 'For a big burn there was often not enough healthy skin left to take sheets from.',
        },
        {
          prompt: 'How does spray-on skin work?',
          correct: 'Skin cells in a liquid are sprayed on the burn and grow',
          wrong: [
            'Paint is sprayed to hide the burn',
            'Water is sprayed to cool the burn',
            'Glue is sprayed to close the burn',
          ],
          explanation:
            'A small piece of skin is broken into cells, mixed in liquid and sprayed on, where the cells grow.',
        },
        {
          prompt: 'Who did Dr Fiona Wood work with to invent spray-on skin?',
          correct: 'A scientist, Marie Stoner',
          wrong: ['A pilot', 'An astronaut', 'A farmer from Bali'],
          explanation:
            'Dr Wood, a surgeon, teamed up with scientist Marie Stoner and built on earlier work on growing skin cells.',
        },
      ],
    },
  },
  {
    questId: 'b-med-005',
    type: 'book',
    name: 'Why We Need Sleep',
    yearLevels: [5],
    curriculum: ['AC9S5H02'],
    description: 'What your body and brain do while you sleep, and how much sleep children need.',
    book: {
      pages: [
        {
          text: 'You spend about a third of your life asleep. It might look as if nothing is happening, but while you sleep, your body and brain are very busy getting ready for tomorrow.',
          picture: {
            alt: 'A house at night under a crescent Moon, where a child is asleep.',
            parts: [
              { part: 'night-sky' },
              { part: 'moon-crescent', x: 330, y: 60, size: 60 },
              { part: 'house', x: 170, y: 170, size: 130 },
            ],
          },
        },
        {
          text: 'Sleep comes in stages. First you drift into light sleep, and then you sink into deep sleep, when you are hard to wake. Later comes dream sleep, when your eyes dart about under your eyelids. You go through these stages several times every night.',
          picture: {
            alt: 'Arrows going round in a circle to show the stages of sleep.',
            parts: [
              { part: 'night-sky' },
              { part: 'arrow', x: 130, y: 90, size: 70, label: 'Light sleep' },
              { part: 'arrow', x: 270, y: 140, size: 70, turn: 90, label: 'Deep sleep' },
              { part: 'arrow', x: 130, y: 190, size: 70, turn: 180, label: 'Dream sleep' },
            ],
          },
        },
        {
          text: 'In deep sleep, your body releases a chemical that helps you grow. Your muscles repair themselves, and your body fights off germs. That is why you usually need extra sleep when you are sick.',
          picture: {
            alt: 'A child growing taller, with an arrow pointing up beside them.',
            parts: [
              { part: 'room' },
              { part: 'child', x: 170, y: 150, size: 90 },
              { part: 'arrow', x: 260, y: 130, size: 80, turn: -90, label: 'Growing' },
            ],
          },
        },
        {
          text: 'Your brain is busy too. It sorts what you learned during the day and stores the important parts as memories. After a good sleep, you can think, learn and remember better.',
          picture: {
            alt: 'A child with a glowing light globe in a speech bubble: a bright idea after a good sleep.',
            parts: [
              { part: 'room' },
              { part: 'child', x: 140, y: 160, size: 80 },
              { part: 'speech-bubble', x: 260, y: 80, size: 90 },
              { part: 'bulb', x: 260, y: 75, size: 35, tint: '#ffeb3b' },
            ],
          },
        },
        {
          text: 'Health experts say children aged 5 to 13 need 9 to 11 hours of sleep each night. Without enough sleep, you may feel grumpy, find it hard to focus, and get sick more often.',
          picture: {
            alt: 'A Moon at 8 pm and a Sun at 7 am, with 9 to 11 hours of sleep between them.',
            parts: [
              { part: 'night-sky' },
              { part: 'moon', x: 110, y: 90, size: 70, label: '8 pm' },
              { part: 'arrow', x: 200, y: 120, size: 80, label: '9 to 11 hours' },
              { part: 'sun', x: 310, y: 90, size: 70, label: '7 am' },
            ],
          },
        },
        {
          text: 'Families can use this science to make good choices. Go to bed at the same time each night. Turn off screens an hour before bed, because their bright light can trick your brain into staying awake. Keep your room dark and quiet.',
          picture: {
            alt: 'A quiet, dark bedroom with the screen turned off.',
            parts: [
              { part: 'night-sky' },
              { part: 'house', x: 200, y: 160, size: 150, label: 'Dark and quiet' },
              { part: 'moon-crescent', x: 330, y: 50, size: 50 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What happens to your body in deep sleep?',
          correct: 'It makes a chemical that helps you grow and repairs muscles',
          wrong: ['It stops working completely', 'It forgets everything', 'It digests screens'],
          explanation: 'In deep sleep your body makes a growth chemical, repairs muscles and fights germs.',
        },
        {
          prompt: 'How much sleep do children aged 5 to 13 need each night?',
          correct: '9 to 11 hours',
          wrong: ['2 to 3 hours', '5 to 6 hours', '15 to 18 hours'],
          explanation: 'Health experts say children aged 5 to 13 need 9 to 11 hours of sleep each night.',
        },
        {
          prompt: 'Why is it a good idea to turn off screens an hour before bed?',
          correct: 'Their bright light can trick your brain into staying awake',
          wrong: ['Screens get too cold at night', 'Screens use up your memories', 'Screens make you grow too fast'],
          explanation:
            'Bright screen light can trick your brain into thinking it is still day, so it is harder to fall asleep.',
        },
      ],
    },
  },
  {
    questId: 'b-med-006',
    type: 'book',
    name: 'The Flying Doctors',
    yearLevels: [4],
    curriculum: ['AC9S4H02'],
    description: 'How planes and radios brought doctors to people living far out in the bush.',
    book: {
      pages: [
        {
          text: 'A hundred years ago, many Australians lived on farms far out in the bush. The nearest doctor could be hundreds of kilometres away. If someone was badly hurt, help could take days to arrive.',
          picture: {
            alt: 'A lonely farmhouse far out in the outback, with a kangaroo nearby.',
            parts: [
              { part: 'ground' },
              { part: 'house', x: 200, y: 160, size: 90, label: 'Far from town' },
              { part: 'sun', x: 340, y: 50, size: 60 },
              { part: 'kangaroo', x: 320, y: 180, size: 50 },
            ],
          },
        },
        {
          text: 'John Flynn was a minister who travelled the outback. He saw people die because no doctor could reach them. He had an idea. What if a doctor could fly to the sick person in a plane?',
          picture: {
            alt: 'John Flynn looks up at the sky with a speech bubble full of ideas.',
            parts: [
              { part: 'ground' },
              { part: 'child', x: 140, y: 160, size: 80, label: 'John Flynn' },
              { part: 'speech-bubble', x: 260, y: 70, size: 100 },
            ],
          },
        },
        {
          text: 'There was a second problem. How could people on far-off farms call the doctor? There were no phones out there. Flynn needed a radio that worked without power lines.',
          picture: {
            alt: 'A farmhouse with no wires running to it.',
            parts: [
              { part: 'ground' },
              { part: 'house', x: 150, y: 160, size: 90 },
              { part: 'speech-bubble', x: 280, y: 80, size: 90 },
            ],
          },
        },
        {
          text: 'An engineer named Alfred Traeger solved it. He built a radio powered by pedals, like a bike. A person pedalled to make electricity, and sent a message to the base. It was called the pedal radio.',
          picture: {
            alt: 'A pedal radio with a wheel that makes electricity.',
            parts: [
              { part: 'room' },
              { part: 'wheel', x: 150, y: 180, size: 70, label: 'Pedals' },
              { part: 'battery', x: 250, y: 170, size: 50, label: 'Electricity' },
              { part: 'arrow', x: 330, y: 120, size: 50, turn: -45 },
            ],
          },
        },
        {
          text: 'In 1928, the first flying doctor took off from Cloncurry in Queensland. The plane was called Victory. Now a doctor could reach a farm in hours, not days.',
          picture: {
            alt: 'A plane, shown by an arrow, flies over the outback.',
            parts: [
              { part: 'sky' },
              { part: 'arrow', x: 200, y: 90, size: 100, label: 'Victory plane' },
              { part: 'cloud', x: 90, y: 60, size: 70 },
              { part: 'house', x: 320, y: 200, size: 60 },
            ],
          },
        },
        {
          text: 'Later, each farm had a medicine chest with numbered bottles. Over the radio, the doctor could say, take two tablets from bottle 7. That way people could get help even before the plane came.',
          picture: {
            alt: 'Numbered medicine bottles from a farm’s medicine chest.',
            parts: [
              { part: 'room' },
              { part: 'test-tube', x: 150, y: 170, size: 40, label: '7' },
              { part: 'test-tube', x: 210, y: 170, size: 40 },
              { part: 'test-tube', x: 270, y: 170, size: 40 },
            ],
          },
        },
        {
          text: 'Today the Royal Flying Doctor Service has many planes and helps people every day. It all came from people using science and new ideas to solve a real problem.',
          picture: {
            alt: 'A modern plane, shown by an arrow, flies over a farm.',
            parts: [
              { part: 'ground' },
              { part: 'arrow', x: 200, y: 70, size: 90, label: 'Flying Doctor' },
              { part: 'house', x: 110, y: 170, size: 70 },
              { part: 'gum-tree', x: 310, y: 150, size: 90 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What problem did John Flynn want to solve?',
          correct: 'People in the bush were too far from a doctor',
          wrong: ['Planes were too slow', 'There were too many doctors', 'Farms had too much rain'],
          explanation: 'People in the outback lived far from doctors, so Flynn wanted doctors to fly to them.',
        },
        {
          prompt: 'How did the pedal radio get its power?',
          correct: 'A person pedalled to make electricity',
          wrong: ['From power lines', 'From the Moon', 'From a plane'],
          explanation:
            'Alfred Traeger built a radio with pedals, so people could make their own electricity to call for help.',
        },
      ],
    },
  },
];
