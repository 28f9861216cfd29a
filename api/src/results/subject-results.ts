import { assignmentStatus, localDay } from '@portal/domain';
import type { Db } from '../db/database.js';
import type { SchoolClock } from '../schools/school-clock.js';
import { curriculumItem, curriculumItems } from './curriculum-items.js';
import type { z } from 'zod';
import type { assignmentResultJson, CommentJson, curriculumResultJson } from './result-json.js';
import {
  activityRows,
  assignmentRows,
  commentRows,
  curriculumRows,
  type ActivityRow,
  type CommentRow,
  type ResultScope,
} from './result-sql.js';

type AssignmentResultJson = z.infer<typeof assignmentResultJson>;
type CurriculumResultJson = z.infer<typeof curriculumResultJson>;

/** What an individual and a group result have in common: one subject's assignments, totals, curriculum and comments. */
export interface SubjectResult {
  date: string;
  totalAssignment: number;
  completedAssignment: number;
  totalCorrect: number;
  totalAnswered: number;
  assignmentResultList: AssignmentResultJson[];
  curriculumResultList: CurriculumResultJson[];
  commentList: CommentJson[];
}

/** Today's date in the school's time zone, yyyy-mm-dd: a result's `date` (at 08:00 in Sydney, that day, not UTC's day before). */
export function dayOf(now: Date, clock: Pick<SchoolClock, 'timeZone'>): string {
  return localDay(now, clock.timeZone);
}

interface AssignmentActivities {
  activities: AssignmentResultJson['assignmentDetails']['activities'];
  codes: string[];
}

/** Each assignment's activities in order (an activity the library no longer holds: its questId as name, no realm). */
function activitiesByAssignment(rows: readonly ActivityRow[]): Map<string, AssignmentActivities> {
  const found = new Map<string, AssignmentActivities>();
  for (const row of rows) {
    let entry = found.get(row.assignment_id);
    if (!entry) {
      entry = { activities: [], codes: [] };
      found.set(row.assignment_id, entry);
    }
    entry.activities.push({ questId: row.quest_id, name: row.name ?? row.quest_id, realm: row.realm ?? '' });
    entry.codes.push(...row.curriculum_codes);
  }
  return found;
}

function commentJsonOf(row: CommentRow, scope: ResultScope): CommentJson {
  return {
    commentId: row.comment_id,
    studentId: row.student_id,
    authorId: row.author_id,
    commentFrom: row.author_name,
    // In a student's own result the comment is about the report's subject (spec 2 §3: empty).
    commentTo: scope.kind === 'student' ? '' : `${row.first_name} ${row.last_name}`,
    date: new Date(row.created_at).toISOString(),
    comment: row.comment,
  };
}

function emptyResult(today: string): SubjectResult {
  return {
    date: today,
    totalAssignment: 0,
    completedAssignment: 0,
    totalCorrect: 0,
    totalAnswered: 0,
    assignmentResultList: [],
    curriculumResultList: [],
    commentList: [],
  };
}

/**
 * The results of every subject of the scope, in four statements whatever
 * their number (result-sql.ts). An assignment's status, and so whether it
 * counts as completed, is the domain's rule on its dates at `now` (an
 * assignment finished early has had its end date moved to before now).
 * Each result's `date` is the school's local day at `now`.
 */
export async function subjectResults(
  db: Db,
  scope: ResultScope,
  clock: Pick<SchoolClock, 'timeZone'>,
  now: Date,
): Promise<Map<string, SubjectResult>> {
  const today = dayOf(now, clock);
  const results = new Map(scope.ids.map((id) => [id, emptyResult(today)]));
  const [assignments, activities, curriculum, comments] = await Promise.all([
    assignmentRows(db, scope),
    activityRows(db, scope),
    curriculumRows(db, scope),
    commentRows(db, scope),
  ]);
  const activitiesOf = activitiesByAssignment(activities);
  for (const row of assignments) {
    const result = results.get(row.subject_id);
    if (!result) continue;
    const [startDate, endDate] = [new Date(row.start_date), new Date(row.end_date)];
    const status = assignmentStatus(startDate, endDate, now);
    const own = activitiesOf.get(row.assignment_id) ?? { activities: [], codes: [] };
    result.assignmentResultList.push({
      assignmentId: row.assignment_id,
      groupId: row.group_id,
      startDate: startDate.toISOString(),
      endDate: endDate.toISOString(),
      status,
      correct: row.correct,
      answered: row.answered,
      attempted: row.attempted,
      finished: row.finished,
      assignmentDetails: { name: row.name, activities: own.activities },
      curriculumList: curriculumItems(own.codes),
    });
    result.totalAssignment += 1;
    if (status === 'Completed') result.completedAssignment += 1;
    result.totalCorrect = row.total_correct;
    result.totalAnswered = row.total_answered;
  }
  for (const row of curriculum) {
    const details = curriculumItem(row.code);
    if (!details) continue;
    results.get(row.subject_id)?.curriculumResultList.push({
      userId: scope.kind === 'student' ? row.subject_id : null,
      curriculumDetails: details,
      evaluation: row.evaluation,
      correct: row.correct,
      answered: row.answered,
    });
  }
  for (const row of comments) results.get(row.subject_id)?.commentList.push(commentJsonOf(row, scope));
  return results;
}
