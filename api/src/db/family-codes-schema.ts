import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { schools, users } from './core-schema.js';

/**
 * Family codes (issue 36): a code the school prints for a student's parent,
 * who redeems it once, before `expires_at`, to be linked to the child at
 * once. Only the code's SHA-256 is kept (the code is random, about 50 bits,
 * and redeeming is throttled), so a leaked table links nobody. `used_at` and
 * `used_by` record the redemption; the row stays as a record until the child
 * or the school is deleted.
 */
export const familyCodes = pgTable(
  'family_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    /** Who made it; null once that person is deleted. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The parent who redeemed it; null while unused, or once that parent is deleted. */
    usedBy: uuid('used_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('family_codes_code_hash_unique').on(table.codeHash),
    index('family_codes_school_id_idx').on(table.schoolId),
    index('family_codes_child_id_idx').on(table.childId),
    index('family_codes_created_by_idx').on(table.createdBy),
    index('family_codes_used_by_idx').on(table.usedBy),
  ],
);

export type FamilyCodeRow = typeof familyCodes.$inferSelect;
