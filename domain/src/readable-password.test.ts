import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkPassword, isValidPassword } from './password.js';
import {
  READABLE_PASSWORD_MIN_WORDS,
  generateReadablePassword,
  getsReadablePassword,
  isReadablePassword,
  readablePasswordEntropyBits,
} from './readable-password.js';
import { READABLE_PASSWORD_WORDS } from './readable-password-words.js';

/** A repeatable random source for the tests (mulberry32). */
function seeded(seed: number) {
  let state = seed;
  return (bound: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * bound);
  };
}

describe('the word list of readable passwords', () => {
  it('holds short words of lowercase letters only, each once', () => {
    for (const word of READABLE_PASSWORD_WORDS) expect(word).toMatch(/^[a-z]{3,6}$/);
    expect(new Set(READABLE_PASSWORD_WORDS).size).toBe(READABLE_PASSWORD_WORDS.length);
  });

  it('is long enough for more than 30 bits with the throttle (see readable-password.ts)', () => {
    expect(READABLE_PASSWORD_WORDS.length).toBeGreaterThanOrEqual(READABLE_PASSWORD_MIN_WORDS);
    expect(readablePasswordEntropyBits(READABLE_PASSWORD_MIN_WORDS)).toBeGreaterThan(30);
    expect(readablePasswordEntropyBits(READABLE_PASSWORD_WORDS.length)).toBeGreaterThan(31);
  });
});

describe('readable passwords', () => {
  it('are three different listed words and two digits, and pass the password rule', () => {
    const random = seeded(7);
    for (let i = 0; i < 2000; i += 1) {
      const password = generateReadablePassword(random);
      const parts = password.split('-');
      expect(parts).toHaveLength(4);
      const words = parts.slice(0, 3);
      for (const word of words) expect(READABLE_PASSWORD_WORDS).toContain(word);
      expect(new Set(words).size).toBe(3);
      expect(parts[3]).toMatch(/^[1-9][0-9]$/);
      expect(isValidPassword(password)).toBe(true);
      expect(isReadablePassword(password)).toBe(true);
    }
  });

  it('meet the rule by lower case, a digit and a symbol, as the rule counts them', () => {
    const check = checkPassword('koala-river-sun-42');
    expect(check).toMatchObject({ lower: true, upper: false, number: true, symbol: true, length: true });
    expect(check.valid).toBe(true);
  });

  it('use every word of the list and every number over many draws', () => {
    const random = seeded(11);
    const seen = new Set<string>();
    const numbers = new Set<string>();
    for (let i = 0; i < 20000; i += 1) {
      const parts = generateReadablePassword(random).split('-');
      parts.slice(0, 3).forEach((word) => seen.add(word));
      numbers.add(parts[3] ?? '');
    }
    expect(seen.size).toBe(READABLE_PASSWORD_WORDS.length);
    expect(numbers.size).toBe(90);
  });

  it('differ from one another with a real random source', () => {
    const passwords = new Set(Array.from({ length: 200 }, () => generateReadablePassword(randomInt)));
    expect(passwords.size).toBe(200);
  });

  it('recognise only their own shape', () => {
    expect(isReadablePassword('koala-river-sun-42')).toBe(true);
    expect(isReadablePassword('koala-koala-sun-42')).toBe(false);
    expect(isReadablePassword('koala-river-sun-07')).toBe(false);
    expect(isReadablePassword('Koala-river-sun-42')).toBe(false);
    expect(isReadablePassword('koala-zzz-sun-42')).toBe(false);
    expect(isReadablePassword('Str0ng!pw')).toBe(false);
  });
});

describe('who gets a readable password', () => {
  it('is a student only; staff, parents and a student who is also a parent get a strong one', () => {
    expect(getsReadablePassword(['student'])).toBe(true);
    expect(getsReadablePassword(['teacher'])).toBe(false);
    expect(getsReadablePassword(['admin', 'teacher'])).toBe(false);
    expect(getsReadablePassword(['parent'])).toBe(false);
    expect(getsReadablePassword(['student', 'parent'])).toBe(false);
    expect(getsReadablePassword([])).toBe(false);
  });
});
