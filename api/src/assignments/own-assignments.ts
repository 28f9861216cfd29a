import { and, eq, or, sql } from 'drizzle-orm';
import { OWN_ASSIGNMENTS_MAX } from '@portal/domain';
import type { Db } from '../db/database.js';
import { assignments, groupOwners, groupStudents, type UserRow } from '../db/schema.js';
import { withActivities, type AssignmentJson } from './assignment-reads.js';
import { currentFirst } from './current-order.js';

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
    .orderBy(...currentFirst(now))
    .limit(OWN_ASSIGNMENTS_MAX);
  return withActivities(db, rows, now);
}
