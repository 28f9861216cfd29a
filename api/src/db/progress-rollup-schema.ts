import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { assignments, schools, users } from './core-schema.js';

/**
 * One student's work on one activity of one assignment, over every attempt
 * (issue 37): the progress report, the leaderboard and the track page read
 * these rows instead of every attempt. `correct` and `answered` are the best
 * attempt's (most correct, then most answered), `seconds` sums every
 * attempt's, `completed` says whether any was finished, `lastAt` is the
 * latest `recorded_at`. The triggers of migration 0024_progress_best_attempts
 * keep it in the transaction that records an attempt, and recompute a key
 * from the attempts left when some are deleted; a bulk load switches them off
 * with the metrics' (withoutMetricTriggers) and rebuilds the school after.
 * Whether the activity is still in the assignment is not kept here: the
 * reads join assignment_activities. No check constraint: a rollup must never
 * be the reason an attempt is refused.
 */
export const progressBestAttempts = pgTable(
  'progress_best_attempts',
  {
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questId: text('quest_id').notNull(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    correct: integer('correct').notNull(),
    answered: integer('answered').notNull(),
    // A sum of attempts' seconds: wider than one attempt's, so no student's time can overflow it.
    seconds: bigint('seconds', { mode: 'number' }).notNull(),
    completed: boolean('completed').notNull(),
    attempts: integer('attempts').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.assignmentId, table.studentId, table.questId] }),
    // A school's rebuild starts by deleting its rows.
    index('progress_best_attempts_school_idx').on(table.schoolId),
    // A student's deletion cascades here by student.
    index('progress_best_attempts_student_idx').on(table.studentId),
  ],
);
