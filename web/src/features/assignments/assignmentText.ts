/**
 * Spec 1 texts the assignments area shows that domain's MESSAGES does not
 * hold yet (to move there), then the area's own texts, which the spec does
 * not word. Here rather than in MESSAGES: MESSAGES is part of every first
 * visit, sign-in's included (issue 9: 200 kB), and these only ever show on
 * the assignments pages.
 */
export const ASSIGNMENT_SPEC_TEXTS = {
  /** Spec 1 §8: the assignment dialog's load or save failure, and an activity search failure. */
  somethingWentWrong: 'Sorry, something went wrong. Please try again later!',
  /** Spec 1 §8: the edit page could not read the assignment's activities. */
  existingActivitiesNotLoaded: 'Sorry, we could not load the existing activities.',
  /** Spec 1 §8: removing an activity. */
  activityDeleteFailed: 'Failed to delete activity',
  activityDeleted: 'Successfully deleted activity!',
  /** Spec 1 §2.8 and §4: the activity search has no page left. */
  noMoreActivities: 'No more activities to show',
  /** Spec 1 §2.8 and §9: every activity card's grade, fixed. */
  grades: 'Grade 4,5,6',
  /** Spec 1 §2.8: the edit page's confirmation. */
  addActivitiesTitle: 'Add Activities',
  addActivitiesQuestion: 'Do you want to add new activities to this assignment?',
} as const;

export const ASSIGNMENT_TEXTS = {
  assignmentCreated: 'The assignment was created.',
  assignmentUpdated: 'The assignment was updated.',
  assignmentEnded: 'The assignment has ended.',
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

/** The API's limit on an assignment's name. */
export const ASSIGNMENT_NAME_MAX_LENGTH = 200;
