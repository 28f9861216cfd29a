import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { OWN_ASSIGNMENTS_MAX } from '@portal/domain';
import type { Db } from '../db/database.js';
import { humanOrder } from '../db/collation.js';
import { assignments, groupOwners, groupStudents, type UserRow } from '../db/schema.js';
import { withActivities, type AssignmentJson } from './assignment-reads.js';

/**
 * Where an assignment stands at `now`, as a rank: 0 In Progress, 1 Scheduled,
 * 2 Completed (domain's `assignmentStatus`, its boundaries included: current
 * at its start and at its end).
 */
function rankAt(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`case when ${at} < ${assignments.startDate} then 1 when ${at} <= ${assignments.endDate} then 0 else 2 end`;
}

/**
 * GET /me's `assignments` (spec 1 §7, spec 2 §3 "assignments (each with
 * groupId)"): those of the groups the person is in, as a student or as an
 * owner, the first OWN_ASSIGNMENTS_MAX in domain's `compareAssignments` order
 * at `now`: in progress by due date, then scheduled by start, then the rest
 * by end, latest first; ties by name. Two statements whatever the number of
 * groups (the rows, then their activities); none for a person without a school.
 */
export async function ownAssignments(db: Db, person: UserRow, now: Date): Promise<AssignmentJson[]> {
  if (!person.schoolId) return [];
  const rank = rankAt(now);
  const rows = await db
    .select()
    .from(assignments)
    .where(
      and(
        eq(assignments.schoolId, person.schoolId),
        or(
          sql`${assignments.groupId} in (select ${groupStudents.groupId} from ${groupStudents} where ${groupStudents.userId} = ${person.id})`,
          sql`${assignments.groupId} in (select ${groupOwners.groupId} from ${groupOwners} where ${groupOwners.userId} = ${person.id})`,
        ),
      ),
    )
    .orderBy(
      asc(rank),
      asc(sql`case when ${rank} = 0 then ${assignments.endDate} end`),
      asc(sql`case when ${rank} = 1 then ${assignments.startDate} end`),
      desc(sql`case when ${rank} = 2 then ${assignments.endDate} end`),
      asc(humanOrder(assignments.name)),
      asc(assignments.id),
    )
    .limit(OWN_ASSIGNMENTS_MAX);
  return withActivities(db, rows, now);
}
