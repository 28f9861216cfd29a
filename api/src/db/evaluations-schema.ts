import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { schools, users } from './core-schema.js';

/**
 * A student's current grade for one topic or general capability (spec 2 §3):
 * `item_id` is the fixed id of the topic or capability (domain/src/evaluation.ts).
 * Every change is also written to `evaluation_audit`.
 */
export const grades = pgTable(
  'grades',
  {
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gradeType: text('grade_type').notNull(),
    itemId: uuid('item_id').notNull(),
    grade: smallint('grade').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.studentId, table.gradeType, table.itemId] }),
    index('grades_school_id_idx').on(table.schoolId),
    check('grades_type_known', sql`${table.gradeType} in ('topic', 'capability')`),
    check('grades_on_scale', sql`${table.grade} between 1 and 5`),
  ],
);

/**
 * A comment of a member of staff on a student (spec 2 §3). `author_name` is
 * the author's name when they wrote it, so a comment keeps its signature
 * after its author's account is gone.
 */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('comments_student_created_idx').on(table.studentId, table.createdAt),
    index('comments_school_id_idx').on(table.schoolId),
  ],
);

/**
 * Every change to a grade or a comment: who, when, the old and the new value
 * (null for none), for the school's admins (GET /result/audit/{studentId}).
 * No foreign key on the people: the trail outlives their accounts.
 */
export const evaluationAudit = pgTable(
  'evaluation_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id').notNull(),
    actorId: uuid('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    /** 'grade' (gradeType and itemId say which) or 'comment' (itemId is the comment's id). */
    kind: text('kind').notNull(),
    gradeType: text('grade_type'),
    itemId: uuid('item_id').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('evaluation_audit_student_changed_idx').on(table.schoolId, table.studentId, table.changedAt),
    check('evaluation_audit_kind_known', sql`${table.kind} in ('grade', 'comment')`),
  ],
);
