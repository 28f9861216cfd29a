import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from './database.js';
import * as schema from './schema.js';

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite's data folder; when absent (and no databaseUrl) the database lives in memory. */
  dataDir?: string;
  /** A PGlite data folder dumped with `dumpDataDir` to start from (tests copy a migrated template this way). */
  loadDataDir?: Blob;
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  // PGlite creates only the last folder of its path.
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(loadDataDir ? { loadDataDir } : {}) });
  const driver = drizzlePglite({ client, schema });
  return { kind: 'pglite', db: driver, driver, close: () => client.close() };
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  // A server that stops answering should fail requests (and /health) rather than hang them.
  const pool = new pg.Pool({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const driver = drizzlePostgres({ client: pool, schema });
  return { kind: 'postgres', db: driver, driver, close: () => pool.end() };
}
