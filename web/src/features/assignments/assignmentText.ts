/** The assignments area's own texts, which the spec does not word (its texts: `@portal/domain/assignment-texts`). */
export { ASSIGNMENT_SPEC_TEXTS } from '@portal/domain/assignment-texts';

export const ASSIGNMENT_TEXTS = {
  assignmentCreated: 'The assignment was created.',
  /** Under the dialog's dates (issue 34): whose clock they are on. */
  schoolTime: (timeZone: string) => `Dates and times are the school's, in ${timeZone.replaceAll('_', ' ')}.`,
  assignmentUpdated: 'The assignment was updated.',
  assignmentEnded: 'The assignment has ended.',
  /** Issue 35: End asks first. */
  endAssignmentTitle: 'End assignment',
  endAssignmentQuestion: 'End this assignment now? Students can no longer start it.',
  assignmentDeleted: 'The assignment was deleted.',
  activitiesAdded: 'The activities were added to the assignment.',
  assignmentNotFound: 'This assignment could not be found.',
  assignmentsNotLoaded: 'The assignments could not be loaded.',
  deleteAssignmentTitle: 'Delete assignment confirmation',
  deleteActivityTitle: 'Delete activity confirmation',
  noActivitiesFound: 'No activities match this search.',
  noActivitiesChosen: 'No activities chosen yet: add some from the library.',
  noGroups: 'You have no groups yet. An assignment is given to a group: create one first.',
  leaveTitle: 'Leave without saving?',
  leaveText: 'The activities you chose are not saved in an assignment yet. Leave without them?',
} as const;

/** The delete assignment confirmation's text. */
export function deleteAssignmentQuestion(name: string): string {
  return `Are you sure you want to delete ${name}?`;
}

/** The delete activity confirmation's text. */
export function deleteActivityQuestion(name: string): string {
  return `Are you sure you want to remove ${name} from this assignment?`;
}

/** Spec 1 §9: the activity search pages by 10. */
export const ACTIVITY_PAGE_SIZE = 10;
