import { orderListedAssignments, type AssignmentStatus } from '@portal/domain';
import { writeCsv } from '../../../shared/csv/writeCsv';
import type { Dates } from '../../../shared/dates/useDates';
import { statusOf } from '../assignmentDates';
import { saveCsvFile } from '../../../shared/files/saveFile';

/** An assignment as the dashboard lists it. */
export interface AssignmentRow {
  id: string;
  name: string;
  groupName: string;
  /** Each realm among its activities once, in the order they first come. */
  realms: string[];
  startDate: string;
  endDate: string;
  status: AssignmentStatus;
}

export interface ListedAssignment {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  group?: { name: string } | null;
  activities: readonly { activity?: { realm: string } | null }[];
}

/**
 * The rows in the one order of assignment lists (issue 35: current by due,
 * upcoming by start, then the latest ended). The page reads every page of
 * the list before it shows it, so it orders them here; the API keeps its
 * start-date order, which its cursors page by.
 */
export function toRows(assignments: readonly ListedAssignment[], now = new Date()): AssignmentRow[] {
  return orderListedAssignments(assignments, now).map((assignment) => ({
    id: assignment.id,
    name: assignment.name,
    groupName: assignment.group?.name ?? '',
    realms: [...new Set(assignment.activities.flatMap(({ activity }) => (activity ? [activity.realm] : [])))],
    startDate: assignment.startDate,
    endDate: assignment.endDate,
    status: statusOf(assignment, now),
  }));
}

/** Spec 1 §5: a case-insensitive substring of the name; blank lists them all. */
export function filterByName(rows: readonly AssignmentRow[], filter: string): readonly AssignmentRow[] {
  const wanted = filter.trim().toLocaleLowerCase();
  return wanted === '' ? rows : rows.filter(({ name }) => name.toLocaleLowerCase().includes(wanted));
}

/** The dashboard's three tiles (spec 1 §2.8). */
export function countByStatus(rows: readonly AssignmentRow[]): Record<AssignmentStatus, number> {
  const counts: Record<AssignmentStatus, number> = { Scheduled: 0, 'In Progress': 0, Completed: 0 };
  for (const { status } of rows) counts[status] += 1;
  return counts;
}

export const ASSIGNMENTS_CSV_NAME = 'assignments.csv';

/** The rows listed, as a CSV file of what each row shows (its dates on the school's clock). */
export function assignmentsCsv(rows: readonly AssignmentRow[], dates: Dates): string {
  const lines = rows.map((row) => ({
    name: row.name,
    group: row.groupName,
    realms: row.realms.join('; '),
    startDate: dates.dayTime(row.startDate),
    endDate: dates.dayTime(row.endDate),
    status: row.status,
  }));
  return writeCsv(lines, ['name', 'group', 'realms', 'startDate', 'endDate', 'status']);
}

export function downloadAssignmentsCsv(rows: readonly AssignmentRow[], dates: Dates): void {
  saveCsvFile(assignmentsCsv(rows, dates), ASSIGNMENTS_CSV_NAME);
}
