/**
 * A standard address pattern (spec 1 §5): the WHATWG "valid e-mail address"
 * pattern that browsers use for <input type="email">, with a dot required in
 * the domain, since a school address always has one.
 */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export const MAX_EMAIL_LENGTH = 254;

export function isValidEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email);
}

/** E-mail addresses are unique case-insensitively; this is the form we store and compare. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
