import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { callAs } from '../testing/assignment-world.js';
import { NOW, buildMetricsWorld, type MetricsWorld } from '../testing/metrics-world.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import type { MetricsMonthJson } from './metrics-json.js';

/*
 * Every metric of the school of testing/metrics-world.ts, worked out by hand
 * (the school, its assignments and attempts are described there), at NOW,
 * 15 March 2026. Pairs are (student, activity of an assignment).
 *
 * Assigned pairs (students in the group now × library activities in it now):
 *   A1 3×2 = 6, A2 3×3 = 9, A3 3×1 = 3, A4 2×2 = 4 (q-ani-002 removed), A5 2×1 = 2.
 * Finished pairs (a finished attempt at any time, students in the group now):
 *   A1: Ann q-env-001, Ann b-env-001, Ben q-env-001 = 3 (Ben's book unfinished, Gus left)
 *   A2: Ann q-ani-002, Ann q-ani-005, Ben q-ani-002, Cat q-ani-002, Cat g-env-002 (March, late) = 5
 *   A4: Dan q-env-004, Dan b-ani-001, Eve q-env-004 = 3;  A3, A5: 0.
 * Open (up to NOW): Dec A5; Jan A1, A2; Feb A2; Mar A4 (A3 starts on the 20th).
 *
 * Best of each month, counted pairs (achieved: above 75%, or a finished book):
 *   Jan  Ann q-env-001 5/5 ✓3 · Ann b-env-001 0/0 ✓3 · Ben q-env-001 4/5 ✓3 · Ben b-env-001 0/0 ✗ · Ann q-ani-002 2/4 ✗
 *   Feb  Ann q-ani-002 4/4 ✓3 · Ann q-ani-005 3/4 ✗ (75% is not above) · Ben q-ani-002 3/4 ✗ · Ben g-env-002 2/3 ✗ · Cat q-ani-002 4/4 ✓3
 *   Mar  Cat g-env-002 3/3 ✓3 · Dan q-env-004 4/5 ✓5 · Dan b-ani-001 0/0 ✓5 · Eve q-env-004 2/5 ✗ (her q-ani-001 3/5 no longer counts)
 */

let api: TestApi;
let world: MetricsWorld;

beforeAll(async () => {
  api = await startTestApi({ now: () => NOW });
  world = await buildMetricsWorld(api.database.db);
});
afterAll(() => api.close());

async function read(actor: UserRow, url: string) {
  const response = await callAs(api, actor, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** A month's figures, with the areas that had work: "Area: activities @ year level". */
function summary(month: MetricsMonthJson) {
  return {
    month: `${month.Month} ${month.Year}`,
    complete: month.CompleteRate,
    accuracy: month.AccuracyRate,
    yearLevel: month.YearLevel,
    areas: month.MonthlyDataList.filter((area) => area.Activity > 0).map(
      (area) => `${area.LearningArea}: ${area.Activity} @ ${area.YearLevel}`,
    ),
  };
}

async function months(actor: UserRow, url: string) {
  const document = await read(actor, url);
  return (document.MetricsList as MetricsMonthJson[]).map(summary);
}

const empty = (month: string) => ({ month, complete: null, accuracy: null, yearLevel: null, areas: [] });

describe('the school metrics', () => {
  it('sum every group, month by month from the first open assignment (December) to now', async () => {
    expect(await months(world.ada, `/metrics/School/${world.schoolId}`)).toEqual([
      // December: A5 open, 0 of 2 pairs finished, nothing answered.
      { ...empty('December 2025'), complete: 0 },
      // January: (3 + 5) / (6 + 9) = 8/15; correct 5+0+4+0+2 = 11 of 5+0+5+0+4 = 14; achieved levels 3+3+3 over 3 = 3.
      {
        month: 'January 2026',
        complete: 0.5333,
        accuracy: 0.7857,
        yearLevel: 3,
        areas: ['Green Acres: 4 @ 3', 'Habiterra: 1 @ null'],
      },
      // February: 5/9; correct 4+3+3+2+4 = 16 of 4+4+4+3+4 = 19; achieved 3+3 over 2 = 3.
      {
        month: 'February 2026',
        complete: 0.5556,
        accuracy: 0.8421,
        yearLevel: 3,
        areas: ['Green Acres: 1 @ null', 'Habiterra: 4 @ 3'],
      },
      // March: 3/4; correct 3+4+0+2 = 9 of 3+5+0+5 = 13; achieved 3+5+5 over 3 = 4.33 → 4 (Green Acres (3+5)/2 = 4, Habiterra 5).
      {
        month: 'March 2026',
        complete: 0.75,
        accuracy: 0.6923,
        yearLevel: 4,
        areas: ['Green Acres: 3 @ 4', 'Habiterra: 1 @ 5'],
      },
    ]);
  });

  it('list all ten learning areas every month, named by topic with by=topic', async () => {
    const document = await read(world.ada, `/metrics/School/${world.schoolId}?period=1&by=topic`);
    expect(document).toMatchObject({ schoolId: world.schoolId, period: '1', by: 'topic' });
    const [march] = document.MetricsList as MetricsMonthJson[];
    expect(march?.MonthlyDataList.map((area) => area.LearningArea)).toEqual([
      'Environment & Nature',
      'Animals',
      'Inventions',
      'Space',
      'Life & Evolution',
      'Medicine & Health',
      'Physics',
      'Weather',
      'Dinosaurs and Fossils',
      'Mathematics',
    ]);
    expect(summary(march as MetricsMonthJson).areas).toEqual(['Environment & Nature: 3 @ 4', 'Animals: 1 @ 5']);
  });

  it('cover 1, 3 or 12 months ending with the current one', async () => {
    const names = async (period: string) =>
      (await months(world.ada, `/metrics/School/${world.schoolId}?period=${period}`)).map((month) => month.month);
    expect(await names('1')).toEqual(['March 2026']);
    expect(await names('3')).toEqual(['January 2026', 'February 2026', 'March 2026']);
    const year = await months(world.ada, `/metrics/School/${world.schoolId}?period=12`);
    expect(year.map((month) => month.month)).toEqual([
      'April 2025',
      'May 2025',
      'June 2025',
      'July 2025',
      'August 2025',
      'September 2025',
      'October 2025',
      'November 2025',
      'December 2025',
      'January 2026',
      'February 2026',
      'March 2026',
    ]);
    expect(year[0]).toEqual(empty('April 2025'));
    expect(year[11]?.accuracy).toBe(0.6923);
  });

  it('give a teacher the school as they teach it (viewSchool): Tia’s groups are Seeds alone', async () => {
    const view = await read(world.tia, `/metrics/viewSchool/${world.schoolId}?period=3`);
    const seeds = await read(world.tia, `/metrics/Group/${world.seeds}?period=3`);
    expect(view.schoolId).toBe(world.schoolId);
    expect(view.MetricsList).toEqual(seeds.MetricsList);
    // Ada owns no group: her own view has the months, and nothing in them.
    expect(await months(world.ada, `/metrics/viewSchool/${world.schoolId}?period=1`)).toEqual([empty('March 2026')]);
  });

  it('count the school’s students by year level, those without one last', async () => {
    // Ann, Ben, Cat 3; Fay 4; Dan, Eve 5; Gus none.
    expect(await read(world.tia, `/metrics/YearLevel/${world.schoolId}`)).toEqual([
      { YearLevel: 3, StudentCount: 3 },
      { YearLevel: 4, StudentCount: 1 },
      { YearLevel: 5, StudentCount: 2 },
      { YearLevel: null, StudentCount: 1 },
    ]);
  });
});

describe('a group’s metrics', () => {
  it('sum its assignments and its students now: Seeds', async () => {
    expect(await months(world.tia, `/metrics/Group/${world.seeds}`)).toEqual([
      // January and February as the school's (Stars had nothing then).
      {
        month: 'January 2026',
        complete: 0.5333,
        accuracy: 0.7857,
        yearLevel: 3,
        areas: ['Green Acres: 4 @ 3', 'Habiterra: 1 @ null'],
      },
      {
        month: 'February 2026',
        complete: 0.5556,
        accuracy: 0.8421,
        yearLevel: 3,
        areas: ['Green Acres: 1 @ null', 'Habiterra: 4 @ 3'],
      },
      // March: no assignment of Seeds open (A3 starts on the 20th); Cat's late game 3/3.
      { month: 'March 2026', complete: null, accuracy: 1, yearLevel: 3, areas: ['Green Acres: 1 @ 3'] },
    ]);
  });

  it('sum its assignments and its students now: Stars, batched with Seeds in one call', async () => {
    const response = await callAs(api, world.ada, 'POST', '/metrics/Group?period=all', {
      groupIds: [world.stars, world.seeds],
    });
    expect(response.statusCode, response.body).toBe(200);
    const [stars, seeds] = response.json().data;
    expect(seeds.groupId).toBe(world.seeds);
    expect(stars.groupId).toBe(world.stars);
    expect((stars.MetricsList as MetricsMonthJson[]).map(summary)).toEqual([
      { ...empty('December 2025'), complete: 0 },
      empty('January 2026'),
      empty('February 2026'),
      // 3 of 4 pairs; correct 4+0+2 = 6 of 5+0+5 = 10; achieved Dan's two, level 5.
      {
        month: 'March 2026',
        complete: 0.75,
        accuracy: 0.6,
        yearLevel: 5,
        areas: ['Green Acres: 2 @ 5', 'Habiterra: 1 @ 5'],
      },
    ]);
  });

  it('give each group’s accuracy over the last twelve months', async () => {
    const entries = await read(world.ada, `/metrics/GroupAccuracy/${world.schoolId}`);
    expect(entries).toHaveLength(24);
    const known = (entries as { Name: string; Month: string; Year: number; Accuracy: number | null }[])
      .filter((entry) => entry.Accuracy !== null)
      .map((entry) => `${entry.Name} ${entry.Month} ${entry.Year}: ${entry.Accuracy}`);
    // Seeds: 11/14, 16/19, 3/3; Stars: 6/10.
    expect(known).toEqual([
      'Seeds January 2026: 0.7857',
      'Seeds February 2026: 0.8421',
      'Seeds March 2026: 1',
      'Stars March 2026: 0.6',
    ]);
    expect(entries[0]).toEqual({
      GroupID: world.seeds,
      Name: 'Seeds',
      Year: 2025,
      Month: 'April',
      Month_num: 4,
      Accuracy: null,
    });
  });
  it('give each group’s accuracy over the chosen period only (the Period switch)', async () => {
    const entries = (await read(world.ada, `/metrics/GroupAccuracy/${world.schoolId}?period=1`)) as {
      Name: string;
      Month: string;
      Year: number;
      Accuracy: number | null;
    }[];
    expect(entries.map((entry) => `${entry.Name} ${entry.Month} ${entry.Year}: ${entry.Accuracy}`)).toEqual([
      'Seeds March 2026: 1',
      'Stars March 2026: 0.6',
    ]);
    const all = (await read(world.ada, `/metrics/GroupAccuracy/${world.schoolId}?period=all`)) as { Month: string }[];
    // From the first month with work (January) to March, for both groups.
    expect(all).toHaveLength(6);
    expect(all[0]?.Month).toBe('January');
  });
});

describe('a student’s metrics', () => {
  it('sum their own work on their groups’ assignments: Ann', async () => {
    expect(await months(world.tia, `/metrics/Individual/${world.students.ann.id}?period=3`)).toEqual([
      // A1 and A2 open: 2 + 2 finished of 2 + 3; 5/5 + 0/0 + 2/4 = 7/9; achieved q-env-001 and the book, level 3.
      {
        month: 'January 2026',
        complete: 0.8,
        accuracy: 0.7778,
        yearLevel: 3,
        areas: ['Green Acres: 2 @ 3', 'Habiterra: 1 @ null'],
      },
      // A2: 2 of 3; 4/4 + 3/4 = 7/8; achieved q-ani-002, level 3.
      { month: 'February 2026', complete: 0.6667, accuracy: 0.875, yearLevel: 3, areas: ['Habiterra: 2 @ 3'] },
      empty('March 2026'),
    ]);
  });

  it('count late work as finished in the months its assignment was open: Cat', async () => {
    expect(await months(world.students.cat, `/metrics/Individual/${world.students.cat.id}?period=3`)).toEqual([
      // Nothing in January, yet both her A2 activities were finished later: 2 of 2 + 3.
      { month: 'January 2026', complete: 0.4, accuracy: null, yearLevel: null, areas: [] },
      { month: 'February 2026', complete: 0.6667, accuracy: 1, yearLevel: 3, areas: ['Habiterra: 1 @ 3'] },
      { month: 'March 2026', complete: null, accuracy: 1, yearLevel: 3, areas: ['Green Acres: 1 @ 3'] },
    ]);
  });

  it('are empty for a student in no group, whatever they did in a group they left', async () => {
    expect(await months(world.ada, `/metrics/Individual/${world.students.gus.id}`)).toEqual([]);
    expect(await months(world.ada, `/metrics/Individual/${world.students.fay.id}?period=1`)).toEqual([
      empty('March 2026'),
    ]);
  });

  it('come in batches, in the order asked', async () => {
    const { ann, dan } = world.students;
    const response = await callAs(api, world.ada, 'POST', '/metrics/Individual?period=1', [dan.id, ann.id, dan.id]);
    expect(response.statusCode, response.body).toBe(200);
    const documents = response.json().data as { userId: string; MetricsList: MetricsMonthJson[] }[];
    expect(documents.map((document) => document.userId)).toEqual([dan.id, ann.id]);
    // Dan in March: A4's 2 of 2; 4/5; both achieved, level 5.
    expect(documents.map((document) => document.MetricsList.map(summary))).toEqual([
      [
        {
          month: 'March 2026',
          complete: 1,
          accuracy: 0.8,
          yearLevel: 5,
          areas: ['Green Acres: 1 @ 5', 'Habiterra: 1 @ 5'],
        },
      ],
      [empty('March 2026')],
    ]);
  });
});
