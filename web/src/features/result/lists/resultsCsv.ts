import { writeCsv } from '../../../shared/csv/writeCsv';
import type { DownloadGroupResultsQuery, DownloadStudentResultsQuery } from '../../../generated/graphql';

/*
 * The CSV files the result lists' Download saves (issue 12): one line per
 * selected group or student, with the totals of their result, written as
 * every portal CSV is (writeCsv).
 */

export type GroupResultLine = DownloadGroupResultsQuery['groupResults'][number];
export type StudentResultLine = DownloadStudentResultsQuery['results'][number];

/** A student as the list showed them: the line's names when the result has lost its student (just deleted). */
export interface ListedStudent {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

interface Totals {
  totalAssignments: number;
  completedAssignments: number;
  totalCorrect: number;
  totalAnswered: number;
}

const TOTAL_COLUMNS = ['Assigned', 'Completed', 'Correct', 'Answered', 'Accuracy %'] as const;
export const GROUP_RESULT_COLUMNS = ['Group Name', 'Year Level', 'Students', ...TOTAL_COLUMNS] as const;
export const STUDENT_RESULT_COLUMNS = ['First Name', 'Last Name', 'Email', 'Year Level', ...TOTAL_COLUMNS] as const;

/**
 * Correct over answered, times 100 (spec 2 §5: rates are multiplied by 100
 * for display), to two places as the curriculum percentages are; empty when
 * nothing was answered, which is no rate at all rather than 0 %.
 */
export function accuracyPercent({ totalCorrect, totalAnswered }: Pick<Totals, 'totalCorrect' | 'totalAnswered'>) {
  return totalAnswered > 0 ? ((100 * totalCorrect) / totalAnswered).toFixed(2) : '';
}

function totals(line: Totals): Record<(typeof TOTAL_COLUMNS)[number], string> {
  return {
    Assigned: String(line.totalAssignments),
    Completed: String(line.completedAssignments),
    Correct: String(line.totalCorrect),
    Answered: String(line.totalAnswered),
    'Accuracy %': accuracyPercent(line),
  };
}

const yearLevel = (level: number | null) => (level === null ? '' : String(level));

export function groupResultsCsv(results: readonly GroupResultLine[]): string {
  const rows = results.map((result) => ({
    'Group Name': result.name,
    'Year Level': yearLevel(result.yearLevel),
    Students: String(result.totalStudents),
    ...totals(result),
  }));
  return writeCsv(rows, GROUP_RESULT_COLUMNS);
}

export function studentResultsCsv(
  results: readonly StudentResultLine[],
  listed: readonly ListedStudent[] = [],
): string {
  const rows = results.map((result) => {
    const student = result.student ?? listed.find(({ id }) => id === result.userId);
    return {
      'First Name': student?.firstName ?? '',
      'Last Name': student?.lastName ?? '',
      Email: student?.email ?? '',
      'Year Level': yearLevel(result.yearLevel),
      ...totals(result),
    };
  });
  return writeCsv(rows, STUDENT_RESULT_COLUMNS);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** results-YYYYMMDD.csv, on the user's own calendar day. */
export function resultsFileName(now = new Date()): string {
  return `results-${now.getFullYear()}${twoDigits(now.getMonth() + 1)}${twoDigits(now.getDate())}.csv`;
}
