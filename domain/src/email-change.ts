/**
 * Changing one's own e-mail (issue 29): the new address takes effect only
 * when its owner opens the confirmation link the portal mails to it; until
 * then sign-in and single sign-on use the old one. The spec words none of
 * these texts (its "Email update successful" stays for a change made for
 * someone else).
 */

/** How long a confirmation link works after it is sent. */
export const EMAIL_CONFIRMATION_HOURS = 24;

export const EMAIL_CHANGE_TEXTS = {
  currentPasswordLabel: 'Current password',
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'The current password is not correct',
  /** The profile, while a new address waits for its link to be opened. */
  pendingTitle: 'Waiting for confirmation',
  confirmingTitle: 'Confirming your new email address …',
  confirmed: 'Your new email address is confirmed. Use it to sign in from now on.',
  expired: 'This confirmation link has expired. Change your email again to get a new one.',
  invalid: 'This confirmation link does not work: it was already used, or a newer one was sent.',
  missingToken: 'This page needs the link from the confirmation email.',
  emailUnavailable:
    'This portal cannot send email just now, so a new address cannot be confirmed. Please try again later.',
  mailSubject: 'Confirm your new email address',
  /** 429: the person asked for as many confirmation mails (with the reports they e-mailed) as the window allows. */
  confirmationLimitReached: (limit: number, windowMinutes: number) =>
    `You can have at most ${limit === 1 ? '1 email' : `${limit} emails`} sent every ${
      windowMinutes === 1 ? 'minute' : `${windowMinutes} minutes`
    } (confirmation links and results): please try again later`,
} as const;

/** Said once the link is on its way (the form's notice) and on the profile while it waits. */
export function confirmationSentMessage(email: string): string {
  return `We sent a confirmation link to ${email}. Your email changes when you open it (within ${EMAIL_CONFIRMATION_HOURS} hours).`;
}

/** The confirmation mail's text. */
export function confirmationMailBody(firstName: string, link: string): string {
  return [
    `Hello ${firstName},`,
    '',
    'Someone (we hope you) asked for this address to become the email of an account on the Science Portal.',
    `To confirm it, open this link within ${EMAIL_CONFIRMATION_HOURS} hours:`,
    '',
    link,
    '',
    'If it was not you, ignore this email: the account keeps its old address.',
  ].join('\n');
}
