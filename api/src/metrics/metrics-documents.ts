import { learningAreaOf, learningAreas, type LearningAreaGrouping } from '@portal/domain';
import type { AreaRow, CompletionRow, MetricsWindow, SubjectRows } from './metric-rows.js';
import type { MetricsMonthJson } from './metrics-json.js';
import { monthFields, monthsBetween } from './metric-months.js';

/*
 * Turns the SQL's sums into a subject's MetricsList (spec 2 §3): one entry a
 * month of the window, each with all ten learning areas in the realms'
 * order. With period "all", the window starts at the subject's first month
 * with an open assignment or recorded work; a subject without any has no
 * months. The rates and year levels are worked out here from the sums.
 */

/** A fraction rounded to four decimals; null when there is nothing to divide by. */
export function fraction(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null;
}

/** The mean year level of the achieved activities, to the nearest year; null when none was achieved. */
function attainment(levels: number, achieved: number): number | null {
  return achieved > 0 ? Math.round(levels / achieved) : null;
}

function bySubject<Row extends { subject_id: string }>(rows: readonly Row[]): Map<string, Row[]> {
  const map = new Map<string, Row[]>();
  for (const row of rows) map.set(row.subject_id, [...(map.get(row.subject_id) ?? []), row]);
  return map;
}

function monthsOf(window: MetricsWindow, areas: readonly AreaRow[], changes: readonly CompletionRow[]): string[] {
  if (window.first !== null) return monthsBetween(window.first, window.last);
  const worked = [...areas.map((row) => row.month), ...changes.map((row) => row.month)].sort();
  const first = worked[0];
  return first === undefined ? [] : monthsBetween(first, window.last);
}

/** Each month's completion: the changes of that month and every one before it, added up. */
function completionByMonth(changes: readonly CompletionRow[], months: readonly string[]) {
  const sorted = [...changes].sort((a, b) => (a.month < b.month ? -1 : 1));
  const byMonth = new Map<string, { finished: number; assigned: number }>();
  let [next, finished, assigned] = [0, 0, 0];
  for (const month of months) {
    for (let change = sorted[next]; change !== undefined && change.month <= month; change = sorted[++next]) {
      finished += change.finished;
      assigned += change.assigned;
    }
    byMonth.set(month, { finished, assigned });
  }
  return byMonth;
}

function monthEntry(
  month: string,
  areas: readonly AreaRow[],
  completion: { finished: number; assigned: number } | undefined,
  by: LearningAreaGrouping,
): MetricsMonthJson {
  const inMonth = areas.filter((row) => row.month === month);
  const total = (key: 'correct' | 'answered' | 'achieved' | 'achieved_levels') =>
    inMonth.reduce((sum, row) => sum + row[key], 0);
  const byArea = new Map<string, AreaRow>();
  for (const row of inMonth) {
    const area = learningAreaOf(row.realm, by);
    if (area !== undefined) byArea.set(area, row);
  }
  return {
    ...monthFields(month),
    CompleteRate: fraction(completion?.finished ?? 0, completion?.assigned ?? 0),
    AccuracyRate: fraction(total('correct'), total('answered')),
    YearLevel: attainment(total('achieved_levels'), total('achieved')),
    MonthlyDataList: learningAreas(by).map((area) => {
      const row = byArea.get(area);
      return {
        LearningArea: area,
        Activity: row?.activities ?? 0,
        YearLevel: row ? attainment(row.achieved_levels, row.achieved) : null,
      };
    }),
  };
}

/** Each subject's MetricsList (subjects without rows get theirs too: empty months, or none for "all"). */
export function metricsLists(
  subjects: readonly string[],
  rows: SubjectRows,
  window: MetricsWindow,
  by: LearningAreaGrouping,
): Map<string, MetricsMonthJson[]> {
  const areas = bySubject(rows.areas);
  const completion = bySubject(rows.completion);
  return new Map(
    subjects.map((subject) => {
      const subjectAreas = areas.get(subject) ?? [];
      const changes = completion.get(subject) ?? [];
      const months = monthsOf(window, subjectAreas, changes);
      const byMonth = completionByMonth(changes, months);
      return [subject, months.map((month) => monthEntry(month, subjectAreas, byMonth.get(month), by))];
    }),
  );
}
