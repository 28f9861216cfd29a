import { describe, expect, it } from 'vitest';
import { TYPED_CODE_LENGTH } from './limits.js';
import {
  TYPED_CODE_ALPHABET,
  isTypedCode,
  makeTypedCode,
  normaliseTypedCode,
  printedTypedCode,
} from './typed-codes.js';

describe('typed codes (sign-in cards, family codes)', () => {
  it('use no characters a reader mistakes for others', () => {
    for (const lookAlike of ['0', 'O', '1', 'I', 'L']) expect(TYPED_CODE_ALPHABET).not.toContain(lookAlike);
    expect(new Set(TYPED_CODE_ALPHABET).size).toBe(TYPED_CODE_ALPHABET.length);
  });

  it('are drawn from the alphabet, at the set length', () => {
    let next = 0;
    const code = makeTypedCode((bound) => next++ % bound);
    expect(code).toHaveLength(TYPED_CODE_LENGTH);
    expect(isTypedCode(code)).toBe(true);
    expect(normaliseTypedCode(` ${printedTypedCode(code).toLowerCase()} `)).toBe(code);
  });

  it('read back as printed, in small letters or with spaces', () => {
    expect(printedTypedCode('ABCDEFGHJK')).toBe('ABCDE-FGHJK');
    expect(normaliseTypedCode(' abcde-fghjk ')).toBe('ABCDEFGHJK');
    expect(normaliseTypedCode('ABC DE FGH JK')).toBe('ABCDEFGHJK');
    expect(isTypedCode(normaliseTypedCode('ABCDE-FGHJ0'))).toBe(false);
    expect(isTypedCode('ABCDE')).toBe(false);
    expect(isTypedCode('q3mZ0lB5pXw8yT1aKc9dRe')).toBe(false);
  });
});
