import { randomUUID } from 'node:crypto';
import { shippedActivities } from '../activities/activity-library.js';
import type { Db } from '../db/database.js';
import { assignmentActivities, assignments, attempts } from '../db/schema.js';
import { demoActivities, planAssignments, type HistoryGroup, type PlannedAssignment } from './demo-assignments.js';
import { planAttempts, type PlannedAttempt } from './demo-attempts.js';

/** Rows per insert: attempts take ten parameters a row, well under PostgreSQL's 65,535. */
const INSERT_CHUNK = 500;

export interface DemoHistory {
  assignments: PlannedAssignment[];
  attempts: PlannedAttempt[];
}

/**
 * The demo groups' last twelve months, planned without the database: each
 * group's assignments (past, under way, scheduled) with activities of the
 * shipped library, and its students' attempts at them up to `now`. The same
 * groups, library and `now` give the same history.
 *
 * The library is read from the content module rather than the `activities`
 * table: it is what `migrate` loads into that table before the API seeds the
 * demo school (main.ts), so every questId named here is in the table too.
 */
export function planDemoHistory(
  groups: readonly HistoryGroup[],
  now: Date,
  library = shippedActivities(),
): DemoHistory {
  const activities = demoActivities(library);
  const planned = groups.flatMap((group) => planAssignments(group, activities, now));
  return { assignments: planned, attempts: planAttempts(planned, now) };
}

async function insertInChunks<Row>(rows: readonly Row[], insert: (chunk: Row[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) await insert(rows.slice(start, start + INSERT_CHUNK));
}

/**
 * Writes the demo history of the school's groups (`seedDemoSchool` calls it
 * inside its transaction, under its lock, so it is written once): about 30
 * assignments a group and a few thousand attempts, in chunks of
 * INSERT_CHUNK rows.
 */
export async function seedDemoHistory(
  tx: Db,
  schoolId: string,
  groups: readonly HistoryGroup[],
  now = new Date(),
): Promise<DemoHistory> {
  const history = planDemoHistory(groups, now);
  const idOf = new Map(history.assignments.map((assignment) => [assignment.key, randomUUID()]));
  const assignmentId = (key: string) => {
    const id = idOf.get(key);
    if (!id) throw new Error(`demo history has no assignment ${key}`);
    return id;
  };
  await insertInChunks(history.assignments, (chunk) =>
    tx.insert(assignments).values(
      chunk.map((assignment) => ({
        id: assignmentId(assignment.key),
        schoolId,
        groupId: assignment.group.id,
        name: assignment.name,
        startDate: assignment.startDate,
        endDate: assignment.endDate,
        // Made a few days before it opened, as a teacher would; never after now.
        createdAt: new Date(Math.min(now.getTime(), assignment.startDate.getTime() - 3 * 86_400_000)),
      })),
    ),
  );
  const activityRows = history.assignments.flatMap((assignment) =>
    assignment.activities.map((activity, position) => ({
      schoolId,
      assignmentId: assignmentId(assignment.key),
      position,
      questId: activity.questId,
      activityType: activity.activityType,
    })),
  );
  await insertInChunks(activityRows, (chunk) => tx.insert(assignmentActivities).values(chunk));
  await insertInChunks(history.attempts, (chunk) =>
    tx.insert(attempts).values(
      chunk.map(({ assignmentKey, ...attempt }) => ({
        ...attempt,
        schoolId,
        assignmentId: assignmentId(assignmentKey),
      })),
    ),
  );
  return history;
}
