import { TYPED_CODE_LENGTH } from './limits.js';
import type { RandomIndex } from './generated-password.js';

/**
 * The codes a person reads off paper and types (issue 36): a sign-in card's
 * code and a family code. Capitals and digits without look-alikes (no 0/O,
 * 1/I/L), so a code copied by a child or a parent is typed right; 31
 * characters, TYPED_CODE_LENGTH of them: 31^10, about 2^49.5 codes. The API
 * keeps only their SHA-256; the sign-in throttle stops guessing
 * (docs/sign-in-cards.md, docs/permissions.md).
 */
export const TYPED_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A new code, characters drawn uniformly (the caller brings node:crypto's randomInt). */
export function makeTypedCode(randomIndex: RandomIndex): string {
  let code = '';
  for (let i = 0; i < TYPED_CODE_LENGTH; i += 1) {
    code += TYPED_CODE_ALPHABET.charAt(randomIndex(TYPED_CODE_ALPHABET.length));
  }
  return code;
}

/** The code as typed, as the API looks it up: capitals, without spaces or dashes. */
export function normaliseTypedCode(typed: string): string {
  return typed.replace(/[\s-]+/g, '').toUpperCase();
}

/** Whether a normalised code has a typed code's shape: its length and alphabet (else, on a card, a QR's token). */
export function isTypedCode(code: string): boolean {
  return code.length === TYPED_CODE_LENGTH && [...code].every((c) => TYPED_CODE_ALPHABET.includes(c));
}

/** The code as printed, in two groups of five ("ABCDE-FGHJK"), which the forms read back either way. */
export function printedTypedCode(code: string): string {
  const half = Math.ceil(code.length / 2);
  return `${code.slice(0, half)}-${code.slice(half)}`;
}
