import { z } from 'zod';
import {
  EVALUATION_GRADES_MAX,
  GRADE_MAX,
  GRADE_MIN,
  MAX_COMMENT_LENGTH,
  hasControlCharacterInLines,
} from '@portal/domain';
import { commentJson, gradeJson, gradeTypeField } from './result-json.js';

const GRADE_REFUSED = `A grade is a whole number from ${GRADE_MIN} to ${GRADE_MAX}`;

/** A grade as clients send it: 3 or "3" (spec 2 §3 writes grades as strings). */
const gradeValue = z
  .union([z.number({ error: GRADE_REFUSED }), z.string({ error: GRADE_REFUSED }).regex(/^\s*\d+\s*$/, GRADE_REFUSED)], {
    error: GRADE_REFUSED,
  })
  .transform(Number)
  .pipe(z.number().int(GRADE_REFUSED).min(GRADE_MIN, GRADE_REFUSED).max(GRADE_MAX, GRADE_REFUSED));

/** POST and PATCH /result/grades (spec 2 §3 "Evaluation payload"). */
export const evaluationBody = z
  .object({
    studentId: z.uuid({ error: 'Not a student id' }),
    gradeType: gradeTypeField,
    grades: z
      .array(z.object({ id: z.uuid({ error: 'Not a topic or capability id' }), grade: gradeValue }), {
        error: 'Send the grades as a list of {id, grade}',
      })
      .min(1, 'Send at least one grade')
      .max(EVALUATION_GRADES_MAX, `At most ${EVALUATION_GRADES_MAX} grades`),
  })
  .meta({ id: 'Evaluation' });

export type EvaluationBody = z.infer<typeof evaluationBody>;

/** POST /result/comments (spec 2 §3 "Comment on create"): `staffId` must be the caller's own id. */
export const commentBody = z
  .object({
    studentId: z.uuid({ error: 'Not a student id' }),
    staffId: z.uuid({ error: 'Not a staff id' }),
    comment: z
      .string({ error: 'A comment is required' })
      .transform((text) => text.replace(/\r\n?/g, '\n').trim())
      .pipe(
        z
          .string()
          .min(1, 'A comment is required')
          .max(MAX_COMMENT_LENGTH, `At most ${MAX_COMMENT_LENGTH} characters`)
          .refine((text) => !hasControlCharacterInLines(text), 'Control characters are not allowed'),
      ),
  })
  .meta({ id: 'NewComment' });

export type CommentBody = z.infer<typeof commentBody>;

/** The `{studentId}/{gradeType}` of GET /result/grades/{studentId}/{gradeType}. */
export const gradeLookupParams = z.object({
  studentId: z.uuid({ error: 'Not a student id' }),
  gradeType: gradeTypeField,
});

/** One student's grades of one type, a row of the batch read GET /result/grades?ids=&gradeType=. */
export const studentGradesJson = z
  .object({ studentId: z.uuid(), grades: z.array(gradeJson) })
  .meta({ id: 'StudentGrades' });

/** One student's comments, newest first, a row of the batch read GET /result/comments?ids=. */
export const studentCommentsJson = z
  .object({ studentId: z.uuid(), comments: z.array(commentJson), total: z.number().int() })
  .meta({ id: 'StudentComments' });

/** One change to a grade or a comment (GET /result/audit/{studentId}). */
export const auditEntryJson = z
  .object({
    auditId: z.uuid(),
    studentId: z.uuid(),
    actorId: z.uuid(),
    actorName: z.string().describe('Their name when they made the change'),
    kind: z.enum(['grade', 'comment']),
    gradeType: gradeTypeField.nullable(),
    itemId: z.uuid().describe("The topic's or capability's id, or the comment's"),
    itemName: z.string().describe('The topic or capability; "Comment" for a comment'),
    oldValue: z.string().nullable(),
    newValue: z.string().nullable(),
    changedAt: z.string().describe('ISO 8601, UTC'),
  })
  .meta({ id: 'EvaluationAuditEntry' });

export type AuditEntryJson = z.infer<typeof auditEntryJson>;
