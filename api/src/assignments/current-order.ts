import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { humanOrder } from '../db/collation.js';
import { assignments } from '../db/schema.js';

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
 * domain's `compareAssignments` at `now` as an ORDER BY on `assignments`: in
 * progress by due date, then scheduled by start, then the rest by end, latest
 * first; ties by name, then id, so pages never overlap.
 */
export function currentFirst(now: Date): SQL[] {
  const rank = rankAt(now);
  return [
    asc(rank),
    asc(sql`case when ${rank} = 0 then ${assignments.endDate} end`),
    asc(sql`case when ${rank} = 1 then ${assignments.startDate} end`),
    desc(sql`case when ${rank} = 2 then ${assignments.endDate} end`),
    asc(humanOrder(assignments.name)),
    asc(assignments.id),
  ];
}
