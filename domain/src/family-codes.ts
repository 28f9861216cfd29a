import { FAMILY_CODE_LENGTH } from './limits.js';
import type { RandomIndex } from './generated-password.js';

/**
 * Family codes (issue 36): the school prints one for a parent, who types it
 * to be linked to the child at once. Capitals and digits without look-alikes
 * (no 0/O, 1/I/L), so a code read off paper is typed right; 31 characters, 10
 * of them, about 50 bits: far beyond what the redeem throttle lets anyone try.
 */
export const FAMILY_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A new code drawn uniformly: the caller brings the randomness (node:crypto's randomInt on the server). */
export function makeFamilyCode(randomIndex: RandomIndex): string {
  let code = '';
  for (let i = 0; i < FAMILY_CODE_LENGTH; i += 1)
    code += FAMILY_CODE_ALPHABET[randomIndex(FAMILY_CODE_ALPHABET.length)];
  return code;
}

/** The code as typed, in the form it is stored and compared: capitals, without spaces or hyphens. */
export function normaliseFamilyCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

/** Whether a normalised code could be one at all (its length and alphabet). */
export function isFamilyCodeShape(code: string): boolean {
  return code.length === FAMILY_CODE_LENGTH && [...code].every((char) => FAMILY_CODE_ALPHABET.includes(char));
}

/** The code as printed, in groups of five ("ABCDE-FGHJK"), which the redeem form reads back either way. */
export function printedFamilyCode(code: string): string {
  return code.replace(/(.{5})(?=.)/g, '$1-');
}
