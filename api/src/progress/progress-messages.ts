/** The API's own answers about attempts and reports (the spec's texts are domain MESSAGES). */
export const PROGRESS_MESSAGES = {
  notInAssignment: 'This activity is not part of the assignment',
  notStarted: 'This assignment has not started yet',
  tooManyStreams: 'Too many live updates open at once; close another page first',
  streamTarget: 'Name an assignmentId or a groupId',
  keyReused: 'This idempotencyKey was already sent with a different attempt; make a new key for each attempt',
} as const;
