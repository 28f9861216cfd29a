import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { schools } from './core-schema.js';

/**
 * The school's audit log (issue 29): one row per staff write to a person's
 * record (group membership, password reset, grade, comment, parent link),
 * written in the transaction of the write, so a rolled-back write leaves
 * none. No foreign key on the people: the log outlives their accounts.
 * `address` is the client's address as the API sees it (request.clientAddress).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind').notNull(),
    actorId: uuid('actor_id').notNull(),
    subjectId: uuid('subject_id').notNull(),
    detail: text('detail').notNull(),
    address: text('address').notNull(),
  },
  (table) => [
    index('audit_events_school_at_idx').on(table.schoolId, table.at),
    index('audit_events_school_actor_idx').on(table.schoolId, table.actorId, table.at),
    index('audit_events_school_subject_idx').on(table.schoolId, table.subjectId, table.at),
    check(
      'audit_events_kind_known',
      sql`${table.kind} in ('groupMembership', 'passwordReset', 'emailChange', 'nameChange', 'evaluation', 'comment', 'parentLink')`,
    ),
  ],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;
