import type { RandomIndex } from './generated-password.js';

/**
 * Sign-in cards (issue 36): a printed card signs one student in, by its QR
 * code or by the short code typed under it.
 *
 * - The typed code is SIGN_IN_CARD_CODE_LENGTH characters of an alphabet
 *   without look-alikes (no 0/O, 1/I/L): 31^10, about 2^49.5 codes. The API
 *   keeps only its SHA-256; what stops guessing is the sign-in throttle, which
 *   counts a wrong code from an address as it counts a wrong password (docs/sign-in-cards.md).
 * - The QR holds the portal's SIGN_IN_CARD_PATH with a 128-bit random token in
 *   the fragment, which never reaches a server log; the page posts it.
 */
export const SIGN_IN_CARD_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const SIGN_IN_CARD_CODE_LENGTH = 10;

/** The sign-in page's way to the card form; here, not with the card texts, as the sign-in page loads only this. */
export const SIGN_IN_WITH_CARD = 'Sign in with my card';

/** The portal page a card's QR opens: `${portal}${SIGN_IN_CARD_PATH}#<token>`. */
export const SIGN_IN_CARD_PATH = '/sign-in/card';

/** A new typed code, characters drawn uniformly (the caller brings node:crypto's randomInt). */
export function generateCardCode(randomIndex: RandomIndex): string {
  let code = '';
  for (let i = 0; i < SIGN_IN_CARD_CODE_LENGTH; i += 1) {
    code += SIGN_IN_CARD_ALPHABET.charAt(randomIndex(SIGN_IN_CARD_ALPHABET.length));
  }
  return code;
}

/** The code as typed, as the API looks it up: upper case, without spaces or dashes. */
export function normaliseCardCode(typed: string): string {
  return typed.replace(/[\s-]+/g, '').toUpperCase();
}

/** Whether a normalised code has the typed code's shape (else it may be a QR's token). */
export function isCardCode(code: string): boolean {
  return code.length === SIGN_IN_CARD_CODE_LENGTH && [...code].every((c) => SIGN_IN_CARD_ALPHABET.includes(c));
}

/** The code as a card prints it: two groups of five, easier to copy ("ABCDE-FGHJK"). */
export function formatCardCode(code: string): string {
  const half = Math.ceil(code.length / 2);
  return `${code.slice(0, half)}-${code.slice(half)}`;
}
