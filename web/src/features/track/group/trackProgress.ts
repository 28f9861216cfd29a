import { MESSAGES } from '@portal/domain';

/** What a student's cell shows for one assignment. */
export type ProgressStatus = 'completed' | 'started' | 'none' | 'unknown';

export const STATUS_TEXT: Record<ProgressStatus, string> = {
  /** Every activity of the assignment has a finished attempt. */
  completed: 'Completed',
  started: MESSAGES.started,
  none: MESSAGES.noAttemptsMade,
  /** No report row for the student (a group of more than 100 students, or a student who has just joined). */
  unknown: '—',
};

export interface ReportRow {
  studentId: string;
  started: boolean;
  /** Per activity: at least one attempt. */
  progress: readonly boolean[];
  /** Per activity: at least one finished attempt. */
  completed: readonly boolean[];
}

/**
 * Spec 1 §2.8: "Started" if any progress entry is true, else "No attempts
 * made"; and, for tracking, Completed once every activity has a finished attempt.
 */
export function statusOf(row: ReportRow | undefined): ProgressStatus {
  if (!row) return 'unknown';
  if (row.completed.length > 0 && row.completed.every(Boolean)) return 'completed';
  return row.started || row.progress.some(Boolean) ? 'started' : 'none';
}

/** Each assignment's report rows by student id, for the rows of the page's students. */
export function reportsByStudent(rows: readonly ReportRow[]): Map<string, ReportRow> {
  return new Map(rows.map((row) => [row.studentId, row]));
}
