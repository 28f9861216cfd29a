/**
 * Texts about an account's password that the spec does not word (issue 29).
 * Kept out of MESSAGES, which every first page loads: the sign-in page shows
 * the server's refusal as it comes, and only the account import shows the other.
 */
export const ACCOUNT_TEXTS = {
  /** Sign-in with an unknown e-mail or a wrong password: the form shows it for both fields, naming neither. */
  signInRefused: 'Invalid email or password',
  /** Sign-in with a one-time password left unused past ONE_TIME_PASSWORD_DAYS. */
  oneTimePasswordExpired:
    'This one-time password has expired because it was not used in time. Please ask your school for a new one.',
  /** A created account answered without a password (made through an API token): it signs in once a person sets one. */
  noPasswordYet: 'None yet: set one from their profile (Change password)',
} as const;
