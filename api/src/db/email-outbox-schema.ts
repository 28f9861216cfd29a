import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { schools, users } from './core-schema.js';

/** Raw bytes: PostgreSQL's `bytea`, a Buffer on our side (node-postgres gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  toDriver: (value) => value,
});

export const EMAIL_FILE_TYPES = ['pdf', 'zip'] as const;
export type EmailFileType = (typeof EMAIL_FILE_TYPES)[number];

/**
 * Every report a user asked to be e-mailed ("Email me"), written in the same
 * transaction as the queue job that sends it (pg-boss, `pgboss` schema), so an
 * accepted report is never lost: the job holds only this row's id, the bytes
 * wait here until the mail server takes them. `sent_at` is set once it has,
 * and the bytes are dropped then (the row stays, small, as a record); a job run
 * again after that (a retry after a send whose completion was not recorded)
 * finds `sent_at` and sends nothing. `attempts` and `last_error` say how the
 * sending went (the error's class and code, never a recipient's data).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey(),
    /** The sender's school; null only for root's own reports (root has no school). */
    schoolId: uuid('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailTo: text('email_to').notNull(),
    userName: text('user_name').notNull(),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').$type<EmailFileType>().notNull(),
    file: bytea('file'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (table) => [
    index('email_outbox_user_id_idx').on(table.userId),
    index('email_outbox_school_id_idx').on(table.schoolId),
    check('email_outbox_file_type_known', sql`${table.fileType} in ('pdf', 'zip')`),
    check('email_outbox_file_until_sent', sql`(${table.sentAt} is null) = (${table.file} is not null)`),
  ],
);

export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
