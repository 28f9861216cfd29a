import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { schools, users } from './core-schema.js';

/**
 * A student's sign-in card (issue 36): one a student, replaced whenever one
 * of their groups' cards is printed again. Only SHA-256 hashes are kept: of
 * the typed code (ten characters of 31, guessed only through the sign-in
 * throttle) and of the QR's 128-bit token. docs/sign-in-cards.md.
 */
export const signInCards = pgTable(
  'sign_in_cards',
  {
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sign_in_cards_code_hash_unique').on(table.codeHash),
    uniqueIndex('sign_in_cards_token_hash_unique').on(table.tokenHash),
    index('sign_in_cards_school_id_idx').on(table.schoolId),
  ],
);

export type SignInCardRow = typeof signInCards.$inferSelect;
