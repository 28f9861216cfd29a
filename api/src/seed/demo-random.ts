/**
 * The demo history's randomness: mulberry32 seeded from a string (FNV-1a),
 * so each stream (one group's assignments, one student's work on one
 * assignment) gives the same numbers on every install, whatever else the
 * seed draws or in which order.
 */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** An integer from `low` to `high`, both included. */
  int(low: number, high: number): number;
  /** A number in [low, high). */
  between(low: number, high: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** How many of `trials` succeed, each with probability `p`. */
  successes(trials: number, p: number): number;
  /** The items in a random order (a copy). */
  shuffled<T>(items: readonly T[]): T[];
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32 (Tommy Ettinger's 32-bit generator), seeded by the hash of `seed`. */
export function randomFrom(seed: string): Random {
  let state = fnv1a(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const random: Random = {
    next,
    int: (low, high) => low + Math.floor(next() * (high - low + 1)),
    between: (low, high) => low + next() * (high - low),
    chance: (p) => next() < p,
    successes: (trials, p) => {
      let count = 0;
      for (let trial = 0; trial < trials; trial += 1) if (next() < p) count += 1;
      return count;
    },
    shuffled: <T>(items: readonly T[]): T[] => {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index -= 1) {
        const other = Math.floor(next() * (index + 1));
        [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
      }
      return copy;
    },
  };
  return random;
}

export function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
