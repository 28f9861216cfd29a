import { GENERAL_CAPABILITIES, TOPICS, type GradeType } from '@portal/domain';
import type { Db } from '../db/database.js';
import { comments, evaluationAudit, grades } from '../db/schema.js';
import type { HistoryGroup } from './demo-assignments.js';
import { studentProfile } from './demo-attempts.js';
import { clamp, randomFrom } from './demo-random.js';

/** The teacher who evaluates a demo group's students: its first owner. */
export interface Evaluator {
  id: string;
  name: string;
}

interface PlannedGrade {
  studentId: string;
  gradeType: GradeType;
  itemId: string;
  grade: number;
}

interface PlannedComment {
  studentId: string;
  comment: string;
  createdAt: Date;
}

/** What teachers write on a report card, a few of them to each graded student. */
const COMMENT_BANK = [
  'Asks thoughtful questions in class and listens well to others.',
  'Works carefully through each activity and finishes what they start.',
  'Shows real curiosity about how things work. Keep it up!',
  'Needs to slow down and read each question fully before answering.',
  'A great team member during group experiments.',
  'Is building confidence with recording observations.\nTry to finish the quizzes you start.',
  'Explains their thinking clearly, in words and drawings.',
  'Has improved steadily this term, especially in the quizzes.',
] as const;

const DAY_MS = 86_400_000;

/**
 * The demo groups' evaluations: every student of a group but its first (left
 * ungraded, so the demo shows a first evaluation too) has topic and
 * capability grades that follow their ability, and one to three comments
 * from the group's teacher over the last months. The same groups and `now`
 * give the same evaluations.
 */
export function planDemoEvaluations(groups: readonly HistoryGroup[], now: Date) {
  const planned = { grades: [] as PlannedGrade[], comments: [] as PlannedComment[] };
  for (const group of groups) {
    group.students.forEach((student, index) => {
      if (index === 0) return;
      const random = randomFrom(`demo-evaluation:${group.key}:${student.key}`);
      const { ability } = studentProfile(student.key, index);
      for (const [gradeType, items] of [
        ['topic', TOPICS],
        ['capability', GENERAL_CAPABILITIES],
      ] as const) {
        for (const item of items) {
          const grade = clamp(Math.round(1 + 4 * ability + random.between(-0.8, 0.8)), 1, 5);
          planned.grades.push({ studentId: student.id, gradeType, itemId: item.id, grade });
        }
      }
      const picks = random.shuffled(COMMENT_BANK).slice(0, random.int(1, 3));
      picks.forEach((comment, order) => {
        const daysAgo = 20 + order * 35 + random.int(0, 10);
        planned.comments.push({
          studentId: student.id,
          comment,
          createdAt: new Date(now.getTime() - daysAgo * DAY_MS),
        });
      });
    });
  }
  return planned;
}

/** Writes the demo evaluations (in `seedDemoSchool`'s transaction), each also in the audit trail. */
export async function seedDemoEvaluations(
  tx: Db,
  schoolId: string,
  groups: readonly (HistoryGroup & { evaluator: Evaluator })[],
  now: Date,
): Promise<void> {
  for (const group of groups) {
    const planned = planDemoEvaluations([group], now);
    if (planned.grades.length === 0) continue;
    const by = { actorId: group.evaluator.id, actorName: group.evaluator.name, schoolId };
    await tx
      .insert(grades)
      .values(planned.grades.map((grade) => ({ ...grade, schoolId, updatedBy: group.evaluator.id, updatedAt: now })));
    const written = await tx
      .insert(comments)
      .values(
        planned.comments.map((comment) => ({
          ...comment,
          schoolId,
          authorId: group.evaluator.id,
          authorName: group.evaluator.name,
        })),
      )
      .returning();
    await tx.insert(evaluationAudit).values([
      ...planned.grades.map((grade) => ({
        ...by,
        studentId: grade.studentId,
        kind: 'grade',
        gradeType: grade.gradeType,
        itemId: grade.itemId,
        oldValue: null,
        newValue: String(grade.grade),
        changedAt: now,
      })),
      ...written.map((comment) => ({
        ...by,
        studentId: comment.studentId,
        kind: 'comment',
        gradeType: null,
        itemId: comment.id,
        oldValue: null,
        newValue: comment.comment,
        changedAt: comment.createdAt,
      })),
    ]);
  }
}
