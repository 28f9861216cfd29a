import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';

/*
 * The rollup tables of attempts as rows: the metrics' (migration 0008 keeps
 * them) and the best attempts' (migration 0024), to check the triggers
 * against metric_rebuild_school and progress_rebuild_school: what they keep
 * up to date row by row must be what a rebuild from the attempts makes.
 */

const TABLES = {
  metric_activity_months: 'assignment_id, student_id, quest_id, month',
  metric_assignment_months: 'assignment_id, month, realm',
  metric_assignments: 'assignment_id',
  metric_student_months: 'student_id, group_id, month, realm',
  metric_student_assignments: 'student_id, assignment_id',
  progress_best_attempts: 'assignment_id, student_id, quest_id',
} as const;

/** Every rollup row, each table's in its key's order, as JSON. */
export async function rollupRows(db: Db): Promise<Record<keyof typeof TABLES, unknown>> {
  const columns = Object.entries(TABLES).map(
    ([table, order]) =>
      `(select coalesce(json_agg(row_to_json(r) order by ${order}), '[]') from ${table} r) as ${table}`,
  );
  const result = await db.execute<Record<keyof typeof TABLES, unknown>>(sql.raw(`select ${columns.join(', ')}`));
  const [row] = result.rows;
  if (!row) throw new Error('no rollup rows');
  return row;
}

/** Rebuilds every school's rollups from its attempts (metric_rebuild_school, progress_rebuild_school). */
export async function rebuildRollups(db: Db): Promise<void> {
  await db.execute(sql`select metric_rebuild_school(id), progress_rebuild_school(id) from schools`);
}
