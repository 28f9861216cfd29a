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
        explanation:
          'Camels live in deserts where strong winds whip up sand. Their long, double row of eyelashes works like a screen that catches the grains, a structural adaptation that protects their eyes.',
      },
      {
        prompt: 'Which of these is a behavioural adaptation?',
        correct: 'A bird flying to a warmer place for winter',
        wrong: ["A duck's webbed feet", "A polar bear's thick fur", "An echidna's spines"],
        explanation:
          "A behavioural adaptation is something an animal does, such as migrating to find warmth and food. Webbed feet, thick fur and spines are structural adaptations: features of the animal's body.",
      },
      {
        prompt: 'How does a thick layer of blubber help a seal?',
        correct: 'It keeps the seal warm in cold water',
        wrong: ['It lets the seal breathe underwater', 'It helps the seal hear better', "It sharpens the seal's teeth"],
        explanation:
          'Blubber is a thick layer of fat under the skin that holds in body heat, keeping seals warm in cold southern oceans. It also stores energy for when food is hard to find.',
      },
      {
        prompt: 'Why do many desert animals, such as the bilby, come out only at night?',
        correct: 'To avoid the heat of the day',
        wrong: ['Because the sun makes them invisible', 'Because plants grow only at night', 'To stay out of the rain'],
        explanation:
          'Desert days can be very hot, but nights are much cooler. Resting in a cool burrow by day and feeding at night is a behavioural adaptation that helps the bilby avoid overheating and save water.',
      },
      {
        prompt: 'A platypus closes its eyes and ears underwater. How does it find food?',
        correct: 'Its bill senses tiny electrical signals from its prey',
        wrong: ['It smells with its tail', 'It listens with its feet', 'It sees in the dark'],
        explanation:
          "Moving muscles give off tiny electrical signals. A platypus's bill has tens of thousands of sensors that detect them, so it can find yabbies and insect larvae in muddy water with its eyes shut.",
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
        prompt: 'What hatches from the eggs of most frogs?',
        correct: 'A tadpole',
        wrong: ['A tiny frog with legs', 'A caterpillar', 'A fish'],
        explanation:
          'Most frog eggs hatch into tadpoles, which live in water and look more like tiny fish than frogs. A few Australian frogs, like the turtle frog, skip this stage and hatch as tiny frogs.',
      },
      {
        prompt: 'How does a young tadpole breathe underwater?',
        correct: 'Through gills',
        wrong: ['Through lungs like ours', 'Through its tail', 'It holds its breath for weeks'],
        explanation:
          "Gills take in oxygen from the water, the way a fish's gills do. As the tadpole grows, it develops lungs, so the adult frog can breathe air.",
      },
      {
        prompt: 'What happens as a tadpole grows into a frog?',
        correct: 'It grows legs and its tail shrinks away',
        wrong: ['It grows feathers', 'It grows a shell', 'Its legs disappear'],
        explanation:
          'This big change is called metamorphosis. The back legs appear first, then the front legs, while the tail is slowly taken back into the body as the tadpole becomes a frog.',
      },
      {
        prompt: 'Where do most frogs lay their eggs?',
        correct: 'In or near water',
        wrong: ['In birds’ nests', 'In dry desert sand', 'On the tops of mountains'],
        explanation:
          'Frog eggs have no hard shell, only soft jelly, so they would dry out in the sun. Laying them in or near water keeps them wet, and the tadpoles can swim away when they hatch.',
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
        explanation:
          'All adult insects have six legs, three on each side of the middle part of the body. Spiders have eight legs, which is one quick way to tell they are not insects.',
      },
      {
        prompt: 'Which of these is NOT an insect?',
        correct: 'A spider',
        wrong: ['A beetle', 'A butterfly', 'An ant'],
        explanation:
          'Spiders have eight legs and two body parts, while insects have six legs and three body parts. Beetles, butterflies and ants all fit the insect pattern.',
      },
      {
        prompt: "What are the three main parts of an insect's body?",
        correct: 'Head, thorax and abdomen',
        wrong: ['Head, tail and wings', 'Shell, legs and eyes', 'Head, neck and back'],
        explanation:
          'The head has the eyes, mouth and feelers; the thorax, in the middle, is where the legs and wings join; and the abdomen, at the back, is where food is digested.',
      },
      {
        prompt: 'Which insect changes completely inside a chrysalis before it becomes an adult?',
        correct: 'A butterfly',
        wrong: ['A grasshopper', 'A cockroach', 'A cricket'],
        explanation:
          'A caterpillar makes a chrysalis, and inside it, its body is rebuilt into a butterfly. Young grasshoppers, cockroaches and crickets already look like small adults and grow bigger bit by bit.',
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
        explanation:
          'Predators are consumers that catch other animals, called prey, for food, like a kookaburra catching a lizard. Animals that eat only plants are herbivores, and living things that make their own food are producers.',
      },
      {
        prompt: 'Seeds → mouse → snake → eagle. Which living thing is both a predator and prey?',
        correct: 'The snake',
        wrong: ['The eagle', 'The mouse', 'The seeds'],
        explanation:
          'The snake hunts and eats the mouse, so it is a predator, and the eagle hunts and eats the snake, so it is also prey. Nothing in this chain hunts the eagle, and here the mouse eats seeds, not animals.',
      },
      {
        prompt: 'How does camouflage help a prey animal?',
        correct: 'It blends in, so predators do not notice it',
        wrong: ['It runs faster', 'It stays warmer', 'It finds water more easily'],
        explanation:
          'Colours and shapes that match the surroundings make prey hard to spot, like a stick insect that looks like a twig. If a predator cannot see it, the prey is less likely to be eaten.',
      },
      {
        prompt: 'Why do eagles have sharp, hooked beaks and strong talons?',
        correct: 'To catch and tear their prey',
        wrong: ['To dig burrows', 'To crack open seeds', 'To swim faster'],
        explanation:
          'Strong talons grip and hold prey, and the sharp, hooked beak tears meat into pieces small enough to swallow. Birds that crack seeds, like finches, have short, thick beaks instead.',
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
        explanation:
          'As saliva evaporates from the skin, it carries heat away. The forearms have many blood vessels close to the skin, so licking them cools the blood flowing through.',
      },
      {
        prompt: 'Why do some outback frogs bury themselves underground in the dry season?',
        correct: 'To stay moist until the rain returns',
        wrong: ['To hunt worms all year', 'To hide from snow', 'To lay their eggs in sand'],
        explanation:
          'Frogs lose water easily through their thin skin. Some, such as the water-holding frog, dig down and wrap themselves in a cocoon of shed skin, then wait for months, even years, until heavy rain returns.',
      },
      {
        prompt: 'What happens to many animals when a long drought dries up the waterholes?',
        correct: 'They must move away, and some may die',
        wrong: ['They all grow bigger', 'Nothing changes for them', 'They start to eat rocks'],
        explanation:
          'Survival depends on the physical conditions of a habitat, and water is one of the most important. When it runs out, animals that can travel, like emus, move to find more, while others may die.',
      },
      {
        prompt: 'How does the thorny devil lizard collect water?',
        correct: 'Tiny grooves in its skin carry water to its mouth',
        wrong: ['It stores water in a hump', 'It drinks through its tail', 'It catches rain in its ears'],
        explanation:
          'Water from dew, rain or damp sand is drawn into tiny grooves between its scales by capillary action and moves along them to the corners of its mouth. This helps it survive where there is little to drink.',
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
        explanation:
          'Skin stretched between the toes turns each foot into a paddle that pushes more water backwards with every stroke. On the forward swing the toes fold together, so the foot slides forward through the water easily.',
      },
      {
        prompt: "What is a pelican's large throat pouch good for?",
        correct: 'Scooping up fish and water',
        wrong: ['Keeping its eggs warm', 'Storing fat for winter', 'Singing louder'],
        explanation:
          "A pelican's stretchy pouch works like a scoop net, filling with water and fish when it dips its bill. The pelican then tips its head to drain the water out and swallows the fish, so the pouch does not store food.",
      },
      {
        prompt: 'Which beak helps a honeyeater feed?',
        correct: 'A long, thin beak for reaching nectar inside flowers',
        wrong: [
          'A short, thick beak for cracking nuts',
          'A hooked beak for tearing meat',
          'A flat, wide beak for sifting mud',
        ],
        explanation:
          'Nectar sits deep inside flowers such as grevilleas and banksias, and a long, thin beak with a brush-tipped tongue lets the honeyeater reach it. Short, thick beaks suit cracking seeds, and hooked beaks suit tearing meat.',
      },
      {
        prompt: 'How can owls hunt so silently at night?',
        correct: 'Soft, fringed feathers muffle the sound of their wings',
        wrong: [
          'They never flap their wings',
          'They have no feathers on their wings',
          'They hunt only in thunderstorms',
        ],
        explanation:
          'Most bird feathers have stiff edges that make a whooshing sound. Owl feathers have soft, comb-like fringes that break up the air flowing over the wing, so their prey cannot hear them coming.',
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
        explanation:
          "Kangaroos are mammals: a joey is born tiny, then crawls into its mother's pouch to keep growing. Chicks, baby turtles and baby crocodiles all hatch from eggs.",
      },
      {
        prompt: "What is the right order of a butterfly's life cycle?",
        correct: 'Egg, caterpillar, pupa, adult',
        wrong: ['Egg, adult, caterpillar, pupa', 'Caterpillar, egg, adult, pupa', 'Pupa, egg, adult, caterpillar'],
        explanation:
          'A butterfly lays an egg, a caterpillar hatches and eats a lot, then it becomes a pupa (chrysalis). Inside, it changes into an adult butterfly, which can lay eggs to start the cycle again.',
      },
      {
        prompt: 'Which two mammals lay eggs?',
        correct: 'The platypus and the echidna',
        wrong: ['The koala and the wombat', 'The dolphin and the whale', 'The bat and the possum'],
        explanation:
          'The platypus and the echidna are monotremes, the only mammals that lay eggs, and both live in Australia. Like other mammals, they have fur and feed their young on milk.',
      },
      {
        prompt: "How is a sea turtle's start in life different from a puppy's?",
        correct: 'Turtles hatch from eggs buried on a beach; puppies are born',
        wrong: ['Turtles are born; puppies hatch from eggs', 'Both hatch from eggs', 'Both are born in water'],
        explanation:
          'A mother turtle buries her eggs in the sand and leaves; the hatchlings dig out and crawl to the sea on their own. A puppy grows inside its mother, is born, and then drinks her milk.',
      },
    ],
  },
];
