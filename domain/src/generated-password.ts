import { isValidPassword } from './password.js';

/**
 * Passwords the server makes for bulk-created accounts (spec 1 §2.6: shown
 * once, downloaded as users.csv). 14 characters from a 64-character alphabet
 * without look-alikes (no 0/O, 1/l/I) and without the characters that make a
 * spreadsheet read a CSV cell as a formula or split it (= + - @ , ; quotes),
 * with every category present: lower, upper, digit, symbol. That is about 83
 * bits of entropy, enough that the hash protecting it may be cheaper than for
 * a password a person chose (see the API's password hashing).
 */
export const GENERATED_PASSWORD_LENGTH = 14;

export const GENERATED_PASSWORD_CATEGORIES = [
  'abcdefghijkmnpqrstuvwxyz',
  'ABCDEFGHJKLMNPQRSTUVWXYZ',
  '23456789',
  '!#$%&*?:',
] as const;

export const GENERATED_PASSWORD_ALPHABET = GENERATED_PASSWORD_CATEGORIES.join('');

/** A uniform random integer in [0, bound): the caller brings the randomness (node:crypto's randomInt on the server). */
export type RandomIndex = (bound: number) => number;

/**
 * A password drawn uniformly from the strings of the alphabet that contain
 * every category: characters are drawn independently and a draw missing a
 * category is thrown away (about 3 in 10 are), so no position is predictable.
 */
export function generatePassword(randomIndex: RandomIndex): string {
  for (;;) {
    let password = '';
    for (let i = 0; i < GENERATED_PASSWORD_LENGTH; i += 1) {
      password += GENERATED_PASSWORD_ALPHABET.charAt(randomIndex(GENERATED_PASSWORD_ALPHABET.length));
    }
    if (isGeneratedPassword(password)) return password;
  }
}

/** Whether a password has the generated shape: the length, only the alphabet, every category, and the password rule. */
export function isGeneratedPassword(password: string): boolean {
  if (password.length !== GENERATED_PASSWORD_LENGTH) return false;
  if ([...password].some((char) => !GENERATED_PASSWORD_ALPHABET.includes(char))) return false;
  const everyCategory = GENERATED_PASSWORD_CATEGORIES.every((category) =>
    [...password].some((char) => category.includes(char)),
  );
  return everyCategory && isValidPassword(password);
}
