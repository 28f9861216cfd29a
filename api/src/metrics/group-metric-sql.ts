import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { groupOwners, groups, metricAssignmentMonths, metricAssignments } from '../db/schema.js';
import { completionChanges, scopedAssignments } from './month-sql.js';
import type { AreaRow, CompletionRow, MetricsWindow, SubjectRows } from './metric-rows.js';

/*
 * The metrics of groups of students, read from the rollups the database
 * keeps (metric_assignment_months, metric_assignments; migration 0008): a
 * handful of rows a group and month, and one an assignment, so a school of
 * 100 groups sums a few thousand rows whatever the number of attempts. Subjects: the school (every
 * group of it), the groups one person owns in a school (the staff's "Teacher
 * Metrics"), or each of some groups.
 */

export type GroupScope =
  | { kind: 'school'; schoolId: string }
  | { kind: 'owned'; schoolId: string; ownerId: string }
  | { kind: 'groups'; ids: readonly string[] };

/** subject_groups (subject_id, group_id): whose groups each subject sums. */
function subjectGroups(scope: GroupScope): SQL {
  switch (scope.kind) {
    case 'school':
      return sql`subject_groups as (
        select ${groups.schoolId} as subject_id, ${groups.id} as group_id from ${groups}
        where ${groups.schoolId} = ${scope.schoolId}
      )`;
    case 'owned':
      return sql`subject_groups as (
        select ${groups.schoolId} as subject_id, ${groups.id} as group_id from ${groups}
        inner join ${groupOwners} on ${groupOwners.groupId} = ${groups.id} and ${groupOwners.userId} = ${scope.ownerId}
        where ${groups.schoolId} = ${scope.schoolId}
      )`;
    case 'groups':
      return sql`subject_groups as (
        select ${groups.id} as subject_id, ${groups.id} as group_id from ${groups}
        where ${inArray(groups.id, [...scope.ids])}
      )`;
  }
}

function areaRows(db: Db, scope: GroupScope, window: MetricsWindow): Promise<{ rows: AreaRow[] }> {
  const t = metricAssignmentMonths;
  const since = window.first === null ? sql`` : sql`and ${t.month} >= ${window.first}::date`;
  return db.execute<AreaRow>(sql`with ${subjectGroups(scope)}
    select sg.subject_id, ${t.month}::text as month, ${t.realm} as realm,
      sum(${t.activities})::int as activities, sum(${t.correct})::int as correct,
      sum(${t.answered})::int as answered, sum(${t.achieved})::int as achieved,
      sum(${t.achievedLevels})::int as achieved_levels
    from subject_groups sg
    inner join ${t} on ${t.groupId} = sg.group_id
    where ${t.month} <= ${window.last}::date ${since}
    group by sg.subject_id, ${t.month}, ${t.realm}`);
}

function completionRows(db: Db, scope: GroupScope, window: MetricsWindow): Promise<{ rows: CompletionRow[] }> {
  const ma = metricAssignments;
  const from = sql`from subject_groups sg inner join ${ma} on ${ma.groupId} = sg.group_id where true`;
  const sums = { finished: sql`${ma.finishedPairs}`, assigned: sql`${ma.activityCount} * ${ma.memberCount}` };
  return db.execute<CompletionRow>(sql`with ${subjectGroups(scope)},
    ${scopedAssignments(from, sql`sg.subject_id`, sums, window)}
    ${completionChanges(window)}`);
}

/** Each subject's area and completion rows, in two statements however many subjects, groups and attempts. */
export async function groupScopeRows(db: Db, scope: GroupScope, window: MetricsWindow): Promise<SubjectRows> {
  if (scope.kind === 'groups' && scope.ids.length === 0) return { areas: [], completion: [] };
  const [areas, completion] = await Promise.all([areaRows(db, scope, window), completionRows(db, scope, window)]);
  return { areas: areas.rows, completion: completion.rows };
}
