import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { personCondition, type Viewer } from '../access/permissions.js';
import type { Db } from '../db/database.js';
import { humanOrder } from '../db/collation.js';
import { attempts, groupStudents, users } from '../db/schema.js';
import type { AssignmentJson } from '../assignments/assignment-reads.js';
import type { ActivityProgressJson, LeaderboardEntryJson, ProgressRowJson } from './progress-json.js';

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
  assignmentId: string;
  studentId: string;
  questId: string;
  correct: number;
  answered: number;
  seconds: number;
  completed: boolean;
  attempts: number;
  lastAt: Date;
}

/** The students of these groups, those `visible` allows, in human order of last then first name. */
async function studentsOf(db: Db, groupIds: string[], visible: SQL | undefined): Promise<Student[]> {
  if (groupIds.length === 0) return [];
  return db
    .select({
      userId: users.id,
      groupId: groupStudents.groupId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(groupStudents)
    .innerJoin(users, eq(users.id, groupStudents.userId))
    .where(and(inArray(groupStudents.groupId, groupIds), visible))
    .orderBy(humanOrder(users.lastName), humanOrder(users.firstName), asc(users.id));
}

/**
 * Each student's best attempt (most correct, then most answered) at each
 * activity of these assignments, with their time over every attempt and
 * whether any attempt finished it. Attempts at an activity since removed
 * from the assignment do not count.
 */
async function bestAttempts(db: Db, list: readonly AssignmentJson[]): Promise<Map<string, Best>> {
  const best = new Map<string, Best>();
  if (list.length === 0) return best;
  const rows = await db
    .select({
      assignmentId: attempts.assignmentId,
      studentId: attempts.studentId,
      questId: attempts.questId,
      correct: sql<number>`max(${attempts.correct})::int`,
      answered: sql<number>`(array_agg(${attempts.answered} order by ${attempts.correct} desc, ${attempts.answered} desc))[1]::int`,
      seconds: sql<number>`sum(${attempts.seconds})::int`,
      completed: sql<boolean>`bool_or(${attempts.completed})`,
      attempts: sql<number>`count(*)::int`,
      lastAt: sql<string>`max(${attempts.recordedAt})`,
    })
    .from(attempts)
    .where(
      inArray(
        attempts.assignmentId,
        list.map((assignment) => assignment.assignmentId),
      ),
    )
    .groupBy(attempts.assignmentId, attempts.studentId, attempts.questId);
  const current = new Set(
    list.flatMap((assignment) =>
      assignment.activities.map((activity) => key(assignment.assignmentId, activity.questId)),
    ),
  );
  for (const row of rows) {
    if (!current.has(key(row.assignmentId, row.questId))) continue;
    best.set(key(row.assignmentId, row.questId, row.studentId), { ...row, lastAt: new Date(row.lastAt) });
  }
  return best;
}

function key(...parts: string[]): string {
  return parts.join(' ');
}

/**
 * The progress report of each assignment (spec 1 §2.8): a row per student of
 * its group whose progress the viewer reads (PERSON_RULES.readProgress: all
 * of them for staff, themself for a student, their children for a parent).
 */
export async function progressReports(
  db: Db,
  viewer: Viewer,
  list: readonly AssignmentJson[],
): Promise<Map<string, ProgressRowJson[]>> {
  const groupIds = [...new Set(list.map((assignment) => assignment.groupId))];
  const [students, best] = await Promise.all([
    studentsOf(db, groupIds, personCondition(viewer, 'readProgress')),
    bestAttempts(db, list),
  ]);
  return new Map(
    list.map((assignment) => [
      assignment.assignmentId,
      students
        .filter((student) => student.groupId === assignment.groupId)
        .map((student) => reportRow(assignment, student, best)),
    ]),
  );
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
 * (the correct answers of each activity's best attempt) then name; equal
 * scores share a rank and the next rank skips (1, 1, 3).
 */
export async function leaderboards(
  db: Db,
  list: readonly AssignmentJson[],
): Promise<Map<string, LeaderboardEntryJson[]>> {
  const groupIds = [...new Set(list.map((assignment) => assignment.groupId))];
  const [students, best] = await Promise.all([studentsOf(db, groupIds, undefined), bestAttempts(db, list)]);
  return new Map(
    list.map((assignment) => {
      const scored = students
        .filter((student) => student.groupId === assignment.groupId)
        .map((student) => ({
          student,
          score: assignment.activities.reduce(
            (sum, activity) =>
              sum + (best.get(key(assignment.assignmentId, activity.questId, student.userId))?.correct ?? 0),
            0,
          ),
        }));
      // Stable: students come in name order, so equal scores stay in it.
      scored.sort((a, b) => b.score - a.score);
      return [assignment.assignmentId, rankEntries(scored)];
    }),
  );
}

function rankEntries(scored: { student: Student; score: number }[]): LeaderboardEntryJson[] {
  let rank = 0;
  return scored.map(({ student, score }, index) => {
    if (index === 0 || score !== scored[index - 1]?.score) rank = index + 1;
    return { userId: student.userId, firstName: student.firstName, lastName: student.lastName, rank, score };
  });
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
  const [students, best] = await Promise.all([
    studentsOf(db, [assignment.groupId], inArray(users.id, [...studentIds])),
    bestAttempts(db, [assignment]),
  ]);
  return students.map((student) => reportRow(assignment, student, best));
}
