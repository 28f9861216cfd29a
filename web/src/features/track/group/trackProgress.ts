import { studentAssignmentStatus, type StudentAssignmentStatus } from '@portal/domain';

/** No report row for the student (a group of more than 100 students, or a student who has just joined). */
export const UNKNOWN_STATUS_TEXT = '—';

export interface ReportRow {
  studentId: string;
  started: boolean;
  /** Per activity: at least one attempt. */
  progress: readonly boolean[];
  /** Per activity: at least one finished attempt. */
  completed: readonly boolean[];
}

/** The student's one-word status (domain's, as the Progress tab says it), or null without a report row. */
export function statusOf(row: ReportRow | undefined): StudentAssignmentStatus | null {
  if (!row) return null;
  return studentAssignmentStatus({
    attempted: row.started ? [true, ...row.progress] : row.progress,
    completed: row.completed,
  });
}

/** Each assignment's report rows by student id, for the rows of the page's students. */
export function reportsByStudent(rows: readonly ReportRow[]): Map<string, ReportRow> {
  return new Map(rows.map((row) => [row.studentId, row]));
}
