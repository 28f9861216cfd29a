import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import type { Database } from './database.js';
import { MIGRATIONS_FOLDER, migrate } from './migrate.js';
import { openDatabase } from './open-database.js';

/**
 * Where a test run's global setup (`src/testing/database-template.ts`) leaves
 * a database already migrated from the current migrations folder, for every
 * test file to copy rather than migrate its own: a PGlite data folder dumped
 * to a tarball (its path), or a PostgreSQL database on `DATABASE_URL` (its name).
 */
export const PGLITE_TEMPLATE_ENV = 'PORTAL_TEST_PGLITE_TEMPLATE';
export const POSTGRES_TEMPLATE_ENV = 'PORTAL_TEST_POSTGRES_TEMPLATE';

/**
 * A fresh, migrated database for one test file. With `DATABASE_URL` set, a
 * throwaway database `portal_test_<random>` on that server, dropped on close;
 * otherwise an in-memory PGlite. Either is a copy of the run's template when
 * there is one (a copy costs well under a second; a new PGlite several), else
 * migrated from scratch. `migrationsFolder` lets a test start from an older
 * schema, always from scratch.
 */
export async function createTestDatabase(
  databaseUrl = process.env.DATABASE_URL,
  migrationsFolder = MIGRATIONS_FOLDER,
): Promise<Database> {
  const useTemplate = migrationsFolder === MIGRATIONS_FOLDER;
  if (!databaseUrl) {
    const template = useTemplate ? process.env[PGLITE_TEMPLATE_ENV] : undefined;
    const database = template
      ? await openDatabase({ loadDataDir: new Blob([await readFile(template)]) })
      : await openDatabase();
    // Nothing to apply on a copy of the template, unless a migration was added
    // since the run began (vitest --watch): then the copy catches up.
    await migrate(database, migrationsFolder);
    return database;
  }
  const template = useTemplate ? process.env[POSTGRES_TEMPLATE_ENV] : undefined;
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await administer(databaseUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const database = await openDatabase({ databaseUrl: withDatabase(databaseUrl, name) });
  try {
    await migrate(database, migrationsFolder);
  } catch (error) {
    await database.close();
    await administer(databaseUrl, `drop database if exists ${name} with (force)`);
    throw error;
  }
  return {
    ...database,
    close: async () => {
      await database.close();
      await administer(databaseUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** `databaseUrl` pointing at the database `name` on the same server. */
export function withDatabase(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement (create or drop database) over its own short connection. */
export async function administer(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
