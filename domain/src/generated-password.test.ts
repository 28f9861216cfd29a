import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  GENERATED_PASSWORD_ALPHABET,
  GENERATED_PASSWORD_CATEGORIES,
  GENERATED_PASSWORD_LENGTH,
  generatePassword,
  isGeneratedPassword,
} from './generated-password.js';
import { isValidPassword } from './password.js';

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

describe('generated passwords', () => {
  it('always meet the password rule and hold every category', () => {
    const random = seeded(42);
    for (let i = 0; i < 2000; i += 1) {
      const password = generatePassword(random);
      expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
      expect(isValidPassword(password)).toBe(true);
      expect(isGeneratedPassword(password)).toBe(true);
    }
  });

  it('keep look-alikes and spreadsheet formula characters out of the alphabet', () => {
    expect(new Set(GENERATED_PASSWORD_ALPHABET).size).toBe(64);
    for (const char of '0O1lI=+-@,;"\' ') expect(GENERATED_PASSWORD_ALPHABET).not.toContain(char);
  });

  it('carry more than 80 bits of entropy', () => {
    // Strings of the length over the alphabet holding every category, by inclusion-exclusion.
    const sizes = GENERATED_PASSWORD_CATEGORIES.map((category) => category.length);
    let count = 0n;
    for (let mask = 0; mask < 1 << sizes.length; mask += 1) {
      const missing = sizes.filter((_, i) => mask & (1 << i)).reduce((a, b) => a + b, 0);
      const term = BigInt(64 - missing) ** BigInt(GENERATED_PASSWORD_LENGTH);
      count += (mask.toString(2).split('1').length - 1) % 2 === 0 ? term : -term;
    }
    expect(Math.log2(Number(count))).toBeGreaterThan(80);
  });

  it('differ from one another with a real random source', () => {
    const passwords = new Set(Array.from({ length: 500 }, () => generatePassword(randomInt)));
    expect(passwords.size).toBe(500);
  });

  it('recognise only their own shape', () => {
    expect(isGeneratedPassword('Str0ng!pw')).toBe(false);
    expect(isGeneratedPassword('abcdefghijkmnp')).toBe(false);
    expect(isGeneratedPassword('Abcdefghijk2m=')).toBe(false);
  });
});
