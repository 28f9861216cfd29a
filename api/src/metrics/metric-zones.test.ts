import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricActivityMonths, schools, type UserRow } from '../db/schema.js';
import { callAs } from '../testing/assignment-world.js';
import { rebuildRollups, rollupRows } from '../testing/metric-rollups.js';
import { addAttempts } from '../testing/result-world.js';
import { addAssignment, addGroup, addPerson, addSchool } from '../testing/school-world.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import type { MetricsMonthJson } from './metrics-json.js';

/*
 * Issue 34: the metrics' months are the school's own, in its time zone. Each
 * school here has one student in one group, with an assignment open all
 * year; every attempt is placed a few hours from a month's end, where the
 * school's month and the UTC month differ. The API's clock is fixed.
 *
 * Sydney is UTC+11 in summer (daylight saving ends 5 April 2026, starts again
 * 4 October 2026) and UTC+10 in winter; Pago Pago is UTC−11 and Kiritimati
 * UTC+14 all year.
 */

let clock = new Date('2026-11-15T00:00:00Z');
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ now: () => clock });
});
afterAll(() => api.close());

interface ZoneSchool {
  schoolId: string;
  admin: UserRow;
  student: UserRow;
  groupId: string;
  assignmentId: string;
}

async function schoolIn(timeZone: string): Promise<ZoneSchool> {
  const { db } = api.database;
  const schoolId = await addSchool(db, `School in ${timeZone}`);
  await db.update(schools).set({ timeZone }).where(eq(schools.id, schoolId));
  const admin = await addPerson(db, { schoolId, roles: ['admin', 'teacher'] });
  const student = await addPerson(db, { schoolId, roles: ['student'], yearLevel: 3 });
  const groupId = await addGroup(db, { schoolId, name: 'Seeds', yearLevel: 3, students: [student.id] });
  const assignmentId = await addAssignment(db, {
    schoolId,
    groupId,
    name: 'All year',
    startDate: new Date('2025-12-01T00:00:00Z'),
    endDate: new Date('2026-12-31T00:00:00Z'),
    activities: [{ questId: 'q-env-001', activityType: 'quiz' }],
  });
  return { schoolId, admin, student, groupId, assignmentId };
}

/** The student of `school` tries the quiz at `instant` (UTC, with Z). */
async function triedAt(school: ZoneSchool, instant: string): Promise<void> {
  await addAttempts(api.database.db, [
    {
      schoolId: school.schoolId,
      assignmentId: school.assignmentId,
      studentId: school.student.id,
      questId: 'q-env-001',
      correct: 4,
      answered: 5,
      recordedAt: new Date(instant),
    },
  ]);
}

/** The school's months with work, as its admin reads them: "Month Year" (one pair, however many tries that month). */
async function monthsWithWork(school: ZoneSchool, period = 'all'): Promise<string[]> {
  const response = await callAs(api, school.admin, 'GET', `/metrics/School/${school.schoolId}?period=${period}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.MetricsList as MetricsMonthJson[])
    .filter((month) => month.MonthlyDataList.some((area) => area.Activity > 0))
    .map((month) => `${month.Month} ${month.Year}`);
}

/** How many tries the rollups hold in each of the school's months. */
async function attemptMonths(school: ZoneSchool): Promise<Record<string, number>> {
  const t = metricActivityMonths;
  const rows = await api.database.db
    .select({ month: t.month, attempts: t.attempts })
    .from(t)
    .where(eq(t.schoolId, school.schoolId))
    .orderBy(asc(t.month));
  return Object.fromEntries(rows.map((row) => [row.month, row.attempts]));
}

/** The rollups the triggers kept are exactly what a rebuild in each school's zone makes. */
async function expectRebuildAgrees(): Promise<void> {
  const { db } = api.database;
  const kept = await rollupRows(db);
  await rebuildRollups(db);
  expect(kept).toEqual(await rollupRows(db));
}

describe('metrics months in the school’s time zone', () => {
  it('count a Sydney attempt at 09:00 on 1 March in March, and the months either side of both daylight-saving changes as Sydney does', async () => {
    const sydney = await schoolIn('Australia/Sydney');
    await triedAt(sydney, '2026-02-28T22:00:00Z'); // 1 March 09:00 (UTC+11): still February in UTC
    await triedAt(sydney, '2026-03-31T13:30:00Z'); // 1 April 00:30, before the April change (UTC+11)
    await triedAt(sydney, '2026-04-30T13:30:00Z'); // 30 April 23:30, after it (UTC+10)
    await triedAt(sydney, '2026-09-30T13:30:00Z'); // 30 September 23:30, before the October change (UTC+10)
    await triedAt(sydney, '2026-09-30T14:30:00Z'); // 1 October 00:30 (UTC+10)
    await triedAt(sydney, '2026-10-31T13:30:00Z'); // 1 November 00:30, after it (UTC+11)
    expect(await monthsWithWork(sydney)).toEqual([
      'March 2026',
      'April 2026',
      'September 2026',
      'October 2026',
      'November 2026',
    ]);
    // Each month's tries: one in March, two in April (either side of the change), one a month after.
    expect(await attemptMonths(sydney)).toEqual({
      '2026-03-01': 1,
      '2026-04-01': 2,
      '2026-09-01': 1,
      '2026-10-01': 1,
      '2026-11-01': 1,
    });
    await expectRebuildAgrees();
  });

  it('count attempts in Pago Pago (UTC−11) and Kiritimati (UTC+14) in their own months', async () => {
    const pagoPago = await schoolIn('Pacific/Pago_Pago');
    await triedAt(pagoPago, '2026-03-01T20:00:00Z'); // 1 March 09:00
    await triedAt(pagoPago, '2026-04-01T10:30:00Z'); // 31 March 23:30: already April in UTC
    const kiritimati = await schoolIn('Pacific/Kiritimati');
    await triedAt(kiritimati, '2026-02-28T19:00:00Z'); // 1 March 09:00: still February in UTC
    await triedAt(kiritimati, '2026-03-31T09:30:00Z'); // 31 March 23:30
    expect(await monthsWithWork(pagoPago)).toEqual(['March 2026']);
    expect(await attemptMonths(pagoPago)).toEqual({ '2026-03-01': 2 });
    expect(await monthsWithWork(kiritimati)).toEqual(['March 2026']);
    expect(await attemptMonths(kiritimati)).toEqual({ '2026-03-01': 2 });
    await expectRebuildAgrees();
  });

  it('start the three-month window at the school’s midnight, for work and for assignments open in it', async () => {
    const sydney = await schoolIn('Australia/Sydney');
    clock = new Date('2026-04-15T02:00:00Z');
    // Due at 00:30 on 1 February: open in February, so its pair is assigned there (and not finished).
    await addAssignment(api.database.db, {
      schoolId: sydney.schoolId,
      groupId: sydney.groupId,
      name: 'Due at midnight',
      startDate: new Date('2026-01-10T00:00:00Z'),
      endDate: new Date('2026-01-31T13:30:00Z'),
      activities: [{ questId: 'q-env-001', activityType: 'quiz' }],
    });
    await triedAt(sydney, '2026-01-31T12:30:00Z'); // 31 January 23:30: before the window
    await triedAt(sydney, '2026-01-31T13:30:00Z'); // 1 February 00:30: in it
    const response = await callAs(api, sydney.admin, 'GET', `/metrics/School/${sydney.schoolId}?period=3`);
    const months = response.json().data.MetricsList as MetricsMonthJson[];
    expect(months.map((month) => month.Month)).toEqual(['February', 'March', 'April']);
    expect(months[0]).toMatchObject({ AccuracyRate: 0.8, CompleteRate: 0.5 });
    expect(months[1]).toMatchObject({ AccuracyRate: null, CompleteRate: 1 });
    expect(months[0]?.MonthlyDataList.reduce((sum, area) => sum + area.Activity, 0)).toBe(1);
    clock = new Date('2026-11-15T00:00:00Z');
  });

  it('move past work to the new zone’s months when an admin changes the zone, and count new work there too', async () => {
    const school = await schoolIn('Australia/Sydney');
    await triedAt(school, '2026-03-31T20:00:00Z'); // 1 April 07:00 in Sydney, 31 March 09:00 in Pago Pago
    expect(await monthsWithWork(school)).toEqual(['April 2026']);
    const patched = await callAs(api, school.admin, 'PATCH', '/school', { timeZone: 'Pacific/Pago_Pago' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await monthsWithWork(school)).toEqual(['March 2026']);
    await triedAt(school, '2026-05-01T08:00:00Z'); // 30 April 21:00 in Pago Pago (1 May in Sydney)
    expect(await monthsWithWork(school)).toEqual(['March 2026', 'April 2026']);
    await expectRebuildAgrees();
  });

  it('lose no attempt recorded while the zone changes, each counted in the new zone', async () => {
    const school = await schoolIn('Australia/Sydney');
    const tries = ['2026-03-31T19:00:00Z', '2026-03-31T20:00:00Z', '2026-03-31T21:00:00Z', '2026-03-31T22:00:00Z'];
    const [patched] = await Promise.all([
      callAs(api, school.admin, 'PATCH', '/school', { timeZone: 'Pacific/Pago_Pago' }),
      ...tries.map((instant) => triedAt(school, instant)), // 1 April in Sydney, 31 March in Pago Pago
    ]);
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await attemptMonths(school)).toEqual({ '2026-03-01': 4 });
    await expectRebuildAgrees();
  });

  // PGlite has one connection, so only PostgreSQL can hold a zone change open while an attempt comes in.
  it.runIf(process.env.DATABASE_URL)(
    'make an attempt recorded during a zone change wait for it, then count it in the new zone',
    async () => {
      const school = await schoolIn('Australia/Sydney');
      const { database } = api;
      if (database.kind !== 'postgres') throw new Error('PostgreSQL only');
      const change = await database.driver.$client.connect();
      try {
        await change.query('begin');
        await change.query(`update schools set time_zone = 'Pacific/Pago_Pago' where id = $1`, [school.schoolId]);
        await change.query('select metric_rebuild_school($1::uuid)', [school.schoolId]);
        let recorded = false;
        const attempt = triedAt(school, '2026-03-31T20:00:00Z').then(() => (recorded = true));
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(recorded).toBe(false);
        await change.query('commit');
        await attempt;
      } finally {
        change.release();
      }
      expect(await attemptMonths(school)).toEqual({ '2026-03-01': 1 });
    },
  );

  it('leave the months alone when an admin changes only the locale', async () => {
    const school = await schoolIn('Pacific/Kiritimati');
    await triedAt(school, '2026-05-31T11:00:00Z'); // 1 June 01:00
    const patched = await callAs(api, school.admin, 'PATCH', '/school', { locale: 'en-GB' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await monthsWithWork(school)).toEqual(['June 2026']);
  });
});
