import { and, eq, sql } from 'drizzle-orm';
import { trackedGroupCondition, type Viewer } from '../access/permissions.js';
import type { Db } from '../db/database.js';
import { groups, metricAssignmentMonths, users } from '../db/schema.js';
import { monthFields, monthsBetween, type MonthWindow } from './metric-months.js';
import { fraction } from './metrics-documents.js';
import type { GroupAccuracyJson, YearLevelCountJson } from './metrics-json.js';

/* The school-level figures beside the documents: each group's accuracy by month, and the students by year level. */

type AccuracyRow = {
  group_id: string;
  name: string;
  /** null: the group has no answer in the window */
  month: string | null;
  correct: number;
  answered: number;
};

/** The first month any group the viewer tracks has work in (period "all"), null when none has. */
async function firstTrackedMonth(db: Db, viewer: Viewer): Promise<string | null> {
  const t = metricAssignmentMonths;
  const result = await db.execute<{ first: string | null }>(sql`
    select min(${t.month})::text as first from ${t} join ${groups} on ${groups.id} = ${t.groupId}
    where ${trackedGroupCondition(viewer)}`);
  return result.rows[0]?.first ?? null;
}

/**
 * Spec 2 §3 group accuracy: every group of the school the viewer tracks (by
 * name), each month of the window (`first` to `last`, "yyyy-mm-01"; no `first`: from the first with work), its
 * students' correct over answered (each activity's best attempt of the
 * month), null when nothing was answered. One statement.
 */
export async function groupAccuracy(db: Db, viewer: Viewer, window: MonthWindow): Promise<GroupAccuracyJson[]> {
  const t = metricAssignmentMonths;
  const first = window.first ?? (await firstTrackedMonth(db, viewer)) ?? window.last;
  const result = await db.execute<AccuracyRow>(sql`
    select ${groups.id} as group_id, ${groups.name} as name, ${t.month}::text as month,
      coalesce(sum(${t.correct}), 0)::int as correct, coalesce(sum(${t.answered}), 0)::int as answered
    from ${groups}
    left join ${t} on ${t.groupId} = ${groups.id}
      and ${t.month} between ${first}::date and ${window.last}::date
    where ${trackedGroupCondition(viewer)}
    group by ${groups.id}, ${groups.name}, ${t.month}
    order by ${groups.name} collate "und-x-icu", ${groups.id}`);
  const byGroup = new Map<string, { name: string; months: Map<string, AccuracyRow> }>();
  for (const row of result.rows) {
    const group = byGroup.get(row.group_id) ?? { name: row.name, months: new Map<string, AccuracyRow>() };
    byGroup.set(row.group_id, group);
    if (row.month !== null) group.months.set(row.month, row);
  }
  const months = monthsBetween(first, window.last);
  return [...byGroup].flatMap(([groupId, group]) =>
    months.map((month) => {
      const row = group.months.get(month);
      return {
        GroupID: groupId,
        Name: group.name,
        ...monthFields(month),
        Accuracy: fraction(row?.correct ?? 0, row?.answered ?? 0),
      };
    }),
  );
}

/** Spec 2 §3 grade distribution: the school's students by year level, lowest first, those without one last. */
export async function yearLevelCounts(db: Db, schoolId: string): Promise<YearLevelCountJson[]> {
  const rows = await db
    .select({ YearLevel: users.yearLevel, StudentCount: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), sql`'student' = any(${users.roles})`))
    .groupBy(users.yearLevel)
    .orderBy(sql`${users.yearLevel} asc nulls last`);
  return rows;
}
