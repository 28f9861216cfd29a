import type { ActivityContent } from './content-types.js';

/** Elixir Institute's books (the first three), each with its pages, pictures and check (the realm's other activities: elixir-institute.ts). */
export const ELIXIR_INSTITUTE_BOOKS: readonly ActivityContent[] = [
  {
    questId: 'b-med-001',
    type: 'book',
    name: 'Florey and the Penicillin Team',
    yearLevels: [6],
    curriculum: ['AC9S6H01'],
    description: 'How Howard Florey, Ernst Chain, Norman Heatley and others made a mould into a medicine.',
    book: {
      pages: [
        {
          text: 'Before the 1940s, even a small scratch could be deadly if germs called bacteria got into it. Doctors had no medicine that could kill bacteria inside the body. That was about to change, thanks to a mould and a team of scientists.',
          picture: {
            alt: 'A hand with a small cut, and tiny round germs near it.',
            parts: [
              { part: 'room' },
              { part: 'hand', x: 160, y: 140, size: 110, label: 'A small scratch' },
              { part: 'cell', x: 280, y: 100, size: 30, tint: '#7cb342', label: 'Bacteria' },
              { part: 'cell', x: 310, y: 140, size: 25, tint: '#7cb342' },
            ],
          },
        },
        {
          text: 'In 1928, Alexander Fleming came back from a holiday to his London lab. A blue-green mould had grown on one of his dishes of bacteria. Around the mould, the bacteria had died. Fleming named the germ-killing juice penicillin, but he could not make enough of it to use.',
          picture: {
            alt: 'Fleming looks at a dish where bacteria have died around a patch of mould.',
            parts: [
              { part: 'room' },
              { part: 'scientist', x: 110, y: 150, size: 80, label: 'Alexander Fleming' },
              { part: 'beaker', x: 260, y: 180, size: 70, tint: '#7cb342', label: 'Mould' },
              { part: 'microscope', x: 340, y: 170, size: 60 },
            ],
          },
        },
        {
          text: 'Ten years later, Howard Florey, a doctor from Adelaide, led a team at Oxford University. Ernst Chain, a chemist who had escaped from Nazi Germany, read Fleming’s old report. Together they decided to find out whether penicillin could really cure people.',
          picture: {
            alt: 'Howard Florey and Ernst Chain talk in their lab at Oxford.',
            parts: [
              { part: 'room' },
              { part: 'scientist', x: 120, y: 150, size: 80, label: 'Howard Florey' },
              { part: 'scientist', x: 280, y: 150, size: 80, label: 'Ernst Chain' },
              { part: 'speech-bubble', x: 200, y: 60, size: 80 },
            ],
          },
        },
        {
          text: 'The mould made only tiny amounts of penicillin. Norman Heatley, a clever inventor on the team, grew it in bedpans, bathtubs and milk churns. A group of young women, called the penicillin girls, looked after hundreds of these containers every day.',
          picture: {
            alt: 'Rows of containers of mould on a lab bench.',
            parts: [
              { part: 'room' },
              { part: 'pot', x: 90, y: 190, size: 60 },
              { part: 'pot', x: 170, y: 190, size: 60 },
              { part: 'pot', x: 250, y: 190, size: 60 },
              { part: 'scientist', x: 340, y: 150, size: 70, label: 'Norman Heatley' },
            ],
          },
        },
        {
          text: 'In May 1940, the team tested penicillin on eight mice that had a dangerous infection. The four mice given penicillin lived, while the four without it died. Next they tried it on a very sick policeman, who began to recover, but the penicillin ran out and sadly he died.',
          picture: {
            alt: 'A scientist with a test tube of penicillin, ready for the test on mice.',
            parts: [
              { part: 'room' },
              { part: 'test-tube', x: 120, y: 160, size: 50, label: 'Penicillin' },
              { part: 'scientist', x: 280, y: 150, size: 80 },
            ],
          },
        },
        {
          text: 'Florey and Heatley flew to America to ask for help. Factories there learned to grow huge amounts of penicillin, using a mould found on a rotten melon. By 1944, enough penicillin was being made to treat many thousands of wounded soldiers.',
          picture: {
            alt: 'A factory making penicillin, with an arrow to a hospital.',
            parts: [
              { part: 'ground' },
              { part: 'factory', x: 110, y: 150, size: 140, label: 'Penicillin factory' },
              { part: 'fruit', x: 230, y: 200, size: 40, tint: '#f4a460', label: 'Melon' },
              { part: 'arrow', x: 300, y: 150, size: 70 },
            ],
          },
        },
        {
          text: 'In 1945, Fleming, Florey and Chain shared the Nobel Prize. Heatley and the penicillin girls were not named, but the work needed all of them. Penicillin has since saved millions of lives, because many people built on one lucky discovery.',
          picture: {
            alt: 'A gold prize star above a team of scientists.',
            parts: [
              { part: 'sky' },
              { part: 'star', x: 200, y: 60, size: 70, label: 'Nobel Prize 1945' },
              { part: 'scientist', x: 100, y: 170, size: 60 },
              { part: 'scientist', x: 200, y: 170, size: 60 },
              { part: 'scientist', x: 300, y: 170, size: 60 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What did Alexander Fleming notice in 1928?',
          correct: 'Bacteria had died around a patch of mould',
          wrong: ['A mouse had eaten his lunch', 'His dish had turned to gold', 'The mould had grown legs'],
          explanation:
            'Fleming saw that bacteria near the mould had died, and he called the germ-killing juice penicillin.',
        },
        {
          prompt: 'What problem did Norman Heatley help to solve?',
          correct: 'How to grow enough mould to make penicillin',
          wrong: ['How to fly a plane', 'How to build a microscope', 'How to catch the mice'],
          explanation: 'The mould made tiny amounts, so Heatley grew it in bedpans, bathtubs and milk churns.',
        },
        {
          prompt: 'Why is penicillin a good example of teamwork in science?',
          correct: 'Many people built on Fleming’s discovery to turn it into a medicine',
          wrong: ['Fleming did everything alone', 'It was found by accident and never used', 'Only one country helped'],
          explanation:
            'Florey, Chain, Heatley, the penicillin girls and American factories all built on Fleming’s discovery.',
        },
      ],
    },
  },
  {
    questId: 'b-med-002',
    type: 'book',
    name: 'Edward Jenner and the Milkmaid',
    yearLevels: [6],
    curriculum: ['AC9S6H01'],
    description: 'How cowpox led to the first vaccine, and how the idea spread around the world.',
    book: {
      pages: [
        {
          text: 'Two hundred and fifty years ago, a disease called smallpox killed millions of people. It caused a high fever and painful spots all over the body. People who survived it were often scarred, but they never caught it again.',
          picture: {
            alt: 'A sick child beside a thermometer showing a high fever.',
            parts: [
              { part: 'room' },
              { part: 'child', x: 160, y: 160, size: 80, tint: '#e57373', label: 'Smallpox' },
              { part: 'thermometer', x: 280, y: 140, size: 50, tint: '#e53935', label: 'High fever' },
            ],
          },
        },
        {
          text: 'Edward Jenner was a country doctor in England. Farmers told him that milkmaids who had caught cowpox, a mild disease from cows, did not get smallpox. Jenner wondered whether cowpox could protect other people too.',
          picture: {
            alt: 'A doctor listens to a milkmaid in the English countryside.',
            parts: [
              { part: 'ground' },
              { part: 'scientist', x: 120, y: 160, size: 80, label: 'Edward Jenner' },
              { part: 'child', x: 260, y: 160, size: 70, label: 'Milkmaid' },
              { part: 'speech-bubble', x: 300, y: 70, size: 70 },
            ],
          },
        },
        {
          text: 'In 1796, a milkmaid named Sarah Nelmes came to Jenner with cowpox sores on her hand. Jenner took a little fluid from a sore. He scratched it into the arm of James Phipps, the eight-year-old son of his gardener. James had a mild fever, then got better.',
          picture: {
            alt: 'Jenner scratches a boy’s arm while a milkmaid watches.',
            parts: [
              { part: 'room' },
              { part: 'scientist', x: 100, y: 150, size: 80 },
              { part: 'child', x: 220, y: 170, size: 60, label: 'James Phipps' },
              { part: 'hand', x: 330, y: 150, size: 50, label: 'Cowpox sores' },
            ],
          },
        },
        {
          text: 'Weeks later, Jenner put material from smallpox into James’s arm. James did not get sick. The cowpox had trained his body to fight smallpox. Testing on a child like this would never be allowed today, but it showed that Jenner’s idea worked.',
          picture: {
            alt: 'A healthy boy smiles and gives a thumbs up.',
            parts: [
              { part: 'sky' },
              { part: 'child', x: 200, y: 150, size: 90, label: 'Healthy' },
              { part: 'sun', x: 340, y: 50, size: 60 },
            ],
          },
        },
        {
          text: 'His method came to be called vaccination, from vacca, the Latin word for cow. He wrote up his results and posted cowpox samples to other doctors. They tested his idea on more people, and found that it worked again and again.',
          picture: {
            alt: 'Letters travel from Jenner to doctors far away.',
            parts: [
              { part: 'room' },
              { part: 'scientist', x: 90, y: 150, size: 70 },
              { part: 'arrow', x: 200, y: 100, size: 90, label: 'Samples and letters' },
              { part: 'scientist', x: 320, y: 150, size: 70, label: 'Other doctors' },
            ],
          },
        },
        {
          text: 'Soon vaccination spread around the world by ship. In 1803, a Spanish team carried cowpox across the oceans to America and Asia. By 1804, doctors in Sydney were vaccinating children against smallpox.',
          picture: {
            alt: 'An arrow crosses the ocean from England towards Australia.',
            parts: [
              { part: 'sea' },
              { part: 'arrow', x: 200, y: 150, size: 160, label: 'Across the oceans' },
              { part: 'house', x: 340, y: 100, size: 60, label: 'Sydney' },
            ],
          },
        },
        {
          text: 'People kept improving the vaccine for almost two hundred years. In 1980, the world declared that smallpox was gone for good. It is the first human disease ever wiped out, and it all began with a doctor who listened to milkmaids.',
          picture: {
            alt: 'The Earth with a star of celebration above it.',
            parts: [
              { part: 'space' },
              { part: 'earth', x: 200, y: 140, size: 150, label: 'Smallpox gone, 1980' },
              { part: 'star', x: 320, y: 50, size: 40 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What did Jenner notice about milkmaids who had caught cowpox?',
          correct: 'They did not get smallpox',
          wrong: ['They caught smallpox twice', 'They could not milk cows', 'They never had a fever'],
          explanation:
            'Farmers told Jenner that milkmaids who had cowpox did not get smallpox, which gave him his idea.',
        },
        {
          prompt: 'Where does the word vaccination come from?',
          correct: 'Vacca, the Latin word for cow',
          wrong: ['The name of a milkmaid', 'A town in Australia', 'The name of a ship'],
          explanation: 'Vaccination is named after vacca, Latin for cow, because the first vaccine came from cowpox.',
        },
        {
          prompt: 'How did Jenner’s idea spread around the world?',
          correct: 'He shared his results and samples, and other doctors tested and carried it further',
          wrong: ['He kept it a secret', 'The cows walked to each country', 'Smallpox disappeared by itself'],
          explanation: 'Other doctors tested Jenner’s idea and carried the vaccine by ship, even to Sydney by 1804.',
        },
      ],
    },
  },
  {
    questId: 'b-med-003',
    type: 'book',
    name: "Your Body's Defence Force",
    yearLevels: [6],
    curriculum: ['AC9S6H02'],
    description: 'Skin, tears and white blood cells: how your body keeps germs out and fights them off.',
    book: {
      pages: [
        {
          text: 'Germs are tiny living things, such as bacteria and viruses, that can make you sick. They are everywhere: on door handles, in the air and on your hands. Luckily, your body has a defence force that works day and night to keep you well.',
          picture: {
            alt: 'Tiny germs float around a child, who stands strong.',
            parts: [
              { part: 'room' },
              { part: 'child', x: 200, y: 160, size: 90 },
              { part: 'cell', x: 90, y: 80, size: 30, tint: '#7cb342', label: 'Germs' },
              { part: 'cell', x: 320, y: 90, size: 25, tint: '#7cb342' },
            ],
          },
        },
        {
          text: 'Your first line of defence is your skin. It is like a wall that germs cannot easily get through. That is why it is important to clean and cover a cut, because a cut is a gap in the wall.',
          picture: {
            alt: 'A hand with its skin acting as a wall against germs.',
            parts: [
              { part: 'sky' },
              { part: 'hand', x: 200, y: 140, size: 150, label: 'Skin wall' },
              { part: 'cell', x: 80, y: 60, size: 30, tint: '#7cb342' },
            ],
          },
        },
        {
          text: 'Your body has other guards too. Tears wash your eyes and contain chemicals that break down germs. Sticky mucus and tiny hairs in your nose trap germs. Strong acid in your stomach kills many germs you swallow.',
          picture: {
            alt: 'A teardrop and a nose trapping germs.',
            parts: [
              { part: 'room' },
              { part: 'raindrop', x: 130, y: 120, size: 50, label: 'Tears' },
              { part: 'bubble', x: 270, y: 120, size: 60, tint: '#c5e1a5', label: 'Sticky mucus' },
            ],
          },
        },
        {
          text: 'If germs do get inside, white blood cells go into action. Some white blood cells swallow germs whole and destroy them. Your body may also heat up, which is called a fever, and this makes it harder for some germs to grow.',
          picture: {
            alt: 'A big white blood cell swallows a small germ.',
            parts: [
              { part: 'room' },
              { part: 'cell', x: 170, y: 130, size: 130, tint: '#f5f5f5', label: 'White blood cell' },
              { part: 'cell', x: 290, y: 130, size: 35, tint: '#7cb342', label: 'Germ' },
              { part: 'thermometer', x: 360, y: 170, size: 35 },
            ],
          },
        },
        {
          text: 'Other white blood cells make antibodies. Antibodies are Y-shaped proteins that stick onto one kind of germ, so other cells can find and destroy it. After you get better, memory cells remember that germ, so next time your body fights back much faster.',
          picture: {
            alt: 'Y-shaped antibodies stick to a germ.',
            parts: [
              { part: 'room' },
              { part: 'cell', x: 200, y: 130, size: 70, tint: '#7cb342', label: 'Germ' },
              { part: 'arrow', x: 120, y: 130, size: 50, label: 'Antibodies' },
              { part: 'arrow', x: 280, y: 130, size: 50, turn: 180 },
            ],
          },
        },
        {
          text: 'Scientists used this knowledge to make vaccines, which train memory cells without making you sick. Knowing how germs spread also helps us decide what to do. We wash our hands, cough into our elbows and stay home when we are sick to protect each other.',
          picture: {
            alt: 'A child washes their hands at a sink with soap bubbles.',
            parts: [
              { part: 'room' },
              { part: 'child', x: 140, y: 150, size: 80 },
              { part: 'hand', x: 250, y: 170, size: 50 },
              { part: 'bubble', x: 280, y: 140, size: 25, label: 'Soap' },
              { part: 'raindrop', x: 250, y: 130, size: 20 },
            ],
          },
        },
      ],
      check: [
        {
          prompt: 'What is your body’s first line of defence against germs?',
          correct: 'Your skin',
          wrong: ['Your hair', 'Your bones', 'Your teeth'],
          explanation: 'Skin works like a wall that germs cannot easily get through.',
        },
        {
          prompt: 'What do antibodies do?',
          correct: 'They stick onto one kind of germ so it can be destroyed',
          wrong: ['They make you sneeze', 'They turn your skin red', 'They carry food to your cells'],
          explanation: 'Antibodies stick to a germ so other white blood cells can find it and destroy it.',
        },
        {
          prompt: 'Why does your body fight a germ faster the second time?',
          correct: 'Memory cells remember the germ',
          wrong: ['The germ gets tired', 'Your skin grows thicker', 'Tears wash it away'],
          explanation:
            'After you get better, memory cells remember the germ, so your body fights back much faster next time.',
        },
      ],
    },
  },
];
