import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from './database.js';
import { ensurePostgresDatabase, type EnsuredDatabase } from './ensure-database.js';
import * as schema from './schema.js';

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite's data folder; when absent (and no databaseUrl) the database lives in memory. */
  dataDir?: string;
  /** Called when the database `databaseUrl` names did not exist and was created. */
  onCreated?: (database: EnsuredDatabase) => void;
  /** A PGlite data folder dumped with `dumpDataDir` to start from (tests copy a migrated template this way). */
  loadDataDir?: Blob;
}

/**
 * Opens PGlite, or the PostgreSQL database `databaseUrl` names, creating that
 * database when the server says it does not exist (a StartupError when it cannot).
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) {
    const database = await ensurePostgresDatabase(options.databaseUrl);
    if (database.created) options.onCreated?.(database);
    return openPostgres(options.databaseUrl);
  }
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  // PGlite creates only the last folder of its path.
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    // The activity search's trigram index (migration 0003); PostgreSQL ships it as a contrib extension.
    extensions: { pg_trgm },
  });
  const driver = drizzlePglite({ client, schema });
  return { kind: 'pglite', db: driver, driver, close: () => client.close() };
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  // A server that stops answering should fail requests (and /health) rather than hang them.
  const pool = new pg.Pool({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  // Nor one checked out for a transaction (the pool listens only to idle ones): its query fails instead, the
  // request is answered 503 and sent again, and the pool drops the broken client (tests/faults/database-restart).
  pool.on('connect', (client) => client.on('error', () => {}));
  const driver = drizzlePostgres({ client: pool, schema });
  return { kind: 'postgres', db: driver, driver, close: () => pool.end() };
}
