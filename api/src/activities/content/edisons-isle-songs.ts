import type { ActivityContent } from './content-types.js';

/** Edison's Isle's songs, each with its tune, lyrics and check (the realm's other activities: edisons-isle.ts). */
export const EDISONS_ISLE_SONGS: readonly ActivityContent[] = [
  {
    questId: 's-inv-001',
    type: 'song',
    name: "Eureka! The Inventor's Song",
    yearLevels: [3],
    curriculum: ['AC9S3H02'],
    description: 'Find a problem, sketch it, build it, test it: a song about the steps of inventing.',
    song: {
      tune: 'skip',
      tempo: 120,
      verses: [
        [
          'My shoelace keeps on coming loose,',
          'I trip and stumble in my shoes.',
          'A problem is the place to start,',
          'So use your head and use your heart!',
        ],
        [
          'I grab my notebook and a pen,',
          'I draw my plan and label it then.',
          'A picture helps my friends to see',
          'Just how my great idea will be.',
        ],
        [
          'I build a model, small and neat,',
          'And test it out upon my feet.',
          'If it comes loose, I change a bit,',
          'And test again, I will not quit!',
        ],
      ],
      chorus: ['Eureka! Eureka! A new idea!', 'Sketch it, build it, test it here!'],
      check: {
        line: 'A ___ is the place to start,',
        correct: 'problem',
        wrong: ['prize', 'trophy', 'guess'],
        explanation: 'Inventing starts with a problem or a need. Then you sketch, build and test a way to solve it.',
      },
    },
  },
  {
    questId: 's-inv-002',
    type: 'song',
    name: 'Conductor or Insulator?',
    yearLevels: [6],
    curriculum: ['AC9S6U03'],
    description: 'A quick-fire song that sorts materials by whether electricity can flow through them.',
    song: {
      tune: 'chant',
      tempo: 130,
      verses: [
        [
          'Copper, silver, steel and gold,',
          "Metals carry current, so we're told.",
          'Conductors let electric charge flow through,',
          'To light the globe and run the fridge for you.',
        ],
        [
          'Rubber, plastic, wood and glass',
          'Block the current when it tries to pass.',
          'Insulators keep us safe and sound,',
          'Wrapped round the wires that run around.',
        ],
        [
          "A circuit is a loop that's closed,",
          'From battery to globe it goes.',
          'Put rubber in the gap: no light!',
          'Put copper in, and it shines bright!',
        ],
        [
          'Take care, some water lets it through,',
          'Dry hands on plugs is what we do.',
          'And power lines are not for play,',
          'So stay well back and stay away.',
        ],
      ],
      chorus: [
        'Conductor, let the current flow!',
        'Insulator, tell it no!',
        'Close the loop and watch it glow,',
        'Test each one and then you know!',
      ],
      check: {
        line: 'Put ___ in, and it shines bright!',
        correct: 'copper',
        wrong: ['rubber', 'plastic', 'wood'],
        explanation:
          'Copper is a metal and a good conductor, so it closes the circuit and the globe lights. Rubber, plastic and wood are insulators.',
      },
    },
  },
  {
    questId: 's-inv-003',
    type: 'song',
    name: 'Push It Up the Ramp',
    yearLevels: [4],
    curriculum: ['AC9S4U03'],
    description: 'A work song about ramps, levers and pulleys that make heavy jobs lighter.',
    song: {
      tune: 'shanty',
      tempo: 100,
      verses: [
        [
          "This barrel's too heavy for me to lift,",
          'So lay down a ramp and give it a shift.',
          'A longer slope needs a smaller push,',
          "So roll it on up, there's no need to rush!",
        ],
        [
          'A plank on a rock makes a lever strong,',
          'Push down on the end where the plank is long.',
          'The short end rises and lifts the stone,',
          "A trick that's easy to do on your own.",
        ],
        [
          'A rope on a wheel is a pulley, mate,',
          'Pull down on the rope to lift the crate.',
          'It changes the way that the force will go,',
          'Pull down, it goes up, so heave and ho!',
        ],
        [
          'But gravity pulls the load back down,',
          'And friction rubs as the wheels go round.',
          "So push with a force that's big enough,",
          "And up it goes, now that's clever stuff!",
        ],
      ],
      chorus: [
        'Heave ho, push it up the ramp,',
        'Roll the load into the camp!',
        'A push, a pull, a force will do,',
        'Simple machines will help us through!',
      ],
      check: {
        line: 'A rope on a wheel is a ___, mate,',
        correct: 'pulley',
        wrong: ['lever', 'ramp', 'magnet'],
        explanation: 'A pulley is a rope over a wheel. Pulling down on the rope lifts the load up.',
      },
    },
  },
  {
    questId: 's-inv-004',
    type: 'song',
    name: 'Metal, Glass and Plastic Too',
    yearLevels: [4],
    curriculum: ['AC9S4U04'],
    description: 'Sing the properties of everyday materials: shiny, clear, bendy, strong.',
    song: {
      tune: 'skip',
      tempo: 116,
      verses: [
        [
          "Metal's shiny, metal's strong,",
          'Bridges made of steel last long.',
          'It lets the heat pass quickly through,',
          'So saucepans cook our dinner too.',
        ],
        [
          'Glass is clear, the light shines through,',
          'Windows let us see the view.',
          "It's hard and smooth, but take good care,",
          'If glass is dropped, it breaks, beware!',
        ],
        [
          'Plastic is light and waterproof,',
          "Lunch boxes, raincoats: that's the proof!",
          'It bends and lasts for years and years,',
          'So use it again and give three cheers!',
        ],
        [
          'Wool and cotton, fibres fine,',
          'Spun in threads and twisted twine.',
          'Soft and warm, they bend and fold,',
          'And keep us cosy in the cold.',
        ],
      ],
      chorus: [
        'Metal, glass and plastic too,',
        'Each has a job that it can do!',
        'Shiny, clear, bendy, strong,',
        "Pick the right one, can't go wrong!",
      ],
      check: {
        line: 'Glass is ___, the light shines through,',
        correct: 'clear',
        wrong: ['bendy', 'soft', 'furry'],
        explanation: 'Glass is clear, or see-through, so light passes through it. That is why we use it for windows.',
      },
    },
  },
  {
    questId: 's-inv-005',
    type: 'song',
    name: 'On the Shoulders of Giants',
    yearLevels: [6],
    curriculum: ['AC9S6H01'],
    description: 'A song about inventors who built on the ideas of those who came before them.',
    song: {
      tune: 'waltz',
      tempo: 90,
      verses: [
        [
          'Isaac Newton wrote one day:',
          'If I have seen further, I say,',
          'It is by standing tall upon',
          'The shoulders of the giants gone.',
        ],
        [
          'Some Dutch lens makers built a tube',
          'That made the far-off ships look huge.',
          'Then Galileo built his own,',
          'And saw new moons no one had known.',
        ],
        [
          'Volta stacked a battery high,',
          'Then Davy made a bright spark fly.',
          'Then Swan and Edison made light',
          'That filled our homes and lit the night.',
        ],
        [
          'Now scientists from every land',
          'Share what they find and lend a hand.',
          'So add your own idea one day,',
          'And help the next ones on their way.',
        ],
      ],
      chorus: [
        'On the shoulders of giants we stand,',
        'Building ideas, hand over hand.',
        'No one discovers all alone,',
        'We climb on what the past has shown.',
      ],
      check: {
        line: 'Volta stacked a ___ high,',
        correct: 'battery',
        wrong: ['telescope', 'rocket', 'light globe'],
        explanation:
          'Alessandro Volta made the first battery by stacking metal discs. Davy and later inventors used batteries like his to make electric light.',
      },
    },
  },
  {
    questId: 's-inv-006',
    type: 'song',
    name: 'Test It, Fix It, Try Again',
    yearLevels: [4],
    curriculum: ['AC9S4H02'],
    description: 'A never-give-up chorus about testing a design and making it better each time.',
    song: {
      tune: 'march',
      tempo: 112,
      verses: [
        [
          'We built a boat of foil and tape,',
          'We gave it such a clever shape.',
          'We dropped it in, it sank, oh no!',
          "We'll test it, fix it, have a go!",
        ],
        [
          'We found a hole along the side,',
          'We patched it up and tried and tried.',
          'We made the walls a little tall,',
          "And now it doesn't sink at all!",
        ],
        [
          'We added marbles, one by one,',
          'To count how many, just for fun.',
          'We changed one thing and kept the rest,',
          'A fair test shows which boat is best!',
        ],
        [
          'Real engineers do just the same,',
          'They test a bridge, a car, a plane.',
          'Each time it fails they learn and grow,',
          'And make it stronger, now you know!',
        ],
      ],
      chorus: [
        'Test it, fix it, try again!',
        'Every try, we learn, and then',
        'Make it better, make it new,',
        "Never give up, that's what we do!",
      ],
      check: {
        line: 'A fair ___ shows which boat is best!',
        correct: 'test',
        wrong: ['race', 'guess', 'wish'],
        explanation:
          'In a fair test you change only one thing and keep the rest the same, so you know what made the difference.',
      },
    },
  },
];
