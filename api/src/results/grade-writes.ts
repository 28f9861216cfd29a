import { and, eq, sql } from 'drizzle-orm';
import { gradedItems } from '@portal/domain';
import type { Db } from '../db/database.js';
import { grades } from '../db/schema.js';
import { findPersonFor, type Viewer } from '../access/permissions.js';
import { ApiError } from '../http/api-error.js';
import type { UserRow } from '../db/schema.js';
import { rolesOf } from '../users/user-json.js';
import { recordChanges, type AuditChange } from './evaluation-audit.js';
import type { EvaluationBody } from './evaluation-json.js';
import { EVALUATION_MESSAGES } from './evaluation-messages.js';

/**
 * The student an evaluation or a comment is about, when the viewer may
 * evaluate them (PERSON_RULES.evaluate: an admin any student of the school,
 * a teacher the students of the groups they own): 403 otherwise, 404 for an
 * id of another school or none, 400 for someone who is not a student.
 */
export async function studentToEvaluate(
  db: Db,
  viewer: Viewer,
  studentId: string,
): Promise<UserRow & { schoolId: string }> {
  const student = await findPersonFor(db, viewer, 'evaluate', studentId);
  if (!rolesOf(student).includes('student') || !student.schoolId) {
    throw new ApiError(400, EVALUATION_MESSAGES.notAStudent, { field: 'studentId' });
  }
  return { ...student, schoolId: student.schoolId };
}

/** Refuses ids that are not items of the type, and an item graded twice. */
function checkItems(body: EvaluationBody): void {
  const known = new Set(gradedItems(body.gradeType).map((item) => item.id));
  const seen = new Set<string>();
  body.grades.forEach(({ id }, index) => {
    const field = `grades.${index}.id`;
    if (!known.has(id)) throw new ApiError(400, EVALUATION_MESSAGES.unknownItem(body.gradeType), { field });
    if (seen.has(id)) throw new ApiError(400, EVALUATION_MESSAGES.repeatedItem, { field });
    seen.add(id);
  });
}

/**
 * POST /result/grades: the first evaluation of one type, every item graded
 * (spec 2 §5: "Please add all the evaluations" otherwise). 409 when any
 * grade of the type exists already: a page that loaded before someone else's
 * evaluation must not overwrite it unseen.
 */
export async function createGrades(db: Db, viewer: Viewer, body: EvaluationBody): Promise<void> {
  const student = await studentToEvaluate(db, viewer, body.studentId);
  checkItems(body);
  if (body.grades.length !== gradedItems(body.gradeType).length) {
    throw new ApiError(400, EVALUATION_MESSAGES.addAllEvaluations, { field: 'grades' });
  }
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(grades)
      .values(gradeRows(viewer, student, body.gradeType, body.grades))
      .onConflictDoNothing()
      .returning({ itemId: grades.itemId });
    if (inserted.length !== body.grades.length) throw new ApiError(409, EVALUATION_MESSAGES.gradesExist);
    await recordChanges(
      tx,
      viewer,
      student,
      body.grades.map(({ id, grade }) => gradeChange(body, id, null, grade)),
    );
  });
}

/**
 * PATCH /result/grades: sets the grades given (a later release's new item
 * is added as well) and writes each one that changed to the audit trail. A
 * student without grades of the type yet needs every item graded, as POST.
 */
export async function updateGrades(db: Db, viewer: Viewer, body: EvaluationBody): Promise<void> {
  const student = await studentToEvaluate(db, viewer, body.studentId);
  checkItems(body);
  await db.transaction(async (tx) => {
    const current = await tx
      .select({ itemId: grades.itemId, grade: grades.grade })
      .from(grades)
      .where(and(eq(grades.studentId, student.id), eq(grades.gradeType, body.gradeType)))
      .for('update');
    const before = new Map(current.map((row) => [row.itemId, row.grade]));
    // Spec 2 §5: a first evaluation grades every item, whichever call makes it.
    if (before.size === 0 && body.grades.length !== gradedItems(body.gradeType).length) {
      throw new ApiError(400, EVALUATION_MESSAGES.addAllEvaluations, { field: 'grades' });
    }
    const changed = body.grades.filter(({ id, grade }) => before.get(id) !== grade);
    if (changed.length === 0) return;
    await tx
      .insert(grades)
      .values(gradeRows(viewer, student, body.gradeType, changed))
      .onConflictDoUpdate({
        target: [grades.studentId, grades.gradeType, grades.itemId],
        set: { grade: sql`excluded.grade`, updatedBy: viewer.id, updatedAt: sql`now()` },
      });
    await recordChanges(
      tx,
      viewer,
      student,
      changed.map(({ id, grade }) => gradeChange(body, id, before.get(id) ?? null, grade)),
    );
  });
}

/** The rows of these grades of one student, set by the viewer. */
function gradeRows(
  viewer: Viewer,
  student: { id: string; schoolId: string },
  gradeType: EvaluationBody['gradeType'],
  list: EvaluationBody['grades'],
) {
  return list.map(({ id, grade }) => ({
    schoolId: student.schoolId,
    studentId: student.id,
    gradeType,
    itemId: id,
    grade,
    updatedBy: viewer.id,
  }));
}

function gradeChange(body: EvaluationBody, itemId: string, oldGrade: number | null, newGrade: number): AuditChange {
  return {
    kind: 'grade',
    gradeType: body.gradeType,
    itemId,
    oldValue: oldGrade === null ? null : String(oldGrade),
    newValue: String(newGrade),
  };
}
