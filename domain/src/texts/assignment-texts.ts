/**
 * Spec 1 texts only the assignments pages show: a subpath of their own
 * (`@portal/domain/assignment-texts`) rather than MESSAGES, which is part of
 * every first visit, sign-in's included (issue 9: 200 kB).
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
