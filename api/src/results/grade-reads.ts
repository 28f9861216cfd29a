import { and, eq, inArray } from 'drizzle-orm';
import { gradedItems, type GradeType } from '@portal/domain';
import type { Db } from '../db/database.js';
import { grades } from '../db/schema.js';
import type { GradeJson } from './result-json.js';

/**
 * The grades of type `type` of each of these students, as spec 2 §3 writes
 * them ({gradeId, grade: "3", name}), in the fixed order of the topics or
 * capabilities; a student with none is absent from the map.
 */
export async function gradesOf(
  db: Db,
  studentIds: readonly string[],
  type: GradeType,
): Promise<Map<string, GradeJson[]>> {
  const byStudent = new Map<string, GradeJson[]>();
  if (studentIds.length === 0) return byStudent;
  const rows = await db
    .select({ studentId: grades.studentId, itemId: grades.itemId, grade: grades.grade })
    .from(grades)
    .where(and(inArray(grades.studentId, [...studentIds]), eq(grades.gradeType, type)));
  const items = gradedItems(type);
  const position = new Map(items.map((item, index) => [item.id, index]));
  const name = new Map(items.map((item) => [item.id, item.name]));
  rows.sort((a, b) => (position.get(a.itemId) ?? items.length) - (position.get(b.itemId) ?? items.length));
  for (const row of rows) {
    const itemName = name.get(row.itemId);
    // A grade of an item a later release no longer has stays stored but is not shown.
    if (itemName === undefined) continue;
    const list = byStudent.get(row.studentId) ?? [];
    list.push({ gradeId: row.itemId, grade: String(row.grade), name: itemName });
    byStudent.set(row.studentId, list);
  }
  return byStudent;
}
