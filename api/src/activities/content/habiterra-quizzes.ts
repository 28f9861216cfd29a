import type { ActivityContent } from './content-types.js';

/** Habiterra's quizzes, each with its questions and answers (the realm's other activities: habiterra.ts). */
export const HABITERRA_QUIZZES: readonly ActivityContent[] = [
  {
    questId: 'q-ani-001',
    type: 'quiz',
    name: 'Built to Survive: Animal Adaptations',
    yearLevels: [5],
    curriculum: ['AC9S5U01'],
    description: 'Eyelashes, blubber, bills and night-time habits: features that help animals survive.',
    questions: [
      {
        prompt: 'Why does a camel have long, thick eyelashes?',
        correct: 'To keep blowing sand out of its eyes',
        wrong: ['To help it see at night', 'To keep its eyes warm', 'To catch insects'],
      },
      {
        prompt: 'Which of these is a behavioural adaptation?',
        correct: 'A bird flying to a warmer place for winter',
        wrong: ["A duck's webbed feet", "A polar bear's thick fur", "An echidna's spines"],
      },
      {
        prompt: 'How does a thick layer of blubber help a seal?',
        correct: 'It keeps the seal warm in cold water',
        wrong: ['It lets the seal breathe underwater', 'It helps the seal hear better', "It sharpens the seal's teeth"],
      },
      {
        prompt: 'Why do many desert animals, such as the bilby, come out only at night?',
        correct: 'To avoid the heat of the day',
        wrong: ['Because the sun makes them invisible', 'Because plants grow only at night', 'To stay out of the rain'],
      },
      {
        prompt: 'A platypus closes its eyes and ears underwater. How does it find food?',
        correct: 'Its bill senses tiny electrical signals from its prey',
        wrong: ['It smells with its tail', 'It listens with its feet', 'It sees in the dark'],
      },
    ],
  },
  {
    questId: 'q-ani-002',
    type: 'quiz',
    name: 'Life Cycle of a Frog',
    yearLevels: [3],
    curriculum: ['AC9S3U01'],
    description: 'From jelly-covered eggs to tadpoles to frogs: the stages of a frog’s life.',
    questions: [
      {
        prompt: "What hatches from a frog's egg?",
        correct: 'A tadpole',
        wrong: ['A tiny frog with legs', 'A caterpillar', 'A fish'],
      },
      {
        prompt: 'How does a young tadpole breathe underwater?',
        correct: 'Through gills',
        wrong: ['Through lungs like ours', 'Through its tail', 'It holds its breath for weeks'],
      },
      {
        prompt: 'What happens as a tadpole grows into a frog?',
        correct: 'It grows legs and its tail shrinks away',
        wrong: ['It grows feathers', 'It grows a shell', 'Its legs disappear'],
      },
      {
        prompt: 'Where do most frogs lay their eggs?',
        correct: 'In or near water',
        wrong: ['In birds’ nests', 'In dry desert sand', 'On the tops of mountains'],
      },
    ],
  },
  {
    questId: 'q-ani-003',
    type: 'quiz',
    name: 'Insect or Not?',
    yearLevels: [3],
    curriculum: ['AC9S3U01', 'AC9S3I04'],
    description: 'Count the legs and the body parts to decide which minibeasts are insects.',
    questions: [
      {
        prompt: 'How many legs does an adult insect have?',
        correct: 'Six',
        wrong: ['Eight', 'Four', 'Ten'],
      },
      {
        prompt: 'Which of these is NOT an insect?',
        correct: 'A spider',
        wrong: ['A beetle', 'A butterfly', 'An ant'],
      },
      {
        prompt: "What are the three main parts of an insect's body?",
        correct: 'Head, thorax and abdomen',
        wrong: ['Head, tail and wings', 'Shell, legs and eyes', 'Head, neck and back'],
      },
      {
        prompt: 'Which insect changes completely inside a chrysalis before it becomes an adult?',
        correct: 'A butterfly',
        wrong: ['A grasshopper', 'A cockroach', 'A cricket'],
      },
    ],
  },
  {
    questId: 'q-ani-004',
    type: 'quiz',
    name: 'Predators and Prey',
    yearLevels: [4],
    curriculum: ['AC9S4U01'],
    description: 'Hunters and the hunted: how predators catch their food and how prey stays safe.',
    questions: [
      {
        prompt: 'What is a predator?',
        correct: 'An animal that hunts and eats other animals',
        wrong: [
          'An animal that eats only plants',
          'A living thing that makes its own food',
          'An animal that never eats',
        ],
      },
      {
        prompt: 'Seeds → mouse → snake → eagle. Which living thing is both a predator and prey?',
        correct: 'The snake',
        wrong: ['The eagle', 'The mouse', 'The seeds'],
      },
      {
        prompt: 'How does camouflage help a prey animal?',
        correct: 'It blends in, so predators do not notice it',
        wrong: ['It runs faster', 'It stays warmer', 'It finds water more easily'],
      },
      {
        prompt: 'Why do eagles have sharp, hooked beaks and strong talons?',
        correct: 'To catch and tear their prey',
        wrong: ['To dig burrows', 'To crack open seeds', 'To swim faster'],
      },
    ],
  },
  {
    questId: 'q-ani-005',
    type: 'quiz',
    name: 'Surviving the Outback',
    yearLevels: [5, 6],
    curriculum: ['AC9S5U01', 'AC9S6U01'],
    description: 'Heat, drought and little water: how outback animals cope when conditions get tough.',
    questions: [
      {
        prompt: 'How do red kangaroos cool down on hot days?',
        correct: 'They lick their forearms, and the drying saliva cools them',
        wrong: ['They lie in the full sun', 'They grow thicker fur in summer', 'They drink seawater'],
      },
      {
        prompt: 'Why do some outback frogs bury themselves underground in the dry season?',
        correct: 'To stay moist until the rain returns',
        wrong: ['To hunt worms all year', 'To hide from snow', 'To lay their eggs in sand'],
      },
      {
        prompt: 'What happens to many animals when a long drought dries up the waterholes?',
        correct: 'They must move away, and some may die',
        wrong: ['They all grow bigger', 'Nothing changes for them', 'They start to eat rocks'],
      },
      {
        prompt: 'How does the thorny devil lizard collect water?',
        correct: 'Tiny grooves in its skin carry water to its mouth',
        wrong: ['It stores water in a hump', 'It drinks through its tail', 'It catches rain in its ears'],
      },
    ],
  },
  {
    questId: 'q-ani-006',
    type: 'quiz',
    name: 'Beaks, Feet and Feathers',
    yearLevels: [5],
    curriculum: ['AC9S5U01'],
    description: 'What a bird’s beak, feet and feathers tell you about how it lives.',
    questions: [
      {
        prompt: 'Why do ducks have webbed feet?',
        correct: 'To paddle through water',
        wrong: ['To climb trees', 'To dig for worms', 'To grip thin branches'],
      },
      {
        prompt: "What is a pelican's large throat pouch good for?",
        correct: 'Scooping up fish and water',
        wrong: ['Keeping its eggs warm', 'Storing fat for winter', 'Singing louder'],
      },
      {
        prompt: 'Which beak helps a honeyeater feed?',
        correct: 'A long, thin beak for reaching nectar inside flowers',
        wrong: [
          'A short, thick beak for cracking nuts',
          'A hooked beak for tearing meat',
          'A flat, wide beak for sifting mud',
        ],
      },
      {
        prompt: 'How can owls hunt so silently at night?',
        correct: 'Soft, fringed feathers muffle the sound of their wings',
        wrong: [
          'They never flap their wings',
          'They have no feathers on their wings',
          'They hunt only in thunderstorms',
        ],
      },
    ],
  },
  {
    questId: 'q-ani-007',
    type: 'quiz',
    name: 'Animal Life Cycles Compared',
    yearLevels: [3],
    curriculum: ['AC9S3U01'],
    description: 'Eggs, pouches and chrysalises: compare how different animals begin life and grow up.',
    questions: [
      {
        prompt: 'Which of these young animals is born rather than hatched from an egg?',
        correct: 'A kangaroo joey',
        wrong: ['A chick', 'A baby turtle', 'A baby crocodile'],
      },
      {
        prompt: "What is the right order of a butterfly's life cycle?",
        correct: 'Egg, caterpillar, pupa, adult',
        wrong: ['Egg, adult, caterpillar, pupa', 'Caterpillar, egg, adult, pupa', 'Pupa, egg, adult, caterpillar'],
      },
      {
        prompt: 'Which two mammals lay eggs?',
        correct: 'The platypus and the echidna',
        wrong: ['The koala and the wombat', 'The dolphin and the whale', 'The bat and the possum'],
      },
      {
        prompt: "How is a sea turtle's start in life different from a puppy's?",
        correct: 'Turtles hatch from eggs buried on a beach; puppies are born',
        wrong: ['Turtles are born; puppies hatch from eggs', 'Both hatch from eggs', 'Both are born in water'],
      },
    ],
  },
];
