import type PgBoss from 'pg-boss';
import type { Database } from '../db/database.js';

/** What pg-boss runs its SQL through (its `db` option): our own connection, on PostgreSQL and PGlite alike. */
export interface QueueConnection extends PgBoss.Db {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * pg-boss on the API's own database connection rather than a pool of its
 * own: node-postgres's pool as it is; PGlite (one connection, no pool) through
 * `query` for a statement with parameters and `exec` for pg-boss's parameterless
 * scripts (its schema, its locked maintenance), which hold several statements
 * (`BEGIN; …; COMMIT;`) that only the simple protocol runs in one call.
 */
export function queueConnection(database: Database): QueueConnection {
  if (database.kind === 'postgres') {
    const pool = database.driver.$client;
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const client = database.driver.$client;
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

/**
 * Runs `work` in one transaction, handing it that transaction's connection
 * (for our own statements and for pg-boss's `send(…, { db })`), so a report
 * and the job that sends it are written together or not at all.
 */
export async function inQueueTransaction<T>(
  database: Database,
  work: (connection: QueueConnection) => Promise<T>,
): Promise<T> {
  if (database.kind === 'pglite') {
    return database.driver.$client.transaction((tx) => work({ executeSql: (text, values) => tx.query(text, values) }));
  }
  const client = await database.driver.$client.connect();
  try {
    await client.query('begin');
    const result = await work({ executeSql: (text, values) => client.query(text, values) });
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
