import { and, inArray, sql } from 'drizzle-orm';
import { trackedGroupCondition, type Viewer } from '../access/permissions.js';
import type { Db } from '../db/database.js';
import { groupStudents, groups } from '../db/schema.js';
import type { SchoolClock } from '../schools/school-clock.js';
import type { GroupResultJson } from './result-json.js';
import { subjectResults } from './subject-results.js';

/**
 * A group's result (spec 2 §3, GET /result/groups/{groupId} and POST
 * /result/groups/), over the students in it now (one who left no longer
 * counts; one who joined counts with all their work on its assignments):
 *
 * - the group's assignments, newest start first, each with correct and
 *   answered summed over every student's best attempt at each of its
 *   activities (most correct, then most answered, as the progress report);
 *   totalCorrect and totalAnswered sum them all; completedAssignment counts
 *   those whose status is Completed;
 * - curriculumResultList: for each curriculum code of the activities
 *   answered, correct over answered of every student's best attempts, as a
 *   percentage with two decimals worked out by the database, `userId` null;
 * - the newest five comments on any of its students, newest first,
 *   `commentTo` the student's "First Last";
 * - yearLevel the group's, totalStudent how many students it has.
 */

/** A group whose result is asked for. */
export interface ResultGroup {
  id: string;
  name: string;
  yearLevel: number | null;
  totalStudent: number;
}

/** Those of these groups the viewer tracks (trackedGroupCondition), in the order asked, with how many students each has. */
export async function visibleResultGroups(db: Db, viewer: Viewer, ids: readonly string[]): Promise<ResultGroup[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: groups.id,
      name: groups.name,
      yearLevel: groups.yearLevel,
      totalStudent: sql<number>`(select count(*) from ${groupStudents} where ${groupStudents.groupId} = ${groups.id})::int`,
    })
    .from(groups)
    .where(and(inArray(groups.id, [...ids]), trackedGroupCondition(viewer)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The results of these groups, in their order, in a handful of statements
 * however many groups and students; each `date` is the school's local day.
 */
export async function groupResults(
  db: Db,
  list: readonly ResultGroup[],
  clock: Pick<SchoolClock, 'timeZone'>,
  now: Date = new Date(),
): Promise<GroupResultJson[]> {
  if (list.length === 0) return [];
  const subjects = await subjectResults(db, { kind: 'group', ids: list.map((group) => group.id) }, clock, now);
  return list.flatMap((group) => {
    const subject = subjects.get(group.id);
    if (!subject) return [];
    const { assignmentResultList, ...totals } = subject;
    return [
      {
        groupId: group.id,
        name: group.name,
        yearLevel: group.yearLevel,
        totalStudent: group.totalStudent,
        ...totals,
        groupAssignmentResultList: assignmentResultList,
      },
    ];
  });
}
