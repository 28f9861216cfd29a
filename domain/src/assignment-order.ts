import { assignmentStatus, type AssignmentStatus } from './assignment-status.js';

/** What the order of assignment lists reads: the dates, and the name to break ties. */
export interface DatedAssignment {
  startDate: Date;
  endDate: Date;
  name?: string;
}

/** Where each status stands in a list: what is on now, then what comes next, then what is over. */
const STATUS_RANK: Record<AssignmentStatus, number> = { 'In Progress': 0, Scheduled: 1, Completed: 2 };

/**
 * Names in human order, as the API sorts them (ICU's root collation, which
 * English does not tailor): case and accents only break ties.
 */
const byName = new Intl.Collator('en').compare;

/**
 * The one order of assignment lists (issue 35: every page opens on what
 * matters now), as a comparator for `now`: current work first (In Progress,
 * the soonest due first), then upcoming (Scheduled, the soonest to start
 * first), then the rest most recent first (Completed, the latest ended
 * first); equal dates by name. Statuses are `assignmentStatus`'s, so the
 * boundaries are its own (an assignment is current at its start and at its end).
 */
export function compareAssignments(now: Date): (a: DatedAssignment, b: DatedAssignment) => number {
  return (a, b) => {
    const statusA = assignmentStatus(a.startDate, a.endDate, now);
    const statusB = assignmentStatus(b.startDate, b.endDate, now);
    const rank = STATUS_RANK[statusA] - STATUS_RANK[statusB];
    if (rank !== 0) return rank;
    const byDate =
      statusA === 'In Progress'
        ? a.endDate.getTime() - b.endDate.getTime()
        : statusA === 'Scheduled'
          ? a.startDate.getTime() - b.startDate.getTime()
          : b.endDate.getTime() - a.endDate.getTime();
    if (byDate !== 0) return byDate;
    return byName(a.name ?? '', b.name ?? '');
  };
}

/** A copy of `assignments` in `compareAssignments`' order for `now` (the list given is left as it was). */
export function orderAssignments<T extends DatedAssignment>(assignments: readonly T[], now: Date = new Date()): T[] {
  return [...assignments].sort(compareAssignments(now));
}

/** An assignment as lists read it from the API or GraphQL: its dates as ISO strings. */
export interface ListedDates {
  startDate: string;
  endDate: string;
  name?: string;
}

/**
 * `orderAssignments` for items whose dates are ISO strings (GraphQL's
 * DateTime, REST's JSON): a copy of `items` in the one order, each item as given.
 */
export function orderListedAssignments<T extends ListedDates>(items: readonly T[], now: Date = new Date()): T[] {
  const dated = items.map((item) => ({
    item,
    name: item.name,
    startDate: new Date(item.startDate),
    endDate: new Date(item.endDate),
  }));
  return orderAssignments(dated, now).map(({ item }) => item);
}
