import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A school: every person but root belongs to exactly one. */
export const schools = pgTable('schools', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    index('users_school_id_idx').on(table.schoolId),
    check(
      'users_roles_known',
      sql`cardinality(${table.roles}) > 0 and ${table.roles} <@ array['admin', 'teacher', 'student', 'parent', 'root']::text[]`,
    ),
    check('users_school_unless_root', sql`${table.schoolId} is not null or ${table.roles} = array['root']::text[]`),
    check('users_email_lowercase', sql`${table.email} = lower(${table.email})`),
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
 * Failed sign-ins counted per key ("email:…" or "address:…") within a window,
 * in the database so several API replicas share the counts.
 */
export const signInFailures = pgTable('sign_in_failures', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  failures: integer('failures').notNull().default(0),
});

/** Which students a parent follows. */
export const parentChildren = pgTable(
  'parent_children',
  {
    parentId: uuid('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.parentId, table.childId] }),
    index('parent_children_child_idx').on(table.childId),
  ],
);

export type SchoolRow = typeof schools.$inferSelect;
export type UserRow = typeof users.$inferSelect;
