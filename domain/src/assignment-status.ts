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

/**
 * Chip colours, calm (issue 35 over spec 1 §4's "Completed is error"): an
 * ended assignment is nothing to alarm anyone, so Completed is the plain grey
 * chip; In Progress is success green, Scheduled the theme's amber (white text
 * at 5:1), Open primary. MUI's info blue is left out: it carries white text
 * at 4:1, under WCAG AA.
 */
export type AssignmentStatusColour = 'default' | 'success' | 'warning' | 'primary';

export function assignmentStatusColour(status: AssignmentDisplayStatus): AssignmentStatusColour {
  if (status === 'Scheduled') return 'warning';
  if (status === 'Completed') return 'default';
  if (status === 'In Progress') return 'success';
  return 'primary';
}
