/**
 * `npm run bench -- metrics`: the metrics calls on a school of 2,000
 * students in 100 groups (api/src/seed/scale-school.ts: 9 assignments of 4
 * activities a group a month, over twelve months), at 10,000, then 100,000,
 * then 1,000,000 attempts. Each stage adds attempts in bulk, builds the
 * metrics rollups from them (timed), then times each call through the real
 * API (app.inject: routing, session, permission, SQL, JSON; no network), p50
 * and p95 of RUNS runs after WARM_UP, and one attempt recorded through POST
 * /progress with the rollups' triggers. On an in-memory PGlite, or on a
 * throwaway database of DATABASE_URL. `STAGES=10000,100000` runs fewer.
 */
import { availableParallelism, cpus } from 'node:os';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { buildApi } from '../api/src/app.js';
import { createSession } from '../api/src/auth/session-store.js';
import { createTestDatabase } from '../api/src/db/test-database.js';
import { assignmentActivities, assignments, groupStudents, users } from '../api/src/db/schema.js';
import { rebuildAttemptRollups } from '../api/src/metrics/rollup-maintenance.js';
import { addScaleAttempts } from '../api/src/seed/scale-attempts.js';
import { assignmentsPerMonthFor, seedScaleSchool } from '../api/src/seed/scale-school.js';

const STUDENTS = 2000;
const GROUPS = 100;
const STAGES = (process.env.STAGES ?? '10000,100000,1000000').split(',').map(Number);
const BATCH = 100_000;
const WARM_UP = 3;
const RUNS = 20;

const database = await createTestDatabase();
const { db } = database;
const app = buildApi({ database });
const now = new Date();
const ms = (value: number) => `${value.toFixed(1)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;

try {
  await app.ready();
  let started = performance.now();
  const perMonth = assignmentsPerMonthFor(Math.max(...STAGES), STUDENTS, GROUPS);
  const school = await seedScaleSchool(db, {
    students: STUDENTS,
    groups: GROUPS,
    assignmentsPerMonth: perMonth,
    password: 'Bench!pass1',
    now,
  });
  console.log(
    `metrics: ${STUDENTS} students, ${GROUPS} groups, ${perMonth * 12 * GROUPS} assignments in ${seconds(performance.now() - started)}`,
  );
  console.log(
    `  on ${database.kind}, ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown cpu'}), Node ${process.version}`,
  );

  const person = async (email: string) => {
    const [row] = await db.select().from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no ${email}`);
    return { row, cookies: { portal_session: await createSession(db, row.id, 1) } };
  };
  const domain = school.adminEmail.split('@')[1];
  const admin = await person(school.adminEmail);
  const teacher = await person(`teacher1@${domain}`);
  const student = await person(`student1@${domain}`);
  const [firstGroup] = await db
    .select({ id: groupStudents.groupId })
    .from(groupStudents)
    .where(eq(groupStudents.userId, student.row.id));
  const groupIds = (
    await db.execute<{ id: string }>(sql`select id from groups where school_id = ${school.schoolId}::uuid`)
  ).rows.map((row) => row.id);
  const studentIds = (
    await db.execute<{ id: string }>(
      sql`select id from users where school_id = ${school.schoolId}::uuid and 'student' = any(roles) limit 100`,
    )
  ).rows.map((row) => row.id);
  const [open] = await db
    .select({ id: assignments.id, questId: assignmentActivities.questId })
    .from(assignments)
    .innerJoin(assignmentActivities, eq(assignmentActivities.assignmentId, assignments.id))
    .where(
      and(eq(assignments.groupId, firstGroup?.id ?? ''), lte(assignments.startDate, now), gt(assignments.endDate, now)),
    )
    .limit(1);

  const s = school.schoolId;
  const calls: [string, { cookies: Record<string, string> }, InjectOptions][] = [
    ['School, all months', admin, { url: `/api/v1/metrics/School/${s}` }],
    ['School, 12 months by topic', admin, { url: `/api/v1/metrics/School/${s}?period=12&by=topic` }],
    ['School, this month', admin, { url: `/api/v1/metrics/School/${s}?period=1` }],
    ["viewSchool (a teacher's group)", teacher, { url: `/api/v1/metrics/viewSchool/${s}?period=12` }],
    ['GroupAccuracy (100 groups × 12 months)', admin, { url: `/api/v1/metrics/GroupAccuracy/${s}` }],
    ['YearLevel', admin, { url: `/api/v1/metrics/YearLevel/${s}` }],
    ['Group, one', admin, { url: `/api/v1/metrics/Group/${firstGroup?.id}?period=12` }],
    ['Group, batch of 100', admin, { method: 'POST', url: '/api/v1/metrics/Group?period=12', payload: groupIds }],
    ['Individual, one', admin, { url: `/api/v1/metrics/Individual/${student.row.id}?period=12` }],
    [
      'Individual, batch of 100',
      admin,
      { method: 'POST', url: '/api/v1/metrics/Individual?period=12', payload: studentIds },
    ],
  ];
  const time = async (session: { cookies: Record<string, string> }, request: InjectOptions, expected = 200) => {
    const begin = performance.now();
    const response = await app.inject({ ...request, ...session });
    if (response.statusCode !== expected)
      throw new Error(`${request.url} answered ${response.statusCode}: ${response.body}`);
    return performance.now() - begin;
  };
  const percentiles = async (session: { cookies: Record<string, string> }, request: InjectOptions, expected = 200) => {
    for (let run = 0; run < WARM_UP; run += 1) await time(session, request, expected);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) times.push(await time(session, request, expected));
    times.sort((a, b) => a - b);
    return [times[Math.floor(RUNS * 0.5)] ?? 0, times[Math.floor(RUNS * 0.95)] ?? 0];
  };

  let written = 0;
  for (const stage of STAGES) {
    started = performance.now();
    for (let first = written + 1; first <= stage; first += BATCH) {
      await addScaleAttempts(db, s, { first, last: Math.min(stage, first + BATCH - 1) }, now);
    }
    written = stage;
    const loaded = performance.now() - started;
    started = performance.now();
    await rebuildAttemptRollups(db, s);
    const rebuilt = performance.now() - started;
    await db.execute(sql`analyze`);
    console.log(
      `\n${stage.toLocaleString('en')} attempts (loaded in ${seconds(loaded)}, rollups built in ${seconds(rebuilt)})`,
    );
    for (const [name, session, request] of calls) {
      const [p50, p95] = await percentiles(session, request);
      console.log(`  ${name.padEnd(40)} p50 ${ms(p50 ?? 0).padStart(9)}   p95 ${ms(p95 ?? 0).padStart(9)}`);
    }
    if (open) {
      const attempt = {
        assignmentId: open.id,
        questId: open.questId,
        answered: 4,
        correct: 3,
        seconds: 60,
        completed: true,
      };
      const [p50, p95] = await percentiles(student, { method: 'POST', url: '/api/v1/progress', payload: attempt }, 201);
      console.log(
        `  ${'record an attempt (POST /progress)'.padEnd(40)} p50 ${ms(p50 ?? 0).padStart(9)}   p95 ${ms(p95 ?? 0).padStart(9)}`,
      );
    } else {
      console.log('  (no assignment of student1 is under way today: recording an attempt is not timed)');
    }
  }
} finally {
  await app.close();
  await database.close();
}
