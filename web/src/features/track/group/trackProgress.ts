import { assignmentStatus, studentAssignmentStatus, type StudentAssignmentStatus } from '@portal/domain';

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

/** The assignments followed are in the address (?assignments=a1,a2), so a reload or a shared link keeps them. */
export const TRACKED_PARAM = 'assignments';
/** At most this many followed at once: the page's query reads each one's report (the gateway's cost limit). */
export const TRACKED_MAX = 8;

interface Dated {
  id: string;
  startDate: string;
  endDate: string;
}

/**
 * The assignments followed when the address names none (issue 35): every
 * current one and the latest ended one; a group with neither follows its
 * first upcoming one. Ids, in the order given (the one order of assignment lists).
 */
export function defaultTracked(ordered: readonly Dated[], now: Date = new Date()): string[] {
  const status = (a: Dated) => assignmentStatus(new Date(a.startDate), new Date(a.endDate), now);
  const current = ordered.filter((a) => status(a) === 'In Progress');
  const latestEnded = ordered.find((a) => status(a) === 'Completed');
  const chosen = [...current, ...(latestEnded ? [latestEnded] : [])];
  return (chosen.length > 0 ? chosen : ordered.slice(0, 1)).map(({ id }) => id);
}

/** The ids the address names that the group has; null when it names none (the default applies). */
export function trackedFromSearch(search: string, known: readonly Dated[]): string[] | null {
  const asked = new URLSearchParams(search).get(TRACKED_PARAM);
  if (asked === null) return null;
  const ids = new Set(asked.split(',').filter(Boolean));
  return known
    .filter(({ id }) => ids.has(id))
    .map(({ id }) => id)
    .slice(0, TRACKED_MAX);
}

/** The ids the address names, as the page's query asks for them (at most TRACKED_MAX); null when it names none. */
export function askedTracked(search: string): string[] | null {
  const asked = new URLSearchParams(search).get(TRACKED_PARAM);
  return asked === null ? null : asked.split(',').filter(Boolean).slice(0, TRACKED_MAX);
}
