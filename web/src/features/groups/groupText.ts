// C0 controls and DEL, which the server refuses in any field (domain's hasControlCharacter; not imported,
// as that module would be one more chunk for the entry's preload map to name).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;

/**
 * What a text field keeps of what was typed or pasted: a control character
 * (a pasted tab or line break) becomes a space, so the field never holds
 * what the server would refuse. Trimming is left to sending, so typing a
 * space between two words still works.
 */
export function typedText(value: string): string {
  return value.replace(CONTROL_CHARACTERS, ' ');
}

/** Spec 1 §9: tables page by 5, 10 or 25, 5 first. */
export const STUDENT_PAGE_SIZES = [5, 10, 25];

/** A person as lists show them. */
export function fullName({ firstName, lastName }: { firstName: string; lastName: string }): string {
  return `${firstName} ${lastName}`;
}

/**
 * The groups pages' own texts, which the spec does not word (its texts are
 * in MESSAGES, domain/src/messages.ts). Here rather than there: MESSAGES is
 * part of every first visit, sign-in's included (issue 9: 200 kB), and
 * these only ever show on the groups pages.
 */
export const GROUP_TEXTS = {
  stillHasAssignments: 'This group still has assignments, so it cannot be deleted. Delete its assignments first.',
  groupCreated: 'The group was created.',
  groupUpdated: 'The group was updated.',
  studentRemoved: 'The student was removed from the group.',
  studentsRemoved: 'The students were removed from the group.',
  coOwnerRemoved: 'The co-owner was removed from the group.',
  noMoreUsers: 'No more users to show',
} as const;

/** Asked before a co-owner is taken off a group. */
export function removeCoOwnerQuestion(ownerName: string): string {
  return `Do you want to remove ${ownerName} as a co-owner of this group?`;
}
