import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { groupStudents, metricAssignments, metricStudentAssignments, metricStudentMonths } from '../db/schema.js';
import { completionChanges, scopedAssignments } from './month-sql.js';
import type { AreaRow, CompletionRow, MetricsWindow, SubjectRows } from './metric-rows.js';

/*
 * Students' metrics, read from their own rollups (migration 0008): their
 * month and realm in each group they are in now (metric_student_months,
 * which holds rows for current members only), and the activities they have
 * finished of each assignment of those groups (metric_student_assignments),
 * as their results count them.
 */

function areaRows(db: Db, ids: readonly string[], window: MetricsWindow): Promise<{ rows: AreaRow[] }> {
  const t = metricStudentMonths;
  const since = window.first === null ? sql`` : sql`and ${t.month} >= ${window.first}::date`;
  return db.execute<AreaRow>(sql`
    select ${t.studentId} as subject_id, ${t.month}::text as month, ${t.realm} as realm,
      sum(${t.activities})::int as activities, sum(${t.correct})::int as correct,
      sum(${t.answered})::int as answered, sum(${t.achieved})::int as achieved,
      sum(${t.achievedLevels})::int as achieved_levels
    from ${t}
    where ${inArray(t.studentId, [...ids])} and ${t.month} <= ${window.last}::date ${since}
    group by ${t.studentId}, ${t.month}, ${t.realm}`);
}

function completionRows(db: Db, ids: readonly string[], window: MetricsWindow): Promise<{ rows: CompletionRow[] }> {
  const [ma, f] = [metricAssignments, metricStudentAssignments];
  const from = sql`from ${groupStudents}
    inner join ${ma} on ${ma.groupId} = ${groupStudents.groupId}
    left join ${f} on ${f.studentId} = ${groupStudents.userId} and ${f.assignmentId} = ${ma.assignmentId}
    where ${inArray(groupStudents.userId, [...ids])}`;
  const sums = { finished: sql`coalesce(${f.finished}, 0)`, assigned: sql`${ma.activityCount}` };
  return db.execute<CompletionRow>(sql`with ${scopedAssignments(from, sql`${groupStudents.userId}`, sums, window)}
    ${completionChanges(window)}`);
}

/** Each student's area and completion rows, in two statements however many students. */
export async function studentRows(db: Db, ids: readonly string[], window: MetricsWindow): Promise<SubjectRows> {
  if (ids.length === 0) return { areas: [], completion: [] };
  const [areas, completion] = await Promise.all([areaRows(db, ids, window), completionRows(db, ids, window)]);
  return { areas: areas.rows, completion: completion.rows };
}
