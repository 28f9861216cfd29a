import { SIGN_IN_WITH_CARD } from '../sign-in-cards.js';

/** Texts of sign-in cards (issue 36): the sign-in page's card form, the group page's printing, the school setting. */
export const SIGN_IN_CARD_TEXTS = {
  /** The sign-in page's way to the card form. */
  signInWithCard: SIGN_IN_WITH_CARD,
  codeLabel: 'Code on my card',
  codeHelp: 'Type the code printed under the QR code, with or without the dash.',
  signIn: 'Sign in with this code',
  scan: 'Scan my card',
  stopScanning: 'Stop scanning',
  cameraUnavailable: 'The camera could not be started. Type the code instead.',
  signingIn: 'Signing you in…',
  backToSignIn: 'Back to sign in',
  /** A code nobody has (or an old card's, or a staff member's): one answer for all. */
  codeRefused: 'This card code is not valid. Check the code or ask your teacher for a new card.',
  /** The school turned cards off (api and web). */
  cardsOff: 'Sign-in cards are turned off at your school. Please sign in with your e-mail and password.',
  /** The group page's button and its confirmation. */
  print: 'Print sign-in cards',
  confirmTitle: 'Print new sign-in cards?',
  confirmText: (group: string) =>
    `New cards are made for every student of ${group}. Cards printed before for these students stop working at once.`,
  confirm: 'Print new cards',
  cancel: 'Cancel',
  preparing: 'Preparing the cards…',
  noStudents: 'This group has no students to print cards for.',
  printFailed: 'The cards could not be made. Please try again.',
  /** On each card. */
  cardTitle: 'Science Portal sign-in card',
  cardHint: 'Scan the QR code or type this code at Sign in with my card:',
  /** The school setting. */
  settingLabel: 'Students may sign in with printed sign-in cards',
  settingHelp: 'When off, no card signs in and teachers are not offered printing.',
} as const;
