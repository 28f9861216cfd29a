import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The nonce of every ID token a single sign-on has used: a token presented
 * again is refused (a replay), however valid its signature. The platform's
 * own table (no school's): kept a day, past any ID token's life.
 */
export const ssoNonces = pgTable(
  'sso_nonces',
  {
    nonce: text('nonce').primaryKey(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sso_nonces_used_at_idx').on(table.usedAt)],
);
