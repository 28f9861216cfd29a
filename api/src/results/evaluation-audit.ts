import { and, count, desc, eq } from 'drizzle-orm';
import { AUDIT_DETAILS, gradedItems, type GradeType } from '@portal/domain';
import { recordAudit, type AuditEntry } from '../audit/audit-store.js';
import type { Db } from '../db/database.js';
import { evaluationAudit } from '../db/schema.js';
import type { Viewer } from '../access/permissions.js';
import type { AuditEntryJson } from './evaluation-json.js';

/** One change to write to the trail, in the transaction that makes it. */
export interface AuditChange {
  kind: 'grade' | 'comment';
  gradeType: GradeType | null;
  itemId: string;
  oldValue: string | null;
  newValue: string | null;
}

/** Writes the changes the viewer made to one student's grades or comments. */
export async function recordChanges(
  db: Db,
  viewer: Viewer,
  student: { id: string; schoolId: string },
  changes: readonly AuditChange[],
): Promise<void> {
  if (changes.length === 0) return;
  await db.insert(evaluationAudit).values(
    changes.map((change) => ({
      ...change,
      schoolId: student.schoolId,
      studentId: student.id,
      actorId: viewer.id,
      actorName: `${viewer.firstName} ${viewer.lastName}`,
    })),
  );
  await recordAudit(db, viewer, schoolLogEntries(student, changes));
}

/** The school's audit log's entries for these changes: one for the grades, one per comment. */
function schoolLogEntries(student: { id: string; schoolId: string }, changes: readonly AuditChange[]): AuditEntry[] {
  const about = { schoolId: student.schoolId, subjectId: student.id };
  const grades = changes.filter((change) => change.kind === 'grade');
  const entries: AuditEntry[] = changes
    .filter((change) => change.kind === 'comment')
    .map((change) => ({
      ...about,
      kind: 'comment',
      detail:
        change.newValue === null
          ? AUDIT_DETAILS.commentRemoved
          : change.oldValue === null
            ? AUDIT_DETAILS.commentAdded(change.newValue)
            : AUDIT_DETAILS.commentEdited(change.newValue),
    }));
  const [first] = grades;
  if (first) {
    const detail = AUDIT_DETAILS.grades(
      first.gradeType ?? 'topic',
      grades.map((change) => ({
        item: itemName(change.kind, change.gradeType, change.itemId),
        from: change.oldValue,
        to: change.newValue,
      })),
    );
    entries.unshift({ ...about, kind: 'evaluation', detail });
  }
  return entries;
}

function itemName(kind: string, gradeType: string | null, itemId: string): string {
  if (kind === 'comment' || (gradeType !== 'topic' && gradeType !== 'capability')) return 'Comment';
  return gradedItems(gradeType).find((item) => item.id === itemId)?.name ?? 'A retired item';
}

/** A page of one student's trail, newest first, and how long it is. */
export async function auditTrailOf(
  db: Db,
  student: { id: string; schoolId: string },
  page: { start: number; count: number },
): Promise<{ entries: AuditEntryJson[]; total: number }> {
  const ofStudent = and(eq(evaluationAudit.schoolId, student.schoolId), eq(evaluationAudit.studentId, student.id));
  const [rows, [all]] = await Promise.all([
    db
      .select()
      .from(evaluationAudit)
      .where(ofStudent)
      .orderBy(desc(evaluationAudit.changedAt), desc(evaluationAudit.id))
      .limit(page.count)
      .offset(page.start),
    db.select({ total: count() }).from(evaluationAudit).where(ofStudent),
  ]);
  return {
    total: all?.total ?? 0,
    entries: rows.map((row) => ({
      auditId: row.id,
      studentId: row.studentId,
      actorId: row.actorId,
      actorName: row.actorName,
      kind: row.kind === 'comment' ? 'comment' : 'grade',
      gradeType: row.gradeType === 'topic' || row.gradeType === 'capability' ? row.gradeType : null,
      itemId: row.itemId,
      itemName: itemName(row.kind, row.gradeType, row.itemId),
      oldValue: row.oldValue,
      newValue: row.newValue,
      changedAt: row.changedAt.toISOString(),
    })),
  };
}
