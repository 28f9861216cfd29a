/** Assignment status, derived from the dates and never stored (spec 1 §4). */
export const ASSIGNMENT_STATUSES = ['Scheduled', 'In Progress', 'Completed'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

/** Scheduled before the start, Completed after the end, In Progress from start to end inclusive. */
export function assignmentStatus(start: Date, end: Date, now: Date = new Date()): AssignmentStatus {
  if (now.getTime() < start.getTime()) return 'Scheduled';
  if (now.getTime() > end.getTime()) return 'Completed';
  return 'In Progress';
}

/** Chip colours of spec 1 §4: Scheduled is warning, Completed is error, otherwise primary. */
export function assignmentStatusColour(status: AssignmentStatus): 'warning' | 'error' | 'primary' {
  if (status === 'Scheduled') return 'warning';
  if (status === 'Completed') return 'error';
  return 'primary';
}
