/**
 * The evaluation page's own words (spec 2 §2 and §4 name the tabs and the
 * submit button); the texts the spec quotes for its states are
 * RESULT_SPEC_TEXTS, and the generic failure is MESSAGES.generalFailure.
 */
export const EVALUATION_TEXTS = {
  /** The heading until the student's name is known, and when it cannot be. */
  title: 'Add Evaluation',
  goBack: 'Go back',
  tabs: 'Evaluation',
  topicTab: 'Topic Evaluation',
  capabilityTab: 'General Capability Evaluation',
  commentTab: 'Comment',
  /** Spec 2 §4: the grades' submit button, "Submit Edit" once there are grades to edit (issue 35: not on a first evaluation). */
  submitGrades: 'Submit',
  submitEdit: 'Submit Edit',
  commentLabel: 'Comment',
  submitComment: 'Add Comment',
  /** The API refuses to grade or comment on anyone else (400), so the page offers neither. */
  notAStudent: 'Only a student can be evaluated.',
} as const;
