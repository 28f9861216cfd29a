import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { personCondition, type Viewer } from '../access/permissions.js';
import type { Db } from '../db/database.js';
import { activities, assignmentActivities, assignments, attempts, users } from '../db/schema.js';
import type { BatchPage } from '../http/paging.js';

/**
 * One line of a student's progress table (spec 1 §2.6: Activity, Assignment,
 * Accuracy, Progress, Time): their work on one activity of one assignment,
 * the best attempt (most correct) and the time over all of them. Attempts at
 * an activity since removed from its assignment do not count, as in reports.
 */
export const studentProgressJson = z
  .object({
    assignmentId: z.uuid(),
    assignmentName: z.string(),
    questId: z.string(),
    activityName: z.string().nullable().describe('Null when the library no longer holds the activity'),
    activityType: z.string(),
    answered: z.number().int(),
    correct: z.number().int(),
    completed: z.boolean(),
    seconds: z.number().int(),
    attempts: z.number().int(),
    lastAttemptAt: z.string().describe('ISO 8601, UTC'),
  })
  .meta({ id: 'StudentProgress' });

export type StudentProgressJson = z.infer<typeof studentProgressJson>;

interface ProgressLine extends StudentProgressJson {
  studentId: string;
}

/**
 * For each of these students whose progress the viewer reads
 * (PERSON_RULES.readProgress), a page of their progress lines, latest attempt
 * first, and how many there are; students the viewer may not read are left out.
 */
export async function progressOfStudents(
  db: Db,
  viewer: Viewer,
  ids: readonly string[],
  page: BatchPage,
): Promise<Map<string, { lines: StudentProgressJson[]; total: number }>> {
  const found = new Map<string, { lines: StudentProgressJson[]; total: number }>();
  if (ids.length === 0) return found;
  const readable = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), personCondition(viewer, 'readProgress')));
  const studentIds = readable.map((row) => row.id);
  for (const id of studentIds) found.set(id, { lines: [], total: 0 });
  if (studentIds.length === 0) return found;
  // Each (student, assignment, activity) with attempts, ranked per student by its latest attempt.
  const result = await db.execute<{
    student_id: string;
    assignment_id: string;
    assignment_name: string;
    quest_id: string;
    activity_name: string | null;
    activity_type: string;
    answered: number;
    correct: number;
    completed: boolean;
    seconds: number;
    attempts: number;
    last_at: string | Date;
  }>(sql`
    with lines as (
      select ${attempts.studentId} as student_id, ${attempts.assignmentId} as assignment_id, ${attempts.questId} as quest_id,
        (array_agg(${attempts.answered} order by ${attempts.correct} desc, ${attempts.answered} desc))[1]::int as answered,
        max(${attempts.correct})::int as correct, bool_or(${attempts.completed}) as completed,
        sum(${attempts.seconds})::int as seconds, count(*)::int as attempts, max(${attempts.recordedAt}) as last_at
      from ${attempts}
      inner join ${assignmentActivities}
        on ${assignmentActivities.assignmentId} = ${attempts.assignmentId} and ${assignmentActivities.questId} = ${attempts.questId}
      where ${inArray(attempts.studentId, studentIds)}
      group by 1, 2, 3
    ), ranked as (
      select lines.*, row_number() over (partition by student_id order by last_at desc, quest_id) as position
      from lines
    )
    select ranked.*, ${assignments.name} as assignment_name, ${activities.name} as activity_name,
      ${assignmentActivities.activityType} as activity_type
    from ranked
    inner join ${assignments} on ${assignments.id} = ranked.assignment_id
    inner join ${assignmentActivities}
      on ${assignmentActivities.assignmentId} = ranked.assignment_id and ${assignmentActivities.questId} = ranked.quest_id
    left join ${activities} on ${activities.questId} = ranked.quest_id
    where ranked.position > ${page.offset} and ranked.position <= ${page.offset + page.first}
    order by ranked.student_id, ranked.position`);
  const rows: ProgressLine[] = result.rows.map((row) => ({
    studentId: row.student_id,
    assignmentId: row.assignment_id,
    assignmentName: row.assignment_name,
    questId: row.quest_id,
    activityName: row.activity_name,
    activityType: row.activity_type,
    answered: row.answered,
    correct: row.correct,
    completed: row.completed,
    seconds: row.seconds,
    attempts: row.attempts,
    lastAttemptAt: new Date(row.last_at).toISOString(),
  }));
  for (const { studentId, ...line } of rows) found.get(studentId)?.lines.push(line);
  const totals = await db
    .select({
      studentId: attempts.studentId,
      total: sql<number>`count(distinct (${attempts.assignmentId}, ${attempts.questId}))::int`,
    })
    .from(attempts)
    .innerJoin(
      assignmentActivities,
      and(
        eq(assignmentActivities.assignmentId, attempts.assignmentId),
        eq(assignmentActivities.questId, attempts.questId),
      ),
    )
    .where(inArray(attempts.studentId, studentIds))
    .groupBy(attempts.studentId);
  for (const { studentId, total } of totals) {
    const entry = found.get(studentId);
    if (entry) entry.total = total;
  }
  return found;
}
