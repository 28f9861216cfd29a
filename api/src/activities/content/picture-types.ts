/*
 * Pictures of the library's books and animations (issue 33), composed from a
 * small shared kit of drawn parts, as the banners are drawn by the server:
 * no image files. A picture is a 400 × 250 scene (x to the right, y down);
 * each part is placed by its centre and its size (the width of its box, in
 * the scene's units), and may be tinted. The kit draws each part (its
 * drawing lives beside the banners' patterns); content names parts only.
 */

/** The scene every picture is drawn in. */
export const PICTURE_WIDTH = 400;
export const PICTURE_HEIGHT = 250;

/**
 * The parts of the kit, each with what it looks like, so a writer knows what
 * to place. A picture may use any; backgrounds (`sky`, `ground`, `sea`,
 * `space`, `soil-layers`, `room`) fill the whole scene and take no position.
 */
export const PICTURE_PARTS = {
  // Backgrounds: the whole scene.
  sky: 'a pale blue daytime sky over the whole scene',
  'night-sky': 'a dark blue night sky with a few small stars',
  ground: 'sky above, a band of green grass over brown earth at the bottom third',
  sea: 'sky above, blue sea with small waves in the lower half',
  space: 'black space with scattered stars',
  'soil-layers': 'a cut-away of the ground: grass, dark topsoil, paler subsoil, grey rock',
  room: 'a plain classroom or kitchen wall with a bench along the bottom',
  // Sky and space.
  sun: 'a yellow sun with short rays',
  cloud: 'a white fluffy cloud',
  'rain-cloud': 'a grey cloud with falling raindrops',
  raindrop: 'one blue raindrop',
  snowflake: 'a six-armed white snowflake',
  lightning: 'a yellow lightning bolt',
  rainbow: 'a rainbow arc',
  moon: 'a pale grey Moon with craters',
  'moon-crescent': 'a thin crescent Moon',
  star: 'a five-pointed yellow star',
  earth: 'the Earth from space: blue oceans, green-brown land, white clouds',
  planet: 'a round planet (tint it: Mars red, Neptune blue…)',
  'ringed-planet': 'a planet with a ring, like Saturn',
  rocket: 'a small rocket with a flame',
  telescope: 'a telescope on a tripod',
  // Land and water.
  mountain: 'a mountain with a snowy peak',
  volcano: 'a volcano with a glowing top and a puff of smoke',
  hill: 'a low green hill',
  river: 'a winding blue river, left to right',
  wave: 'a curling sea wave',
  rock: 'a grey rock',
  'sand-dune': 'a sandy dune',
  ice: 'a block of ice or an iceberg',
  // Plants.
  tree: 'a leafy green tree',
  'gum-tree': 'a eucalyptus with a pale trunk and grey-green leaves',
  flower: 'a flower on a stem with leaves',
  grass: 'a tuft of grass',
  seed: 'a seed',
  seedling: 'a seedling with two leaves and roots',
  leaf: 'a single green leaf',
  fruit: 'a round fruit (tint it)',
  cactus: 'a cactus',
  mangrove: 'a mangrove tree on arching roots in water',
  // Animals and people.
  bee: 'a honeybee',
  butterfly: 'a butterfly',
  caterpillar: 'a caterpillar',
  ant: 'an ant',
  worm: 'an earthworm',
  spider: 'a spider',
  fish: 'a fish (tint it)',
  frog: 'a frog',
  tadpole: 'a tadpole',
  egg: 'an egg',
  bird: 'a small bird',
  kangaroo: 'a kangaroo',
  koala: 'a koala',
  lizard: 'a lizard',
  turtle: 'a sea turtle',
  dinosaur: 'a long-necked dinosaur',
  't-rex': 'a two-legged meat-eating dinosaur',
  fossil: 'a spiral shell fossil in rock',
  bone: 'a bone',
  footprint: 'a three-toed footprint',
  child: 'a child standing, arms at the sides',
  scientist: 'a person in a lab coat and safety glasses',
  hand: 'a hand',
  cell: 'a round cell with a nucleus',
  // Matter, energy and things made.
  magnet: 'a red and blue horseshoe magnet',
  battery: 'a battery with + and − ends',
  bulb: 'a light globe (glows when tinted yellow)',
  wire: 'a short wire, left to right',
  switch: 'an on-off switch',
  gear: 'a cog wheel',
  lever: 'a plank on a triangle pivot',
  wheel: 'a wheel',
  ramp: 'a sloping ramp',
  ball: 'a ball (tint it)',
  car: 'a toy car',
  kite: 'a kite',
  thermometer: 'a thermometer',
  flame: 'a candle flame or fire',
  'ice-cube': 'an ice cube',
  puddle: 'a puddle',
  steam: 'rising wisps of steam',
  kettle: 'a kettle',
  pot: 'a cooking pot',
  cup: 'a cup or glass of water',
  beaker: 'a lab beaker with liquid (tint it)',
  'test-tube': 'a test tube',
  microscope: 'a microscope',
  bubble: 'a bubble',
  arrow: 'a plain arrow pointing right (turn it with `turn`)',
  'speech-bubble': 'an empty speech bubble',
  house: 'a house',
  factory: 'a factory with a chimney',
  'solar-panel': 'a solar panel',
  'wind-turbine': 'a wind turbine',
  recycle: 'a recycling symbol',
  bin: 'a rubbish bin',
} as const;

export type PicturePartName = keyof typeof PICTURE_PARTS;

/** How a part moves in an animation's scene (none in a book, or with reduced motion). */
export const PICTURE_MOTIONS = {
  rise: 'moves up by its size, again and again',
  fall: 'moves down by its size, again and again',
  'drift-left': 'moves left across a third of the scene',
  'drift-right': 'moves right across a third of the scene',
  spin: 'turns round its centre',
  pulse: 'grows a little and back',
  glow: 'brightens and dims',
  'fade-in': 'appears slowly, once',
  'fade-out': 'disappears slowly, once',
  grow: 'grows from nothing to its size, once',
  shrink: 'shrinks from its size to nothing, once',
  orbit: 'circles round a point its size away (the Moon round the Earth…)',
  sway: 'leans left and right',
  bounce: 'hops up and down',
} as const;

export type PictureMotion = keyof typeof PICTURE_MOTIONS;

/** One part placed in a picture. */
export interface PicturePart {
  part: PicturePartName;
  /** Its centre in the 400 × 250 scene (a background takes none). */
  x?: number;
  y?: number;
  /** The width of its box, 10 to 400 (default 60). */
  size?: number;
  /** A colour (#rrggbb) for a part that takes one. */
  tint?: string;
  /** Degrees clockwise. */
  turn?: number;
  /** A short word or two drawn beside it ("Evaporation", "North"); at most 24 characters. */
  label?: string;
  /** In an animation only: how it moves. */
  motion?: PictureMotion;
}

/** A picture: its parts drawn in order, the first behind. `alt` says what it shows, for a screen reader. */
export interface Picture {
  alt: string;
  parts: readonly PicturePart[];
}
