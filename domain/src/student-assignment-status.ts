/**
 * One student's status at one assignment, in one word (issue 35: Track Group
 * and the Progress tab said different things for the same student). Both
 * pages, and anything else that names it, take it from here.
 */
export const STUDENT_ASSIGNMENT_STATUSES = ['Not started', 'Started', 'Completed'] as const;
export type StudentAssignmentStatus = (typeof STUDENT_ASSIGNMENT_STATUSES)[number];

/** A student's work at an assignment, one entry per activity. */
export interface StudentWork {
  /** Per activity: at least one attempt. */
  readonly attempted: readonly boolean[];
  /** Per activity: at least one finished attempt. */
  readonly completed: readonly boolean[];
}

/**
 * Completed once every activity has a finished attempt (an assignment with
 * activities); Started once any activity has an attempt or a finished one;
 * otherwise Not started: a student who never tried is never Completed.
 */
export function studentAssignmentStatus(work: StudentWork): StudentAssignmentStatus {
  const { attempted, completed } = work;
  if (completed.length > 0 && completed.every(Boolean)) return 'Completed';
  return attempted.some(Boolean) || completed.some(Boolean) ? 'Started' : 'Not started';
}

/** A student's graded answers summed over the activities: the score the Progress tab shows. */
export interface StudentScore {
  readonly correct: number;
  readonly answered: number;
}

/**
 * "7 of 10 (70%)" over the graded answers of an assignment's activities, or
 * null when nothing graded was answered (an unfinished drawing, no attempt).
 */
export function studentScoreText(activities: readonly StudentScore[]): string | null {
  const correct = activities.reduce((sum, a) => sum + a.correct, 0);
  const answered = activities.reduce((sum, a) => sum + a.answered, 0);
  if (answered <= 0) return null;
  return `${correct} of ${answered} (${Math.round((correct / answered) * 100)}%)`;
}

/**
 * The status from counts, as a student's result holds them: `attempted` and
 * `finished` of the assignment's `activityCount` activities.
 */
export function studentStatusFromCounts(
  activityCount: number,
  attempted: number,
  finished: number,
): StudentAssignmentStatus {
  const flags = (count: number) => Array.from({ length: activityCount }, (_, index) => index < count);
  return studentAssignmentStatus({ attempted: flags(attempted), completed: flags(finished) });
}

/** A student's status chip: Completed in green, Started in the primary blue, Not started the plain grey. */
export function studentStatusColour(status: StudentAssignmentStatus): 'success' | 'primary' | 'default' {
  if (status === 'Completed') return 'success';
  return status === 'Started' ? 'primary' : 'default';
}
