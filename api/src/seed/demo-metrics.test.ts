import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, type UserRow } from '../db/schema.js';
import type { MetricsMonthJson } from '../metrics/metrics-json.js';
import { callAs } from '../testing/assignment-world.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import { seedDemoSchool } from './demo-school.js';
import { DEMO_GROUPS, demoEmail } from './demo-roster.js';

/*
 * Every metrics page of the demo school has something to show: the school,
 * each teacher's own groups, each group's accuracy and each of their
 * students, in every month of the last year, and the year levels.
 */

let api: TestApi;
const people = new Map<string, UserRow>();

beforeAll(async () => {
  api = await startTestApi();
  await seedDemoSchool(api.database);
  for (const row of await api.database.db.select().from(users)) people.set(row.email, row);
});
afterAll(() => api.close());

const person = (local: string): UserRow => {
  const found = people.get(demoEmail(local));
  if (!found) throw new Error(`no demo ${local}`);
  return found;
};

async function year(actor: UserRow, url: string): Promise<MetricsMonthJson[]> {
  const response = await callAs(api, actor, 'GET', `${url}?period=12`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.MetricsList;
}

/**
 * Every month has assignments open, and work done but perhaps in the current
 * one (on its first day there may be none yet); most have answers and
 * achievements.
 */
function expectAYearOfWork(months: MetricsMonthJson[], what: string): void {
  expect(months, what).toHaveLength(12);
  for (const [index, month] of months.entries()) {
    expect(month.CompleteRate, `${what}, ${month.Month}`).not.toBeNull();
    if (index === months.length - 1) continue;
    expect(
      month.MonthlyDataList.some((area) => area.Activity > 0),
      `${what}, ${month.Month}`,
    ).toBe(true);
  }
  expect(months.filter((month) => month.AccuracyRate !== null).length, what).toBeGreaterThanOrEqual(9);
  expect(months.filter((month) => month.YearLevel !== null).length, what).toBeGreaterThanOrEqual(9);
}

describe('the demo school’s metrics', () => {
  it('fill the school’s year, and each teacher’s own groups’', async () => {
    const schoolId = person('admin').schoolId;
    expectAYearOfWork(await year(person('admin'), `/metrics/School/${schoolId}`), 'the school');
    for (const teacher of ['teacher1', 'teacher2', 'admin']) {
      expectAYearOfWork(await year(person(teacher), `/metrics/viewSchool/${schoolId}`), `${teacher}'s groups`);
    }
  });

  it('give both groups an accuracy in every month, and the students year levels', async () => {
    const schoolId = person('admin').schoolId;
    const accuracy = (await callAs(api, person('admin'), 'GET', `/metrics/GroupAccuracy/${schoolId}`)).json().data;
    expect(accuracy).toHaveLength(DEMO_GROUPS.length * 12);
    // Each group has answers in every month but perhaps the current one.
    const answered = accuracy.filter((entry: { Accuracy: number | null }) => entry.Accuracy !== null);
    expect(answered.length).toBeGreaterThanOrEqual(DEMO_GROUPS.length * 11);
    const levels = (await callAs(api, person('admin'), 'GET', `/metrics/YearLevel/${schoolId}`)).json().data;
    expect(levels.map((entry: { YearLevel: number | null }) => entry.YearLevel)).toEqual([3, 4, 5, 6]);
  });

  it('fill a year of every grouped student, as a parent or the student sees it', async () => {
    for (const group of DEMO_GROUPS) {
      for (const local of group.students) {
        const student = person(local);
        const months = await year(student, `/metrics/Individual/${student.id}`);
        expect(
          months.filter((month) => month.CompleteRate !== null),
          local,
        ).toHaveLength(12);
        expect(
          months.filter((month) => month.MonthlyDataList.some((area) => area.Activity > 0)).length,
        ).toBeGreaterThan(8);
      }
    }
    const child = person('student01');
    expect(await year(person('parent1'), `/metrics/Individual/${child.id}`)).toEqual(
      await year(child, `/metrics/Individual/${child.id}`),
    );
  });
});
