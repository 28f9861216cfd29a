import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempts, progressBestAttempts, schools, type UserRow } from '../db/schema.js';
import { rebuildAttemptRollups, withoutMetricTriggers } from '../metrics/rollup-maintenance.js';
import { buildAssignmentWorld, callAs, type AssignmentWorld } from '../testing/assignment-world.js';
import { daysFromToday } from '../testing/assignment-dates.js';
import { rebuildRollups, rollupRows } from '../testing/metric-rollups.js';
import { addAssignment, addPerson, addToGroup } from '../testing/school-world.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import type { LeaderboardEntryJson, ProgressRowJson } from './progress-json.js';

/*
 * The progress report and the leaderboard read each student's best attempt
 * from progress_best_attempts (migration 0024), kept by triggers as attempts
 * are recorded and deleted. The numbers below are worked out by hand.
 *
 * The group: Ann Able, Ben Brown, Cat Cole, Dan Dunn and the world's student
 * (Last…), in that order. The assignment holds QUIZ, BOOK and QUIZ2.
 * Attempts (correct/answered, seconds, finished?):
 *   Ann QUIZ:  2/5 30 s · 4/4 20 s · 4/5 40 s ✓ · 3/5 10 s   → best 4/5 (most correct, then most answered),
 *              100 s, finished, 4 attempts, the last at T4
 *   Ann BOOK:  0/0 120 s ✓                                   → 0/0, 120 s, finished, 1
 *   Ben QUIZ:  5/5 50 s · 1/5 25 s                           → 5/5, 75 s, not finished, 2, the last at T3
 *   Ben QUIZ2: 3/4 60 s ✓                                    → 3/4, 60 s, finished, 1
 *   Dan QUIZ:  4/5 10 s ✓                                    → 4/5
 * Scores (correct of each best): Ben 8, Ann 4, Dan 4, Cat 0, the student 0:
 * ranks 1, 2, 2, 4, 4, equal scores in name order.
 */

const QUIZ = 'q-env-001';
const BOOK = 'b-env-001';
const QUIZ2 = 'q-ani-002';
const T = (n: number) => new Date(Date.UTC(2026, 0, n, 10));

let api: TestApi;
let world: AssignmentWorld;
let assignmentId: string;
let ann: UserRow;
let ben: UserRow;
let cat: UserRow;
let dan: UserRow;

interface Try {
  student: UserRow;
  questId: string;
  correct: number;
  answered: number;
  seconds: number;
  completed?: boolean;
  at: Date;
  assignment?: string;
}

/** Attempts written straight to the table, through its triggers as POST /progress writes them. */
async function recordTries(tries: readonly Try[], db = api.database.db) {
  const rows = await db
    .insert(attempts)
    .values(
      tries.map((one) => ({
        schoolId: world.school,
        assignmentId: one.assignment ?? assignmentId,
        studentId: one.student.id,
        questId: one.questId,
        correct: one.correct,
        answered: one.answered,
        seconds: one.seconds,
        completed: one.completed ?? false,
        recordedAt: one.at,
      })),
    )
    .returning({ id: attempts.id });
  return rows.map((row) => row.id);
}

let annBest: string;

beforeAll(async () => {
  api = await startTestApi();
  world = await buildAssignmentWorld(api);
  const { db } = api.database;
  const student = (firstName: string, lastName: string) =>
    addPerson(db, { schoolId: world.school, roles: ['student'], firstName, lastName });
  [ann, ben, cat, dan] = [
    await student('Ann', 'Able'),
    await student('Ben', 'Brown'),
    await student('Cat', 'Cole'),
    await student('Dan', 'Dunn'),
  ];
  for (const person of [ann, ben, cat, dan]) await addToGroup(db, world.group, person.id);
  assignmentId = await addAssignment(db, {
    schoolId: world.school,
    groupId: world.group,
    name: 'Forces, week 3',
    startDate: daysFromToday(-1),
    endDate: daysFromToday(7),
    activities: [
      { questId: QUIZ, activityType: 'quiz' },
      { questId: BOOK, activityType: 'book' },
      { questId: QUIZ2, activityType: 'quiz' },
    ],
  });
  const ids = await recordTries([
    { student: ann, questId: QUIZ, correct: 2, answered: 5, seconds: 30, at: T(1) },
    { student: ann, questId: QUIZ, correct: 4, answered: 4, seconds: 20, at: T(2) },
    { student: ann, questId: QUIZ, correct: 4, answered: 5, seconds: 40, completed: true, at: T(3) },
    { student: ann, questId: QUIZ, correct: 3, answered: 5, seconds: 10, at: T(4) },
    { student: ann, questId: BOOK, correct: 0, answered: 0, seconds: 120, completed: true, at: T(1) },
    { student: ben, questId: QUIZ, correct: 5, answered: 5, seconds: 50, at: T(2) },
    { student: ben, questId: QUIZ, correct: 1, answered: 5, seconds: 25, at: T(3) },
    { student: ben, questId: QUIZ2, correct: 3, answered: 4, seconds: 60, completed: true, at: T(1) },
    { student: dan, questId: QUIZ, correct: 4, answered: 5, seconds: 10, completed: true, at: T(5) },
  ]);
  annBest = ids[2] ?? '';
});
afterAll(() => api.close());

async function read<T>(actor: UserRow, url: string): Promise<T> {
  const response = await callAs(api, actor, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: T }>().data;
}

type Report = { assignmentId: string; rows: ProgressRowJson[]; total: number };
type Board = { assignmentId: string; entries: LeaderboardEntryJson[]; total: number; own: LeaderboardEntryJson | null };

async function report(query = '', actor: UserRow = world.owner): Promise<Report> {
  const [one] = await read<Report[]>(actor, `/report/assignments?ids=${assignmentId}${query}`);
  if (!one) throw new Error('no report');
  return one;
}

async function board(query = '', actor: UserRow = world.owner): Promise<Board> {
  const [one] = await read<Board[]>(actor, `/report/leaderboards?ids=${assignmentId}${query}`);
  if (!one) throw new Error('no leaderboard');
  return one;
}

const names = (rows: { firstName: string }[]) => rows.map((row) => row.firstName);
const ranks = (entries: LeaderboardEntryJson[]) =>
  entries.map((entry) => `${entry.firstName} ${entry.rank} ${entry.score}`);

/**
 * The best attempts as the triggers left them equal a rebuild from the
 * attempts. (Only these: the metrics' rollups never see an attempt deleted
 * but with its student, assignment or school, and rollup-triggers.test.ts
 * checks them.)
 */
async function expectRebuildAgrees(): Promise<void> {
  const { db } = api.database;
  const kept = (await rollupRows(db)).progress_best_attempts;
  await rebuildRollups(db);
  expect((await rollupRows(db)).progress_best_attempts).toEqual(kept);
}

describe('each student’s best attempt', () => {
  it('is the most correct, then the most answered, with the time and attempts of all and finished if any was', async () => {
    const { rows, total } = await report();
    expect(total).toBe(5);
    expect(names(rows)).toEqual(['Ann', 'Ben', 'Cat', 'Dan', world.student.firstName]);
    const [annRow, benRow, catRow] = rows;
    expect(annRow?.activities).toEqual([
      {
        questId: QUIZ,
        attempted: true,
        completed: true,
        answered: 5,
        correct: 4,
        seconds: 100,
        attempts: 4,
        lastAttemptAt: T(4).toISOString(),
      },
      {
        questId: BOOK,
        attempted: true,
        completed: true,
        answered: 0,
        correct: 0,
        seconds: 120,
        attempts: 1,
        lastAttemptAt: T(1).toISOString(),
      },
      {
        questId: QUIZ2,
        attempted: false,
        completed: false,
        answered: 0,
        correct: 0,
        seconds: 0,
        attempts: 0,
        lastAttemptAt: null,
      },
    ]);
    expect(annRow).toMatchObject({ answered: 5, correct: 4, seconds: 220, lastAttemptAt: T(4).toISOString() });
    expect(benRow?.activities.map((entry) => [entry.correct, entry.answered, entry.seconds, entry.completed])).toEqual([
      [5, 5, 75, false],
      [0, 0, 0, false],
      [3, 4, 60, true],
    ]);
    expect(benRow).toMatchObject({ correct: 8, answered: 9, seconds: 135, progress: [true, false, true] });
    expect(catRow).toMatchObject({ progress: [false, false, false], correct: 0, lastAttemptAt: null });
    await expectRebuildAgrees();
  });

  it('ranks the leaderboard by score, equal scores sharing a rank in name order and the next rank skipping', async () => {
    const whole = await board();
    expect(ranks(whole.entries)).toEqual([
      'Ben 1 8',
      'Ann 2 4',
      'Dan 2 4',
      'Cat 4 0',
      `${world.student.firstName} 4 0`,
    ]);
    expect(whole.total).toBe(5);
    expect(whole.own).toBeNull();
    // A page from the second: the caller's own entry comes whether it is on the page or not.
    const paged = await board('&first=2&offset=1', cat);
    expect(ranks(paged.entries)).toEqual(['Ann 2 4', 'Dan 2 4']);
    expect(paged.total).toBe(5);
    expect(paged.own).toMatchObject({ firstName: 'Cat', rank: 4, score: 0 });
    const single = await read<LeaderboardEntryJson[]>(world.owner, `/report/assignments/${assignmentId}/leaderboard`);
    expect(ranks(single)).toEqual(ranks(whole.entries));
  });

  it('pages the report by student: first, offset, students and name, with the total of the students matched', async () => {
    const second = await report('&first=2&offset=2');
    expect(names(second.rows)).toEqual(['Cat', 'Dan']);
    expect(second.total).toBe(5);
    const past = await report('&first=2&offset=10');
    expect(past).toMatchObject({ rows: [], total: 5 });
    const chosen = await report(`&students=${dan.id},${ann.id}&first=1&offset=1`);
    expect(names(chosen.rows)).toEqual(['Dan']);
    expect(chosen.rows[0]?.correct).toBe(4);
    expect(chosen.total).toBe(2);
    // "first last" holds "an": Ann Able and Dan Dunn, as GET /groups/students filters them.
    const named = await report('&name=AN&first=20');
    expect(names(named.rows)).toEqual(['Ann', 'Dan']);
    expect(named.total).toBe(2);
    const students = await read<{ students: { firstName: string }[]; total: number }[]>(
      world.owner,
      `/groups/students?ids=${world.group}&name=AN&first=20`,
    );
    expect(names(students[0]?.students ?? [])).toEqual(names(named.rows));
    // A student reads only their own row.
    const own = await report('&first=20', ben);
    expect(names(own.rows)).toEqual(['Ben']);
    expect(own.total).toBe(1);
  });

  it('is made again from the attempts left when one is deleted', async () => {
    const { db } = api.database;
    await db.delete(attempts).where(eq(attempts.id, annBest));
    // Ann's quiz: 2/5 30 s · 4/4 20 s · 3/5 10 s → 4/4, 60 s, none finished, 3 attempts.
    const { rows } = await report(`&students=${ann.id}`);
    expect(rows[0]?.activities[0]).toMatchObject({
      correct: 4,
      answered: 4,
      seconds: 60,
      completed: false,
      attempts: 3,
      lastAttemptAt: T(4).toISOString(),
    });
    await expectRebuildAgrees();
  });

  it('stops counting an activity once it is removed from the assignment', async () => {
    const removed = await callAs(api, world.owner, 'PATCH', `/assignments/${assignmentId}/activities`, [
      { questId: QUIZ2, activityType: 'quiz' },
    ]);
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    const { rows } = await report(`&students=${ben.id}`);
    expect(rows[0]).toMatchObject({ progress: [true, false], correct: 5, answered: 5, seconds: 75 });
    const { entries } = await board();
    expect(ranks(entries)).toEqual(['Ben 1 5', 'Ann 2 4', 'Dan 2 4', 'Cat 4 0', `${world.student.firstName} 4 0`]);
  });

  it('counts attempts loaded in bulk with the triggers off once the school is rebuilt, as the triggers would', async () => {
    const { db } = api.database;
    const bulk: Try[] = [
      { student: cat, questId: QUIZ, correct: 1, answered: 2, seconds: 15, at: T(6) },
      { student: cat, questId: QUIZ, correct: 1, answered: 3, seconds: 15, completed: true, at: T(7) },
    ];
    await withoutMetricTriggers(db, (tx) => recordTries(bulk, tx));
    expect((await report(`&students=${cat.id}`)).rows[0]?.progress).toEqual([false, false]);
    await rebuildAttemptRollups(db, world.school);
    expect((await report(`&students=${cat.id}`)).rows[0]?.activities[0]).toMatchObject({
      correct: 1,
      answered: 3,
      seconds: 30,
      completed: true,
      attempts: 2,
    });
    // What the rebuild made is what the triggers keep: the same attempts again, with them on, agree.
    await recordTries([{ student: cat, questId: BOOK, correct: 0, answered: 0, seconds: 5, at: T(8) }]);
    await expectRebuildAgrees();
  });

  it('goes with a deleted student, a deleted assignment and a deleted school', async () => {
    const { db } = api.database;
    const rowsOf = async (where: SQL) =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(progressBestAttempts)
          .where(where)
      )[0]?.n;
    const deleted = await callAs(api, world.admin, 'PATCH', '/users', [dan.id]);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await rowsOf(eq(progressBestAttempts.studentId, dan.id))).toBe(0);
    expect(names((await report()).rows)).toEqual(['Ann', 'Ben', 'Cat', world.student.firstName]);
    expect(ranks((await board()).entries)).toEqual(['Ben 1 5', 'Ann 2 4', 'Cat 3 1', `${world.student.firstName} 4 0`]);
    await expectRebuildAgrees();

    // Another assignment of the group, worked on, then deleted.
    const other = await addAssignment(db, {
      schoolId: world.school,
      groupId: world.group,
      name: 'Gone soon',
      startDate: daysFromToday(-1),
      endDate: daysFromToday(7),
      activities: [{ questId: QUIZ, activityType: 'quiz' }],
    });
    await recordTries([
      { student: ann, questId: QUIZ, correct: 1, answered: 1, seconds: 9, at: T(9), assignment: other },
    ]);
    expect(await rowsOf(eq(progressBestAttempts.assignmentId, other))).toBe(1);
    const gone = await callAs(api, world.admin, 'DELETE', `/assignments/${other}`);
    expect(gone.statusCode, gone.body).toBeLessThan(300);
    expect(await rowsOf(eq(progressBestAttempts.assignmentId, other))).toBe(0);
    await expectRebuildAgrees();

    expect(await rowsOf(eq(progressBestAttempts.schoolId, world.school))).toBeGreaterThan(0);
    await db.delete(schools).where(eq(schools.id, world.school));
    expect(await rowsOf(eq(progressBestAttempts.schoolId, world.school))).toBe(0);
    expect(await rowsOf(eq(progressBestAttempts.assignmentId, assignmentId))).toBe(0);
    await expectRebuildAgrees();
  });
});
