import { describe, expect, it } from 'vitest';
import {
  SIGN_IN_CARD_ALPHABET,
  SIGN_IN_CARD_CODE_LENGTH,
  formatCardCode,
  generateCardCode,
  isCardCode,
  normaliseCardCode,
} from './sign-in-cards.js';

describe('sign-in card codes', () => {
  it('has no look-alike characters', () => {
    for (const lookAlike of ['0', 'O', '1', 'I', 'L']) expect(SIGN_IN_CARD_ALPHABET).not.toContain(lookAlike);
  });

  it('makes codes of the alphabet that read back as typed, however spaced or cased', () => {
    const code = generateCardCode((bound) => Math.floor(Math.random() * bound));
    expect(code).toHaveLength(SIGN_IN_CARD_CODE_LENGTH);
    expect(isCardCode(code)).toBe(true);
    expect(normaliseCardCode(` ${formatCardCode(code).toLowerCase()} `)).toBe(code);
  });

  it('prints a code in two groups of five', () => {
    expect(formatCardCode('ABCDEFGHJK')).toBe('ABCDE-FGHJK');
  });

  it('tells a typed code from a token', () => {
    expect(isCardCode('ABCDEFGHJ0')).toBe(false);
    expect(isCardCode('q3mZ0lB5pXw8yT1aKc9dRe')).toBe(false);
  });
});
