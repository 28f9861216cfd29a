import { z } from 'zod';
import { ASSIGNMENT_STATUSES, GRADE_TYPES } from '@portal/domain';

/** A day as the result calls take and give it: yyyy-mm-dd, a day of the school's calendar (in its time zone). */
export const dayString = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Send a date as yyyy-mm-dd')
  .refine(
    (day) =>
      !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
    {
      message: 'Not a real date',
    },
  )
  .refine((day) => day >= '1900-01-01', { message: 'Send a date from 1900 on' });

/** One content description of the Australian Curriculum: Science v9 (spec 2 §3), `id` being its code. */
export const curriculumJson = z
  .object({
    id: z.string().describe('The content description code, e.g. AC9S5U01'),
    name: z.string().describe('A short name (ours: ACARA gives none)'),
    strand: z.string(),
    subStrand: z.string(),
    description: z.string().describe("ACARA's words (CC BY 4.0; see api/content/README.md)"),
    learningArea: z.literal('Science'),
    code: z.string(),
    yearLevel: z.number().int().describe('0 for Foundation'),
    capabilityList: z.array(z.string()).describe('Names of the general capabilities it develops (ours)'),
  })
  .meta({ id: 'Curriculum' });

export type CurriculumJson = z.infer<typeof curriculumJson>;

/**
 * How a student (or a group's students) did on one curriculum item: correct
 * over answered in the activities covering it, of each student's best attempt
 * at each activity, as a percentage string with two decimals ("82.35").
 */
export const curriculumResultJson = z
  .object({
    userId: z.uuid().nullable().describe("The student's id; null in a group's result"),
    curriculumDetails: curriculumJson,
    evaluation: z.string().describe('Percentage, two decimals, e.g. "75.01"; achieved above 75.00'),
    correct: z.number().int(),
    answered: z.number().int(),
  })
  .meta({ id: 'CurriculumResult' });

/** One assignment in a result, with the subject's work on it (best attempt per activity). */
export const assignmentResultJson = z
  .object({
    assignmentId: z.uuid(),
    groupId: z.uuid(),
    startDate: z.string().describe('ISO 8601, UTC'),
    endDate: z.string().describe('ISO 8601, UTC'),
    status: z.enum(ASSIGNMENT_STATUSES),
    correct: z.number().int(),
    answered: z.number().int(),
    attempted: z
      .number()
      .int()
      .describe("Activities with an attempt (a group's: summed over its students, one per student and activity)"),
    finished: z.number().int().describe('Activities with a finished attempt, counted as `attempted` is'),
    assignmentDetails: z.object({
      name: z.string(),
      activities: z.array(z.object({ questId: z.string(), name: z.string(), realm: z.string() })),
    }),
    curriculumList: z.array(curriculumJson).describe('The curriculum items its activities cover'),
  })
  .meta({ id: 'AssignmentResult' });

/** A grade of one topic or capability (spec 2 §3: "gradeId, grade, name"). */
export const gradeJson = z
  .object({
    gradeId: z.uuid().describe("The topic's or capability's fixed id"),
    grade: z.string().describe('"1" to "5"'),
    name: z.string(),
  })
  .meta({ id: 'Grade' });

export type GradeJson = z.infer<typeof gradeJson>;

/** A comment as read (spec 2 §3): `commentTo` is empty when it is about the report's subject. */
export const commentJson = z
  .object({
    commentId: z.uuid(),
    studentId: z.uuid(),
    authorId: z.uuid().nullable().describe("Null once the author's account is gone"),
    commentFrom: z.string().describe("The author's name when they wrote it"),
    commentTo: z.string().describe("The student's name; empty in the student's own result"),
    date: z.string().describe('ISO 8601, UTC'),
    comment: z.string(),
  })
  .meta({ id: 'Comment' });

export type CommentJson = z.infer<typeof commentJson>;

const totals = {
  date: z.string().describe("Today's date in the school's time zone, yyyy-mm-dd"),
  totalAssignment: z.number().int().describe('Assignments in the result'),
  completedAssignment: z.number().int().describe('Of those, the ones whose status is Completed'),
  totalCorrect: z.number().int(),
  totalAnswered: z.number().int(),
  curriculumResultList: z.array(curriculumResultJson).describe('Items with at least one answer, by code'),
  commentList: z.array(commentJson).describe('The newest comments, at most 5'),
};

/** A student's result (spec 2 §3), computed from attempts, grades and comments. */
export const individualResultJson = z
  .object({
    userId: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    from: z
      .string()
      .nullable()
      .describe("yyyy-mm-dd, a day of the school's: only assignments due on or after its local start, comments since"),
    yearLevel: z.number().int().nullable(),
    ...totals,
    assignmentResultList: z.array(assignmentResultJson).describe("Assignments of the student's groups, newest first"),
    capabilityGradeList: z.array(gradeJson),
    topicGradeList: z.array(gradeJson),
  })
  .meta({ id: 'IndividualResult' });

export type IndividualResultJson = z.infer<typeof individualResultJson>;

/** A group's result (spec 2 §3) over its current students. */
export const groupResultJson = z
  .object({
    groupId: z.uuid(),
    name: z.string(),
    yearLevel: z.number().int().nullable(),
    totalStudent: z.number().int(),
    ...totals,
    groupAssignmentResultList: z.array(assignmentResultJson).describe("The group's assignments, newest first"),
  })
  .meta({ id: 'GroupResult' });

export type GroupResultJson = z.infer<typeof groupResultJson>;

export const gradeTypeField = z.enum(GRADE_TYPES, { error: 'gradeType is "topic" or "capability"' });
