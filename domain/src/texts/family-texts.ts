/**
 * Texts of the school confirming families (issue 36): parent link requests
 * the school approves, the family codes it prints, the mails the parent gets.
 * A subpath of its own (`@portal/domain/family-texts`).
 */
export const FAMILY_TEXTS = {
  /** A parent's (or teacher's) link asked for: nothing is linked until the school confirms it. */
  requestSent: 'Request sent: the school will confirm it',
  /** The staff home's list of requests to decide on. */
  requestsTitle: 'Parent link requests',
  /** The profile's button, and the dialog it opens. */
  familyCodeButton: 'Family code',
  familyCodeTitle: 'Family code',
  familyCodeFailed: 'The family code could not be made. Please try again!',
  copy: 'Copy',
  copied: 'Family code copied.',
  print: 'Print',
  close: 'Close',
  /** The parent's form to redeem a code. */
  haveCodeTitle: 'I have a family code',
  codeLabel: 'Family code',
  redeem: 'Link with the code',
  /** A wrong, used or expired code: one answer for all, so a guess learns nothing. */
  codeRefused:
    'This family code is not valid: it may be mistyped, already used or expired. Please ask the school for a new one.',
  /** Too many wrong codes: the redeem throttle's 429. */
  tooManyCodes: 'Too many family codes tried. Please wait a few minutes and try again.',
  /** A code names a student of the school. */
  onlyForStudents: 'A family code is made for a student',
} as const;

/** The dialog's explanation of a code just made: for whom, until when (the school's locale and zone). */
export function familyCodeExplanation(childName: string, until: string): string {
  return `Give this code to ${childName}'s parent: they enter it on their Update Child page to be linked at once. It works once, until ${until}.`;
}

/** After redeeming a code: linked at once. */
export function codeLinkedText(childFirstName: string): string {
  return `You are linked to ${childFirstName}.`;
}

/** Who must approve a parent's pending link request: the school (an admin, or a teacher of the child's groups). */
export function linkApproverText(childFirstName: string): string {
  return `Waiting for the school to confirm it: an admin or one of ${childFirstName}'s teachers`;
}

/** A request on the staff home: who asks for whom. */
export function linkRequestText(parent: string, child: string): string {
  return `${parent} asks to be linked to ${child}.`;
}

/** The mail a parent gets when the school decides on their request. */
export function linkDecisionMail(
  parentFirstName: string,
  childFirstName: string,
  approved: boolean,
): { subject: string; body: string } {
  return approved
    ? {
        subject: `You are linked to ${childFirstName}`,
        body: `Hello ${parentFirstName},\n\nThe school confirmed your request: you are now linked to ${childFirstName} and can follow their work on the portal.\n`,
      }
    : {
        subject: `Your link request for ${childFirstName}`,
        body: `Hello ${parentFirstName},\n\nThe school declined your request to be linked to ${childFirstName}. If you think this is a mistake, please contact the school; it can also give you a family code.\n`,
      };
}
