import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { assignments, groups, schools, users } from './core-schema.js';

/*
 * The metrics' monthly rollups (api/src/metrics/, docs/performance.md), kept
 * current by the database itself: the triggers of migration
 * 0008_metric_rollup_triggers update them in the transaction that records an
 * attempt, and recompute an assignment's rows (and its group's students')
 * when its activities, its group or its group's students change. Only activities of the library count.
 * `month` is the first day of a calendar month in the school's time zone
 * (schools.time_zone, migration 0019; rebuilt when it changes). No check constraint
 * here: a rollup must never be the reason an attempt is refused.
 */

/* The columns the rollups share: fresh builders each time, as each table needs its own. */
const schoolColumn = () =>
  uuid('school_id')
    .notNull()
    .references(() => schools.id, { onDelete: 'cascade' });
const groupColumn = () =>
  uuid('group_id')
    .notNull()
    .references(() => groups.id, { onDelete: 'cascade' });
const assignmentColumn = () =>
  uuid('assignment_id')
    .notNull()
    .references(() => assignments.id, { onDelete: 'cascade' });
const studentColumn = () =>
  uuid('student_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const monthColumn = () => date('month', { mode: 'string' }).notNull();

/** What both realm-month rollups sum (an assignment's over its group, a student's over their group). */
const monthSums = () => ({
  activities: integer('activities').notNull(),
  correct: integer('correct').notNull(),
  answered: integer('answered').notNull(),
  achieved: integer('achieved').notNull(),
  achievedLevels: integer('achieved_levels').notNull(),
});

/**
 * One student's work on one activity of one assignment in one month: the best
 * of that month's attempts (most correct, then most answered, as results pick
 * it), whether any of them was finished, how many there were. Whether the
 * student is still in the assignment's group, or the activity still in the
 * assignment, is not kept here: the rollups below apply both.
 */
export const metricActivityMonths = pgTable(
  'metric_activity_months',
  {
    assignmentId: assignmentColumn(),
    studentId: studentColumn(),
    questId: text('quest_id').notNull(),
    month: monthColumn(),
    schoolId: schoolColumn(),
    bestCorrect: integer('best_correct').notNull(),
    bestAnswered: integer('best_answered').notNull(),
    completed: boolean('completed').notNull(),
    attempts: integer('attempts').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.assignmentId, table.studentId, table.questId, table.month] }),
    // A school's rebuild starts by deleting its rows.
    index('metric_activity_months_school_idx').on(table.schoolId),
  ],
);

/**
 * One assignment's month in one realm, over the students in its group now and
 * the activities in it now: `activities` counts the (student, activity) pairs
 * worked on that month, `correct` and `answered` sum their best attempts,
 * `achieved` counts those above the achievement threshold (spec 2 §5, 75%; an
 * activity without questions when finished) and `achievedLevels` sums those
 * activities' year levels (the lowest each is written for).
 */
export const metricAssignmentMonths = pgTable(
  'metric_assignment_months',
  {
    assignmentId: assignmentColumn(),
    month: monthColumn(),
    realm: text('realm').notNull(),
    schoolId: schoolColumn(),
    groupId: groupColumn(),
    ...monthSums(),
  },
  (table) => [
    primaryKey({ columns: [table.assignmentId, table.month, table.realm] }),
    // Groups' (and so schools') metrics read their rows, month by month.
    index('metric_assignment_months_group_idx').on(table.groupId, table.month),
    index('metric_assignment_months_school_idx').on(table.schoolId),
  ],
);

/**
 * One assignment's completion: `activityCount` activities of the library in
 * it, `memberCount` students in its group now, `finishedPairs` of their
 * (student, activity) pairs finished at least once (at any time so far); its
 * group and dates as the assignment has them, so the months it is open in
 * are read from here alone.
 */
export const metricAssignments = pgTable(
  'metric_assignments',
  {
    assignmentId: uuid('assignment_id')
      .primaryKey()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    schoolId: schoolColumn(),
    groupId: groupColumn(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    activityCount: integer('activity_count').notNull(),
    memberCount: integer('member_count').notNull(),
    finishedPairs: integer('finished_pairs').notNull(),
  },
  (table) => [
    index('metric_assignments_group_idx').on(table.groupId),
    index('metric_assignments_school_idx').on(table.schoolId),
  ],
);

/**
 * One student's month in one realm within one group they are in now, over
 * the activities in its assignments now: the same sums as
 * metric_assignment_months, so a student's metrics read a few rows a month.
 */
export const metricStudentMonths = pgTable(
  'metric_student_months',
  {
    studentId: studentColumn(),
    groupId: groupColumn(),
    month: monthColumn(),
    realm: text('realm').notNull(),
    schoolId: schoolColumn(),
    ...monthSums(),
  },
  (table) => [
    primaryKey({ columns: [table.studentId, table.groupId, table.month, table.realm] }),
    index('metric_student_months_group_idx').on(table.groupId),
    index('metric_student_months_school_idx').on(table.schoolId),
  ],
);

/**
 * How many of an assignment's activities (in it now) one student of its
 * group has finished at least once: a student's completion, a row an
 * assignment they worked on.
 */
export const metricStudentAssignments = pgTable(
  'metric_student_assignments',
  {
    studentId: studentColumn(),
    assignmentId: assignmentColumn(),
    schoolId: schoolColumn(),
    finished: integer('finished').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.studentId, table.assignmentId] }),
    index('metric_student_assignments_assignment_idx').on(table.assignmentId),
    index('metric_student_assignments_school_idx').on(table.schoolId),
  ],
);
