import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A text column in human order: ICU's root collation puts "Álvarez" among the
 * a's and "Ngọc" between "Ngata" and "Nguyen", ignores case first, and sorts
 * alike on PGlite and on PostgreSQL whatever the server's default collation
 * (both ship `und-x-icu`). Use it wherever people or groups are sorted by name.
 */
export function humanOrder(column: AnyColumn): SQL {
  return sql`${column} collate "und-x-icu"`;
}
