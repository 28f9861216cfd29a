import type { Database } from '../db/database.js';

interface Queryable {
  query: (...args: unknown[]) => unknown;
}

/**
 * How many statements `run` sends to the database: every statement outside a
 * transaction goes through the client's `query` (PGlite's, or the pg pool's),
 * counted here for the time of `run`.
 */
export async function countStatements(database: Database, run: () => Promise<unknown>): Promise<number> {
  // Both clients have `query`; their signatures differ, and only the count matters here.
  const client = database.driver.$client as unknown as Queryable;
  const original = client.query;
  let count = 0;
  client.query = function counted(this: unknown, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    client.query = original;
  }
  return count;
}
