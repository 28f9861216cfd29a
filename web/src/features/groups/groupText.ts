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
