import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import type { MetricsMonthJson } from '../metrics/metrics-json.js';
import { rebuildAttemptRollups } from '../metrics/rollup-maintenance.js';
import { callAs } from '../testing/assignment-world.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import { addScaleAttempts } from './scale-attempts.js';
import { seedScaleSchool, type ScaleSchool } from './scale-school.js';

/*
 * The big school of `npm run seed` and `npm run bench -- metrics`, small:
 * 40 students in 2 groups, an assignment a month each, 1,000 attempts
 * written in two batches by the database, then the rollups built once.
 */

let api: TestApi;
let school: ScaleSchool;
const now = new Date();

beforeAll(async () => {
  api = await startTestApi();
  const { db } = api.database;
  school = await seedScaleSchool(db, { students: 40, groups: 2, assignmentsPerMonth: 1, password: 'Known!pass1', now });
  await addScaleAttempts(db, school.schoolId, { first: 1, last: 600 }, now);
  await addScaleAttempts(db, school.schoolId, { first: 601, last: 1000 }, now);
  await rebuildAttemptRollups(db, school.schoolId);
});
afterAll(() => api.close());

describe('the scale school', () => {
  it('has exactly the attempts asked for, each by a student of the group, within its assignment’s dates', async () => {
    const [counts] = (
      await api.database.db.execute<{ total: number; misplaced: number }>(sql`select count(*)::int as total,
        count(*) filter (where not exists (
          select 1 from group_students gs where gs.group_id = a.group_id and gs.user_id = t.student_id)
          or t.recorded_at < a.start_date or t.recorded_at > least(a.end_date, now())
          or t.correct > t.answered)::int as misplaced
        from attempts t inner join assignments a on a.id = t.assignment_id
        where t.school_id = ${school.schoolId}::uuid`)
    ).rows;
    expect(counts).toEqual({ total: 1000, misplaced: 0 });
  });

  it('gives its admin a year of school metrics with work in every month', async () => {
    const [admin] = await api.database.db
      .select()
      .from(users)
      .where(sql`${users.email} = ${school.adminEmail}`);
    const response = await callAs(api, admin, 'GET', `/metrics/School/${school.schoolId}?period=12`);
    expect(response.statusCode, response.body).toBe(200);
    const months = response.json().data.MetricsList as MetricsMonthJson[];
    expect(months).toHaveLength(12);
    for (const month of months) {
      expect(month.CompleteRate, month.Month).not.toBeNull();
      expect(month.AccuracyRate, month.Month).toBeGreaterThan(0);
      expect(month.MonthlyDataList.reduce((sum, area) => sum + area.Activity, 0)).toBeGreaterThan(0);
    }
  });
});
