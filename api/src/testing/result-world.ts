import type { Db } from '../db/database.js';
import { attempts, comments, grades } from '../db/schema.js';

/* What results read, written straight into the database: attempts, comments and grades as the tests need them. */

export interface AttemptSpec {
  schoolId: string;
  assignmentId: string;
  studentId: string;
  questId: string;
  answered: number;
  correct: number;
  recordedAt?: Date;
  /** Whether the student finished the activity; default true. */
  completed?: boolean;
}

/** Attempts as POST /progress would record them (but at any date, at any activity: a test of what counts). */
export async function addAttempts(db: Db, list: readonly AttemptSpec[]): Promise<void> {
  if (list.length === 0) return;
  await db.insert(attempts).values(
    list.map((spec) => ({
      ...spec,
      seconds: 60,
      completed: spec.completed ?? true,
      recordedAt: spec.recordedAt ?? new Date(),
    })),
  );
}

/** A comment on a student, written at `createdAt`. */
export async function addComment(
  db: Db,
  spec: { schoolId: string; studentId: string; author: { id: string; name: string }; comment: string; createdAt: Date },
): Promise<string> {
  const [row] = await db
    .insert(comments)
    .values({
      schoolId: spec.schoolId,
      studentId: spec.studentId,
      authorId: spec.author.id,
      authorName: spec.author.name,
      comment: spec.comment,
      createdAt: spec.createdAt,
    })
    .returning({ id: comments.id });
  if (!row) throw new Error('comment insert returned no row');
  return row.id;
}

/** A student's grade of a topic or capability (its fixed id, domain/src/evaluation.ts). */
export async function addGrade(
  db: Db,
  spec: { schoolId: string; studentId: string; gradeType: 'topic' | 'capability'; itemId: string; grade: number },
): Promise<void> {
  await db.insert(grades).values(spec);
}
