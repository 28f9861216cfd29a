import { and, asc, count, eq, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { personCondition, type Viewer } from '../access/permissions.js';
import type { Db } from '../db/database.js';
import { humanOrder } from '../db/collation.js';
import { assignmentActivities, assignments, groupStudents, progressBestAttempts, users } from '../db/schema.js';
import type { AssignmentJson } from '../assignments/assignment-reads.js';
import { userNameConditions } from '../users/user-list.js';
import type { ActivityProgressJson, LeaderboardEntryJson, ProgressRowJson } from './progress-json.js';

/*
 * The progress report and the leaderboard read each student's best attempt
 * at each activity from progress_best_attempts (migration 0024), which the
 * database keeps as attempts are recorded and deleted, never the attempts
 * themselves; and they page in SQL by student, so a page of 20 of a group of
 * 300 reads 20 students' rows. Attempts at an activity since removed from the
 * assignment do not count: the reads join the assignment's activities now.
 */

/** A page of a list: skip `offset`, then at most `limit` (every one left without it). */
export interface ListPage {
  offset: number;
  limit?: number | undefined;
}

export interface ProgressReportOptions {
  /** Only the rows of these students. */
  studentIds?: readonly string[] | undefined;
  /** Only the students whose "first last" holds this, case-insensitively (as Group.students filters). */
  name?: string | undefined;
  page?: ListPage | undefined;
}

/** An assignment's report: a page of its rows and how many students matched in all. */
export interface ProgressReport {
  rows: ProgressRowJson[];
  total: number;
}

/** An assignment's leaderboard: a page of its entries, how many in all, and the caller's own entry. */
export interface Leaderboard {
  entries: LeaderboardEntryJson[];
  total: number;
  own: LeaderboardEntryJson | null;
}

/** A student of an assignment's group. */
interface Student {
  userId: string;
  groupId: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** One student's best at one activity of one assignment, over every attempt. */
interface Best {
  correct: number;
  answered: number;
  seconds: number;
  completed: boolean;
  attempts: number;
  lastAt: Date;
}

/** Students in human order of last then first name, then id, so equal names keep one order from page to page. */
const STUDENT_ORDER = sql`${humanOrder(users.lastName)}, ${humanOrder(users.firstName)}, ${users.id}`;

/** Whether the page leaves out nothing: the whole list, read without counting it apart. */
function isWhole(page: ListPage | undefined): boolean {
  return !page || (page.offset === 0 && page.limit === undefined);
}

/** The condition on a row's position (1-based) for it to be on the page. */
function onPage(position: SQL.Aliased<number>, page: ListPage): SQL | undefined {
  return and(gt(position, page.offset), page.limit === undefined ? undefined : lte(position, page.offset + page.limit));
}

/**
 * The page of each group's students matching `where` (the students of these
 * groups the caller reads, of the ids and name asked for), each group paged on
 * its own in SQL (row_number over the group), and how many match in each.
 */
async function studentPages(
  db: Db,
  groupIds: string[],
  where: SQL | undefined,
  page: ListPage | undefined,
): Promise<{ students: Student[]; totals: Map<string, number> }> {
  const matching = and(inArray(groupStudents.groupId, groupIds), where);
  const ranked = db
    .select({
      groupId: sql<string>`${groupStudents.groupId}`.as('ranked_group_id'),
      userId: sql<string>`${users.id}`.as('ranked_user_id'),
      firstName: sql<string>`${users.firstName}`.as('ranked_first_name'),
      lastName: sql<string>`${users.lastName}`.as('ranked_last_name'),
      email: sql<string>`${users.email}`.as('ranked_email'),
      position: sql<number>`row_number() over (partition by ${groupStudents.groupId} order by ${STUDENT_ORDER})`.as(
        'position',
      ),
    })
    .from(groupStudents)
    .innerJoin(users, eq(users.id, groupStudents.userId))
    .where(matching)
    .as('ranked');
  const whole = isWhole(page);
  const [students, counted] = await Promise.all([
    db
      .select({
        groupId: ranked.groupId,
        userId: ranked.userId,
        firstName: ranked.firstName,
        lastName: ranked.lastName,
        email: ranked.email,
      })
      .from(ranked)
      .where(page ? onPage(ranked.position, page) : undefined)
      .orderBy(ranked.groupId, ranked.position),
    whole
      ? undefined
      : db
          .select({ groupId: groupStudents.groupId, total: count() })
          .from(groupStudents)
          .innerJoin(users, eq(users.id, groupStudents.userId))
          .where(matching)
          .groupBy(groupStudents.groupId),
  ]);
  const totals = new Map<string, number>();
  if (counted) for (const row of counted) totals.set(row.groupId, Number(row.total));
  else for (const student of students) totals.set(student.groupId, (totals.get(student.groupId) ?? 0) + 1);
  return { students, totals };
}

/** Whether a rollup row's activity is in its assignment now. */
const activityInAssignment = sql`exists (select 1 from ${assignmentActivities}
  where ${assignmentActivities.assignmentId} = ${progressBestAttempts.assignmentId}
    and ${assignmentActivities.questId} = ${progressBestAttempts.questId})`;

/** These students' best attempts at the activities in these assignments now, by key. */
async function bestAttempts(db: Db, assignmentIds: string[], studentIds: string[]): Promise<Map<string, Best>> {
  const best = new Map<string, Best>();
  if (assignmentIds.length === 0 || studentIds.length === 0) return best;
  const rows = await db
    .select({
      assignmentId: progressBestAttempts.assignmentId,
      studentId: progressBestAttempts.studentId,
      questId: progressBestAttempts.questId,
      correct: progressBestAttempts.correct,
      answered: progressBestAttempts.answered,
      seconds: progressBestAttempts.seconds,
      completed: progressBestAttempts.completed,
      attempts: progressBestAttempts.attempts,
      lastAt: progressBestAttempts.lastAt,
    })
    .from(progressBestAttempts)
    .where(
      and(
        inArray(progressBestAttempts.assignmentId, assignmentIds),
        inArray(progressBestAttempts.studentId, studentIds),
        activityInAssignment,
      ),
    );
  for (const { assignmentId, studentId, questId, ...entry } of rows) {
    best.set(key(assignmentId, questId, studentId), entry);
  }
  return best;
}

function key(...parts: string[]): string {
  return parts.join(' ');
}

/**
 * The progress report of each assignment (spec 1 §2.8): a row per student of
 * its group whose progress the viewer reads (PERSON_RULES.readProgress: all
 * of them for staff, themself for a student, their children for a parent),
 * only those of `studentIds` and `name` when given, a page of them (by last
 * name, then first name) when `page` is, and how many matched in all.
 */
export async function progressReports(
  db: Db,
  viewer: Viewer,
  list: readonly AssignmentJson[],
  options: ProgressReportOptions = {},
): Promise<Map<string, ProgressReport>> {
  const reports = new Map<string, ProgressReport>();
  if (list.length === 0) return reports;
  const { studentIds, name, page } = options;
  if (studentIds?.length === 0) {
    for (const { assignmentId } of list) reports.set(assignmentId, { rows: [], total: 0 });
    return reports;
  }
  const groupIds = [...new Set(list.map((assignment) => assignment.groupId))];
  const where = and(
    personCondition(viewer, 'readProgress'),
    studentIds ? inArray(users.id, [...studentIds]) : undefined,
    ...userNameConditions({ name }),
  );
  const { students, totals } = await studentPages(db, groupIds, where, page);
  const best = await bestAttempts(
    db,
    list.map((assignment) => assignment.assignmentId),
    [...new Set(students.map((student) => student.userId))],
  );
  for (const assignment of list) {
    reports.set(assignment.assignmentId, {
      rows: students
        .filter((student) => student.groupId === assignment.groupId)
        .map((student) => reportRow(assignment, student, best)),
      total: totals.get(assignment.groupId) ?? 0,
    });
  }
  return reports;
}

function reportRow(assignment: AssignmentJson, student: Student, best: Map<string, Best>): ProgressRowJson {
  const per = assignment.activities.map(({ questId }): ActivityProgressJson => {
    const entry = best.get(key(assignment.assignmentId, questId, student.userId));
    return {
      questId,
      attempted: entry !== undefined,
      completed: entry?.completed ?? false,
      answered: entry?.answered ?? 0,
      correct: entry?.correct ?? 0,
      seconds: entry?.seconds ?? 0,
      attempts: entry?.attempts ?? 0,
      lastAttemptAt: entry?.lastAt.toISOString() ?? null,
    };
  });
  const sum = (pick: (entry: ActivityProgressJson) => number) => per.reduce((total, entry) => total + pick(entry), 0);
  const last = per
    .map((entry) => entry.lastAttemptAt)
    .filter((at): at is string => at !== null)
    .sort()
    .at(-1);
  return {
    userId: student.userId,
    firstName: student.firstName,
    lastName: student.lastName,
    email: student.email,
    progress: per.map((entry) => entry.attempted),
    activities: per,
    answered: sum((entry) => entry.answered),
    correct: sum((entry) => entry.correct),
    seconds: sum((entry) => entry.seconds),
    lastAttemptAt: last ?? null,
  };
}

/**
 * The leaderboard of each assignment: every student of its group, by score
 * (the correct answers of each activity's best attempt, over the activities
 * in it now) then name; equal scores share a rank and the next rank skips
 * (1, 1, 3). Scored, ranked and paged in SQL; `ownId`'s entry is read
 * wherever it falls.
 */
export async function leaderboards(
  db: Db,
  list: readonly AssignmentJson[],
  options: { page?: ListPage | undefined; ownId?: string | undefined } = {},
): Promise<Map<string, Leaderboard>> {
  const boards = new Map<string, Leaderboard>();
  if (list.length === 0) return boards;
  const { page, ownId } = options;
  const assignmentIds = list.map((assignment) => assignment.assignmentId);
  const groupIds = [...new Set(list.map((assignment) => assignment.groupId))];
  const scores = db
    .select({
      assignmentId: sql<string>`${progressBestAttempts.assignmentId}`.as('scored_assignment_id'),
      studentId: sql<string>`${progressBestAttempts.studentId}`.as('scored_student_id'),
      score: sql<number>`sum(${progressBestAttempts.correct})`.as('score'),
    })
    .from(progressBestAttempts)
    .where(and(inArray(progressBestAttempts.assignmentId, assignmentIds), activityInAssignment))
    .groupBy(progressBestAttempts.assignmentId, progressBestAttempts.studentId)
    .as('scores');
  const score = sql`coalesce(${scores.score}, 0)`;
  const ranked = db
    .select({
      assignmentId: sql<string>`${assignments.id}`.as('ranked_assignment_id'),
      userId: sql<string>`${users.id}`.as('ranked_user_id'),
      firstName: sql<string>`${users.firstName}`.as('ranked_first_name'),
      lastName: sql<string>`${users.lastName}`.as('ranked_last_name'),
      score: sql<number>`${score}::int`.as('ranked_score'),
      rank: sql<number>`rank() over (partition by ${assignments.id} order by ${score} desc)::int`.as('rank'),
      position:
        sql<number>`row_number() over (partition by ${assignments.id} order by ${score} desc, ${STUDENT_ORDER})`.as(
          'position',
        ),
    })
    .from(assignments)
    .innerJoin(groupStudents, eq(groupStudents.groupId, assignments.groupId))
    .innerJoin(users, eq(users.id, groupStudents.userId))
    .leftJoin(scores, and(eq(scores.assignmentId, assignments.id), eq(scores.studentId, users.id)))
    .where(inArray(assignments.id, assignmentIds))
    .as('ranked');
  const own = ownId ? eq(ranked.userId, ownId) : undefined;
  const whole = isWhole(page);
  const [rows, counted] = await Promise.all([
    db
      .select({
        assignmentId: ranked.assignmentId,
        userId: ranked.userId,
        firstName: ranked.firstName,
        lastName: ranked.lastName,
        score: ranked.score,
        rank: ranked.rank,
        onPage: sql<boolean>`${page ? (onPage(ranked.position, page) ?? sql`true`) : sql`true`}`,
      })
      .from(ranked)
      .where(page ? or(onPage(ranked.position, page), own) : undefined)
      .orderBy(ranked.assignmentId, asc(ranked.position)),
    whole
      ? undefined
      : db
          .select({ groupId: groupStudents.groupId, total: count() })
          .from(groupStudents)
          .where(inArray(groupStudents.groupId, groupIds))
          .groupBy(groupStudents.groupId),
  ]);
  const groupTotals = new Map(counted?.map((row) => [row.groupId, Number(row.total)]));
  for (const { assignmentId, groupId } of list) {
    const mine = rows.filter((row) => row.assignmentId === assignmentId);
    const entries = mine
      .filter((row) => row.onPage)
      .map(({ userId, firstName, lastName, rank, score }) => ({ userId, firstName, lastName, rank, score }));
    const found = ownId ? mine.find((row) => row.userId === ownId) : undefined;
    boards.set(assignmentId, {
      entries,
      total: counted ? (groupTotals.get(groupId) ?? 0) : entries.length,
      own: found
        ? {
            userId: found.userId,
            firstName: found.firstName,
            lastName: found.lastName,
            rank: found.rank,
            score: found.score,
          }
        : null,
    });
  }
  return boards;
}

/**
 * The rows of these students of the assignment's group, whoever asks: the live
 * stream reads an attempt's row once and checks each reader's right to it
 * (attempt-changes.ts).
 */
export async function progressRowsOf(
  db: Db,
  assignment: AssignmentJson,
  studentIds: readonly string[],
): Promise<ProgressRowJson[]> {
  if (studentIds.length === 0) return [];
  const { students } = await studentPages(db, [assignment.groupId], inArray(users.id, [...studentIds]), undefined);
  const best = await bestAttempts(
    db,
    [assignment.assignmentId],
    students.map((student) => student.userId),
  );
  return students.map((student) => reportRow(assignment, student, best));
}
