import type { GameFeedback, PlayableGame } from './game-shape';

/*
 * Small games of each mechanic for the game tests, written as the server sends
 * them: items shuffled, targets in order, the solution only where staff would get it.
 */

/** What a game of another mechanic, or a student's read, leaves out. */
const NONE = { hint: null, orderFrom: null, orderTo: null, diagramUrl: null, diagramTitle: null, solution: null };

const items = (prefix: string, texts: readonly string[]) =>
  texts.map((text, index) => ({ itemId: `${prefix}.${index + 1}`, text }));

/** Which target (or position) each item's text belongs at, as `solution` lists it. */
function solutionOf(game: PlayableGame, where: Readonly<Record<string, string>>) {
  return game.items.map(({ itemId, text }) => ({ itemId, answer: where[text] ?? '' }));
}

const conductors: PlayableGame = {
  ...NONE,
  mechanic: 'SORT',
  prompt: 'Sort each object by whether electricity flows through it.',
  hint: 'Metals let electricity through.',
  items: items('g-sort', [
    'Copper wire',
    'Rubber band',
    'Steel nail',
    'Plastic ruler',
    'Aluminium foil',
    'Wooden spoon',
    'Silver coin',
    'Glass marble',
  ]),
  targets: [
    { targetId: 'conductors', text: 'Conductors' },
    { targetId: 'insulators', text: 'Insulators' },
  ],
};
export const CONDUCTOR_GROUPS: Readonly<Record<string, string>> = {
  'Copper wire': 'conductors',
  'Steel nail': 'conductors',
  'Aluminium foil': 'conductors',
  'Silver coin': 'conductors',
  'Rubber band': 'insulators',
  'Plastic ruler': 'insulators',
  'Wooden spoon': 'insulators',
  'Glass marble': 'insulators',
};
export const SORT_GAME: PlayableGame = { ...conductors, solution: solutionOf(conductors, CONDUCTOR_GROUPS) };

export const MATCH_GAME: PlayableGame = {
  ...NONE,
  mechanic: 'MATCH',
  prompt: 'Match each thing to the material that suits it best.',
  items: items('g-match', ['Window', 'Tea towel', 'Saucepan', 'Umbrella cover', 'Winter jumper', 'Electrical wire']),
  targets: [
    { targetId: 'nylon', text: 'Nylon: thin, light and waterproof' },
    { targetId: 'glass', text: 'Glass: hard and see-through' },
    { targetId: 'steel', text: 'Stainless steel: strong and lets heat through' },
    { targetId: 'wool', text: 'Wool: a soft, warm natural fibre' },
    { targetId: 'copper', text: 'Copper: bends and carries electricity' },
    { targetId: 'cotton', text: 'Cotton: soaks up water well' },
  ],
};
export const MATERIALS: Readonly<Record<string, string>> = {
  Window: 'glass',
  'Tea towel': 'cotton',
  Saucepan: 'steel',
  'Umbrella cover': 'nylon',
  'Winter jumper': 'wool',
  'Electrical wire': 'copper',
};

export const PLANETS = ['Mercury', 'Venus', 'Earth', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune'] as const;
const planets: PlayableGame = {
  ...NONE,
  mechanic: 'ORDER',
  prompt: 'Put the planets in order from the Sun.',
  orderFrom: 'Closest to the Sun',
  orderTo: 'Furthest from the Sun',
  items: items('g-order', ['Mars', 'Mercury', 'Jupiter', 'Earth', 'Neptune', 'Venus', 'Saturn', 'Uranus']),
  targets: [],
};
export const ORDER_GAME: PlayableGame = {
  ...planets,
  solution: solutionOf(planets, Object.fromEntries(PLANETS.map((planet, index) => [planet, String(index + 1)]))),
};

export const LABEL_GAME: PlayableGame = {
  ...NONE,
  mechanic: 'LABEL',
  prompt: 'Place each label on the part of the torch it names.',
  items: items('g-label', ['Switch', 'Battery', 'Lens', 'Spring', 'Globe', 'Reflector']),
  targets: ['A', 'B', 'C', 'D', 'E', 'F'].map((letter) => ({ targetId: `spot-${letter}`, text: letter })),
  diagramUrl: '/images/g-inv-002/diagram.svg',
  diagramTitle: 'A torch cut open to show its circuit',
};
export const TORCH_SPOTS: Readonly<Record<string, string>> = {
  Battery: 'spot-A',
  Spring: 'spot-B',
  Switch: 'spot-C',
  Globe: 'spot-D',
  Reflector: 'spot-E',
  Lens: 'spot-F',
};

/** The portal's grading of answers (item text → answer) against where each item belongs. */
export function gradeAnswers(
  game: PlayableGame,
  belongs: Readonly<Record<string, string>>,
  answered: Readonly<Record<string, string>>,
): GameFeedback[] {
  return game.items.map(({ itemId, text }) => {
    const [answer, expected] = [answered[text] ?? '', belongs[text] ?? ''];
    return { itemId, answer, expected, correct: answer === expected };
  });
}
