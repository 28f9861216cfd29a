/** The API's own answers about results (the spec's texts are domain MESSAGES). */
export const RESULT_MESSAGES = {
  /** GET /result/{userId} of someone readable who is not a student: only students have results. */
  notAStudent: 'No result for this person: only students have results',
} as const;
