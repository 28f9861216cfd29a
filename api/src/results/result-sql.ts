import { inArray, sql, type SQL } from 'drizzle-orm';
import { COMMENT_LIST_LIMIT } from '@portal/domain';
import type { Db } from '../db/database.js';
import {
  activities,
  assignmentActivities,
  assignments,
  attempts,
  comments,
  groupStudents,
  users,
} from '../db/schema.js';

/*
 * The set-based SQL of results. A result adds up the work of a "subject": a
 * student (an individual result) or a group (a group result). Every query
 * starts from the same two CTEs, for any number of subjects at once:
 *
 * - subject_assignments (subject_id, assignment_id): the assignments in the
 *   result: a student's are those of the groups they are in now (due on or
 *   after `from` when given), a group's its own;
 * - subject_students (subject_id, student_id): whose attempts count: the
 *   student themself, or the group's current students;
 *
 * then `best`: each student's best attempt (most correct, then most answered,
 * as the progress report picks it) at each activity of each assignment in
 * the result; attempts at an activity since removed from its assignment do
 * not count. Every number of a result is a sum over `best`, so the number of
 * statements a call makes never depends on how many subjects, students or
 * assignments it covers.
 */

/** Whose results to compute: these students (with an optional `from`), or these groups. */
export type ResultScope =
  { kind: 'student'; ids: readonly string[]; from: Date | null } | { kind: 'group'; ids: readonly string[] };

function scopeCtes(scope: ResultScope): SQL {
  const ids = [...scope.ids];
  if (scope.kind === 'student') {
    const due = scope.from ? sql`and ${assignments.endDate} >= ${scope.from.toISOString()}::timestamptz` : sql``;
    return sql`subject_assignments as (
      select ${groupStudents.userId} as subject_id, ${assignments.id} as assignment_id
      from ${groupStudents} inner join ${assignments} on ${assignments.groupId} = ${groupStudents.groupId}
      where ${inArray(groupStudents.userId, ids)} ${due}
    ), subject_students as (
      select ${users.id} as subject_id, ${users.id} as student_id from ${users} where ${inArray(users.id, ids)}
    )`;
  }
  return sql`subject_assignments as (
    select ${assignments.groupId} as subject_id, ${assignments.id} as assignment_id
    from ${assignments} where ${inArray(assignments.groupId, ids)}
  ), subject_students as (
    select ${groupStudents.groupId} as subject_id, ${groupStudents.userId} as student_id
    from ${groupStudents} where ${inArray(groupStudents.groupId, ids)}
  )`;
}

/**
 * The scope's CTEs and `best` (subject_id, student_id, assignment_id, quest_id, correct, answered,
 * finished: whether any attempt at the activity was finished, not only the best).
 */
function withBest(scope: ResultScope): SQL {
  return sql`with ${scopeCtes(scope)}, best as (
    select distinct on (sa.subject_id, ${attempts.studentId}, ${attempts.assignmentId}, ${attempts.questId})
      sa.subject_id, ${attempts.studentId} as student_id, ${attempts.assignmentId} as assignment_id,
      ${attempts.questId} as quest_id, ${attempts.correct} as correct, ${attempts.answered} as answered,
      bool_or(${attempts.completed}) over (
        partition by sa.subject_id, ${attempts.studentId}, ${attempts.assignmentId}, ${attempts.questId}
      ) as finished
    from subject_assignments sa
    inner join subject_students ss on ss.subject_id = sa.subject_id
    inner join ${attempts} on ${attempts.assignmentId} = sa.assignment_id and ${attempts.studentId} = ss.student_id
    where exists (
      select 1 from ${assignmentActivities}
      where ${assignmentActivities.assignmentId} = ${attempts.assignmentId}
        and ${assignmentActivities.questId} = ${attempts.questId}
    )
    order by sa.subject_id, ${attempts.studentId}, ${attempts.assignmentId}, ${attempts.questId},
      ${attempts.correct} desc, ${attempts.answered} desc
  )`;
}

/** One assignment of a subject's result, with the subject's sums and the subject's totals over every assignment. */
export type AssignmentRow = {
  subject_id: string;
  assignment_id: string;
  group_id: string;
  name: string;
  start_date: Date | string;
  end_date: Date | string;
  correct: number;
  answered: number;
  /** Activities with an attempt, summed over the subject's students (a student's: their own). */
  attempted: number;
  /** Activities with a finished attempt, summed likewise. */
  finished: number;
  total_correct: number;
  total_answered: number;
};

/** The assignments of each subject, newest start first, with correct and answered summed over `best`. */
export async function assignmentRows(db: Db, scope: ResultScope): Promise<AssignmentRow[]> {
  if (scope.ids.length === 0) return [];
  const result = await db.execute<AssignmentRow>(sql`${withBest(scope)}, per_assignment as (
      select subject_id, assignment_id, sum(correct) as correct, sum(answered) as answered,
        count(*) as attempted, count(*) filter (where finished) as finished
      from best group by subject_id, assignment_id
    )
    select sa.subject_id, ${assignments.id} as assignment_id, ${assignments.groupId} as group_id,
      ${assignments.name} as name, ${assignments.startDate} as start_date, ${assignments.endDate} as end_date,
      coalesce(pa.correct, 0)::int as correct, coalesce(pa.answered, 0)::int as answered,
      coalesce(pa.attempted, 0)::int as attempted, coalesce(pa.finished, 0)::int as finished,
      coalesce(sum(pa.correct) over (partition by sa.subject_id), 0)::int as total_correct,
      coalesce(sum(pa.answered) over (partition by sa.subject_id), 0)::int as total_answered
    from subject_assignments sa
    inner join ${assignments} on ${assignments.id} = sa.assignment_id
    left join per_assignment pa on pa.subject_id = sa.subject_id and pa.assignment_id = sa.assignment_id
    order by sa.subject_id, ${assignments.startDate} desc, ${assignments.name}, ${assignments.id}`);
  return result.rows;
}

/** One activity of an assignment in a result, as the library holds it (null fields: no longer in the library). */
export type ActivityRow = {
  assignment_id: string;
  quest_id: string;
  name: string | null;
  realm: string | null;
  curriculum_codes: string[];
};

/** The activities of every assignment in the results, each assignment's in its order. */
export async function activityRows(db: Db, scope: ResultScope): Promise<ActivityRow[]> {
  if (scope.ids.length === 0) return [];
  const result = await db.execute<ActivityRow>(sql`with ${scopeCtes(scope)}
    select ${assignmentActivities.assignmentId} as assignment_id, ${assignmentActivities.questId} as quest_id,
      ${activities.name} as name, ${activities.realm} as realm,
      coalesce(${activities.curriculumCodes}, '{}'::text[]) as curriculum_codes
    from ${assignmentActivities}
    left join ${activities} on ${activities.questId} = ${assignmentActivities.questId}
    where ${assignmentActivities.assignmentId} in (select distinct assignment_id from subject_assignments)
    order by ${assignmentActivities.assignmentId}, ${assignmentActivities.position}`);
  return result.rows;
}

/** How a subject did on one curriculum code: sums over `best`, the percentage worked out by the database. */
export type CurriculumRow = {
  subject_id: string;
  code: string;
  correct: number;
  answered: number;
  /** round(100 × correct / answered, 2) as text: "75.00", "75.01". */
  evaluation: string;
};

/**
 * For each subject and each curriculum code of the activities it has
 * answered (an activity carrying several codes counts in each), correct over
 * answered of `best`; only codes with at least one answer, by code.
 */
export async function curriculumRows(db: Db, scope: ResultScope): Promise<CurriculumRow[]> {
  if (scope.ids.length === 0) return [];
  const result = await db.execute<CurriculumRow>(sql`${withBest(scope)}
    select best.subject_id, codes.code, sum(best.correct)::int as correct, sum(best.answered)::int as answered,
      round(100.0 * sum(best.correct) / sum(best.answered), 2)::text as evaluation
    from best
    inner join ${activities} on ${activities.questId} = best.quest_id
    cross join lateral (select distinct unnest(${activities.curriculumCodes}) as code) as codes
    group by best.subject_id, codes.code
    having sum(best.answered) > 0
    order by best.subject_id, codes.code collate "C"`);
  return result.rows;
}

/** One of the newest comments on a subject's students, with the student's name. */
export type CommentRow = {
  subject_id: string;
  comment_id: string;
  student_id: string;
  author_id: string | null;
  author_name: string;
  comment: string;
  created_at: Date | string;
  first_name: string;
  last_name: string;
};

/**
 * The newest COMMENT_LIST_LIMIT comments on each subject's students (a
 * student's own since `from` when given), newest first.
 */
export async function commentRows(db: Db, scope: ResultScope): Promise<CommentRow[]> {
  if (scope.ids.length === 0) return [];
  const since =
    scope.kind === 'student' && scope.from
      ? sql`where ${comments.createdAt} >= ${scope.from.toISOString()}::timestamptz`
      : sql``;
  const result = await db.execute<CommentRow>(sql`with ${scopeCtes(scope)}, ranked as (
      select ss.subject_id, ${comments.id} as comment_id, ${comments.studentId} as student_id,
        ${comments.authorId} as author_id, ${comments.authorName} as author_name, ${comments.comment} as comment,
        ${comments.createdAt} as created_at, ${users.firstName} as first_name, ${users.lastName} as last_name,
        row_number() over (partition by ss.subject_id order by ${comments.createdAt} desc, ${comments.id} desc) as position
      from subject_students ss
      inner join ${comments} on ${comments.studentId} = ss.student_id
      inner join ${users} on ${users.id} = ss.student_id
      ${since}
    )
    select * from ranked where position <= ${COMMENT_LIST_LIMIT} order by subject_id, position`);
  return result.rows;
}
