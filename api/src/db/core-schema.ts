import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/*
 * Every table a school owns carries `school_id` (a foreign key to `schools`,
 * deleted with it) and an index or primary key led by it, even where the row
 * it hangs off (a group, an assignment, a person) already names the school:
 * a school's rows are then found without a join, which is what distributing
 * the tables by school (Citus) or moving a school to a database of its own
 * needs, and the cascade from a deleted school finds them without a scan.
 * The platform's own tables (the activity library, throttles, sessions, SSO
 * nonces) have none; `school-owned-tables.test.ts` holds that list, and the
 * docs/scaling-out.md what the path involves.
 */

/** A school: every person but root belongs to exactly one. */
export const schools = pgTable('schools', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Where the school is (issue 34): its IANA zone decides when its days and
   * months begin, its BCP 47 locale how dates are written. The defaults are
   * domain's DEFAULT_TIME_ZONE and DEFAULT_LOCALE (schools made before
   * either existed were all in Sydney); the API checks both on every write.
   */
  timeZone: text('time_zone').notNull().default('Australia/Sydney'),
  locale: text('locale').notNull().default('en-AU'),
  /** Whether the school's students may sign in with printed sign-in cards (issue 36); an admin turns them off. */
  signInCardsEnabled: boolean('sign_in_cards_enabled').notNull().default(true),
});

/**
 * A person. `email` is stored normalised (trimmed, lowercase) so the unique
 * index makes addresses unique case-insensitively. Only root has no school.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    roles: text('roles').array().notNull(),
    yearLevel: integer('year_level'),
    /**
     * Null while the account has no password yet: made through an API token,
     * it signs in (by password or single sign-on) only once a person in a
     * session (an admin, or a teacher for their students) gives it one.
     */
    passwordHash: text('password_hash'),
    /**
     * When someone else set the password (an account made by an import, a
     * reset by an admin or teacher): a one-time password, refused once
     * ONE_TIME_PASSWORD_DAYS have passed without a sign-in with it. Null once
     * the person has signed in with it, or chose their own.
     */
    oneTimePasswordSetAt: timestamp('one_time_password_set_at', { withTimezone: true }),
    /**
     * A staff member or parent whose password someone else set (an import's,
     * a reset's): signed in, they may only change it (or sign out) until they
     * choose their own, which clears it (issue 36). Students are never forced.
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /**
     * A new address the person asked for, normalised, that takes effect only
     * when its confirmation link is opened; `email` stays in use (sign-in,
     * single sign-on) until then. The link's token is kept as its SHA-256,
     * written with its expiry when the mail is sent.
     */
    pendingEmail: text('pending_email'),
    pendingEmailTokenHash: text('pending_email_token_hash'),
    pendingEmailExpiresAt: timestamp('pending_email_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_pending_email_token_unique').on(table.pendingEmailTokenHash),
    index('users_school_id_idx').on(table.schoolId),
    // People lists sort by last then first name within a school; root's registered users filter on created_at.
    index('users_school_names_idx').on(
      table.schoolId,
      sql`${table.lastName} collate "und-x-icu"`,
      sql`${table.firstName} collate "und-x-icu"`,
    ),
    index('users_created_at_idx').on(table.createdAt),
    check(
      'users_roles_known',
      sql`cardinality(${table.roles}) > 0 and ${table.roles} <@ array['admin', 'teacher', 'student', 'parent', 'root']::text[]`,
    ),
    check('users_school_unless_root', sql`${table.schoolId} is not null or ${table.roles} = array['root']::text[]`),
    check('users_email_lowercase', sql`${table.email} = lower(${table.email})`),
    check('users_pending_email_lowercase', sql`${table.pendingEmail} = lower(${table.pendingEmail})`),
  ],
);

/** A signed-in session: only the SHA-256 of the cookie token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId), index('sessions_expires_at_idx').on(table.expiresAt)],
);

/**
 * Throttle counts per key within a window (sign-in attempts: "pair:…",
 * "address:…", "email:…"; registrations: "register:…"), in the database so
 * several API replicas share the counts. `failures` counts attempts.
 * `nextTurnAt` (an "email:…" key past the slowdown): until when the e-mail's
 * slowed-down password check in progress holds it; no other may start before.
 */
export const signInFailures = pgTable('sign_in_failures', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  failures: integer('failures').notNull().default(0),
  nextTurnAt: timestamp('next_turn_at', { withTimezone: true }),
});

/** A link's state: only an active link gives the parent access to the child. */
export const PARENT_LINK_STATUSES = ['pending', 'active'] as const;
export type ParentLinkStatus = (typeof PARENT_LINK_STATUSES)[number];

/**
 * Which students a parent follows. A link requested by a parent or a teacher
 * stays `pending` until the school approves it (an admin, or a teacher of one of
 * the child's groups: issue 36); a family code or an
 * admin's link is `active` at once. Rows older than the status column were
 * made active by the migration that added it.
 */
export const parentChildren = pgTable(
  'parent_children',
  {
    /** The child's school (the API links only a parent and a child of one school). */
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<ParentLinkStatus>().notNull().default('pending'),
    /** Who asked for the link; null for links older than the column, or when that person is deleted. */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.parentId, table.childId] }),
    index('parent_children_child_idx').on(table.childId),
    index('parent_children_school_id_idx').on(table.schoolId),
    check('parent_children_status_known', sql`${table.status} in ('pending', 'active')`),
  ],
);

/** A class of students with one or more owners (teachers or admins) in the same school. */
export const groups = pgTable(
  'groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    yearLevel: integer('year_level'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('groups_school_id_idx').on(table.schoolId)],
);

/** Who owns a group (spec 1 §2.7: "Owner" or "Co-owners"). */
export const groupOwners = pgTable(
  'group_owners',
  {
    /** The group's school. */
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId] }),
    index('group_owners_user_idx').on(table.userId),
    index('group_owners_school_id_idx').on(table.schoolId),
  ],
);

/** The students of a group. */
export const groupStudents = pgTable(
  'group_students',
  {
    /** The group's school. */
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId] }),
    index('group_students_user_idx').on(table.userId),
    index('group_students_school_id_idx').on(table.schoolId),
  ],
);

/**
 * Work given to one group between two moments. A group with assignments
 * cannot be deleted (spec 1 §2.7 answers 405), hence `restrict`.
 */
export const assignments = pgTable(
  'assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('assignments_school_id_idx').on(table.schoolId),
    index('assignments_group_id_idx').on(table.groupId),
  ],
);

/** The activities of an assignment, in the order they were added. */
export const assignmentActivities = pgTable(
  'assignment_activities',
  {
    /** The assignment's school. */
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    questId: text('quest_id').notNull(),
    activityType: text('activity_type').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.assignmentId, table.position] }),
    index('assignment_activities_school_id_idx').on(table.schoolId),
    check(
      'assignment_activities_type_known',
      sql`${table.activityType} in ('quiz', 'game', 'book', 'animation', 'song')`,
    ),
  ],
);

/**
 * One student's attempt at one activity of an assignment (POST /progress).
 * Every report reads these: the progress report and CSV, the leaderboard, and
 * later results and metrics. A student may try an activity again; each try is
 * a row. The API works them out from the student's `responses` (a quiz's
 * choices, each marked right or wrong when it was graded): `answered` and
 * `correct` count questions (only a quiz has any), `seconds` the time spent,
 * `completed` whether the student finished it. Attempts stored before the
 * portal graded them have no responses.
 */
/** One answer of an attempt as stored: the question, the choice, and whether it was the right one. */
export interface GradedResponse {
  itemId: string;
  answer: string;
  correct: boolean;
}

export const attempts = pgTable(
  'attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questId: text('quest_id').notNull(),
    answered: integer('answered').notNull(),
    correct: integer('correct').notNull(),
    seconds: integer('seconds').notNull(),
    completed: boolean('completed').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    /** The client's key for this attempt: sent again after a lost answer, it finds this row instead of adding one. */
    idempotencyKey: uuid('idempotency_key'),
    /** What the student answered, as graded: `[{ itemId, answer, correct }]`; null before grading existed. */
    responses: jsonb('responses').$type<GradedResponse[]>(),
    /** A book's pages, an animation's scenes or a song's verses the student reached, from the first; null for other types. */
    reached: integer('reached'),
  },
  (table) => [
    // NULLs are distinct: attempts sent without a key never collide.
    uniqueIndex('attempts_student_idempotency_key').on(table.studentId, table.idempotencyKey),
    index('attempts_assignment_student_idx').on(table.assignmentId, table.studentId, table.questId),
    index('attempts_student_recorded_idx').on(table.studentId, table.recordedAt),
    index('attempts_school_recorded_idx').on(table.schoolId, table.recordedAt),
    check('attempts_counts_sane', sql`${table.answered} >= 0 and ${table.correct} between 0 and ${table.answered}`),
    check('attempts_seconds_sane', sql`${table.seconds} >= 0`),
    check('attempts_reached_sane', sql`${table.reached} is null or ${table.reached} >= 0`),
  ],
);

export type SchoolRow = typeof schools.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type GroupRow = typeof groups.$inferSelect;
export type AssignmentRow = typeof assignments.$inferSelect;
export type AttemptRow = typeof attempts.$inferSelect;
