// C0 controls (U+0000–U+001F) and DEL (U+007F): never part of a name, an e-mail,
// a password or an id, and PostgreSQL cannot even store U+0000 in text.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** Whether text holds a character no request may carry (the API refuses them in every field). */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

// The same, but for line breaks (LF, CR): a multi-line text field (a comment) may hold them.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER_BUT_LINE_BREAK = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/;

/** Whether a multi-line text (a comment) holds a control character other than a line break. */
export function hasControlCharacterInLines(text: string): boolean {
  return CONTROL_CHARACTER_BUT_LINE_BREAK.test(text);
}

// Unicode format characters (category Cf): invisible, and some turn the text around them
// (U+202E RIGHT-TO-LEFT OVERRIDE, U+2066 isolates), so a name could show as something it is not.
// ZWNJ (U+200C) and ZWJ (U+200D) stay: Persian, Indic and other scripts write names with them.
const INVISIBLE_CHARACTER = /(?![\u200c\u200d])\p{Cf}/u;

/** Whether text holds an invisible or direction-changing character (Unicode Cf, the joiners aside). */
export function hasInvisibleCharacter(text: string): boolean {
  return INVISIBLE_CHARACTER.test(text);
}

const INVISIBLE_CHARACTERS = new RegExp(INVISIBLE_CHARACTER.source, 'gu');

/** The text without its invisible or direction-changing characters: what a name field keeps of a paste. */
export function withoutInvisibleCharacters(text: string): string {
  return text.replace(INVISIBLE_CHARACTERS, '');
}

/**
 * What is wrong with the characters of a name (a person's, a school's, a
 * group's, an assignment's, a token's), or undefined: no control character and
 * no invisible or direction-changing one. Emptiness and length are each
 * field's own checks.
 */
export function nameProblem(name: string): string | undefined {
  if (hasControlCharacter(name)) return REQUEST_FAILURES.controlCharacters;
  if (hasInvisibleCharacter(name)) return REQUEST_FAILURES.invisibleCharacters;
  return undefined;
}

/**
 * The fixed texts of failures answered before a request reaches its route
 * (by the API, or by the origin in front of it): a library's own messages name
 * its internals, so none of them reaches a caller.
 */
export const REQUEST_FAILURES = {
  notFound: 'Not found',
  invalidJson: 'The request body is not valid JSON.',
  tooLarge: 'The request body is too large.',
  unsupportedMediaType: 'Send the request body as application/json.',
  other: 'The request could not be understood.',
  controlCharacters: 'Control characters are not allowed',
  invisibleCharacters: 'Invisible or direction-changing characters are not allowed',
  /** The API lost its database, or the origin its API, for a moment (a restart): nothing half done; send it again. */
  unavailable: 'The portal is briefly unavailable. Please try again in a moment.',
} as const;

/** Seconds a client waits before sending again a request answered 503 (Retry-After). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 2;

/** The largest report file (a PDF, or a zip of PDFs) one "Email me" may send, unless EMAIL_MAX_FILE_BYTES says otherwise. */
export const DEFAULT_EMAIL_MAX_FILE_BYTES = 25 * 1024 * 1024;

/**
 * The largest request body of one "Email me" (POST /api/v1/email/send-result):
 * the file plus its multipart form around it (boundaries, part headers,
 * `emailTo` and `userName`), 64 KiB being far more than those take.
 */
export function emailRequestLimit(maxFileBytes: number): number {
  return maxFileBytes + 64 * 1024;
}

/** Bytes as the megabytes a message names (1 MB = 1 MiB, one decimal at most: 25 MiB is 25). */
export function megabytesOf(bytes: number): number {
  return Math.round((bytes / (1024 * 1024)) * 10) / 10;
}
