import { describe, expect, it } from 'vitest';
import { checkPassword, isValidPassword } from './password.js';
import { isValidEmail, normaliseEmail } from './email.js';
import { isActivityType } from './activity-types.js';

describe('password rule (spec 1 §5)', () => {
  it('needs at least 7 characters', () => {
    expect(isValidPassword('Ab1!xy')).toBe(false);
    expect(isValidPassword('Ab1!xyz')).toBe(true);
  });

  it('needs 3 of the 4 categories', () => {
    expect(isValidPassword('abcdefgh')).toBe(false);
    expect(isValidPassword('abcdEFGH')).toBe(false);
    expect(isValidPassword('abcdEFG1')).toBe(true);
    expect(isValidPassword('abcdefg1!')).toBe(true);
    expect(isValidPassword('ABCDEF1!')).toBe(true);
  });

  it('refuses a control character, which no request may carry', () => {
    expect(isValidPassword('Abc1!xyz\u0000')).toBe(false);
    expect(isValidPassword('Abc1!\txyz')).toBe(false);
    expect(isValidPassword('Abc1! xyz')).toBe(true);
  });

  it('reports each checklist item and the count of character types met', () => {
    expect(checkPassword('aB3')).toMatchObject({
      lower: true,
      upper: true,
      number: true,
      symbol: false,
      length: false,
      categories: 3,
      valid: false,
    });
    expect(checkPassword('a b')).toMatchObject({ symbol: false, categories: 1 });
    expect(checkPassword('#').symbol).toBe(true);
  });
});

describe('e-mail pattern', () => {
  it('accepts ordinary school addresses and refuses malformed ones', () => {
    expect(isValidEmail('jo.smith+class@school.edu.au')).toBe(true);
    for (const bad of ['', 'jo', 'jo@', '@school.edu', 'jo@school', 'jo smith@school.edu', 'jo@@school.edu']) {
      expect(isValidEmail(bad)).toBe(false);
    }
  });

  it('compares addresses case-insensitively', () => {
    expect(normaliseEmail('  Jo.Smith@School.EDU ')).toBe('jo.smith@school.edu');
  });
});

describe('activity types', () => {
  it('knows the five types', () => {
    expect(['quiz', 'game', 'book', 'animation', 'song'].every(isActivityType)).toBe(true);
    expect(isActivityType('video')).toBe(false);
  });
});
