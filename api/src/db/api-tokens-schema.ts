import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { schools, users } from './core-schema.js';

/**
 * A school's API tokens for integrations (issue 16). Only the token's
 * SHA-256 is kept (it is 256 random bits: a slow hash adds nothing), so a
 * leaked table signs nobody in. A token acts as the admin who made it
 * (`created_by`, deleted with them) with `role`'s capabilities only. Revoking
 * deletes the row.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('api_tokens_token_hash_unique').on(table.tokenHash),
    index('api_tokens_school_created_idx').on(table.schoolId, table.createdAt),
    index('api_tokens_created_by_idx').on(table.createdBy),
    check('api_tokens_role_known', sql`${table.role} in ('admin', 'teacher')`),
  ],
);

export type ApiTokenRow = typeof apiTokens.$inferSelect;
