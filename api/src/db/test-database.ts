import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from './database.js';
import { MIGRATIONS_FOLDER, migrate } from './migrate.js';
import { openDatabase } from './open-database.js';

/**
 * A fresh, migrated database for one test file. With `DATABASE_URL` set, a
 * throwaway database `portal_test_<random>` on that server, dropped on close;
 * otherwise an in-memory PGlite. `migrationsFolder` lets a test start from an older schema.
 */
export async function createTestDatabase(
  databaseUrl = process.env.DATABASE_URL,
  migrationsFolder = MIGRATIONS_FOLDER,
): Promise<Database> {
  if (!databaseUrl) {
    const database = await openDatabase();
    await migrate(database, migrationsFolder);
    return database;
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await administer(databaseUrl, `create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
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

async function administer(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
