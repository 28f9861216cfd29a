import { and, asc, count, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { comments, type UserRow } from '../db/schema.js';
import type { BatchPage } from '../http/paging.js';
import type { Viewer } from '../access/permissions.js';
import { recordChanges } from './evaluation-audit.js';
import type { CommentBody } from './evaluation-json.js';
import type { CommentJson } from './result-json.js';

type CommentRow = typeof comments.$inferSelect;

/** A comment as a student's own list shows it: `commentTo` empty, the student being the subject. */
function commentJsonOf(row: CommentRow): CommentJson {
  return {
    commentId: row.id,
    studentId: row.studentId,
    authorId: row.authorId,
    commentFrom: row.authorName,
    commentTo: '',
    date: row.createdAt.toISOString(),
    comment: row.comment,
  };
}

/** POST /result/comments: the viewer's comment on a student they may evaluate, kept in the audit trail too. */
export async function addComment(
  db: Db,
  viewer: Viewer,
  student: UserRow & { schoolId: string },
  body: CommentBody,
): Promise<CommentJson> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(comments)
      .values({
        schoolId: student.schoolId,
        studentId: student.id,
        authorId: viewer.id,
        authorName: `${viewer.firstName} ${viewer.lastName}`,
        comment: body.comment,
      })
      .returning();
    if (!row) throw new Error('the comment was not written');
    await recordChanges(tx, viewer, student, [
      { kind: 'comment', gradeType: null, itemId: row.id, oldValue: null, newValue: row.comment },
    ]);
    return commentJsonOf(row);
  });
}

/** A page of each student's comments, newest first, and how many each has (GET /result/comments?ids=). */
export async function commentsOf(
  db: Db,
  studentIds: readonly string[],
  page: BatchPage,
): Promise<Map<string, { comments: CommentJson[]; total: number }>> {
  const byStudent = new Map<string, { comments: CommentJson[]; total: number }>();
  if (studentIds.length === 0) return byStudent;
  const ofStudents = inArray(comments.studentId, [...studentIds]);
  const ranked = db
    .select({
      id: comments.id,
      position:
        sql<number>`row_number() over (partition by ${comments.studentId} order by ${comments.createdAt} desc, ${comments.id} desc)`.as(
          'position',
        ),
    })
    .from(comments)
    .where(ofStudents)
    .as('ranked');
  const [rows, totals] = await Promise.all([
    db
      .select({ row: comments })
      .from(comments)
      .innerJoin(ranked, eq(ranked.id, comments.id))
      .where(and(gt(ranked.position, page.offset), lte(ranked.position, page.offset + page.first)))
      .orderBy(asc(ranked.position)),
    db
      .select({ studentId: comments.studentId, total: count() })
      .from(comments)
      .where(ofStudents)
      .groupBy(comments.studentId),
  ]);
  for (const { studentId, total } of totals) byStudent.set(studentId, { comments: [], total });
  for (const { row } of rows) byStudent.get(row.studentId)?.comments.push(commentJsonOf(row));
  return byStudent;
}
