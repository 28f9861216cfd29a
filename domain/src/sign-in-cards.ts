/**
 * Sign-in cards (issue 36): a printed card signs one student in, by its QR
 * code or by the short code typed under it.
 *
 * - The code under it is one of typed-codes.ts: 31^10, about 2^49.5
 *   codes. The API keeps only its SHA-256; what stops guessing is the sign-in
 *   throttle, which counts wrong codes from an address (docs/sign-in-cards.md).
 * - The QR holds the portal's SIGN_IN_CARD_PATH with a 128-bit random token in
 *   the fragment, which never reaches a server log; the page posts it.
 */

/** The sign-in page's way to the card form; here, not with the card texts, as the sign-in page loads only this. */
export const SIGN_IN_WITH_CARD = 'Sign in with my card';

/** The portal page a card's QR opens: `${portal}${SIGN_IN_CARD_PATH}#<token>`. */
export const SIGN_IN_CARD_PATH = '/sign-in/card';
