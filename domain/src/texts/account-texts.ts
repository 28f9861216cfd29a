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
  /**
   * 403 PASSWORD_CHANGE_REQUIRED: a staff member or parent still signed in
   * with the one-time password the school set; every call but changing it and
   * signing out is refused until they choose their own (issue 36).
   */
  passwordChangeRequired: 'Please choose your own password first: the one you signed in with was set for you.',
  /** Above Change Password while that change is required; nothing else is offered until it is done. */
  passwordChangeRequiredLead:
    'Welcome! The password you signed in with was made for you and works only until you choose your own. Choose a new password to continue.',
  /** A required change that gives the password the school set again. */
  choosePasswordOfYourOwn: 'Choose a new password, not the one that was set for you.',
  /** The landing's way to the form, under a Sign In that starts single sign-on (spec 1 §1). */
  formSignIn: 'Use my e-mail and password',
} as const;

/** The import's warning before creating students whose names the school already has (issue 35); it still allows it. */
export const NAMESAKE_TEXTS = {
  title: 'Students with these names already exist',
  /** One warning per name: which pending rows carry it (1-based, as the table counts). */
  warning: (firstName: string, lastName: string, rows: readonly number[]) =>
    `A student named ${firstName} ${lastName} already exists (${rows.length === 1 ? 'row' : 'rows'} ${rows.join(', ')}).`,
  explanation: 'Creating them anyway makes new accounts beside the existing ones.',
  /** After the first names listed, how many more the import has. */
  more: (count: number) => `…and ${count} more ${count === 1 ? 'name' : 'names'}.`,
  createAnyway: 'Create anyway',
} as const;
