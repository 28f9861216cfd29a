import { hasControlCharacter } from './request-rules.js';

/**
 * Days a one-time password (one someone else set: an imported account's, a
 * reset's) signs in before its first use; then it is refused (unless
 * ONE_TIME_PASSWORD_DAYS says otherwise).
 */
export const ONE_TIME_PASSWORD_DAYS_DEFAULT = 30;

/** Password rule of spec 1 §5: at least 7 characters and 3 of the 4 categories. */
export const MIN_PASSWORD_LENGTH = 7;
export const REQUIRED_CATEGORIES = 3;

export interface PasswordCheck {
  lower: boolean;
  upper: boolean;
  number: boolean;
  symbol: boolean;
  length: boolean;
  /** How many of lower, upper, number and symbol are met (0 to 4). */
  categories: number;
  valid: boolean;
}

export function checkPassword(password: string): PasswordCheck {
  const lower = /\p{Ll}/u.test(password);
  const upper = /\p{Lu}/u.test(password);
  const number = /\p{Nd}/u.test(password);
  const symbol = /[^\p{L}\p{Nd}\s]/u.test(password);
  const length = [...password].length >= MIN_PASSWORD_LENGTH;
  const categories = [lower, upper, number, symbol].filter(Boolean).length;
  // No request may carry a control character (the API refuses them everywhere), so no password may hold one.
  const printable = !hasControlCharacter(password);
  return {
    lower,
    upper,
    number,
    symbol,
    length,
    categories,
    valid: length && categories >= REQUIRED_CATEGORIES && printable,
  };
}

export function isValidPassword(password: string): boolean {
  return checkPassword(password).valid;
}
