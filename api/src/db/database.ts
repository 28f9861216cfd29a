import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import type * as schema from './schema.js';

export type Schema = typeof schema;

/** Raw `execute` results as both drivers give them: at least the rows. */
export interface RowsResult<Row> {
  rows: Row[];
}

export interface RowsResultHKT extends PgQueryResultHKT {
  readonly type: RowsResult<this['row']>;
}

/** The drizzle instance the features use: the same whichever driver is underneath. */
export type Db = PgDatabase<RowsResultHKT, Schema>;

interface DatabaseBase {
  db: Db;
  /** Ends the connection (PGlite) or the pool (PostgreSQL). */
  close(): Promise<void>;
}

export interface PgliteHandle extends DatabaseBase {
  kind: 'pglite';
  driver: PgliteDatabase<Schema> & { $client: PGlite };
}

export interface PostgresHandle extends DatabaseBase {
  kind: 'postgres';
  driver: NodePgDatabase<Schema> & { $client: Pool };
}

/** An open database; `driver` is the concrete drizzle instance, only the migrator needs it. */
export type Database = PgliteHandle | PostgresHandle;
