import type { RandomIndex } from './generated-password.js';
import { isValidPassword } from './password.js';
import { READABLE_PASSWORD_WORDS } from './readable-password-words.js';

/**
 * Students' one-time passwords (issue 36): three different words of a list
 * made for children and two digits, joined by hyphens ("koala-river-sun-42"),
 * so a Year 1 child can read it off a card and type it. Staff and parents
 * keep the strong ones (generated-password.ts).
 *
 * Entropy: with at least READABLE_PASSWORD_MIN_WORDS (256) words, three
 * different ones in order and 90 two-digit numbers give
 * log2(256·255·254·90) ≈ 30.4 bits (the list holds more, so more). That is
 * far below a strong password's, and acceptable only because guessing it is
 * online (it is used nowhere else, so a stolen database gives no more than
 * cracking it would: the API hashes it as the other generated ones), and
 * the sign-in throttle lets one account be tried about once a second once it
 * has been failed 10 times in 15 minutes (and at most 5 times per address),
 * so finding one account's password takes some 2^29 seconds, about 17 years,
 * on average. It is the shape of the password rule (lower case, digits and a
 * symbol: 3 of the 4 categories, at least 7 characters), so it passes it.
 */
export const READABLE_PASSWORD_WORD_COUNT = 3;

/** The fewest words the list may hold: 256 keeps a readable password above 30 bits. */
export const READABLE_PASSWORD_MIN_WORDS = 256;

/** The two digits: 10 to 99, so no leading zero for a child to drop. */
const NUMBER_MIN = 10;
const NUMBER_SPAN = 90;

const SHAPE = /^([a-z]+)-([a-z]+)-([a-z]+)-([1-9][0-9])$/;

/** Bits of entropy of a readable password drawn from a list of `words` words. */
export function readablePasswordEntropyBits(words: number): number {
  let choices = NUMBER_SPAN;
  for (let i = 0; i < READABLE_PASSWORD_WORD_COUNT; i += 1) choices *= words - i;
  return Math.log2(choices);
}

/** Three different words of the list, uniformly at random, and a number from 10 to 99. */
export function generateReadablePassword(randomIndex: RandomIndex): string {
  const pool = [...READABLE_PASSWORD_WORDS];
  const words: string[] = [];
  for (let i = 0; i < READABLE_PASSWORD_WORD_COUNT; i += 1) {
    const [word] = pool.splice(randomIndex(pool.length), 1);
    if (word !== undefined) words.push(word);
  }
  return [...words, String(NUMBER_MIN + randomIndex(NUMBER_SPAN))].join('-');
}

/** Whether a password has the readable shape: three different listed words, two digits, and the password rule. */
export function isReadablePassword(password: string): boolean {
  const match = SHAPE.exec(password);
  if (!match) return false;
  const words = match.slice(1, 1 + READABLE_PASSWORD_WORD_COUNT);
  const listed = words.every((word) => READABLE_PASSWORD_WORDS.includes(word));
  return listed && new Set(words).size === words.length && isValidPassword(password);
}

/**
 * Who gets a readable password when the school makes one, and keeps it: a
 * student only (no other role). Anyone else (staff, parents) gets a strong
 * one (generatePassword) and must change it at their first sign-in, as they
 * must any password someone else set for them.
 */
export function getsReadablePassword(roles: readonly string[]): boolean {
  return roles.length > 0 && roles.every((role) => role === 'student');
}
