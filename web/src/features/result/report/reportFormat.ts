import type { AssignmentStatus, StudentAssignmentStatus } from '@portal/domain';
import type { AssignmentStatus as GatewayStatus, StudentWorkStatus } from '../../../generated/graphql';

/** The report texts the spec does not word. */
export const REPORT_TEXTS = {
  /** The heading until the group's or student's name is known. */
  resultTitle: 'Result',
  yearLevelNotSet: 'Not set',
  foundation: 'Foundation',
  noAnswersYet: 'No answers yet',
  achieved: 'Achieved',
} as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * Spec 2 §2: the Report Date "in day/month/year form". The gateway sends the
 * report's day as yyyy-mm-dd; it is rearranged, never read as an instant, so
 * no time zone moves it to the day before.
 */
export function dayMonthYear(day: string): string {
  const parts = DAY.exec(day);
  return parts ? `${parts[3]}/${parts[2]}/${parts[1]}` : day;
}

/** A picked day as the gateway's `from` takes it: yyyy-mm-dd of the day shown, whatever the time zone. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The Date of a yyyy-mm-dd day at the browser's midnight (how a date picker holds a calendar day), or null. */
export function pickerDay(day: string | null | undefined): Date | null {
  const parts = day ? DAY.exec(day) : null;
  return parts ? new Date(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])) : null;
}

/** A curriculum evaluation ("82.35", a percentage string) as shown: "82.35%". */
export function percentText(evaluation: string): string {
  const value = Number(evaluation);
  return Number.isFinite(value) ? `${value.toFixed(2)}%` : evaluation;
}

/** Correct over answered, and the percentage; none answered is said so rather than shown as 0%. */
export function accuracyText(correct: number, answered: number): string {
  if (answered === 0) return REPORT_TEXTS.noAnswersYet;
  return `${correct}/${answered} correct (${((correct / answered) * 100).toFixed(2)}%)`;
}

/** A year level as shown: 0 is Foundation (the curriculum's own name for it). */
export function yearLevelText(yearLevel: number | null | undefined): string {
  if (yearLevel === null || yearLevel === undefined) return REPORT_TEXTS.yearLevelNotSet;
  return yearLevel === 0 ? REPORT_TEXTS.foundation : String(yearLevel);
}

const STATUS: Record<GatewayStatus, AssignmentStatus> = {
  SCHEDULED: 'Scheduled',
  IN_PROGRESS: 'In Progress',
  COMPLETED: 'Completed',
};

/** The gateway's status as the chips name it (spec 1 §4). */
export function statusText(status: GatewayStatus): AssignmentStatus {
  return STATUS[status];
}

const STUDENT_STATUS: Record<StudentWorkStatus, StudentAssignmentStatus> = {
  NOT_STARTED: 'Not started',
  STARTED: 'Started',
  COMPLETED: 'Completed',
};

/**
 * A result row's status in one word (issue 35): in a student's result the
 * student's own (Not started, Started, Completed, as Track Group and the
 * Progress tab say it, worked out by the gateway with domain's function); in
 * a group's the assignment's, from its dates.
 */
export function rowStatus(row: {
  status: GatewayStatus;
  studentStatus?: StudentWorkStatus | null | undefined;
}): { of: 'student'; text: StudentAssignmentStatus } | { of: 'assignment'; text: AssignmentStatus } {
  return row.studentStatus
    ? { of: 'student', text: STUDENT_STATUS[row.studentStatus] }
    : { of: 'assignment', text: statusText(row.status) };
}
