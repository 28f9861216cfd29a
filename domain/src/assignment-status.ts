/**
 * Assignment status, derived from the dates and never stored (spec 1 §3, §4):
 * the values a stored assignment takes, whose dates are always set.
 */
export const ASSIGNMENT_STATUSES = ['Scheduled', 'In Progress', 'Completed'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

/** Spec 1 §3: "A blank new assignment uses Open": one whose dates are not set yet (the create dialog's). */
export const OPEN_STATUS = 'Open';

/** A status with "Open", for an assignment that may still be blank (not saved, dates not chosen). */
export type AssignmentDisplayStatus = AssignmentStatus | typeof OPEN_STATUS;

/**
 * The one status function (spec 1 §4): Scheduled before the start, Completed
 * after the end, In Progress from start to end inclusive; Open while either
 * date is blank (null or left out), as a blank new assignment is.
 */
export function assignmentStatus(start: Date, end: Date, now?: Date): AssignmentStatus;
export function assignmentStatus(
  start: Date | null | undefined,
  end: Date | null | undefined,
  now?: Date,
): AssignmentDisplayStatus;
export function assignmentStatus(
  start: Date | null | undefined,
  end: Date | null | undefined,
  now: Date = new Date(),
): AssignmentDisplayStatus {
  if (!start || !end) return OPEN_STATUS;
  if (now.getTime() < start.getTime()) return 'Scheduled';
  if (now.getTime() > end.getTime()) return 'Completed';
  return 'In Progress';
}

/** Chip colours of spec 1 §4: Scheduled is warning, Completed is error, otherwise (In Progress, Open) primary. */
export function assignmentStatusColour(status: AssignmentDisplayStatus): 'warning' | 'error' | 'primary' {
  if (status === 'Scheduled') return 'warning';
  if (status === 'Completed') return 'error';
  return 'primary';
}
