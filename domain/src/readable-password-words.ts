/**
 * The words of students' readable one-time passwords ("koala-river-sun-42",
 * see readable-password.ts). No word list made for children is kept on the
 * npm registry (the diceware and BIP-39 lists are for adults: long, abstract,
 * some unkind), so this one is curated here, for the portal (issue 36): short
 * (3 to 6 letters), common, concrete nouns and colours a Year 1–3 child can
 * read and spell — animals, nature, colours, food and everyday things — in
 * lowercase ASCII letters only. Left out on purpose: words that sound like
 * another word a child might write instead (pea/pee, hare/hair, son), words
 * that can be used as an insult (pig, cow, rat, worm, nut, donkey), scary
 * ones, and names of people. Adding words only strengthens the passwords;
 * the unit test keeps the list at least READABLE_PASSWORD_MIN_WORDS long.
 */
const WORDS_BY_KIND = {
  /** Animals. */
  animals: `
    ant bat bear bee bird bunny calf camel cat chick crab crow deer dingo dog dove duck eagle emu fish foal fox frog
    gecko goose hen hippo horse kitten koala lamb lion lizard llama magpie mole moose moth mouse newt otter owl
    panda parrot pony possum puffin puppy rabbit robin seal shark sheep snail squid swan tiger turtle whale wolf
    wombat yak zebra beaver monkey badger kiwi finch turkey goat puma orca bison ferret pigeon salmon walrus lark
    beetle hawk
  `,
  /** Nature and the sky. */
  nature: `
    sun moon star sky cloud rain snow wind leaf tree grass flower rose daisy lily seed root rock stone sand shell
    beach wave lake river pond hill cave island field forest garden park moss fern twig log nest pebble comet planet
    earth ocean coral reef frost ice puddle cliff valley meadow spring summer winter petal acorn maple pine oak palm
    cactus tulip bloom breeze storm tide desert jungle bush wood
  `,
  /** Colours. */
  colours: `
    red blue green pink gold silver orange purple yellow brown white violet
  `,
  /** Food. */
  food: `
    apple banana plum peach grape lemon lime mango melon cherry berry corn bean carrot potato tomato onion rice
    bread toast cake pie bun jam honey milk egg cheese butter soup pasta pizza taco muffin cookie waffle juice olive
    salad peanut pear date fig noodle pickle cocoa sushi cereal scone lolly
  `,
  /** Things to play with, wear and use. */
  things: `
    ball kite boat ship train car bus bike truck plane rocket drum bell book pen hat cap sock shoe boot coat scarf
    glove mitten bag box cup mug bowl spoon fork plate chair table bed lamp door key clock window house tent castle
    tower bridge road farm barn shop school robot puzzle crayon paint brush chalk paper card heart smile button
    candle doll slide swing sled wagon piano flute harp violin banjo map globe magnet ladder basket bucket spade
    rope ring crown jewel medal flag sail pillow quilt skate helmet jumper apron pencil ruler marble yoyo teapot
    kettle oven sink bath towel soap comb mirror garage fence gate path tunnel ferry raft canoe wheel wing badge
    stamp letter parcel gift party song dance music story poem game team goal prize circle square zigzag spot stripe
    dot bead bubble ribbon cubby
  `,
};

export const READABLE_PASSWORD_WORDS: readonly string[] = Object.values(WORDS_BY_KIND).flatMap((words) =>
  words.split(/\s+/).filter((word) => word !== ''),
);
