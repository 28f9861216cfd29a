import { describe, expect, it } from 'vitest';
import {
  FAMILY_CODE_ALPHABET,
  isFamilyCodeShape,
  makeFamilyCode,
  normaliseFamilyCode,
  printedFamilyCode,
} from './family-codes.js';
import { FAMILY_CODE_LENGTH } from './limits.js';

describe('family codes', () => {
  it('use no characters a reader mistakes for others', () => {
    for (const lookAlike of ['0', 'O', '1', 'I', 'L']) expect(FAMILY_CODE_ALPHABET).not.toContain(lookAlike);
    expect(new Set(FAMILY_CODE_ALPHABET).size).toBe(FAMILY_CODE_ALPHABET.length);
  });

  it('are drawn from the alphabet, at the set length', () => {
    let next = 0;
    const code = makeFamilyCode((bound) => next++ % bound);
    expect(code).toHaveLength(FAMILY_CODE_LENGTH);
    expect(isFamilyCodeShape(code)).toBe(true);
  });

  it('read back as printed, in small letters or with spaces', () => {
    expect(printedFamilyCode('ABCDEFGHJK')).toBe('ABCDE-FGHJK');
    expect(normaliseFamilyCode(' abcde-fghjk ')).toBe('ABCDEFGHJK');
    expect(normaliseFamilyCode('ABC DE FGH JK')).toBe('ABCDEFGHJK');
    expect(isFamilyCodeShape(normaliseFamilyCode('ABCDE-FGHJ0'))).toBe(false);
    expect(isFamilyCodeShape('ABCDE')).toBe(false);
  });
});
